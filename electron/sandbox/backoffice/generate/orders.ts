// Orders of several platforms, generated in buyer groups so that the merge operation (4.8) has real work:
// sets that merge (same store, buyer and address, not shipped) and sets that look alike but must not.
import type { Order, OrderAddress, Store } from '../model';
import { createRng, uniqueFrom, type Rng } from '../rng';
import { DAY_MS, formatDateTime, HISTORY_ANCHOR_MS } from '../time';
import { BUYERS, STREETS, US_PLACES } from '../vocab';

type GroupKind = 'mergeable' | 'otherAddress' | 'oneShipped' | 'single' | 'otherStore';

/** The opening groups make every case exist even in a small back office; the rest are drawn. */
const OPENING: ReadonlyArray<{ kind: GroupKind; size: number; platform?: string }> = [
  { kind: 'mergeable', size: 3, platform: '10002' },
  { kind: 'mergeable', size: 2, platform: '10005' },
  { kind: 'otherAddress', size: 2, platform: '10002' },
  { kind: 'oneShipped', size: 2, platform: '10005' },
  { kind: 'single', size: 1, platform: '10041' },
  { kind: 'otherStore', size: 2, platform: '10005' },
  { kind: 'mergeable', size: 2, platform: '10007' },
];

function drawAddress(rng: Rng): OrderAddress {
  const place = rng.pick(US_PLACES);
  return { countryCode: 'US', province: place.province, city: place.city, street: `${rng.int(10, 9999)} ${rng.pick(STREETS)}`, zip: place.zip };
}

function otherThan(rng: Rng, address: OrderAddress): OrderAddress {
  for (;;) {
    const a = drawAddress(rng);
    if (a.street !== address.street) return a;
  }
}

export function generateOrders(seed: number, count: number, stores: readonly Store[]): Order[] {
  const rng = createRng(seed, 'orders');
  const orderNo = uniqueFrom(() => `1033${rng.digits(14)}`);
  const selling = stores.filter((s) => ['retailx', 'mkt', 'chatx', 'shopx'].includes(s.kind));
  const out: Order[] = [];
  let buyerSeq = 0;
  for (let g = 0; out.length < count; g++) {
    const plan = OPENING[g] ?? {
      kind: rng.pick<GroupKind>(['mergeable', 'mergeable', 'otherAddress', 'oneShipped', 'single', 'single', 'otherStore']),
      size: rng.int(2, 3),
    };
    const candidates = plan.platform ? selling.filter((s) => s.platformCode === plan.platform) : selling;
    const store = rng.pick(candidates);
    const sameStore = selling.filter((s) => s.platformCode === store.platformCode && s.id !== store.id);
    const buyerName = BUYERS[buyerSeq % BUYERS.length] as string;
    const buyerId = `BY${String(++buyerSeq).padStart(6, '0')}${rng.digits(3)}`;
    const address = drawAddress(rng);
    const size = plan.kind === 'single' ? 1 : plan.size;
    const baseMs = HISTORY_ANCHOR_MS - rng.int(0, 10) * DAY_MS;
    for (let k = 0; k < size && out.length < count; k++) {
      const orderStore = plan.kind === 'otherStore' && k === 1 && sameStore.length > 0 ? rng.pick(sameStore) : store;
      const orderAddress = plan.kind === 'otherAddress' && k === 1 ? otherThan(rng, address) : address;
      const shipped = plan.kind === 'oneShipped' && k === 0;
      out.push({
        globalOrderNo: orderNo(),
        platformCode: orderStore.platformCode,
        storeId: orderStore.id,
        buyerId,
        buyerName,
        address: { ...orderAddress },
        shipped,
        status: shipped ? '已发货' : '待审核',
        createTime: formatDateTime(baseMs + k * 3_600_000 + rng.int(0, 3_599) * 1000),
        lines: [{ msku: `MSKU-${rng.digits(5)}`, sku: `SKU-${rng.digits(5)}`, quantity: rng.int(1, 4), price: rng.money(5, 120) }],
        mergedFrom: [],
      });
    }
  }
  return out;
}
