// chatx online products (spec §2.4): parents with and without children, paired and unpaired. An unpaired
// record has no local product: sku, pname empty and pid, productId 0.
import type { ChatxChild, ChatxFields, ChatxParent, Store } from '../model';
import { createRng, uniqueFrom, type Rng } from '../rng';
import { BRANDS, CATEGORIES, COLORS, PRODUCTS, SIZES, STAFF } from '../vocab';
import { COMPANY_ID } from './shippingCosts';

export const PAIRED_SHARE = 0.75;

interface Draft {
  rng: Rng;
  store: Store;
  recordId: () => string;
  uniqueId: () => number;
  mskuId: () => string;
  brand: number;
  category: number;
  product: string;
  localProductId: number;
}

function baseFields(d: Draft, msku: string, attributes: string, paired: boolean, stock: { available: number; onHand: number; ready: number }): ChatxFields {
  const { rng, store } = d;
  const productUniqueId = d.uniqueId();
  const localId = paired ? d.localProductId + (productUniqueId % 1000) : 0;
  // Built as one literal (no spreads): a spread into a record this wide makes V8 fall back to slow objects.
  return {
    attributes,
    availableNumber: stock.available,
    bid: 101 + d.brand,
    category: CATEGORIES[d.category] as string,
    cid: 201 + d.category,
    companyId: COMPANY_ID,
    id: d.recordId(),
    imgUrl: `https://img.sandbox.example/chatx/${productUniqueId}.jpg`,
    msku,
    mskuId: d.mskuId(),
    onHandNumber: stock.onHand,
    pid: localId,
    productId: localId,
    sku: paired ? `${msku}-L` : '',
    pname: paired ? d.product : '',
    platformCode: store.platformCode,
    price: rng.money(4.99, 89.99),
    productUniqueId,
    readyToShipNumber: stock.ready,
    status: rng.chance(0.08) ? 1 : 0,
    storeId: store.id,
    storeName: store.name,
    supplyPriceList: rng.chance(0.5) ? [{ supplierName: `${BRANDS[d.brand]} Factory`, price: rng.money(1, 20), currency: 'CNY' }] : [],
    title: `${BRANDS[d.brand]} ${d.product}${attributes ? ` (${attributes})` : ''}`,
    wareHouseDataList: [{ wareHouseName: `${store.countryCode} Platform Warehouse`, availableNumber: stock.available }],
  };
}

function drawStock(rng: Rng) {
  const available = rng.int(0, 400);
  return { available, onHand: available + rng.int(0, 40), ready: rng.int(0, 30) };
}

function generateParent(rng: Rng, i: number, stores: readonly Store[], ids: Pick<Draft, 'recordId' | 'uniqueId' | 'mskuId'>): ChatxParent {
  const brand = rng.int(0, BRANDS.length - 1);
  const d: Draft = {
    rng, store: stores[i % stores.length] as Store, ...ids, brand, category: rng.int(0, CATEGORIES.length - 1),
    product: rng.pick(PRODUCTS), localProductId: 300_000 + i * 1000,
  };
  const mskuBase = `CX-${(BRANDS[brand] as string).slice(0, 3).toUpperCase()}-${String(i + 1).padStart(5, '0')}`;
  const children: ChatxChild[] = [];
  const childCount = rng.chance(0.5) ? rng.int(1, 3) : 0;
  for (let c = 0; c < childCount; c++) {
    const attributes = `Color: ${COLORS[(i + c) % COLORS.length]}; Size: ${rng.pick(SIZES)}`;
    const paired = rng.chance(PAIRED_SHARE);
    children.push({ fields: baseFields(d, `${mskuBase}-${c + 1}`, attributes, paired, drawStock(rng)), paired });
  }
  const sumOf = (f: (c: ChatxChild) => number) => children.reduce((s, c) => s + f(c), 0);
  const stock = childCount > 0
    ? { available: sumOf((c) => c.fields.availableNumber), onHand: sumOf((c) => c.fields.onHandNumber), ready: sumOf((c) => c.fields.readyToShipNumber) }
    : drawStock(rng);
  const paired = childCount > 0 ? children.every((c) => c.paired) : rng.chance(PAIRED_SHARE);
  const owner = rng.int(0, STAFF.length - 1);
  const day7 = rng.int(0, 60);
  const before = rng.int(0, 300);
  const synType = rng.int(1, 2);
  const fields = Object.assign(baseFields(d, mskuBase, childCount > 0 ? 'Color; Size' : '', paired, stock), {
    bname: BRANDS[brand] as string,
    cname: CATEGORIES[d.category] as string,
    day30SaleCnt: day7 * 4 + rng.int(0, 20),
    day7SaleCnt: day7,
    notes: rng.chance(0.2) ? '旺季备货' : '',
    principalName: STAFF[owner] as string,
    principalUids: [1000 + owner],
    quantitySyn: rng.chance(0.4)
      ? null
      : {
          before: String(before),
          after: String(stock.available),
          quantitySynWareHouses: synType === 2
            ? [{ before: String(before), after: String(stock.available), userName: STAFF[owner] as string, wareHouseName: `${d.store.countryCode} Platform Warehouse`, uid: 1000 + owner }]
            : [],
          type: synType,
          uid: 1000 + owner,
          userName: STAFF[owner] as string,
        },
  });
  return { fields, paired, children };
}

export function generateListings(seed: number, count: number, stores: readonly Store[]): ChatxParent[] {
  const rng = createRng(seed, 'listings');
  let record = 500_000;
  let unique = 800_000;
  const ids = {
    recordId: () => String(++record),
    uniqueId: () => ++unique,
    mskuId: uniqueFrom(() => `13${rng.digits(16)}`),
  };
  const out: ChatxParent[] = [];
  for (let i = 0; i < count; i++) out.push(generateParent(rng, i, stores, ids));
  return out;
}
