// Stores of every platform kind the operations touch. Store ids are 18-digit numbers, above 2^53 like the
// vendor's (notes §1), so every client path has to keep them exact.
import type { Store, StoreKind, Warehouse } from '../model';
import { createRng, uniqueFrom } from '../rng';

/** Platform code and neutral platform word per store kind (the codes are from the spec 4.4 table). */
export const PLATFORMS: Readonly<Record<StoreKind, { code: string; name: string }>> = {
  chatx: { code: '10041', name: 'chatx' },
  videox: { code: '10020', name: 'videox' },
  retailx: { code: '10002', name: 'retailx' },
  mkt: { code: '10005', name: 'mkt' },
  shopx: { code: '10007', name: 'shopx' },
};

const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  US: 'United States', GB: 'United Kingdom', DE: 'Germany', CA: 'Canada',
};

const PLAN: ReadonlyArray<{ kind: StoreKind; country: string; retailerFulfilment?: boolean; warehouses?: number }> = [
  { kind: 'chatx', country: 'US' },
  { kind: 'chatx', country: 'GB' },
  { kind: 'chatx', country: 'DE' },
  { kind: 'videox', country: 'US', warehouses: 3 },
  { kind: 'videox', country: 'GB', warehouses: 2 },
  { kind: 'retailx', country: 'US', retailerFulfilment: true },
  { kind: 'retailx', country: 'CA' },
  { kind: 'mkt', country: 'US' },
  { kind: 'mkt', country: 'GB' },
  { kind: 'shopx', country: 'US' },
];

export function generateStores(seed: number): Store[] {
  const rng = createRng(seed, 'stores');
  const storeId = uniqueFrom(() => `11${rng.digits(16)}`);
  const warehouseId = uniqueFrom(() => rng.digits(6));
  const shopWords = ['Harbor', 'Maple', 'Summit', 'Bright', 'Urban', 'Cedar', 'Nova', 'Atlas', 'Pioneer', 'Willow'];
  return PLAN.map((p, i) => {
    const platform = PLATFORMS[p.kind];
    const name = `${shopWords[(i + rng.int(0, shopWords.length - 1)) % shopWords.length]}-${platform.name}-${p.country}`;
    const warehouses: Warehouse[] = [];
    for (let w = 0; w < (p.warehouses ?? 0); w++) {
      warehouses.push({ id: warehouseId(), name: `${name} ${w === 0 ? 'Main' : `Overflow ${w}`} Warehouse`, isDefault: w === 0 });
    }
    return {
      id: storeId(),
      name,
      kind: p.kind,
      platformCode: platform.code,
      platformName: platform.name,
      countryCode: p.country,
      countryName: COUNTRY_NAMES[p.country] ?? p.country,
      retailerFulfilment: p.retailerFulfilment === true,
      warehouses,
    };
  });
}

export function storesOf(stores: readonly Store[], kind: StoreKind): Store[] {
  return stores.filter((s) => s.kind === kind);
}
