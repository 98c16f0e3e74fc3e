import { z } from 'zod';
import { id, toCount, toText, unwrapData } from '../response-readers';
import { idText, list, need } from '../fields';
import { defineOperation } from '../define';
import type { ItemOutcome, NormalisedResult } from '../types';
import { issue } from '../issue-codes';

export interface MergeOrdersData {
  successNum: number | null;
  failNum: number | null;
  merged: Array<{ orders: string[]; newOrderNo: string | null }>;
  failed: Array<{ orders: string[]; message: string }>;
}

/** Platforms the merge operation does not serve (vendor notes §6). */
export const MERGE_UNSUPPORTED_PLATFORMS = ['10007', '10011', '10012'] as const;

/** The one rule of a merge's platform code, for the request and the form alike: digits, and a platform merging serves. */
export function mergePlatformProblem(platform: string): 'notDigits' | 'notMergeable' | null {
  if (!/^\d+$/.test(platform)) return 'notDigits';
  return (MERGE_UNSUPPORTED_PLATFORMS as readonly string[]).includes(platform) ? 'notMergeable' : null;
}

const MAX = 200;
/** A merge joins two orders or more: a request with one id can only come back "nothing mergeable". */
export const MERGE_MIN_ORDERS = 2;

const item = idText();
// The list's minimum is also `batch.min`: the runner refuses a request below it before sending, with a reason
// that names the rows.
const request = z.object({
  platform_code: z
    .string({ error: need('platformCode') })
    .refine((p) => mergePlatformProblem(p) !== 'notDigits', issue('platformCode'))
    .refine((p) => mergePlatformProblem(p) !== 'notMergeable', issue('platformNotMergeable', { platforms: MERGE_UNSUPPORTED_PLATFORMS.join(', ') })),
  order_list: list(item, MAX, MERGE_MIN_ORDERS),
});

const orderNos = z.array(z.unknown()).nullish().transform((a) => (a ?? []).map((v) => id.parse(v) ?? toText(v)));
const data = z.looseObject({
  success_num: z.unknown(),
  fail_num: z.unknown(),
  failure_info: z.array(z.looseObject({ global_order_no: orderNos, message: z.unknown() })).nullish(),
  success_info: z.array(z.looseObject({ global_order_no: orderNos, new_order_no: id })).nullish(),
});

/**
 * Each order id sent is one row. The vendor answers by sets (notes §6): every order of a merged set succeeded
 * (its info keeps the new order number and the set), every order of a failure set failed with that set's
 * message, and an order the answer names in neither may or may not have been merged.
 */
export const mergeOrders = defineOperation({
  id: 'mergeOrders',
  section: '4.8',
  title: { en: 'Merge orders', zh: '合并订单' },
  path: '/pb/mp/order/v2/mergeOrder',
  bodyKind: 'json',
  capacity: 10,
  access: 'write',
  successCodes: ['0'],
  request,
  batch: { kind: 'list', field: 'order_list', max: MAX, min: MERGE_MIN_ORDERS, item, itemKey: (id: string) => id },
  // An order merges or not with the others of its request: refused here, it may merge in another selection.
  ledger: { setOutcome: true },
  normalise({ envelope, data: rawData }, body): NormalisedResult<MergeOrdersData> {
    const parsed = data.safeParse(unwrapData(rawData) ?? {});
    const d = parsed.success ? parsed.data : { success_num: null, fail_num: null, failure_info: [], success_info: [] };
    const merged = (d.success_info ?? []).map((s) => ({ orders: s.global_order_no, newOrderNo: s.new_order_no }));
    const failed = (d.failure_info ?? []).map((f) => ({ orders: f.global_order_no, message: toText(f.message) || 'not merged' }));
    const sent = new Set(body.order_list);
    const outcomes = new Map<string, ItemOutcome>();
    const unmatched: Array<{ ref: string; reason: string }> = [];
    for (const set of merged) {
      const info: Record<string, string> = { set: set.orders.join(',') };
      if (set.newOrderNo !== null) info.newOrderNo = set.newOrderNo;
      for (const no of set.orders) {
        if (sent.has(no)) outcomes.set(no, { key: no, ok: true, reason: null, info });
        else unmatched.push({ ref: no, reason: `merged into ${set.newOrderNo ?? '?'}, but it was not in the request` });
      }
    }
    for (const set of failed) {
      for (const no of set.orders) {
        // An order the answer both merged and failed: the merge is the fact the back office now holds.
        if (!sent.has(no)) unmatched.push({ ref: no, reason: set.message });
        else if (!outcomes.has(no)) outcomes.set(no, { key: no, ok: false, reason: set.message, info: { set: set.orders.join(',') } });
      }
    }
    const items = body.order_list.map(
      (no): ItemOutcome => outcomes.get(no) ?? { key: no, ok: false, uncertain: true, reason: 'the answer names this order in no merged or failed set', reasonCode: 'ITEM_NO_ENTRY' },
    );
    return { envelope, ok: true, items, unmatched, data: { successNum: toCount(d.success_num), failNum: toCount(d.fail_num), merged, failed } };
  },
});
