// Validation that keeps the grid responsive: up to BUDGET unchecked rows (a paste of 10,000, an edit) are
// checked in the same render, so errors and counts are right the moment the rows show; a larger load (a
// 100,000-row import) is checked in the background in chunks, the visible rows being checked as they render.
import { useEffect, useMemo, useState } from 'react';
import type { GridRow } from './model/types';
import type { RowValidator } from './model/row-validator';
import type { GridValidation } from './model/validation';

const BUDGET = 20_000;
const CHUNK = 5_000;
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
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const end = Math.min(rows.length, i + CHUNK);
      for (; i < end; i++) validator.check(rows[i]!.values);
      if (i < rows.length) timer = setTimeout(step, 0);
      else setWarmed((w) => w + 1);
    };
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [result, rows, validator]);
  return result ?? PENDING;
}
