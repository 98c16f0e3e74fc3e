// Builds the whole back office from a seed. Pure: the same seed and sizes give the same state.
import { videoxKey, type BackOfficeState, type Store } from '../model';
import { PendingChanges } from '../pending';
import { generateAddresses, generateCargoDrafts, generateShipments } from './inbound';
import { generateListings } from './listings';
import { generateOrders } from './orders';
import { generateShippingLists } from './shippingLists';
import { generateRetailx, generateVideox } from './stock';
import { generateStores, storesOf } from './stores';

export interface Sizes {
  listings: number;
  shippingLists: number;
  orders: number;
  /** Per store of the kind; absent = `listings` spread over the stores of the kind (the default data). */
  videoxPerStore?: number;
  retailxPerStore?: number;
  /** Per mkt store; absent = 12. */
  shipmentsPerStore?: number;
}

export const DEFAULT_SIZES: Sizes = { listings: 120, shippingLists: 40, orders: 60 };

export function buildState(seed: number, sizes: Sizes): BackOfficeState {
  const stores = generateStores(seed);
  const shippingLists = generateShippingLists(seed, sizes.shippingLists, stores);
  const videoxStores = storesOf(stores, 'videox');
  const retailxStores = storesOf(stores, 'retailx');
  const videox = generateVideox(seed, sizes.videoxPerStore === undefined ? sizes.listings : sizes.videoxPerStore * videoxStores.length, videoxStores);
  const retailx = generateRetailx(seed, sizes.retailxPerStore === undefined ? sizes.listings : sizes.retailxPerStore * retailxStores.length, retailxStores);
  const fulfilment = stores.find((s) => s.retailerFulfilment) as Store;
  const cargo = generateCargoDrafts(seed, fulfilment);
  return {
    stores,
    storeById: new Map(stores.map((s) => [s.id, s])),
    shippingLists,
    shippingById: new Map(shippingLists.map((l) => [String(l.id), l])),
    shippingByCode: new Map(shippingLists.map((l) => [l.shippingListCode, l])),
    listings: generateListings(seed, sizes.listings, storesOf(stores, 'chatx')),
    videox,
    videoxByKey: new Map(videox.map((v) => [videoxKey(v.storeId, v.mskuId), v])),
    retailx,
    retailxById: new Map(retailx.map((v) => [v.variantUniqueId, v])),
    orders: new Map(generateOrders(seed, sizes.orders, stores).map((o) => [o.globalOrderNo, o])),
    shipments: generateShipments(seed, storesOf(stores, 'mkt'), sizes.shipmentsPerStore),
    addresses: generateAddresses(seed, storesOf(stores, 'mkt')),
    cargo: new Map(cargo.map((d) => [d.inboundOrderId, d])),
    pendingStock: new PendingChanges(),
    counters: { queueId: 0, cargoSeq: 0 },
  };
}
