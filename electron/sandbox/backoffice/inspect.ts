// Read-only views of the back office for the admin API: deep copies, ids as digit strings, and the stock
// changes still waiting to apply next to the records they will change.
import type { BackOfficeState } from './model';

export const INSPECT_KINDS = [
  'stores', 'shippingLists', 'listings', 'videox', 'retailx', 'orders', 'shipments', 'addresses', 'cargo',
] as const;

type Kind = (typeof INSPECT_KINDS)[number];

function pendingByTarget(state: BackOfficeState): Map<string, Array<{ value: number; applyAt: number }>> {
  const out = new Map<string, Array<{ value: number; applyAt: number }>>();
  for (const p of state.pendingStock.view()) out.set(p.target, [...(out.get(p.target) ?? []), { value: p.value, applyAt: p.applyAt }]);
  return out;
}

const VIEWS: Readonly<Record<Kind, (state: BackOfficeState) => unknown>> = {
  stores: (s) => s.stores,
  shippingLists: (s) => s.shippingLists,
  listings: (s) => s.listings,
  videox: (s) => {
    const pending = pendingByTarget(s);
    return s.videox.map((v) => {
      const waiting = Object.keys(v.stock).flatMap((w) =>
        (pending.get(`videox:${v.storeId}|${v.mskuId}@${w}`) ?? []).map((p) => ({ warehouseId: w, ...p })),
      );
      return { ...v, pending: waiting };
    });
  },
  retailx: (s) => {
    const pending = pendingByTarget(s);
    return s.retailx.map((v) => ({ ...v, pending: pending.get(`retailx:${v.variantUniqueId}`)?.[0] ?? null }));
  },
  orders: (s) => [...s.orders.values()],
  shipments: (s) => s.shipments,
  addresses: (s) => s.addresses,
  cargo: (s) => [...s.cargo.values()],
};

/** How many records of one kind the state holds, without copying them (the demo's counts, asked at every look). */
export function countState(state: BackOfficeState, kind: string): number {
  if (!(INSPECT_KINDS as readonly string[]).includes(kind)) {
    throw new RangeError(`unknown state kind "${kind}"; one of: ${INSPECT_KINDS.join(', ')}`);
  }
  const records: Readonly<Record<Kind, () => number>> = {
    stores: () => state.stores.length,
    shippingLists: () => state.shippingLists.length,
    listings: () => state.listings.length,
    videox: () => state.videox.length,
    retailx: () => state.retailx.length,
    orders: () => state.orders.size,
    shipments: () => state.shipments.length,
    addresses: () => state.addresses.length,
    cargo: () => state.cargo.size,
  };
  return records[kind as Kind]();
}

export function inspectState(state: BackOfficeState, kind: string): unknown {
  if (!(INSPECT_KINDS as readonly string[]).includes(kind)) {
    throw new RangeError(`unknown state kind "${kind}"; one of: ${INSPECT_KINDS.join(', ')}`);
  }
  return structuredClone(VIEWS[kind as Kind](state));
}
