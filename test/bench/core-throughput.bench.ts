// 10,000 videox stock rows, B = 200, sandbox latency 50 ms, capacity 1: wall time against the physical limit
// ceil(N/B)/c × L, with no 3001008 caused on the server. The sandbox runs in its own process, as the vendor's
// service would: its work does not compete with the client for the event loop. L is the sandbox's server time
// per answer (its own work happens inside it), so the bound is reachable and what is left over is the client's.
import { boundMs, coreFor, measureRoundTripMs, videoxRows, type VideoxListing } from './core-bench-kit';
import { startRemoteSandbox } from './core-remote-sandbox';
import type { BenchFigure } from './figure';

const ROWS = 10_000;
const LATENCY_MS = 50;

export default async function bench(): Promise<BenchFigure[]> {
  const sb = await startRemoteSandbox(['--seed', '1', '--latency', String(LATENCY_MS), '--listings', String(2 * ROWS), '--apply-delay', '0']);
  try {
    const { runner, tokens } = coreFor(sb);
    const listings = await sb.state<VideoxListing>('videox');
    const { storeId, rows } = videoxRows(listings, 0, ROWS);
    // The server's floor, measured on the other store so the job's rows are untouched.
    const other = videoxRows(listings, 1, 200);
    const roundTrip = await measureRoundTripMs(sb, await tokens.getAccessToken(), other.storeId, other.rows);
    const started = performance.now();
    const summary = await (await runner.start({ operation: 'videoxStock', common: { store_id: storeId }, rows })).done;
    const wall = performance.now() - started;
    const bound = boundMs(ROWS, 200, 1, LATENCY_MS);
    const stats = await sb.stats();
    const rejected = stats.byOperation.videoxStock?.rejected3001008 ?? 0;
    const processing = stats.processing.videoxStock;
    const serverTime = stats.serverTime.videoxStock;
    const failedForUser = summary.failed + summary.unknown + summary.pending;
    const ratio = wall / bound;
    return [
      {
        name: `core: ${ROWS} videox rows, B=200, L=${LATENCY_MS} ms, c=1 — wall / bound (${Math.round(wall)} ms / ${bound} ms; sandbox work p50 ${processing?.p50Ms.toFixed(2) ?? '?'} ms, server time p50 ${serverTime?.p50Ms.toFixed(2) ?? '?'} ms)`,
        value: ratio,
        unit: 'x',
        goal: '≤ 1.05',
        ok: ratio <= 1.05 && failedForUser === 0,
      },
      { name: 'core: rows failed (or left unknown) for the user in that run', value: failedForUser, unit: 'rows', goal: '0', ok: failedForUser === 0 },
      { name: 'core: server-side 3001008 during that run', value: rejected, unit: 'rejections', goal: '0', ok: rejected === 0 },
      {
        name: `core: same run — wall / (chunks × the sandbox's measured round-trip of ${roundTrip.toFixed(1)} ms): the client's own overhead`,
        value: wall / boundMs(ROWS, 200, 1, roundTrip),
        unit: 'x',
        goal: '≤ 1.05',
        ok: wall / boundMs(ROWS, 200, 1, roundTrip) <= 1.05,
      },
    ];
  } finally {
    await sb.stop();
  }
}
