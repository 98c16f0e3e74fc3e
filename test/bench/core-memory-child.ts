// The process measured by core-memory.bench.ts: it runs one batch job from a rows file (as the main process
// would run one the renderer handed it) and reports its peak resident memory.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { JobSpecRow } from '../../electron/core/job/types';
import { BatchRunner, EndpointThrottle, Journal, MemorySecretStore, OpenApiClient, TokenManager } from '../../electron/core/index';

const [baseUrl, appId, appSecret, rowsFile, storeId] = z.tuple([z.string().url(), z.string(), z.string(), z.string(), z.string()]).parse(process.argv.slice(2));
const tokens = new TokenManager({ baseUrl, appId, appSecret: async () => appSecret, store: new MemorySecretStore() });
const throttle = new EndpointThrottle({ appId });
const client = new OpenApiClient({ baseUrl, appId, tokens, throttle });
const runner = new BatchRunner({ client, journal: new Journal(mkdtempSync(join(tmpdir(), 'opsdesk-mem-'))) });

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
// As the IPC handler would: the parsed rows are handed over and not kept.
const handle = await runner.start({ operation: 'videoxStock', common: { store_id: storeId }, rows: JSON.parse(readFileSync(rowsFile, 'utf8')) as JobSpecRow[] });
const summary = await handle.done;
// The result table is what the app keeps and shows: build it too.
const table = runner.get(summary.jobId);
clearInterval(sampler);
const maxRssBytes = process.resourceUsage().maxRSS * 1024;
process.stdout.write(
  JSON.stringify({ rows: table.rows.length, succeeded: summary.succeeded, wallMs: performance.now() - started, peakRssBytes: Math.max(peak, maxRssBytes) }) + '\n',
);
