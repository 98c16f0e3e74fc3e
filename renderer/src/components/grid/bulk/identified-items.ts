// The rows a bulk screen judges for sending (jobs/send-plan.ts), each with its identity in the ledger. The identity
// comes from the grid validator's check of the row (cached per row): a grid with many rows never checked (a
// 100,000-row draft just back, an import) is not checked here in one go, which held the page for half a second
// and more; the grid's own background validation checks them in slices, filling the same cache, and the items
// follow once it is done (until then the screen keeps the items it had, and Send waits for the validation).
import type { IdentifiedItem } from '../../../jobs/send-plan';
import type { GridColumn, GridRow } from '../model/types';
import { isBlankRow, type GridValidator } from '../model/validation';

/** As many unchecked rows as the grid validates in one go (hooks/useGridValidation.ts): more wait for its slices. */
export const ITEMS_AT_ONCE = 20_000;

/** The items of `rows`; null when too many are unchecked and the grid's validation of them is not done (`validated`). */
export function identifiedItems(rows: readonly GridRow[], columns: readonly GridColumn[], validator: GridValidator, validated: boolean): IdentifiedItem[] | null {
  if (!validated && validator.countUnchecked(rows, ITEMS_AT_ONCE) >= ITEMS_AT_ONCE) return null;
  return rows.filter((r) => !isBlankRow(r.values, columns)).map((r) => ({ id: r.id, values: r.values, identity: validator.check(r.values).identity }));
}
