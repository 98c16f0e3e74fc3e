import { describe, expect, it } from 'vitest';
import { MAX_BATCH, nextBatch, TASK_BUDGET_MS } from './pace';

describe('drawing labels a batch per task', () => {
  it('sizes the next batch to the budget at the rate the last one drew', () => {
    // 20 labels in 10 ms: 0.5 ms each, so 100 fit the 50 ms budget; but at most twice the last batch.
    expect(nextBatch(20, 10, 4000)).toBe(40);
    expect(nextBatch(80, 40, 4000)).toBe(100);
    // A slow machine: 20 labels took 200 ms, so the next batch is 5 (each task near 50 ms again).
    expect(nextBatch(20, 200, 4000)).toBe(5);
    expect(TASK_BUDGET_MS).toBe(50);
  });

  it('draws at least one label a task however slow, never more than are left or than the cap', () => {
    expect(nextBatch(1, 5000, 4000)).toBe(1);
    expect(nextBatch(300, 1, 4000)).toBe(MAX_BATCH);
    expect(nextBatch(100, 10, 7)).toBe(7);
    expect(nextBatch(100, 10, 0)).toBe(0);
  });
});
