// Imported rows are checked by the grid's rules before they land, a slice at a time with the page given back in
// between (a pause the test controls), so the grid finds them checked and no task holds the page; Cancel stops it.
import { describe, expect, it } from 'vitest';
import type { RowValidator } from '../model/row-validator';
import { checkInSlices } from './useSheetImport';

const rows = Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}`, values: { n: String(i) } }));

function counting(costMs: number) {
  let checked = 0;
  let clock = 0;
  const validator: RowValidator = {
    check: () => {
      checked++;
      // Every check costs `costMs` on a clock the test moves.
      clock += costMs;
      return { issues: null };
    },
    validate: () => ({ byRow: new Map(), total: 0, rowsWithIssues: 0, pending: false, common: [] }),
    countUnchecked: () => 0,
  };
  return { validator, checked: () => checked, now: () => clock };
}

describe('checkInSlices', () => {
  it('checks every row once, pausing between slices of at most 25 ms', async () => {
    const c = counting(0.05);
    const realNow = performance.now.bind(performance);
    performance.now = c.now;
    const seen: number[] = [];
    try {
      expect(await checkInSlices(rows, c.validator, new AbortController().signal, async () => void seen.push(c.checked()))).toBe(true);
    } finally {
      performance.now = realNow;
    }
    expect(c.checked()).toBe(1000);
    // 0.05 ms a row: 25 ms is 500 rows, read every 200: slices end at 600 and 1000.
    expect(seen).toEqual([0, 600]);
  });

  it('stops at the next pause once cancelled', async () => {
    const c = counting(0);
    const abort = new AbortController();
    abort.abort();
    expect(await checkInSlices(rows, c.validator, abort.signal, async () => undefined)).toBe(false);
    expect(c.checked()).toBe(0);
  });
});
