import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../../../shared/json/lossless';
import { data, harness, view, type Harness, type Rec } from './helpers';

type Family = { fields: Rec; paired: boolean; children: Array<{ fields: Rec; paired: boolean }> };

function chatxRecords(h: Harness) {
  const store = view<{ id: string; kind: string }>(h.bo, 'stores').find((s) => s.kind === 'chatx');
  if (!store) throw new Error('no chatx store');
  const records = view<Family>(h.bo, 'listings')
    .filter((p) => p.fields.storeId === store.id)
    .flatMap((p) => [p, ...p.children]);
  const paired = records.filter((r) => r.paired).map((r) => r.fields.mskuId as string);
  const unpaired = records.find((r) => !r.paired)?.fields.mskuId as string;
  return { storeId: store.id, paired, unpaired };
}

const pairingCount = (h: Harness, mskuId: string, pairingStatus: number) =>
  [0, 1].reduce(
    (n, isParent) => n + (data(h.call('chatxList', { isParent, pairingStatus, searchField: '2', searchValues: [mskuId] }).answer).count as number),
    0,
  );

describe('cancel pairing by MSKU ID (4.4)', () => {
  it('un-pairs paired records, lists the rest in error_details as "<id>: <reason>", code 0, total = cancelled', () => {
    const h = harness();
    const { storeId, paired, unpaired } = chatxRecords(h);
    const [a, b] = paired as [string, string];
    const body = { mskuIdList: [a, unpaired, '42', b], platformCode: '10041', storeId: new LosslessNumber(storeId) };
    const { answer, applied } = h.call('cancelPairing', body);
    expect(answer).toMatchObject({
      code: 0,
      total: 2,
      data: {},
      error_details: [`${unpaired}: not paired`, '42: no listing with this MSKU ID in the store'],
    });
    expect(applied).toEqual({
      appliedKeys: [a, b],
      rejected: [{ key: unpaired, reason: 'not paired' }, { key: '42', reason: 'no listing with this MSKU ID in the store' }],
    });
  });

  it('changes what the chatx pairingStatus filter returns and clears the local product', () => {
    const h = harness();
    const { storeId, paired } = chatxRecords(h);
    const id = paired[0] as string;
    expect([pairingCount(h, id, 1), pairingCount(h, id, 0)]).toEqual([1, 0]);
    h.call('cancelPairing', { mskuIdList: [id], platformCode: '10041', storeId: new LosslessNumber(storeId) });
    expect([pairingCount(h, id, 1), pairingCount(h, id, 0)]).toEqual([0, 1]);
    const after = view<Family>(h.bo, 'listings').flatMap((p) => [p, ...p.children]).find((r) => r.fields.mskuId === id);
    expect(after?.fields).toMatchObject({ sku: '', pname: '', productId: 0, pid: 0 });
  });

  it('keys rows by the trimmed element', () => {
    const h = harness();
    const { storeId, paired } = chatxRecords(h);
    const { applied } = h.call('cancelPairing', { mskuIdList: [` ${paired[0]} `], platformCode: '10041', storeId });
    expect(applied?.appliedKeys).toEqual([paired[0]]);
  });

  it('matches the field the spec table names for the platform (product ID, variant ID)', () => {
    const h = harness();
    const videox = view<{ storeId: string; productId: string; mskuId: string; paired: boolean }>(h.bo, 'videox').find((v) => v.paired);
    const retailx = view<{ storeId: string; variantUniqueId: string; paired: boolean }>(h.bo, 'retailx').find((v) => v.paired);
    if (!videox || !retailx) throw new Error('nothing paired');
    const byProduct = h.call('cancelPairing', { mskuIdList: [videox.productId, videox.mskuId], platformCode: '10020', storeId: videox.storeId });
    expect(byProduct.applied?.appliedKeys).toEqual([videox.productId]);
    const byVariant = h.call('cancelPairing', { mskuIdList: [retailx.variantUniqueId], platformCode: '10002', storeId: retailx.storeId });
    expect(byVariant.applied?.appliedKeys).toEqual([retailx.variantUniqueId]);
  });

  it('refuses a platform outside the spec table with code 500 naming the un-pairing-by-MSKU operation', () => {
    const h = harness();
    const { storeId, paired } = chatxRecords(h);
    const { answer, applied } = h.call('cancelPairing', { mskuIdList: [paired[0]], platformCode: '10099', storeId });
    expect(answer.code).toBe(500);
    expect(String((answer.error_details as string[])[0])).toMatch(/un-pairing by MSKU operation/);
    expect(applied).toBeNull();
    expect(pairingCount(h, paired[0] as string, 1)).toBe(1);
  });

  it('refuses a store that is not of the given platform with code 500', () => {
    const h = harness();
    const { storeId, paired } = chatxRecords(h);
    expect(h.call('cancelPairing', { mskuIdList: [paired[0]], platformCode: '10020', storeId }).answer.code).toBe(500);
    expect(h.call('cancelPairing', { mskuIdList: [paired[0]], platformCode: '10041', storeId: '1' }).answer.code).toBe(500);
  });
});

describe('cancel pairing and shipping-list goods lines', () => {
  it('clears hasPair on the goods lines of the un-paired product, seen through the shipping-list detail', () => {
    const h = harness();
    type Line = { storeId: string; mskuId: string; hasPair: boolean; platformCode: string };
    type List = { shippingListCode: string; goodsExtDetails: Line[] };
    const lists = view<List>(h.bo, 'shippingLists');
    const found = lists
      .flatMap((l) => l.goodsExtDetails.map((line) => ({ code: l.shippingListCode, line })))
      .find(({ line }) => line.hasPair && line.platformCode === '10005');
    if (!found) throw new Error('no paired goods line in an mkt store');
    const { code, line } = found;
    const hasPair = () =>
      (data(h.call('shippingDetail', { shippingListCode: code }).answer).goodsExtDetails as Line[]).find((l) => String(l.mskuId) === line.mskuId)
        ?.hasPair;
    expect(hasPair()).toBe(true);
    const { applied } = h.call('cancelPairing', { mskuIdList: [line.mskuId], platformCode: '10005', storeId: new LosslessNumber(line.storeId) });
    expect(applied?.appliedKeys).toEqual([line.mskuId]);
    expect(hasPair()).toBe(false);
    const again = h.call('cancelPairing', { mskuIdList: [line.mskuId], platformCode: '10005', storeId: new LosslessNumber(line.storeId) });
    expect(again.applied?.rejected).toEqual([{ key: line.mskuId, reason: 'not paired' }]);
  });
});
