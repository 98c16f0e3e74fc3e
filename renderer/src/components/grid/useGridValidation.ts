// Validation that keeps the grid responsive: up to BUDGET unchecked rows (a paste of 10,000, an edit) are
// checked in the same render, so errors and counts are right the moment the rows show; a larger load (a
// 100,000-row import) is checked in the background in slices of SLICE_MS, the visible rows being checked as
// they render.
import { useEffect, useMemo, useState } from 'react';
import { yieldToUi } from './yield-to-ui';
import type { GridRow } from './model/types';
import type { RowValidator } from './model/row-validator';
import type { GridValidation } from './model/validation';

const BUDGET = 20_000;
/**
 * How long one background slice may hold the UI thread. Rows cost from a few to tens of microseconds each (a
 * cold cache, a slow machine), so a fixed row count gave tasks from 20 to over 100 ms; the clock is read every
 * CHECK_EVERY rows.
 */
const SLICE_MS = 25;
const CHECK_EVERY = 200;
const PENDING: GridValidation = { byRow: new Map(), total: 0, rowsWithIssues: 0, pending: true, common: [] };

export function useGridValidation(validator: RowValidator, rows: readonly GridRow[]): GridValidation {
  const [warmed, setWarmed] = useState(0);
  const result = useMemo(
    () => (validator.countUnchecked(rows, BUDGET) >= BUDGET ? null : validator.validate(rows)),
    // `warmed` re-runs this once the background pass has filled the cache.
    [validator, rows, warmed],
  );
  useEffect(() => {
    if (result !== null) return;
    let i = 0;
    let stopped = false;
    const step = () => {
      if (stopped) return;
      const until = performance.now() + SLICE_MS;
      while (i < rows.length) {
        const end = Math.min(rows.length, i + CHECK_EVERY);
        for (; i < end; i++) validator.check(rows[i]!.values);
        if (performance.now() >= until) break;
      }
      if (i < rows.length) void yieldToUi().then(step);
      else setWarmed((w) => w + 1);
    };
    void yieldToUi().then(step);
    return () => {
      stopped = true;
    };
  }, [result, rows, validator]);
  return result ?? PENDING;
}
