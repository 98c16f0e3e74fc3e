// One desktop of a team, as its own process: the API core of one profile (token manager, throttle, client,
// journal, batch runner) coordinated through a Redis server (or alone, without one). It reports what it does as
// JSON lines on stdout so a test can kill it at the right moment (holding a team slot, holding the renewal
// lease). `run` starts a job (after "go" on stdin when asked); `resume` is the next start of the app.
// Arguments come in OPSDESK_DESKTOP as JSON (they carry the sandbox's demo secret: not on a command line).
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { JobSpec } from '../../../electron/core/job/types';
import { InProcessCoordinator, secretStorePairs } from '../../../electron/core/coordination/local';
import { MachineCoordinator } from '../../../electron/core/coordination/machine-coordinator';
import { RedisCoordinator } from '../../../electron/core/coordination/redis-coordinator';
import type { Coordinator, SharedSlots, TokenPairStore } from '../../../electron/core/coordination/types';
import { BatchRunner, EndpointThrottle, Journal, MemorySecretStore, OpenApiClient, TokenManager } from '../../../electron/core/index';
import { parseJson } from '../../../shared/json/lossless';

export const desktopArgs = z.object({
  mode: z.enum(['run', 'resume']),
  name: z.string(),
  baseUrl: z.string().url(),
  appId: z.string().length(16),
  appSecret: z.string().min(1),
  redisUrl: z.string().nullable(),
  /** Without a team server: the folder of the machine schedule's socket (the processes of one machine share it); null: each alone. */
  machineDir: z.string().nullable().default(null),
  journalDir: z.string(),
  specFile: z.string().optional(),
  jobId: z.string().optional(),
  chunkSize: z.number().int().positive().optional(),
  waitForGo: z.boolean().default(false),
  withRows: z.boolean().default(true),
  livenessMs: z.number().int().optional(),
  slotLeaseMs: z.number().int().optional(),
  renewalLeaseMs: z.number().int().optional(),
  /** Short back-offs for tests against a local server (default: the core's own). */
  quickBackoff: z.boolean().default(false),
  /** Reports each business request's send and answer (sub-millisecond times) to see where a handoff's time goes. */
  trace: z.boolean().default(false),
  /** Only `ready` and `done` (a bench: every line written wakes the parent, which shares the CPUs). */
  quiet: z.boolean().default(false),
});
export type DesktopArgs = z.input<typeof desktopArgs>;

const args = desktopArgs.parse(JSON.parse(process.env.OPSDESK_DESKTOP ?? 'null'));
const say = (ev: string, extra: Record<string, unknown> = {}) => {
  if (!args.quiet || ev === 'ready' || ev === 'done') process.stdout.write(`${JSON.stringify({ ev, t: Date.now(), ...extra })}\n`);
};
const preciseNow = () => performance.timeOrigin + performance.now();
const tracedFetch: typeof fetch = async (input, init) => {
  const business = !String(input).includes('/oauth/');
  if (business) say('send', { at: preciseNow() });
  const res = await fetch(input, init);
  if (business) say('answer', { at: preciseNow() });
  return res;
};

const coordinator: Coordinator = args.redisUrl
  ? new RedisCoordinator({
      url: args.redisUrl,
      appId: args.appId,
      appSecret: async () => args.appSecret,
      desktopName: args.name,
      livenessMs: args.livenessMs,
      slotLeaseMs: args.slotLeaseMs,
      renewalLeaseMs: args.renewalLeaseMs,
    })
  : args.machineDir
    ? new MachineCoordinator({ appId: args.appId, baseUrl: args.baseUrl, appSecret: async () => args.appSecret, dir: args.machineDir })
    : new InProcessCoordinator();
coordinator.on('changed', (s) => say('team', { mode: s.mode, desktops: s.desktops }));

/** The coordinator's pieces, reporting when this desktop holds the renewal lease or a team slot. */
function reportingPairs(inner: TokenPairStore): TokenPairStore {
  return {
    read: () => inner.read(),
    write: (p) => inner.write(p),
    clear: () => inner.clear(),
    exclusive: (body) =>
      inner.exclusive(async () => {
        say('lease');
        return body();
      }),
    onPeerWrite: inner.onPeerWrite ? (l) => (inner.onPeerWrite as NonNullable<TokenPairStore['onPeerWrite']>)(l) : undefined,
  };
}
function reportingSlots(inner: SharedSlots | null): SharedSlots | null {
  if (!inner) return null;
  return {
    acquire: async (path, capacity, signal) => {
      const slot = await inner.acquire(path, capacity, signal);
      say('slot', { path, at: preciseNow() });
      return slot;
    },
  };
}

const store = new MemorySecretStore();
const tokens = new TokenManager({
  baseUrl: args.baseUrl,
  appId: args.appId,
  appSecret: async () => args.appSecret,
  store,
  pairs: reportingPairs(coordinator.tokenPairs(secretStorePairs(store, args.appId))),
});
tokens.on('changed', (s) => {
  if (s.state === 'valid') say('token', { via: s.renewedVia });
});
const backoff = args.quickBackoff ? { backoffBaseMs: 5, backoffMinCapMs: 20, backoffMaxCapMs: 200 } : {};
const throttle = new EndpointThrottle({ appId: args.appId, shared: reportingSlots(coordinator.slots), ...backoff });
const client = new OpenApiClient({ baseUrl: args.baseUrl, appId: args.appId, tokens, throttle, timeoutMs: 10_000, fetch: args.trace ? tracedFetch : undefined });
const journal = new Journal(args.journalDir);
const runner = new BatchRunner({ client, journal, chunkSize: args.chunkSize });
runner.on('progress', (p) => say('progress', { done: p.done }));

if (coordinator instanceof RedisCoordinator && !(await coordinator.ready(10_000))) say('team', { mode: 'fallback', desktops: 1 });
if (coordinator instanceof MachineCoordinator) await coordinator.ready(10_000);
// The job is read before "go": what a start costs is the core's, not this harness's reading of its file.
const spec = args.mode === 'run' ? (parseJson(readFileSync(args.specFile as string, 'utf8')) as JobSpec) : null;
say('ready');
if (args.waitForGo) {
  const lines = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => lines.on('line', (l) => l.trim() === 'go' && resolve()));
  lines.close();
}

let jobId: string;
if (spec) {
  const handle = await runner.start(spec);
  jobId = handle.jobId;
  say('started', { jobId });
  await handle.done;
} else {
  jobId = args.jobId as string;
  const unfinished = await runner.recover();
  const job = unfinished.jobs.find((j) => j.jobId === jobId);
  if (job && job.pending > 0) await (await runner.resume(jobId)).done;
  else await runner.reconcile(jobId);
}
const result = runner.get(jobId);
say('done', {
  jobId,
  summary: result.summary,
  rows: args.withRows ? result.rows.map((r) => ({ key: r.key, status: r.status, code: r.code ?? null })) : [],
  codes: countCodes(result.rows),
  calls: tokens.status().calls,
  team: await coordinator.status(),
  handoffs: coordinator instanceof RedisCoordinator ? coordinator.slots.handoffs : [],
});
await coordinator.close();
process.exit(0);

function countCodes(rows: ReadonlyArray<{ status: string; code?: string | null }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows) if (r.status !== 'succeeded') out[`${r.status}:${r.code ?? ''}`] = (out[`${r.status}:${r.code ?? ''}`] ?? 0) + 1;
  return out;
}
