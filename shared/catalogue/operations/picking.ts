import { z } from 'zod';
import { outcomesFromFailures } from '../envelope';
import { toCount, toText, unwrapData } from '../response-readers';
import { idText, list } from '../fields';
import { defineOperation } from '../define';
import type { NormalisedResult } from '../types';

export interface PickingData {
  success: number | null;
  fail: number | null;
  total: number | null;
}

const MAX = 200;
const item = idText();
const request = z.object({ shippingIdList: list(item, MAX) });

// Every key optional: an entry lacking one must still fail its list, not make the whole answer unreadable.
const failure = z.looseObject({ shippingListCode: z.unknown().optional(), failReason: z.unknown().optional() });
const data = z.looseObject({
  success: z.unknown().optional(),
  fail: z.unknown().optional(),
  total: z.unknown().optional(),
  // The schema calls the list failList, the live service errorList.
  failList: z.array(failure).nullish(),
  errorList: z.array(failure).nullish(),
});

export const picking = defineOperation({
  id: 'picking',
  section: '4.3',
  title: { en: 'Pick shipping lists', zh: '平台仓发货单批量拣货' },
  path: '/basicOpen/multiplatform/shippingList/picking',
  bodyKind: 'json',
  capacity: 1,
  access: 'write',
  successCodes: ['0'],
  request,
  // Failures come back by shipping-list code; callers pass code → id aliases (the detail query knows both).
  batch: { kind: 'list', field: 'shippingIdList', max: MAX, item, itemKey: (id: string) => id },
  reconcile: { read: 'shippingDetail', by: 'alias', applied: 'shipping-list-picked' },
  normalise({ envelope, data: rawData }, body, ctx): NormalisedResult<PickingData> {
    const parsed = data.safeParse(unwrapData(rawData) ?? {});
    const d = parsed.success ? parsed.data : { failList: [], errorList: [] };
    const failures = [...(d.failList ?? []), ...(d.errorList ?? [])].map((f) => ({
      ref: toText(f.shippingListCode),
      reason: toText(f.failReason),
    }));
    const fail = toCount(d.fail);
    const outcome = outcomesFromFailures(body.shippingIdList, failures, ctx, fail);
    return { envelope, ok: true, ...outcome, data: { success: toCount(d.success), fail, total: toCount(d.total) } };
  },
});
