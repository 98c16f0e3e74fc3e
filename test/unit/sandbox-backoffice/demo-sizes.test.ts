// The demo sizes Settings offers: each builds the counts its plan names, the same data every time, and the
// small size is exactly the generator's default data (what the other sandbox tests are written against).
import { describe, expect, it } from 'vitest';
import { BackOffice } from '../../../electron/sandbox/backoffice';
import { DEFAULT_SIZES } from '../../../electron/sandbox/backoffice/generate';
import { sizeKnobs } from '../../../electron/sandbox/state/demo-size';
import { DEMO_SIZE_PLANS, type DemoSize } from '../../../shared/ipc';
import { view } from './helpers';

type Row = { storeId: string };
type Store = { id: string; kind: string };
type Shipment = { sid: string };

function perStore(rows: readonly Row[]): number[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.storeId, (counts.get(r.storeId) ?? 0) + 1);
  return [...counts.values()];
}

const build = (size: DemoSize, seed = 42) => new BackOffice({ seed, ...sizeKnobs(size) });

describe('demo sizes', () => {
  it('small is the default data, unchanged', () => {
    expect(sizeKnobs('small')).toEqual(DEFAULT_SIZES);
    for (const kind of BackOffice.INSPECT_KINDS) expect(view(build('small'), kind), kind).toEqual(view(new BackOffice({ seed: 42 }), kind));
  });

  it('counts every kind where it is, as many as a copy of it holds, and refuses a kind it does not know', () => {
    const bo = build('large');
    for (const kind of BackOffice.INSPECT_KINDS) expect(bo.count(kind), kind).toBe(view(bo, kind).length);
    expect(() => bo.count('nothing')).toThrow(RangeError);
  });

  it.each(['large', 'veryLarge'] as const)('%s holds its plan’s rows a store', (size) => {
    const plan = DEMO_SIZE_PLANS[size];
    const bo = build(size);
    const stores = view<Store>(bo, 'stores');
    const ofKind = (kind: string) => stores.filter((s) => s.kind === kind);
    expect(perStore(view<Row>(bo, 'videox'))).toEqual(ofKind('videox').map(() => plan.videoxPerStore));
    expect(perStore(view<Row>(bo, 'retailx'))).toEqual(ofKind('retailx').map(() => plan.retailxPerStore));
    expect(view(bo, 'shippingLists')).toHaveLength(plan.shippingLists);
    expect(view(bo, 'listings')).toHaveLength(plan.listings);
    expect(view(bo, 'orders')).toHaveLength(plan.orders);
    const shipments = view<Shipment>(bo, 'shipments');
    expect(shipments).toHaveLength(ofKind('mkt').length * (plan.shipmentsPerStore ?? 0));
    // Enough lists awaiting shipment and not yet picked for a day of picking.
    const waiting = view<{ shippingListStatus: number; pickingStatus: number }>(bo, 'shippingLists').filter((l) => l.shippingListStatus === 1 && l.pickingStatus === 0);
    expect(waiting.length).toBeGreaterThanOrEqual(100);
    // Ids drawn at random stay unique however many are drawn.
    const videox = view<{ storeId: string; mskuId: string }>(bo, 'videox');
    expect(new Set(videox.map((v) => `${v.storeId}|${v.mskuId}`)).size).toBe(videox.length);
    const retailx = view<{ variantUniqueId: string }>(bo, 'retailx');
    expect(new Set(retailx.map((v) => v.variantUniqueId)).size).toBe(retailx.length);
  });

  it('builds the same data for the same size, whatever was built before', () => {
    const first = build('large');
    build('small');
    const again = build('large');
    for (const kind of BackOffice.INSPECT_KINDS) expect(view(again, kind), kind).toEqual(view(first, kind));
  });
});
