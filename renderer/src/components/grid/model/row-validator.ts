// What the grid asks of the screen's rules: it knows columns and cells, never an operation. A screen hands it a
// RowValidator (for a vendor write, `useOperationValidator` in bulk/ builds one from the catalogue); without
// one nothing is flagged.
import type { GridValidation, RowIssues } from './validation';
import type { CellValues, GridRow } from './types';

export interface RowValidator {
  /** One row on its own (results may be cached per values object). */
  check(values: CellValues): { readonly issues: RowIssues | null };
  /** Every row, with issues between rows (duplicates) included. */
  validate(rows: readonly GridRow[]): GridValidation;
  /** The same a slice of rows at a time (yielding between slices); large grids are validated so, in the background. */
  validateSteps?(rows: readonly GridRow[], slice?: number): Generator<void, GridValidation, void>;
  /** How many rows `check` has not seen yet, counting up to `limit` (large loads are checked in the background). */
  countUnchecked(rows: readonly GridRow[], limit: number): number;
  /** Columns whose fields name an item (model/identifiers.ts); none when absent. */
  readonly identifiers?: ReadonlySet<string>;
}

const NOTHING: GridValidation = { byRow: new Map(), total: 0, rowsWithIssues: 0, pending: false, common: [] };

/** Flags nothing: the grid's default. */
export const noValidation: RowValidator = {
  check: () => ({ issues: null }),
  validate: () => NOTHING,
  countUnchecked: () => 0,
};
