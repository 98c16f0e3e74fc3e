// What un-pairing (4.4) can find in a store: each record that can be paired, under the identifier the spec's
// table names for the platform (MSKU ID, product ID, variant ID or MSKU).
import type { CANCEL_PAIRING_PLATFORMS } from '../../../../shared/catalogue';
import type { BackOfficeState, ChatxFields, Store } from '../model';

export type PairingField = (typeof CANCEL_PAIRING_PLATFORMS)[string];

export interface Pairable {
  readonly paired: boolean;
  unpair(): void;
}

function chatxPairable(entry: { fields: ChatxFields; paired: boolean }): Pairable {
  return {
    get paired() {
      return entry.paired;
    },
    unpair() {
      // An unpaired listing has no local product.
      entry.paired = false;
      Object.assign(entry.fields, { pid: 0, productId: 0, sku: '', pname: '' });
    },
  };
}

function flagPairable(entry: { paired: boolean }): Pairable {
  return {
    get paired() {
      return entry.paired;
    },
    unpair() {
      entry.paired = false;
    },
  };
}

/** Goods lines of the store's shipping lists (spec §2.3 `hasPair`) that carry `id` under `field`. */
function goodsLinesOf(state: BackOfficeState, storeId: string, field: PairingField, id: string): Array<Record<string, unknown>> {
  const key = field === 'MSKU' ? 'msku' : field === 'MSKU ID' ? 'mskuId' : null;
  if (key === null) return [];
  const out: Array<Record<string, unknown>> = [];
  for (const list of state.shippingLists) {
    const lines = list.goodsExtDetails;
    if (!Array.isArray(lines)) continue;
    for (const line of lines as Array<Record<string, unknown>>) {
      if (line.storeId === storeId && line[key] === id) out.push(line);
    }
  }
  return out;
}

/** Records of the store by the identifier `field`; later duplicates do not replace earlier ones. */
export function pairablesOf(state: BackOfficeState, store: Store, field: PairingField): Map<string, Pairable> {
  const out = new Map<string, Pairable>();
  const add = (id: string, p: Pairable) => {
    if (id !== '' && !out.has(id)) out.set(id, p);
  };
  if (store.kind === 'chatx') {
    for (const parent of state.listings) {
      if (parent.fields.storeId !== store.id) continue;
      for (const entry of [parent, ...parent.children]) {
        if (field === 'MSKU ID') add(entry.fields.mskuId, chatxPairable(entry));
        else if (field === 'MSKU') add(entry.fields.msku, chatxPairable(entry));
      }
    }
  } else if (store.kind === 'videox') {
    for (const listing of state.videox) {
      if (listing.storeId !== store.id) continue;
      const id = field === 'MSKU ID' ? listing.mskuId : field === 'product ID' ? listing.productId : field === 'MSKU' ? listing.msku : '';
      add(id, flagPairable(listing));
    }
  } else if (store.kind === 'retailx') {
    for (const variant of state.retailx) {
      if (variant.storeId !== store.id) continue;
      add(field === 'variant ID' ? variant.variantUniqueId : field === 'MSKU' ? variant.msku : '', flagPairable(variant));
    }
  }
  // Stores whose listings the back office does not model (mkt) are un-paired through the goods lines of their
  // shipping lists (spec §2.3 `hasPair`).
  for (const list of state.shippingLists) {
    const lines = list.goodsExtDetails;
    if (!Array.isArray(lines)) continue;
    for (const line of lines as Array<Record<string, unknown>>) {
      if (line.storeId !== store.id) continue;
      const id = field === 'MSKU ID' ? line.mskuId : field === 'MSKU' ? line.msku : undefined;
      if (typeof id !== 'string' || id === '' || out.has(id)) continue;
      const same = goodsLinesOf(state, store.id, field, id);
      out.set(id, {
        get paired() {
          return same.some((l) => l.hasPair === true);
        },
        unpair() {
          for (const l of same) l.hasPair = false;
        },
      });
    }
  }
  // Stores whose listings the back office does not model (mkt) are un-paired through the goods lines of their
  // shipping lists (spec §2.3 `hasPair`).
  for (const list of state.shippingLists) {
    const lines = list.goodsExtDetails;
    if (!Array.isArray(lines)) continue;
    for (const line of lines as Array<Record<string, unknown>>) {
      if (line.storeId !== store.id) continue;
      const id = field === 'MSKU ID' ? line.mskuId : field === 'MSKU' ? line.msku : undefined;
      if (typeof id !== 'string' || id === '' || out.has(id)) continue;
      const same = goodsLinesOf(state, store.id, field, id);
      out.set(id, {
        get paired() {
          return same.some((l) => l.hasPair === true);
        },
        unpair() {
          for (const l of same) l.hasPair = false;
        },
      });
    }
  }
  return out;
}
