// The process the crash test kills: `run` starts a batch job and keeps sending until it is SIGKILLed;
// `resume` is the next start of the app: it recovers (reconciling what a read can settle), resumes the job,
// and prints the job's result table as JSON; `recover` only recovers and prints the unfinished list.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { JobSpec } from '../../../electron/core/job/types';
import { BatchRunner, EndpointThrottle, Journal, MemorySecretStore, OpenApiClient, TokenManager } from '../../../electron/core/index';
import { isOperationId } from '../../../shared/catalogue';

const args = z
  .tuple([z.enum(['run', 'resume', 'recover']), z.string().url(), z.string().length(16), z.string().min(1), z.string().min(1), z.string().min(1)])
  .parse(process.argv.slice(2));
const [mode, baseUrl, appId, appSecret, journalDir, specOrJobId] = args;

const tokens = new TokenManager({ baseUrl, appId, appSecret: async () => appSecret, store: new MemorySecretStore() });
const throttle = new EndpointThrottle({ appId });
const client = new OpenApiClient({ baseUrl, appId, tokens, throttle, timeoutMs: 5000 });
const journal = new Journal(journalDir);
const runner = new BatchRunner({ client, journal, chunkSize: 3 });

if (mode === 'run') {
  const spec = z
    .object({ operation: z.string().refine(isOperationId), rows: z.array(z.object({ key: z.string(), input: z.unknown() })), common: z.record(z.string(), z.unknown()).optional(), context: z.object({ aliases: z.record(z.string(), z.string()) }).optional() })
    .parse(JSON.parse(readFileSync(specOrJobId, 'utf8'))) as JobSpec;
  const handle = await runner.start(spec);
  process.stdout.write(`started ${handle.jobId}\n`);
  await handle.done;
  process.stdout.write('finished before the kill\n');
} else if (mode === 'recover') {
  process.stdout.write(JSON.stringify(await runner.recover()) + '\n');
} else {
  const unfinished = await runner.recover();
  const job = unfinished.jobs.find((j) => j.jobId === specOrJobId);
  if (job && job.pending > 0) await (await runner.resume(specOrJobId)).done;
  else await runner.reconcile(specOrJobId);
  process.stdout.write(JSON.stringify({ recovered: unfinished.jobs.map((j) => j.jobId), result: runner.get(specOrJobId) }) + '\n');
}
