// Listings of the two stock-change platforms: videox listings with stock per warehouse (4.5) and retailx
// variants (4.7). Both can be paired to a local product, which un-pairing (4.4) cancels.
import type { RetailxVariant, Store, VideoxListing } from '../model';
import { createRng, uniqueFrom } from '../rng';
import { BRANDS, COLORS, PRODUCTS, SIZES } from '../vocab';
import { PAIRED_SHARE } from './listings';

export function generateVideox(seed: number, count: number, stores: readonly Store[]): VideoxListing[] {
  const rng = createRng(seed, 'videox');
  const mskuId = uniqueFrom(() => `17${rng.digits(14)}`);
  const productId = uniqueFrom(() => rng.digits(12));
  const out: VideoxListing[] = [];
  for (let i = 0; i < count; i++) {
    const store = stores[i % stores.length] as Store;
    const stock: Record<string, number> = {};
    for (const w of store.warehouses) stock[w.id] = rng.int(0, 500);
    const product = `${rng.pick(BRANDS)} ${rng.pick(PRODUCTS)}`;
    const n = String(i + 1).padStart(5, '0');
    out.push({
      storeId: store.id,
      mskuId: mskuId(),
      productId: productId(),
      msku: `VX-${n}-${rng.pick(SIZES)}`,
      sku: `SKU-VX-${n}`,
      title: `${product} ${rng.pick(COLORS)}`,
      paired: rng.chance(PAIRED_SHARE),
      stock,
    });
  }
  return out;
}

export function generateRetailx(seed: number, count: number, stores: readonly Store[]): RetailxVariant[] {
  const rng = createRng(seed, 'retailx');
  const variantId = uniqueFrom(() => rng.digits(12));
  const out: RetailxVariant[] = [];
  for (let i = 0; i < count; i++) {
    const store = stores[i % stores.length] as Store;
    const n = String(i + 1).padStart(5, '0');
    out.push({
      variantUniqueId: variantId(),
      storeId: store.id,
      storeName: store.name,
      msku: `RX-${n}`,
      sku: `SKU-RX-${n}`,
      title: `${rng.pick(BRANDS)} ${rng.pick(PRODUCTS)} ${rng.pick(COLORS)}`,
      paired: rng.chance(PAIRED_SHARE),
      availableNumber: rng.int(0, 300),
    });
  }
  return out;
}
