// Drawing many labels without freezing the page: the preview draws them a batch at a time, one batch per task,
// sizing the next batch from how long the last one took, so each task stays near its budget whatever the
// machine's speed. Pure: the hook (use-drawing.ts) keeps the count and the timer; the tests drive this by hand.

/** Work of one task, in ms: well inside the 200 ms a task may take before a click feels ignored. */
export const TASK_BUDGET_MS = 50;
export const FIRST_BATCH = 10;
export const MAX_BATCH = 400;

/**
 * The next batch after one of `lastBatch` labels took `tookMs` to draw: as many as fit the budget at that
 * rate, at most twice the last (a fast task can be luck), at least one, never more than are `left`.
 */
export function nextBatch(lastBatch: number, tookMs: number, left: number): number {
  const perLabel = Math.max(tookMs, 0.5) / Math.max(lastBatch, 1);
  const fits = Math.floor(TASK_BUDGET_MS / perLabel);
  return Math.max(0, Math.min(left, Math.max(1, Math.min(MAX_BATCH, lastBatch * 2, fits))));
}
