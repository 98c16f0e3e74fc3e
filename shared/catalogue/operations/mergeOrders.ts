import { z } from 'zod';
import { respId, toCount, toText, unwrapData } from '../envelope';
import { idText, list, need } from '../fields';
import type { OperationDef } from '../types';

export interface MergeOrdersData {
  successNum: number | null;
  failNum: number | null;
  merged: Array<{ orders: string[]; newOrderNo: string | null }>;
  failed: Array<{ orders: string[]; message: string }>;
}

/** Platforms the merge operation does not serve (vendor notes §6). */
export const MERGE_UNSUPPORTED_PLATFORMS = ['10007', '10011', '10012'] as const;

const request = z.object({
  platform_code: z
    .string({ error: need('a platform code') })
    .refine((p) => /^\d+$/.test(p), { error: 'must be a numeric platform code' })
    .refine((p) => !(MERGE_UNSUPPORTED_PLATFORMS as readonly string[]).includes(p), {
      error: `is not supported by order merging (${MERGE_UNSUPPORTED_PLATFORMS.join(', ')} are not)`,
    }),
  order_list: list(idText(), 200, 2),
});

const orderNos = z.array(z.unknown()).nullish().transform((a) => (a ?? []).map((v) => respId.parse(v) ?? toText(v)));
const data = z.looseObject({
  success_num: z.unknown(),
  fail_num: z.unknown(),
  failure_info: z.array(z.looseObject({ global_order_no: orderNos, message: z.unknown() })).nullish(),
  success_info: z.array(z.looseObject({ global_order_no: orderNos, new_order_no: respId })).nullish(),
});

/** One merge call is one row: the group of orders the user chose to merge. */
export const mergeGroupKey = (orders: readonly string[]) => orders.join('+');

export const mergeOrders: OperationDef<typeof request, MergeOrdersData, 'mergeOrders'> = {
  id: 'mergeOrders',
  section: '4.8',
  title: { en: 'Merge orders', zh: '合并订单' },
  path: '/pb/mp/order/v2/mergeOrder',
  bodyKind: 'json',
  capacity: 10,
  access: 'write',
  successCodes: ['0'],
  request,
  batch: { kind: 'single', itemKey: (b) => mergeGroupKey(b.order_list) },
  normalise({ envelope, data: rawData }, body) {
    const parsed = data.safeParse(unwrapData(rawData) ?? {});
    const d = parsed.success ? parsed.data : { success_num: null, fail_num: null, failure_info: [], success_info: [] };
    const merged = (d.success_info ?? []).map((s) => ({ orders: s.global_order_no, newOrderNo: s.new_order_no }));
    const failedSets = (d.failure_info ?? []).map((f) => ({ orders: f.global_order_no, message: toText(f.message) || 'not merged' }));
    const key = mergeGroupKey(body.order_list);
    const info: Record<string, string> = {};
    if (merged.length > 0) info.newOrderNos = merged.map((m) => m.newOrderNo ?? '?').join(',');
    // Each set the server formed, so a screen can show one line per merged group and per failure.
    info.sets = JSON.stringify({ merged, failed: failedSets });
    const reason = failedSets.map((f) => (f.orders.length ? `${f.orders.join(', ')}: ${f.message}` : f.message)).join('; ');
    const ok = merged.length > 0 && failedSets.length === 0;
    return {
      envelope,
      ok: true,
      items: [{ key, ok, reason: ok ? null : reason || 'nothing was merged', info }],
      unmatched: [],
      data: { successNum: toCount(d.success_num), failNum: toCount(d.fail_num), merged, failed: failedSets },
    };
  },
};
