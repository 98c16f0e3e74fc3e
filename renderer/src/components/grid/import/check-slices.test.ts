// Imported rows are validated by the grid's rules before they land, a slice at a time with the page given back in
// between (a pause the test controls), so the grid finds them checked and no task holds the page; Cancel stops it.
import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../model/types';
import { GridValidator } from '../model/validation';
import { validateInSlices } from './useSheetImport';

const columns: GridColumn[] = [
  { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text' },
  { id: 'qty', field: 'quantity', label: { en: 'Quantity', zh: '数量' }, kind: 'integer' },
];
const rows = Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}`, values: { msku: i === 999 ? 'M0' : `M${i}`, qty: i === 5 ? 'x' : '1' } }));

function withClock<T>(msPerRead: number, run: () => Promise<T>): Promise<T> {
  // Every read of the clock moves it on: slices end by the clock, never by the machine's speed.
  let clock = 0;
  const realNow = performance.now.bind(performance);
  performance.now = () => (clock += msPerRead);
  return run().finally(() => (performance.now = realNow));
}

describe('validateInSlices', () => {
  it('gives the same validation as one go, pausing between slices', async () => {
    const validator = new GridValidator({ operation: 'videoxStock', common: { store_id: '1' }, columns, locale: 'en' });
    let pauses = 0;
    const sliced = await withClock(30, () => validateInSlices(rows, validator, new AbortController().signal, async () => void pauses++));
    const once = new GridValidator({ operation: 'videoxStock', common: { store_id: '1' }, columns, locale: 'en' }).validate(rows);
    expect(sliced).toEqual(once);
    expect(sliced?.total).toBe(2); // row 6 is not a whole number, row 1,000 repeats row 1
    // Each read of the clock passes the slice's 25 ms: one step of 200 rows a slice, five slices, each after a pause.
    expect(pauses).toBe(5);
    expect(validator.countUnchecked(rows, rows.length)).toBe(0);
  });

  it('stops at the next pause once cancelled', async () => {
    const validator = new GridValidator({ operation: 'videoxStock', common: { store_id: '1' }, columns, locale: 'en' });
    const abort = new AbortController();
    abort.abort();
    expect(await validateInSlices(rows, validator, abort.signal, async () => undefined)).toBeNull();
    expect(validator.countUnchecked(rows, rows.length)).toBe(rows.length);
  });
});
