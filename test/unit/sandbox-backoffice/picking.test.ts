import { describe, expect, it } from 'vitest';
import { data, harness, view, type Harness, type Rec } from './helpers';

const REASON = '请选择状态为【待发货】且未拣货的发货单';

function lists(h: Harness) {
  const all = view<{ id: number; shippingListCode: string; shippingListStatus: number; pickingStatus: number }>(h.bo, 'shippingLists');
  const pickable = all.filter((l) => l.shippingListStatus === 1 && l.pickingStatus === 0);
  const picked = all.find((l) => l.shippingListStatus === 1 && l.pickingStatus === 1);
  const unallocated = all.find((l) => l.shippingListStatus === 0);
  const shipped = all.find((l) => l.shippingListStatus >= 2);
  if (!picked || !unallocated || !shipped || pickable.length < 2) throw new Error('generator lacks a status');
  return { pickable, picked, unallocated, shipped };
}

describe('picking (4.3)', () => {
  it('picks lists awaiting shipment and not yet picked: pickingStatus becomes 1', () => {
    const h = harness();
    const { pickable } = lists(h);
    const target = pickable[0];
    const { answer, applied } = h.call('picking', { shippingIdList: [String(target?.id)] });
    expect(answer.code).toBe(0);
    expect(applied).toEqual({ appliedKeys: [String(target?.id)], rejected: [] });
    const detail = h.call('shippingDetail', { shippingListCode: target?.shippingListCode }).answer;
    expect(data(detail)).toMatchObject({ pickingStatus: 1, pickingStatusDesc: '已拣货' });
  });

  it('fails every other list with the vendor reason in errorList, named by shipping-list code, counts as numbers', () => {
    const h = harness();
    const { pickable, picked, unallocated, shipped } = lists(h);
    const ids = [pickable[0], picked, unallocated, shipped].map((l) => String(l?.id));
    const { answer, applied } = h.call('picking', { shippingIdList: ids });
    expect(answer.total).toBe(4);
    const d = data(answer);
    expect(Array.isArray(d)).toBe(false);
    expect(d).toEqual({
      success: 1,
      fail: 3,
      total: 4,
      errorList: [picked, unallocated, shipped].map((l) => ({ shippingListCode: l?.shippingListCode, failReason: REASON })),
    });
    expect(applied?.rejected).toEqual(ids.slice(1).map((key) => ({ key, reason: REASON })));
  });

  it('names an unknown id by the id itself', () => {
    const { answer, applied } = harness().call('picking', { shippingIdList: ['99999'] });
    expect(data(answer).errorList).toEqual([{ shippingListCode: '99999', failReason: REASON }]);
    expect(applied).toEqual({ appliedKeys: [], rejected: [{ key: '99999', reason: REASON }] });
  });

  it('does not pick a list twice', () => {
    const h = harness();
    const id = String(lists(h).pickable[0]?.id);
    h.call('picking', { shippingIdList: [id] });
    const again = h.call('picking', { shippingIdList: [id] });
    expect(data(again.answer)).toMatchObject({ success: 0, fail: 1 });
  });

  it('with the schema quirk answers failList with counts as strings', () => {
    const h = harness({ pickingSchemaQuirk: true });
    const { pickable, picked } = lists(h);
    const d = data(h.call('picking', { shippingIdList: [String(pickable[0]?.id), String(picked.id)] }).answer) as Rec;
    expect(d).toEqual({
      success: '1',
      fail: '1',
      total: '2',
      failList: [{ shippingListCode: picked.shippingListCode, failReason: REASON }],
    });
  });

  it('accepts ids sent as numbers and keys them by their digits', () => {
    const h = harness();
    const id = lists(h).pickable[1]?.id as number;
    expect(h.call('picking', { shippingIdList: [id] }).applied?.appliedKeys).toEqual([String(id)]);
  });
});
