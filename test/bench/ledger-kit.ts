// Shared pieces of the ledger benches: journals of earlier sessions' 100,000-row jobs written straight to disk,
// the items a screen would ask about, the loop-delay monitor, and medians.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { JobSpec } from '../../electron/core/job/types';
import type { Journal } from '../../electron/core/journal/journal';
import type { JournalRecord } from '../../electron/core/journal/records';
import { itemIdentity } from '../../shared/catalogue/item-identity';
import { batchOperationOf, checkRow } from '../../shared/catalogue/row-validation';

export const ROWS = 100_000;
const CHUNK = 200;

/** `n` videox rows of store `store` (each job its own store: other items), quantity `i % 500 + shift`. */
export function videoxSpec(n: number, store: string, shift = 0): JobSpec {
  const rows = Array.from({ length: n }, (_, i) => ({ key: `row-${i}`, input: { msku_id: `M${i}`, quantity: (i % 500) + shift } }));
  return { operation: 'videoxStock', common: { store_id: store }, rows };
}

/** A store id per job: the five history jobs name 500,000 items between them (the index's worst case). */
export const storeOf = (i: number): string => `11045850561852${String(6720 + i).padStart(4, '0')}`;

/** A job of an earlier session: every row sent and applied, or (unfinished) half of them and no end. */
export async function writeHistory(journal: Journal, jobId: string, spec: JobSpec, finished: boolean): Promise<void> {
  const at = new Date().toISOString();
  const writer = await journal.create({ jobId, operation: spec.operation, label: null, createdAt: at, common: spec.common ?? null, context: null, rows: spec.rows });
  function* records(): Generator<JournalRecord> {
    yield { t: 'run', run: 1, at, retry: null };
    const upTo = finished ? spec.rows.length : spec.rows.length / 2;
    for (let from = 0; from < upTo; from += CHUNK) {
      const keys = Array.from({ length: CHUNK }, (_, i) => `row-${from + i}`);
      yield { t: 'intent', chunk: `1.${from / CHUNK + 1}`, at, keys };
      yield { t: 'outcome', chunk: `1.${from / CHUNK + 1}`, at, attempts: 1, rows: keys.map((key) => ({ key, status: 'succeeded', reason: null, code: null, category: null, info: { queue_id: `q-${key}` }, requestId: 't' })) };
    }
    if (finished) yield { t: 'end', run: 1, at, state: 'finished', error: null };
  }
  await writer.appendMany(records());
  await journal.release(jobId);
}

/** The items of a spec as a screen names them for `ledger.lookup`. */
export function lookupItems(spec: JobSpec): Array<{ id: string; values: string }> {
  const op = batchOperationOf(spec.operation);
  if (!op) throw new Error('not a batch write');
  return spec.rows.map((r) => {
    const checked = checkRow(op, spec.common ?? null, r.input);
    if ('issues' in checked) throw new Error('invalid row');
    const { key, values } = itemIdentity(spec.operation, spec.common ?? null, checked);
    return { id: key, values };
  });
}

export interface Delay {
  p99: number;
  max: number;
  wallMs: number;
}

/** The event loop's delay (10 ms resolution) while `step` runs, with a 5 ms timer wanting the loop meanwhile. */
export async function measureLoop(step: () => Promise<unknown>): Promise<Delay> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  const tick = setInterval(() => undefined, 5);
  const start = performance.now();
  h.enable();
  try {
    await step();
  } finally {
    h.disable();
    clearInterval(tick);
  }
  return { p99: h.percentile(99) / 1e6, max: h.max / 1e6, wallMs: performance.now() - start };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
