// The per-id outcome of a pasted un-pairing, for the id grid's status column: the lifecycle plans items by
// store, platform and id, the grid shows rows by their own id. A row whose id was applied from the table's
// selection (the same item) shows that outcome too.
import type { RowStatus } from '../../components/grid/model/types';
import type { UnpairPlan } from './unpair';
import { itemKey } from './unpair-items';

export function pastedStatuses(plan: UnpairPlan, byItem: ReadonlyMap<string, RowStatus>): Map<string, RowStatus> {
  const out = new Map<string, RowStatus>();
  for (const g of plan.groups)
    for (const i of g.items) {
      const s = byItem.get(itemKey(g.storeId, g.platformCode, i.id));
      if (s) out.set(i.rowId, s);
    }
  return out;
}
