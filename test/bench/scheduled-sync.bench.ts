// A scheduled sync of a 100,000-row videox stock CSV in "when the file changes" mode (issue 31), as the browser
// host composes the app (createWebApp: a live profile at a standalone sandbox, the scheduler on a clock the
// bench moves). The first run applies the whole file (reported). Then, REPS times, 1 % of the rows (1,000, spread
// over the file) change and the file is rewritten; the clock moves one look (a minute) just after the write, so
// the poll interval does not count: the figure is the app's own time from the file being written to the last
// request of the job the sandbox takes. Rows sent are counted by the sandbox's write log and must be exactly the
// changed ones (anything else throws). The run's read and plan of the 100,000-row file are the scheduler's own
// (its "scheduled sync started" log line). Beside it, in the same run and at the same vendor latency, a minimal
// ideal client (ideal-client.ts) sends just those 1,000 rows. No numeric goal is named in the issue: ours are
// read + plan ≤ 2 s, rows sent = rows changed, and file written → last request ≤ 1.10 × the ideal client's send +
// that run's read and plan.
// The sandbox runs in this process (its request times are taken as its back office takes each request, past
// the gateway's checks): its work shares the loop with the app and with the ideal client alike.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { createLogger, MemorySecretStore, TokenManager } from '../../electron/core/index';
import { createWebApp, type WebApp } from '../../electron/hosts/web/web-app';
import type { BackOfficeFactory, SandboxHandle } from '../../electron/sandbox';
import { seededBackOfficeFactory } from '../../electron/sandbox/state/seeded-backoffice';
import { validateRequest } from '../../shared/catalogue';
import type { ScheduleView } from '../../shared/ipc/schedules';
import { secretEnvOf, startVideoxStore } from '../integration/hosts/videox-store';
import { ManualClock } from '../integration/team/manual-clock';
import type { BenchFigure } from './figure';
import { runIdealClient } from './ideal-client';
import { z } from 'zod';

const ROWS = 100_000;
const CHANGED = ROWS / 100;
const CHUNK = 200;
const REPS = 3;
/** The first videox store has 3 warehouses: 33,334 listings are 100,002 items. */
const LISTINGS_PER_STORE = Math.ceil(ROWS / 3);
/** The whole file's first run at a fast vendor (it is reported, not judged); the timed runs at core-throughput's. */
const FIRST_LATENCY_MS = 5;
const LATENCY_MS = 50;
const READ_PLAN_GOAL_MS = 2000;
const OVER_IDEAL = 1.1;
const MIN = 60_000;
const rowsText = ROWS.toLocaleString('en');
const changedText = CHANGED.toLocaleString('en');

type Item = { msku_id: string; warehouse_id: string };
const keyOf = (i: Item) => `${i.msku_id}@${i.warehouse_id}`;

function csvOf(items: readonly Item[], quantities: readonly number[]): string {
  const lines = ['msku_id,warehouse_id,quantity'];
  for (let i = 0; i < items.length; i++) lines.push(`${items[i]!.msku_id},${items[i]!.warehouse_id},${quantities[i]!}`);
  return `${lines.join('\r\n')}\r\n`;
}

async function ok<T>(app: WebApp, method: string, input: unknown): Promise<T> {
  const res = await app.dispatcher.dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${JSON.stringify(res.error)}`);
  return res.result as T;
}

/** The middle value (of an odd count): a figure some run actually measured. */
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once the rule's run begun at none of `before` has ended (looked at every 50 ms, after the sends). */
async function ended(app: WebApp, id: string, before: readonly number[]): Promise<ScheduleView> {
  const limit = Date.now() + 600_000;
  for (;;) {
    const v = (await app.service.schedules.list()).find((r) => r.rule.id === id)!;
    if (v.lastRun && v.lastRun.outcome !== 'running' && !v.running && !before.includes(v.lastRun.at)) return v;
    if (Date.now() > limit) throw new Error('the scheduled run did not end within 10 minutes');
    await sleep(50);
  }
}

/** Every videoxStock item key the sandbox saw (applied or refused) after write `from`, with how often. */
function seenAfter(sb: SandboxHandle, from: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of sb.appliedWrites()) {
    if (w.seq <= from || w.operation !== 'videoxStock') continue;
    for (const k of [...w.appliedKeys, ...w.rejected.map((r) => r.key)]) out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

/** Throws unless the sandbox saw exactly `expected`, each once: the figure would be about another sync. */
function checkSent(sb: SandboxHandle, from: number, expected: ReadonlySet<string>, what: string): number {
  const seen = seenAfter(sb, from);
  const twice = [...seen].filter(([, n]) => n > 1).length;
  const extra = [...seen.keys()].filter((k) => !expected.has(k)).length;
  const missing = [...expected].filter((k) => !seen.has(k)).length;
  if (twice + extra + missing > 0) throw new Error(`${what}: the sandbox saw ${seen.size} items, want exactly the ${expected.size} changed (${extra} not changed, ${missing} changed never sent, ${twice} sent twice)`);
  return seen.size;
}

/** The scheduler's line once a run's job started: its read and plan of the file. */
const startedLine = z.object({ msg: z.literal('scheduled sync started'), readMs: z.number(), planMs: z.number() });

interface Rep {
  /** From the file written to: the job's first and last request the sandbox took. */
  firstMs: number;
  lastMs: number;
  chunks: number;
  sent: number;
  readMs: number;
  planMs: number;
  idealMs: number;
}

export default async function bench(): Promise<BenchFigure[]> {
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  // performance.now() of each videoxStock request the back office takes; the store sized to 100,000 items.
  const requests: number[] = [];
  const backOffice: BackOfficeFactory = {
    inspectKinds: seededBackOfficeFactory.inspectKinds,
    create: (opts) => {
      const office = seededBackOfficeFactory.create({ ...opts, videoxPerStore: LISTINGS_PER_STORE });
      return {
        handle: (op, body, ctx) => {
          if (op === 'videoxStock') requests.push(performance.now());
          return office.handle(op, body, ctx);
        },
        inspect: (kind) => office.inspect(kind),
        count: (kind) => office.count(kind),
      };
    },
  };
  // The ideal client holds a token of its own: the app's must stay live beside it.
  const { sb, store, items: all } = await startVideoxStore({ seed: 31, listings: 120, sandbox: { latencyMs: FIRST_LATENCY_MS, applyDelayMs: 0, supersedeTokens: false } }, { backOffice });
  const items = all.slice(0, ROWS);
  if (items.length < ROWS) throw new Error(`the sandbox's videox store has only ${items.length} items`);
  const root = await mkdtemp(join(os.tmpdir(), 'opsdesk-scheduled-sync-bench-'));
  // The scheduler's "scheduled sync started" lines (jobs.start answered, the run recorded): each run's read and plan.
  const started: Array<{ readMs: number; planMs: number }> = [];
  const logger = createLogger({
    destination: {
      write: (line: string) => {
        const parsed = line.includes('"scheduled sync started"') ? startedLine.safeParse(JSON.parse(line)) : null;
        if (parsed?.success) started.push({ readMs: parsed.data.readMs, planMs: parsed.data.planMs });
      },
    },
  });
  const clock = new ManualClock();
  const app = await createWebApp({ dataDir: join(root, 'data'), version: '0.0.0-bench', startSandbox: null, env: secretEnvOf(sb), scheduleClock: clock, logger });
  try {
    const { id: profileId } = await ok<{ id: string }>(app, 'profiles.create', { kind: 'live', name: 'Warehouse', baseUrl: sb.baseUrl, appId: sb.credentials.appId });
    await ok(app, 'profiles.switch', { id: profileId });
    const file = join(root, 'stock.csv');
    const quantities = items.map((_, i) => i % 500);
    await writeFile(file, csvOf(items, quantities));
    const lastSeq = () => sb.appliedWrites().at(-1)?.seq ?? 0;

    // The first run: the whole file.
    const { rule } = await app.service.schedules.save({ name: 'Stock on change', profileId, operation: 'videoxStock', common: { store_id: store }, source: { kind: 'file', path: file }, when: { kind: 'onChange' }, resultsDir: join(root, 'results') });
    let seq = lastSeq();
    let mark = requests.length;
    const firstAt = performance.now();
    clock.advance(MIN);
    await app.service.schedules.tick();
    let view = await ended(app, rule.id, []);
    const firstMs = (requests.at(-1) ?? Number.NaN) - firstAt;
    const firstChunks = requests.length - mark;
    checkSent(sb, seq, new Set(items.map(keyOf)), 'the first run');
    if (view.lastRun?.outcome !== 'succeeded' || view.lastRun.counts.sent !== ROWS) throw new Error(`the first run: ${JSON.stringify(view.lastRun)}`);
    const ats = [view.lastRun.at];

    sb.setLatency(LATENCY_MS);
    const { appId, appSecret } = sb.credentials;
    const token = await new TokenManager({ baseUrl: sb.baseUrl, appId, appSecret: async () => appSecret, store: new MemorySecretStore() }).getAccessToken();
    const reps: Rep[] = [];
    for (let rep = 0; rep < REPS; rep++) {
      // 1 % of the rows, one in every hundred, a different one each time: every chunk of the file has some.
      const changed = items.flatMap((_, i) => (i % 100 === rep * 37 ? [i] : []));
      for (const i of changed) quantities[i] = quantities[i]! + 1;
      const expected = new Set(changed.map((i) => keyOf(items[i]!)));
      const text = csvOf(items, quantities);
      seq = lastSeq();
      mark = requests.length;
      const logMark = started.length;
      await writeFile(file, text);
      const writtenAt = performance.now();
      // Detection made explicit: the look the scheduler would make at its next minute, made now.
      clock.advance(MIN);
      const ticked = app.service.schedules.tick();
      while (requests.length - mark < CHANGED / CHUNK) await sleep(10);
      await ticked;
      view = await ended(app, rule.id, ats);
      ats.push(view.lastRun!.at);
      const sent = checkSent(sb, seq, expected, `run ${rep + 1}`);
      const counts = view.lastRun!.counts;
      if (view.lastRun!.outcome !== 'succeeded' || counts.sent !== CHANGED || counts.unchanged !== ROWS - CHANGED) throw new Error(`run ${rep + 1}: ${JSON.stringify(view.lastRun)}`);
      const ours = requests.slice(mark);
      const line = started[logMark];
      if (!line) throw new Error(`run ${rep + 1}: the scheduler logged no start`);

      // The ideal client: just the changed rows, bodies made beforehand.
      const bodies: Array<Record<string, unknown>> = [];
      for (let c = 0; c < changed.length; c += CHUNK) {
        const list = changed.slice(c, c + CHUNK).map((i) => ({ ...items[i]!, quantity: quantities[i]! }));
        bodies.push(validateRequest('videoxStock', { store_id: store, queue_list: list }) as Record<string, unknown>);
      }
      const idealMark = requests.length;
      const i0 = performance.now();
      const ideal = await runIdealClient(sb, token, bodies);
      if (ideal.failedChunks > 0) throw new Error(`the ideal client: ${ideal.failedChunks} chunks failed`);
      const idealLast = requests.at(-1)!;
      if (requests.length - idealMark !== bodies.length) throw new Error('the ideal client: the sandbox took another number of requests');

      reps.push({ firstMs: ours[0]! - writtenAt, lastMs: ours.at(-1)! - writtenAt, chunks: ours.length, sent, readMs: line.readMs, planMs: line.planMs, idealMs: idealLast - i0 });
      if (process.env.OPSDESK_BENCH_VERBOSE) process.stdout.write(`${JSON.stringify(reps.at(-1))}\n`);
    }

    const wall = median(reps.map((r) => r.lastMs));
    const mid = reps.find((r) => r.lastMs === wall)!;
    const readPlan = reps.map((r) => r.readMs + r.planMs);
    const ratios = reps.map((r) => (r.lastMs - r.readMs - r.planMs) / r.idealMs);
    const ratio = median(ratios);
    const list = (xs: number[]) => xs.map((x) => Math.round(x)).join(' / ');
    const ms = (x: number) => `${Math.round(x)} ms`;
    const of = `median of ${REPS}; load ${load} at its start; vendor latency ${LATENCY_MS} ms; the clock moved one look just after the write, so the poll interval (1 min) is not counted`;
    const allExact = reps.every((r) => r.sent === CHANGED);
    return [
      {
        name: `scheduled sync, ${rowsText}-row CSV, ${changedText} rows changed: file written → last request of its job at the sandbox (${of}; runs ${list(reps.map((r) => r.lastMs))} ms; that run: read ${ms(mid.readMs)}, plan ${ms(mid.planMs)}, then detect + jobs.start ${ms(mid.firstMs - mid.readMs - mid.planMs)} to the first request at ${ms(mid.firstMs)}, first → last of its ${mid.chunks} requests ${ms(mid.lastMs - mid.firstMs)}; the ideal client's ${ms(mid.idealMs)} to its last)`,
        value: Math.round(wall),
        unit: 'ms',
        goal: `≤ ${OVER_IDEAL.toFixed(2)} × ideal + read/plan = ${ms(OVER_IDEAL * mid.idealMs + mid.readMs + mid.planMs)} (our own goal)`,
        ok: wall <= OVER_IDEAL * mid.idealMs + mid.readMs + mid.planMs,
      },
      {
        name: `scheduled sync: (file written → last request − read − plan) over the ideal client's send of the same ${changedText} rows (runs ${ratios.map((r) => r.toFixed(2)).join(' / ')}; ideal ${list(reps.map((r) => r.idealMs))} ms)`,
        value: Math.round(ratio * 1000) / 1000,
        unit: '× ideal',
        goal: `≤ ${OVER_IDEAL.toFixed(2)} (our own goal)`,
        ok: ratio <= OVER_IDEAL,
      },
      {
        name: `scheduled sync: the run's read + plan of the ${rowsText}-row file (readSyncFile; planSync: every row validated, named and looked up in the ledger of ${rowsText} items), runs ${list(readPlan)} ms (read ${list(reps.map((r) => r.readMs))}, plan ${list(reps.map((r) => r.planMs))})`,
        value: Math.round(median(readPlan)),
        unit: 'ms',
        goal: `≤ ${READ_PLAN_GOAL_MS} ms (our own goal)`,
        ok: median(readPlan) <= READ_PLAN_GOAL_MS,
      },
      {
        name: `scheduled sync: rows the sandbox's write log saw per run (runs ${reps.map((r) => r.sent).join(' / ')}, each exactly the changed items, none twice)`,
        value: mid.sent,
        unit: 'rows',
        goal: `= rows changed (${changedText})`,
        ok: allExact,
      },
      {
        name: `scheduled sync: the first run, the whole file (${firstChunks} requests at vendor latency ${FIRST_LATENCY_MS} ms): look → last request`,
        value: Math.round(firstMs),
        unit: 'ms',
        goal: 'reported',
        ok: true,
      },
    ];
  } finally {
    await app.close();
    await sb.stop();
    await rm(root, { recursive: true, force: true });
  }
}
