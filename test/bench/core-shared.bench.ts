// Two clients sharing one appId on the same path (capacity 1), 10,000 videox rows each: the server rejects
// whichever request finds the bucket taken (3001008); back-off absorbs it. The goal is a ratio to the minimal
// ideal client (ideal-client.ts) measured in the same run, interleaved: the ideal's two-client floor is its own
// wall time for both jobs' chunks one after another (one request in flight is all the path allows). The wall
// against the two-client bound 2 × ceil(N/B)/c × L stays beside it for reference; no row may fail for the user.
import os from 'node:os';
import { MemorySecretStore } from '../../electron/core/index';
import { validateRequest } from '../../shared/catalogue';
import { boundMs, coreFor, videoxRows, type VideoxListing } from './core-bench-kit';
import { startRemoteSandbox } from './core-remote-sandbox';
import type { BenchFigure } from './figure';
import { minMedMax, quantile, runIdealClient } from './ideal-client';

const ROWS = 10_000;
const BATCH = 200;
const LATENCY_MS = 50;
const REPETITIONS = 3;

export default async function bench(): Promise<BenchFigure[]> {
  const sb = await startRemoteSandbox(['--seed', '2', '--latency', String(LATENCY_MS), '--listings', String(2 * ROWS + 400), '--apply-delay', '0']);
  try {
    // Two programs of one profile: they share the token pair through the secret store (as two windows or two
    // processes of Opsdesk would), but each has its own throttle and knows nothing of the other's requests.
    const store = new MemorySecretStore();
    const a = coreFor(sb, store);
    const b = coreFor(sb, store);
    const listings = await sb.state<VideoxListing>('videox');
    const jobA = videoxRows(listings, 0, ROWS);
    const jobB = videoxRows(listings, 1, ROWS);
    // The ideal client sends the same two jobs' chunks, made beforehand (a job's rows are validated when it is made).
    const bodies: Array<Record<string, unknown>> = [];
    for (const job of [jobA, jobB]) {
      for (let i = 0; i < ROWS; i += BATCH) bodies.push(validateRequest('videoxStock', { store_id: job.storeId, queue_list: job.rows.slice(i, i + BATCH).map((r) => r.input) }) as Record<string, unknown>);
    }
    const bound = 2 * boundMs(ROWS, BATCH, 1, LATENCY_MS);
    const walls: number[] = [];
    const idealWalls: number[] = [];
    const ratios: number[] = [];
    const load: number[] = [];
    let failedForUser = 0;
    let idealFailed = 0;
    let rejected = 0;
    for (let rep = 0; rep < REPETITIONS; rep++) {
      load.push(os.loadavg()[0] as number);
      const runTwo = async () => {
        const before = (await sb.stats()).byOperation.videoxStock?.rejected3001008 ?? 0;
        const started = performance.now();
        const [sa, sbSummary] = await Promise.all([
          a.runner.start({ operation: 'videoxStock', common: { store_id: jobA.storeId }, rows: jobA.rows }).then((h) => h.done),
          b.runner.start({ operation: 'videoxStock', common: { store_id: jobB.storeId }, rows: jobB.rows }).then((h) => h.done),
        ]);
        const wall = performance.now() - started;
        failedForUser += sa.failed + sa.unknown + sa.pending + sbSummary.failed + sbSummary.unknown + sbSummary.pending;
        rejected += ((await sb.stats()).byOperation.videoxStock?.rejected3001008 ?? 0) - before;
        return wall;
      };
      const runIdeal = async () => {
        const r = await runIdealClient(sb, await a.tokens.getAccessToken(), bodies);
        idealFailed += r.failedChunks;
        return r.wallMs;
      };
      // Alternate which goes first, so a drift of the machine's load does not favour one.
      let wall: number;
      let ideal: number;
      if (rep % 2 === 0) {
        wall = await runTwo();
        ideal = await runIdeal();
      } else {
        ideal = await runIdeal();
        wall = await runTwo();
      }
      walls.push(wall);
      idealWalls.push(ideal);
      ratios.push(wall / ideal);
    }
    const median = quantile(ratios, 0.5);
    const loadText = `load ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} on ${os.cpus().length} cores`;
    return [
      {
        name: `core: two clients on one appId and path, ${ROWS} rows each — wall / the ideal client's wall for both jobs, ${REPETITIONS} interleaved runs (${minMedMax(ratios)}; ${rejected} rejections absorbed; ${loadText})`,
        value: median,
        unit: 'x ideal',
        goal: '≤ 1.08 (median)',
        ok: median <= 1.08 && failedForUser === 0,
      },
      {
        name: `core: two clients — same runs, wall / 2-client bound ${bound} ms, for reference (two clients ${minMedMax(walls.map((w) => w / bound))}; ideal ${minMedMax(idealWalls.map((w) => w / bound))})`,
        value: quantile(walls, 0.5) / bound,
        unit: 'x bound',
        goal: 'reference only',
        ok: true,
      },
      { name: 'core: two clients — rows failed (or left unknown) for the user in those runs (ideal client chunks failed)', value: failedForUser + idealFailed, unit: 'rows', goal: '0', ok: failedForUser + idealFailed === 0 },
    ];
  } finally {
    await sb.stop();
  }
}
