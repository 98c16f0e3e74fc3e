// Validation that keeps the grid responsive: a grid of up to SYNC_ROWS rows with at most BUDGET unchecked (a paste
// of 10,000, an edit) is validated in the same render, so errors and counts are right the moment the rows show; a
// larger one (a 100,000-row import) is validated in the background in slices of SLICE_MS, the visible rows being
// checked as they render. Past SYNC_ROWS even rows already checked are validated so: reading 100,000 results and
// matching their items in one go held the page 200 ms and more (over 1 s on a loaded machine).
import { useEffect, useMemo, useState } from 'react';
import { yieldToUi } from '../logic/yield-to-ui';
import { useTypedRows } from './useTypedRows';
import type { GridRow } from '../model/types';
import type { RowValidator } from '../model/row-validator';
import type { GridValidation } from '../model/validation';

const BUDGET = 20_000;
const SYNC_ROWS = 20_000;
/**
 * How long one background slice may hold the UI thread. Rows cost from a few to tens of microseconds each (a
 * cold cache, a slow machine), so a fixed row count gave tasks from 20 to over 100 ms; the clock is read every
 * CHECK_EVERY rows.
 */
const SLICE_MS = 25;
const CHECK_EVERY = 200;
const PENDING: GridValidation = { byRow: new Map(), total: 0, rowsWithIssues: 0, pending: true, common: [] };

/** Checks every row (filling the validator's cache), then validates them all: for a validator without steps. */
function* checkThenValidate(validator: RowValidator, rows: readonly GridRow[]): Generator<void, GridValidation, void> {
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % CHECK_EVERY === 0) yield;
    validator.check(rows[i]!.values);
  }
  return validator.validate(rows);
}

export function useGridValidation(validator: RowValidator, shown: readonly GridRow[]): GridValidation {
  // Rows that only gained their sent originals (a running job's push) are validated as they were: same values.
  const rows = useTypedRows(shown);
  const [background, setBackground] = useState<{ validator: RowValidator; rows: readonly GridRow[]; result: GridValidation } | null>(null);
  const sync = useMemo(
    () => (rows.length <= SYNC_ROWS && validator.countUnchecked(rows, BUDGET) < BUDGET ? validator.validate(rows) : null),
    [validator, rows],
  );
  useEffect(() => {
    if (sync !== null) return;
    let stopped = false;
    const steps = validator.validateSteps ? validator.validateSteps(rows, CHECK_EVERY) : checkThenValidate(validator, rows);
    const step = () => {
      if (stopped) return;
      const until = performance.now() + SLICE_MS;
      for (;;) {
        const next = steps.next();
        if (next.done) {
          setBackground({ validator, rows, result: next.value });
          return;
        }
        if (performance.now() >= until) break;
      }
      void yieldToUi().then(step);
    };
    void yieldToUi().then(step);
    return () => {
      stopped = true;
    };
  }, [sync, rows, validator]);
  if (sync) return sync;
  return background && background.rows === rows && background.validator === validator ? background.result : PENDING;
}
