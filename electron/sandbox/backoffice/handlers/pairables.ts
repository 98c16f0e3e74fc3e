// What un-pairing (4.4) can find in a store: each record that can be paired, under the identifier the spec's
// table names for the platform (MSKU ID, product ID, variant ID or MSKU).
import type { PairingField } from '../vendor-rules';
import type { BackOfficeState, ChatxFields, Store } from '../model';

export type { PairingField };

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

type GoodsLine = Record<string, unknown>;

/** Goods lines of the store's shipping lists (spec §2.3, each with `hasPair`). */
function goodsLinesOfStore(state: BackOfficeState, storeId: string): GoodsLine[] {
  return state.shippingLists.flatMap((list) =>
    Array.isArray(list.goodsExtDetails) ? (list.goodsExtDetails as GoodsLine[]).filter((line) => line.storeId === storeId) : [],
  );
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
  // shipping lists (spec §2.3 `hasPair`); un-pairing clears the flag on every line of that product.
  const key = field === 'MSKU ID' ? 'mskuId' : field === 'MSKU' ? 'msku' : null;
  if (key !== null) {
    const byId = new Map<string, GoodsLine[]>();
    for (const line of goodsLinesOfStore(state, store.id)) {
      const id = line[key];
      if (typeof id === 'string' && id !== '') byId.set(id, [...(byId.get(id) ?? []), line]);
    }
    for (const [id, lines] of byId) {
      add(id, {
        get paired() {
          return lines.some((l) => l.hasPair === true);
        },
        unpair() {
          for (const l of lines) l.hasPair = false;
        },
      });
    }
  }
  return out;
}
