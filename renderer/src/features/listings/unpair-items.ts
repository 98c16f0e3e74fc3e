// Un-pairing on the job lifecycle: each id to un-pair is one item, named by its store, platform and id (the
// same id in another store is another pairing), with the MSKU and store name kept beside for the user. The
// selection and the pasted ids become the same items, so an id applied from either is never offered again.
import type { PlanItem } from '../../components/job';
import type { UnpairPlan } from './unpair';

export const itemKey = (storeId: string, platformCode: string, id: string) => `${storeId}|${platformCode}|${id}`;

/** The plan's groups as lifecycle items; refused lines are not items (nothing of them is sent). */
export function unpairItems(plan: UnpairPlan): PlanItem[] {
  return plan.groups.flatMap((g) =>
    g.items.map((i) => ({
      id: itemKey(g.storeId, g.platformCode, i.id),
      values: { id: i.id, store: g.storeId, platform: g.platformCode, storeName: g.storeName, msku: i.msku ?? '' },
    })),
  );
}

/** What an item goes out with: one request per store and platform. */
export const groupKeyOf = (item: PlanItem) => `${item.values.store ?? ''}|${item.values.platform ?? ''}`;

/** How the confirmation and the results table name an item: its MSKU (when known), the id sent, its store. */
export function describeItem(item: PlanItem): string {
  const v = item.values;
  return [v.msku, v.msku === v.id ? null : v.id, v.storeName || v.store].filter((x) => x !== null && x !== undefined && x !== '').join(' · ');
}

/** The store names of a send, with each one's count, in the order first seen. */
export function storesOf(items: readonly PlanItem[]): Array<{ store: string; count: number }> {
  const out = new Map<string, { store: string; count: number }>();
  for (const i of items) {
    const k = groupKeyOf(i);
    const e = out.get(k) ?? { store: i.values.storeName || i.values.store || '', count: 0 };
    e.count += 1;
    out.set(k, e);
  }
  return [...out.values()];
}
