// Two clients sharing one appId on the same path (capacity 1), 10,000 videox rows each: the server rejects
// whichever request finds the bucket taken (3001008); back-off absorbs it. Wall time against the two-client
// bound 2 × ceil(N/B)/c × L, and no row may fail for the user.
import { MemorySecretStore } from '../../electron/core/index';
import { boundMs, coreFor, measureRoundTripMs, videoxRows, type VideoxListing } from './core-bench-kit';
import { startRemoteSandbox } from './core-remote-sandbox';
import type { BenchFigure } from './figure';

const ROWS = 10_000;
const LATENCY_MS = 50;

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
    // The server's floor, on rows past the jobs' ones.
    const probe = videoxRows(listings, 1, ROWS + 200).rows.slice(ROWS);
    const roundTrip = await measureRoundTripMs(sb, await a.tokens.getAccessToken(), jobB.storeId, probe);
    const started = performance.now();
    const [sa, sbSummary] = await Promise.all([
      a.runner.start({ operation: 'videoxStock', common: { store_id: jobA.storeId }, rows: jobA.rows }).then((h) => h.done),
      b.runner.start({ operation: 'videoxStock', common: { store_id: jobB.storeId }, rows: jobB.rows }).then((h) => h.done),
    ]);
    const wall = performance.now() - started;
    const bound = 2 * boundMs(ROWS, 200, 1, LATENCY_MS);
    const failedForUser = sa.failed + sa.unknown + sa.pending + sbSummary.failed + sbSummary.unknown + sbSummary.pending;
    const rejected = (await sb.stats()).byOperation.videoxStock?.rejected3001008 ?? 0;
    const ratio = wall / bound;
    return [
      {
        name: `core: two clients on one appId and path, ${ROWS} rows each — wall / 2-client bound (${Math.round(wall)} ms / ${bound} ms; ${rejected} rejections absorbed)`,
        value: ratio,
        unit: 'x',
        goal: '≤ 1.15',
        ok: ratio <= 1.15 && failedForUser === 0,
      },
      { name: 'core: two clients — rows failed (or left unknown) for the user in that run', value: failedForUser, unit: 'rows', goal: '0', ok: failedForUser === 0 },
      {
        name: `core: same run — wall / (2 × chunks × the sandbox's measured round-trip of ${roundTrip.toFixed(1)} ms): the clients' own overhead`,
        value: wall / (2 * boundMs(ROWS, 200, 1, roundTrip)),
        unit: 'x',
        goal: '≤ 1.15',
        ok: wall / (2 * boundMs(ROWS, 200, 1, roundTrip)) <= 1.15,
      },
    ];
  } finally {
    await sb.stop();
  }
}
