// 4.8 merge orders (notes §6): the selection is grouped into sets of the same store, buyer and address that
// have not shipped; each set of two or more becomes one order keeping the first order's number. Orders left
// over (or everything, when nothing merges) are reported in failure_info while the code stays 0.
import { itemKeys, LIST_MAX, MERGE_UNSUPPORTED } from '../vendor-rules';
import { businessEnvelope, BusinessRejection, SUCCESS_TEXT } from '../envelope';
import type { Order } from '../model';
import { at, idAt, requiredList, requiredText } from '../shape';
import { AppliedLog, type Handler } from './types';

export const NOTHING_MERGEABLE = '操作的勾选项无可合并的订单!';

const mergeSetKey = (o: Order) =>
  [o.storeId, o.buyerId, o.address.countryCode, o.address.province, o.address.city, o.address.street, o.address.zip].join('|');

export const handleMergeOrders: Handler = (body, env) => {
  const platformCode = requiredText(body, 'platform_code').trim();
  const orderList = requiredList(body, 'order_list', LIST_MAX).map((v, i) => idAt(v, at('order_list', i)));
  if (MERGE_UNSUPPORTED.includes(platformCode)) {
    throw new BusinessRejection(`platform ${platformCode} does not support merging orders`);
  }
  const { orders } = env.state;
  const selection = [...new Set(orderList)];
  const sets = new Map<string, Order[]>();
  for (const no of selection) {
    const order = orders.get(no);
    if (!order || order.platformCode !== platformCode || order.shipped) continue;
    const key = mergeSetKey(order);
    sets.set(key, [...(sets.get(key) ?? []), order]);
  }
  const successInfo: Array<{ global_order_no: string[]; new_order_no: string }> = [];
  const merged = new Set<string>();
  for (const set of sets.values()) {
    if (set.length < 2) continue;
    const [kept, ...absorbed] = set as [Order, ...Order[]];
    for (const other of absorbed) {
      kept.lines.push(...other.lines);
      kept.mergedFrom.push(other.globalOrderNo, ...other.mergedFrom);
      orders.delete(other.globalOrderNo);
    }
    const numbers = set.map((o) => o.globalOrderNo);
    numbers.forEach((n) => merged.add(n));
    successInfo.push({ global_order_no: numbers, new_order_no: kept.globalOrderNo });
  }
  const leftovers = selection.filter((n) => !merged.has(n));
  const failureInfo = leftovers.length > 0 ? [{ global_order_no: leftovers, message: NOTHING_MERGEABLE }] : [];
  const log = new AppliedLog();
  for (const no of selection) {
    if (merged.has(no)) log.ok(itemKeys.merge(no));
    else log.fail(itemKeys.merge(no), NOTHING_MERGEABLE);
  }
  const data = { success_num: merged.size, fail_num: leftovers.length, failure_info: failureInfo, success_info: successInfo };
  return { envelope: businessEnvelope(env.ctx, { code: 0, message: SUCCESS_TEXT.plain, data }), applied: log };
};
