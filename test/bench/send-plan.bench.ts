// A write screen's send plan over 100,000 rows while their job runs: the first plan (every row judged), then one
// plan per ledger push naming 200 rows (a chunk answered), as useBulkJob makes them with its PlanMemo, beside the
// same pushes planned afresh (what every push cost before the memo). In Node, the renderer's own module; the grid
// statuses the plan feeds are part of the browser figures (grid-send.bench.ts's longest task).
import { PlanMemo, planSend, type IdentifiedItem } from '../../renderer/src/jobs/send-plan';
import type { LedgerEntry } from '../../shared/ipc';
import type { BenchFigure } from './figure';

const ROWS = 100_000;
const PUSH = 200;
const PUSHES = 25;
const GOAL_MS = 50;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const entry = (i: number, status: LedgerEntry['status']): LedgerEntry => ({
  jobId: 'job-1', rowKey: `r${i}`, status, values: `q=${i % 1000}`, item: `M-${i}`, sent: { quantity: String(i % 1000) },
  sentAt: status === 'pending' ? null : '2026-12-01T10:00:00Z', createdAt: '2026-12-01T09:59:00Z',
  reason: status === 'failed' ? 'msku_id not found in the store' : null, code: status === 'failed' ? 'ITEM_NOT_FOUND' : null, category: null, resolvedBy: null,
});

export default async function sendPlan(): Promise<BenchFigure[]> {
  const items: IdentifiedItem[] = Array.from({ length: ROWS }, (_, i) => ({ id: `r${i}`, values: { msku_id: `M-${i}`, quantity: String(i % 1000) }, identity: { key: `store\u0000M-${i}`, values: `q=${i % 1000}` } }));
  const entries = new Map<string, LedgerEntry>(items.map((it, i) => [it.identity!.key, entry(i, 'pending')]));
  const input = { items, entryOf: (k: string) => entries.get(k), jobStateOf: () => 'running' as const, editedInPlace: true };
  const memo = new PlanMemo();
  let t = performance.now();
  planSend(input, memo);
  const firstMs = performance.now() - t;
  const kept: number[] = [];
  const afresh: number[] = [];
  for (let p = 0; p < PUSHES; p++) {
    for (let i = p * PUSH; i < (p + 1) * PUSH; i++) entries.set(items[i]!.identity!.key, entry(i, 'failed'));
    t = performance.now();
    const plan = planSend(input, memo);
    kept.push(performance.now() - t);
    t = performance.now();
    const fresh = planSend(input);
    afresh.push(performance.now() - t);
    if (plan.failed.length !== fresh.failed.length || plan.failed.length !== (p + 1) * PUSH) throw new Error('the kept plan is not the plan made afresh');
    await new Promise((r) => setImmediate(r));
  }
  const value = Math.round(median(kept) * 10) / 10;
  return [
    {
      name: `send plan of ${ROWS.toLocaleString('en')} rows after a push naming ${PUSH} (a chunk answered), with the screen's PlanMemo, median of ${PUSHES} (afresh: median ${Math.round(median(afresh))} ms; the first plan ${Math.round(firstMs)} ms)`,
      value,
      unit: 'ms',
      goal: `≤ ${GOAL_MS} ms (half a long task)`,
      ok: value <= GOAL_MS,
    },
  ];
}
