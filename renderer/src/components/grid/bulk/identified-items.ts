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

/**
 * Each row's item, kept by its values object (rows are immutable: an edit makes new values) per validator: a row
 * that only gained its sent original (a running job's push) keeps its item, the same object, so the send plan
 * reuses its judgement and the ledger is not asked again.
 */
const itemsOf = new WeakMap<GridValidator, WeakMap<GridRow['values'], IdentifiedItem>>();

/**
 * The items of `rows`; null when too many are unchecked and the grid's validation of them is not done (`validated`).
 * `previous` is returned when every item is the same as in it: nothing the plan depends on changed.
 */
export function identifiedItems(rows: readonly GridRow[], columns: readonly GridColumn[], validator: GridValidator, validated: boolean, previous?: readonly IdentifiedItem[]): readonly IdentifiedItem[] | null {
  if (!validated && validator.countUnchecked(rows, ITEMS_AT_ONCE) >= ITEMS_AT_ONCE) return null;
  let kept = itemsOf.get(validator);
  if (!kept) itemsOf.set(validator, (kept = new WeakMap()));
  const items: IdentifiedItem[] = [];
  let same = previous !== undefined;
  for (const r of rows) {
    if (isBlankRow(r.values, columns)) continue;
    let item = kept.get(r.values);
    if (!item || item.id !== r.id) kept.set(r.values, (item = { id: r.id, values: r.values, identity: validator.check(r.values).identity }));
    if (same && previous?.[items.length] !== item) same = false;
    items.push(item);
  }
  return same && previous?.length === items.length ? previous : items;
}
