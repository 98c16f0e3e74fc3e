// A grid past 20,000 rows is validated in the background, a slice at a time, even when every row was checked
// before (an import checks them as they land): reading 100,000 results in one go held the page 200 ms and more.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RowValidator } from '../model/row-validator';
import type { GridRow } from '../model/types';
import type { GridValidation } from '../model/validation';
import { useGridValidation } from './useGridValidation';

const DONE: GridValidation = { byRow: new Map(), total: 3, rowsWithIssues: 1, pending: false, common: [] };

function fake() {
  const calls = { validate: 0, steps: 0, yielded: 0 };
  const validator: RowValidator = {
    check: () => ({ issues: null }),
    countUnchecked: () => 0,
    validate: () => {
      calls.validate++;
      return DONE;
    },
    *validateSteps(rows) {
      calls.steps++;
      for (let i = 1; i < rows.length / 1000; i++) {
        calls.yielded++;
        yield;
      }
      return DONE;
    },
  };
  return { validator, calls };
}
const rowsOf = (n: number): GridRow[] => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, values: {} }));

describe('useGridValidation', () => {
  it('validates a grid of checked rows up to 20,000 in the render', () => {
    const { validator, calls } = fake();
    const { result } = renderHook(() => useGridValidation(validator, rowsOf(20_000)));
    expect(result.current).toBe(DONE);
    expect(calls).toMatchObject({ validate: 1, steps: 0 });
  });

  it('validates a larger one in steps, pending meanwhile, never in one go', async () => {
    const { validator, calls } = fake();
    const rows = rowsOf(20_001);
    const { result } = renderHook(() => useGridValidation(validator, rows));
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current).toBe(DONE));
    expect(calls.validate).toBe(0);
    expect(calls.steps).toBe(1);
    expect(calls.yielded).toBe(20);
  });
});
