import { describe, expect, it } from 'vitest';
import { data, harness, view, type Harness } from './helpers';

type Order = { globalOrderNo: string; platformCode: string; storeId: string; buyerId: string; shipped: boolean; address: unknown; lines: unknown[]; mergedFrom: string[] };
const NOTHING = '操作的勾选项无可合并的订单!';

function buyerGroups(h: Harness) {
  const byBuyer = new Map<string, Order[]>();
  for (const o of view<Order>(h.bo, 'orders')) byBuyer.set(o.buyerId, [...(byBuyer.get(o.buyerId) ?? []), o]);
  const groups = [...byBuyer.values()].filter((g) => g.length >= 2);
  const alike = (g: Order[]) => g.every((o) => o.storeId === g[0]?.storeId && JSON.stringify(o.address) === JSON.stringify(g[0]?.address));
  const supported = (g: Order[]) => !['10007', '10011', '10012'].includes(g[0]?.platformCode ?? '');
  return {
    mergeable: groups.filter((g) => alike(g) && g.every((o) => !o.shipped) && supported(g)),
    otherAddress: groups.find((g) => g[0]?.storeId === g[1]?.storeId && JSON.stringify(g[0]?.address) !== JSON.stringify(g[1]?.address)) as Order[],
    oneShipped: groups.find((g) => g.some((o) => o.shipped) && alike(g)) as Order[],
    unsupported: groups.find((g) => g[0]?.platformCode === '10007') as Order[],
  };
}

const nos = (g: Order[]) => g.map((o) => o.globalOrderNo);

describe('merge orders (4.8)', () => {
  it('merges a set of the same store, buyer and address into one order keeping the first order number', () => {
    const h = harness();
    const group = buyerGroups(h).mergeable[0] as Order[];
    const order_list = nos(group);
    const { answer, applied } = h.call('mergeOrders', { platform_code: group[0]?.platformCode, order_list });
    expect(answer).toMatchObject({
      code: 0,
      data: { success_num: group.length, fail_num: 0, failure_info: [], success_info: [{ global_order_no: order_list, new_order_no: order_list[0] }] },
    });
    expect(applied).toEqual({ appliedKeys: order_list, rejected: [] });
    const after = view<Order>(h.bo, 'orders');
    expect(after.filter((o) => order_list.includes(o.globalOrderNo)).map((o) => o.globalOrderNo)).toEqual([order_list[0]]);
    const kept = after.find((o) => o.globalOrderNo === order_list[0]) as Order;
    expect(kept.mergedFrom).toEqual(order_list.slice(1));
    expect(kept.lines).toHaveLength(group.reduce((n, o) => n + o.lines.length, 0));
  });

  it('merges each mergeable set of a mixed selection and reports the leftovers', () => {
    const h = harness();
    const groups = buyerGroups(h);
    const platform = groups.otherAddress[0]?.platformCode;
    const [a, b] = groups.mergeable.filter((g) => g[0]?.platformCode === platform);
    if (!a || !b) throw new Error('the fixture needs two mergeable sets on one platform');
    const loner = groups.otherAddress.slice(0, 1);
    const order_list = [...nos(a), ...nos(loner), ...nos(b)];
    const { answer, applied } = h.call('mergeOrders', { platform_code: platform, order_list });
    // The log names each order: the merged ones applied, the leftover refused with the vendor's message.
    expect(applied).toEqual({ appliedKeys: [...nos(a), ...nos(b)], rejected: nos(loner).map((key) => ({ key, reason: NOTHING })) });
    const d = data(answer);
    expect(d.success_info).toEqual([
      { global_order_no: nos(a), new_order_no: a[0]?.globalOrderNo },
      { global_order_no: nos(b), new_order_no: b[0]?.globalOrderNo },
    ]);
    expect(d.failure_info).toEqual([{ global_order_no: nos(loner), message: NOTHING }]);
    expect([d.success_num, d.fail_num]).toEqual([a.length + b.length, 1]);
  });

  it('answers failure_info "nothing mergeable" with code 0 for different addresses or a shipped order', () => {
    const h = harness();
    const { otherAddress, oneShipped } = buyerGroups(h);
    for (const g of [otherAddress, oneShipped]) {
      const order_list = nos(g);
      const { answer, applied } = h.call('mergeOrders', { platform_code: g[0]?.platformCode, order_list });
      expect(answer).toMatchObject({ code: 0, data: { success_num: 0, fail_num: g.length, success_info: [], failure_info: [{ global_order_no: order_list, message: NOTHING }] } });
      expect(applied).toEqual({ appliedKeys: [], rejected: order_list.map((key) => ({ key, reason: NOTHING })) });
    }
    expect(view(h.bo, 'orders')).toHaveLength(60);
  });

  it('logs each order once by its number, a repeated order counted once', () => {
    const h = harness();
    const group = buyerGroups(h).mergeable[0] as Order[];
    const order_list = [...nos(group), group[0]?.globalOrderNo as string];
    const { answer, applied } = h.call('mergeOrders', { platform_code: group[0]?.platformCode, order_list });
    expect(applied?.appliedKeys).toEqual(nos(group));
    expect(data(answer).success_info).toEqual([{ global_order_no: nos(group), new_order_no: group[0]?.globalOrderNo }]);
  });

  it('does not merge orders of another platform than platform_code', () => {
    const h = harness();
    const group = buyerGroups(h).mergeable[0] as Order[];
    const other = group[0]?.platformCode === '10002' ? '10005' : '10002';
    expect(data(h.call('mergeOrders', { platform_code: other, order_list: nos(group) }).answer).success_num).toBe(0);
  });

  it('refuses platforms 10007, 10011 and 10012 with code 500, merging nothing', () => {
    const h = harness();
    const group = buyerGroups(h).unsupported;
    for (const platform_code of ['10007', '10011', '10012']) {
      const { answer, applied } = h.call('mergeOrders', { platform_code, order_list: nos(group) });
      expect(answer).toMatchObject({ code: 500, data: null });
      expect(applied).toBeNull();
    }
    expect(view(h.bo, 'orders')).toHaveLength(60);
  });
});
