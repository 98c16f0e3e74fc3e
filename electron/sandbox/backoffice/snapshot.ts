// The back office as plain data and back, so a sandbox can keep its state across restarts (state-file.ts).
// Stock changes still waiting keep their target, value and apply time; what applying does is derived again
// from the target, because a function cannot be written to a file.
import { z } from 'zod';
import { videoxKey, type BackOfficeState, type CargoDraft, type ChatxParent, type InboundShipment, type Order, type RetailxVariant, type ShipFromAddress, type ShippingList, type Store, type VideoxListing } from './model';
import { PendingChanges } from './pending';

export interface BackOfficeSnapshot {
  stores: Store[];
  shippingLists: ShippingList[];
  listings: ChatxParent[];
  videox: VideoxListing[];
  retailx: RetailxVariant[];
  orders: Order[];
  shipments: InboundShipment[];
  addresses: ShipFromAddress[];
  cargo: CargoDraft[];
  counters: { queueId: number; cargoSeq: number };
  pending: Array<{ target: string; value: number; applyAt: number }>;
}

const text = z.string().max(1000);
const chatx = z.looseObject({ fields: z.looseObject({ mskuId: text, storeId: text, imgUrl: z.string() }), paired: z.boolean() });

/**
 * What a kept snapshot must hold for the rules to work on it: the ids the maps are built from and the fields
 * the handlers change. Other fields are carried as they were written.
 */
export const backOfficeSnapshotSchema = z.object({
  stores: z.array(z.looseObject({ id: text, kind: z.enum(['chatx', 'videox', 'retailx', 'mkt', 'shopx']), platformCode: text, retailerFulfilment: z.boolean(), warehouses: z.array(z.looseObject({ id: text, isDefault: z.boolean() })) })).min(1),
  shippingLists: z.array(z.looseObject({ id: z.number().int(), shippingListCode: text, shippingListStatus: z.number().int(), pickingStatus: z.number().int(), pickingStatusDesc: z.string() })),
  listings: z.array(chatx.extend({ children: z.array(chatx) })),
  videox: z.array(z.looseObject({ storeId: text, mskuId: text, productId: text, paired: z.boolean(), stock: z.record(z.string(), z.number()) })),
  retailx: z.array(z.looseObject({ variantUniqueId: text, storeId: text, paired: z.boolean(), availableNumber: z.number() })),
  orders: z.array(z.looseObject({ globalOrderNo: text, storeId: text, buyerId: text, shipped: z.boolean(), address: z.looseObject({}), mergedFrom: z.array(text) })),
  shipments: z.array(z.looseObject({ sid: text, shipmentConfirmationId: text, shipmentName: z.string() })),
  addresses: z.array(z.looseObject({ sid: text, id: text, alias_name: z.string() })),
  cargo: z.array(z.looseObject({ inboundOrderId: text, storeId: text })),
  counters: z.object({ queueId: z.number().int().nonnegative(), cargoSeq: z.number().int().nonnegative() }),
  pending: z.array(z.object({ target: text, value: z.number(), applyAt: z.number() })),
});

export function snapshotOf(state: BackOfficeState): BackOfficeSnapshot {
  return {
    stores: state.stores,
    shippingLists: state.shippingLists,
    listings: state.listings,
    videox: state.videox,
    retailx: state.retailx,
    orders: [...state.orders.values()],
    shipments: state.shipments,
    addresses: state.addresses,
    cargo: [...state.cargo.values()],
    counters: { ...state.counters },
    pending: state.pendingStock.view(),
  };
}

const VIDEOX_TARGET = /^videox:(.+)@([^@]*)$/;
const RETAILX_TARGET = /^retailx:(.+)$/;

/** What a waiting change does when it applies, from its target; null for a target this state has no record of. */
function applierFor(state: BackOfficeState, target: string, value: number): (() => void) | null {
  const v = VIDEOX_TARGET.exec(target);
  if (v) {
    const listing = state.videoxByKey.get(v[1] as string);
    const warehouseId = v[2] as string;
    return listing ? () => void (listing.stock[warehouseId] = value) : null;
  }
  const r = RETAILX_TARGET.exec(target);
  const variant = r ? state.retailxById.get(r[1] as string) : undefined;
  return variant ? () => void (variant.availableNumber = value) : null;
}

/** A live state from a snapshot (which it takes over: the caller must not use it afterwards). */
export function stateFromSnapshot(s: BackOfficeSnapshot): BackOfficeState {
  const state: BackOfficeState = {
    stores: s.stores,
    storeById: new Map(s.stores.map((x) => [x.id, x])),
    shippingLists: s.shippingLists,
    shippingById: new Map(s.shippingLists.map((l) => [String(l.id), l])),
    shippingByCode: new Map(s.shippingLists.map((l) => [l.shippingListCode, l])),
    listings: s.listings,
    videox: s.videox,
    videoxByKey: new Map(s.videox.map((v) => [videoxKey(v.storeId, v.mskuId), v])),
    retailx: s.retailx,
    retailxById: new Map(s.retailx.map((v) => [v.variantUniqueId, v])),
    orders: new Map(s.orders.map((o) => [o.globalOrderNo, o])),
    shipments: s.shipments,
    addresses: s.addresses,
    cargo: new Map(s.cargo.map((d) => [d.inboundOrderId, d])),
    pendingStock: new PendingChanges(),
    counters: { ...s.counters },
  };
  for (const p of s.pending) {
    const apply = applierFor(state, p.target, p.value);
    if (apply) state.pendingStock.schedule({ ...p, apply });
  }
  return state;
}
