import { describe, expect, it } from 'vitest';
import { BackOffice } from '../../../electron/sandbox/backoffice';
import { harness, view, type Rec } from './helpers';

const TWO_POW_53 = 2n ** 53n;

function snapshot(bo: BackOffice): Record<string, unknown> {
  return Object.fromEntries(BackOffice.INSPECT_KINDS.map((k) => [k, bo.inspect(k)]));
}

describe('back-office generator', () => {
  it('builds the same back office from the same seed', () => {
    expect(snapshot(new BackOffice({ seed: 42 }))).toEqual(snapshot(new BackOffice({ seed: 42 })));
  });

  it('builds a different back office from another seed', () => {
    const a = snapshot(new BackOffice({ seed: 42 }));
    const b = snapshot(new BackOffice({ seed: 43 }));
    for (const kind of BackOffice.INSPECT_KINDS) expect(b[kind], kind).not.toEqual(a[kind]);
  });

  it('keeps every other resource unchanged when one size knob changes', () => {
    const a = snapshot(new BackOffice({ seed: 5, orders: 10 }));
    const b = snapshot(new BackOffice({ seed: 5, orders: 90 }));
    expect(b.listings).toEqual(a.listings);
    expect(b.shippingLists).toEqual(a.shippingLists);
    expect(b.orders).not.toEqual(a.orders);
  });

  it('honours the size knobs', () => {
    const bo = new BackOffice({ seed: 1, listings: 33, shippingLists: 17, orders: 25 });
    expect(view(bo, 'listings')).toHaveLength(33);
    expect(view(bo, 'videox')).toHaveLength(33);
    expect(view(bo, 'retailx')).toHaveLength(33);
    expect(view(bo, 'shippingLists')).toHaveLength(17);
    expect(view(bo, 'orders')).toHaveLength(25);
  });

  it('rejects a size that is not a whole number', () => {
    expect(() => new BackOffice({ seed: 1, listings: -1 })).toThrow(/listings/);
    expect(() => new BackOffice({ seed: 1.5 })).toThrow(/seed/);
  });

  it('builds 10,000 listings (figure printed, not asserted)', () => {
    const started = performance.now();
    const bo = new BackOffice({ seed: 42, listings: 10_000 });
    const ms = performance.now() - started;
    console.log(`[figure] back office with 10,000 listings built in ${ms.toFixed(0)} ms`);
    expect(view(bo, 'listings')).toHaveLength(10_000);
  });

  it('gives every store an 18-digit id above 2^53, held exactly as digits', () => {
    const stores = view<{ id: string }>(harness().bo, 'stores');
    expect(stores.length).toBeGreaterThanOrEqual(5);
    for (const s of stores) {
      expect(s.id).toMatch(/^\d{18}$/);
      expect(BigInt(s.id) > TWO_POW_53).toBe(true);
    }
    expect(new Set(stores.map((s) => s.id)).size).toBe(stores.length);
  });

  it('has exactly one retailer-fulfilment store, and videox stores with one default warehouse each', () => {
    const stores = view<{ kind: string; retailerFulfilment: boolean; warehouses: Array<{ isDefault: boolean }> }>(harness().bo, 'stores');
    expect(stores.filter((s) => s.retailerFulfilment)).toHaveLength(1);
    const videox = stores.filter((s) => s.kind === 'videox');
    expect(videox.length).toBeGreaterThanOrEqual(2);
    for (const s of videox) {
      expect(s.warehouses.length).toBeGreaterThanOrEqual(2);
      expect(s.warehouses.filter((w) => w.isDefault)).toHaveLength(1);
    }
  });

  it('has shipping lists in every status, unallocated ones with pickingStatus -1 and null dates', () => {
    const lists = view<Rec>(harness().bo, 'shippingLists');
    expect(new Set(lists.map((l) => l.shippingListStatus))).toEqual(new Set([0, 1, 2, 3]));
    expect(lists.some((l) => l.shippingListStatus === 1 && l.pickingStatus === 0)).toBe(true);
    expect(lists.some((l) => l.shippingListStatus === 1 && l.pickingStatus === 1)).toBe(true);
    for (const l of lists.filter((x) => x.shippingListStatus === 0)) {
      expect(l.pickingStatus).toBe(-1);
      expect(l.pickingStatusDesc).toBe('');
      expect(l.deliveryTime).toBeNull();
      expect(l.accessoriesDetails).toBeNull();
    }
    expect(lists.some((l) => l.principals === null)).toBe(true);
  });

  it('has chatx parents with and without children, paired and unpaired records', () => {
    const listings = view<{ paired: boolean; children: Array<{ paired: boolean; fields: Rec }>; fields: Rec }>(harness().bo, 'listings');
    expect(listings.some((p) => p.children.length > 0)).toBe(true);
    expect(listings.some((p) => p.children.length === 0)).toBe(true);
    const records = listings.flatMap((p) => [p, ...p.children]);
    expect(records.some((r) => r.paired)).toBe(true);
    const unpaired = records.filter((r) => !r.paired);
    expect(unpaired.length).toBeGreaterThan(0);
    for (const r of unpaired) expect([r.fields.sku, r.fields.productId]).toEqual(['', 0]);
  });

  it('has orders in mergeable sets and look-alike sets that must not merge', () => {
    const orders = view<{ storeId: string; buyerId: string; shipped: boolean; address: Rec }>(harness().bo, 'orders');
    const byBuyer = new Map<string, typeof orders>();
    for (const o of orders) byBuyer.set(o.buyerId, [...(byBuyer.get(o.buyerId) ?? []), o]);
    const groups = [...byBuyer.values()].filter((g) => g.length >= 2);
    const sameSet = (g: typeof orders) => g.every((o) => o.storeId === g[0]?.storeId && JSON.stringify(o.address) === JSON.stringify(g[0]?.address));
    expect(groups.some((g) => sameSet(g) && g.every((o) => !o.shipped))).toBe(true);
    expect(groups.some((g) => !sameSet(g))).toBe(true);
    expect(groups.some((g) => g.some((o) => o.shipped))).toBe(true);
  });

  it('has inbound shipments, ship-from addresses and cargo drafts', () => {
    const { bo } = harness();
    expect(view(bo, 'shipments').length).toBeGreaterThan(0);
    expect(view(bo, 'addresses').length).toBeGreaterThan(0);
    expect(view(bo, 'cargo').length).toBeGreaterThan(0);
  });

  it('inspect returns copies and refuses an unknown kind', () => {
    const { bo } = harness();
    const first = view<Rec>(bo, 'shippingLists')[0] as Rec;
    first.pickingStatus = 99;
    expect((view<Rec>(bo, 'shippingLists')[0] as Rec).pickingStatus).not.toBe(99);
    expect(() => bo.inspect('nope')).toThrow(/unknown state kind/);
    expect(BackOffice.INSPECT_KINDS).toEqual(['stores', 'shippingLists', 'listings', 'videox', 'retailx', 'orders', 'shipments', 'addresses', 'cargo']);
  });
});
