import { z } from 'zod';
import { outcomesFromFailures } from '../envelope';
import { toCount, toText, unwrapData } from '../response-readers';
import { countText, identifierText, list, need } from '../fields';
import { defineOperation } from '../define';
import type { NormalisedResult } from '../types';

export interface RetailxStockData {
  successNum: number | null;
  failNum: number | null;
}

const MAX = 200;
const item = z.object({
  variant_unique_id: identifierText({ max: 100 }),
  // The new absolute quantity after adjustment (vendor notes §6), not a delta.
  adjust_value: countText(),
});
const request = z.object({
  queue_type: z.union([z.literal(1), z.literal(2)], { error: need('oneOf', { values: '1, 2' }) }),
  data: list(item, MAX),
});

// Every key optional: an entry lacking one must still fail its item, not make the whole answer unreadable.
const failure = z.looseObject({ msku: z.unknown().optional(), store_name: z.unknown().optional(), failure_reason: z.unknown().optional() });
const data = z.looseObject({ success_num: z.unknown(), fail_num: z.unknown(), failure_info: z.array(failure).nullish() });

export const retailxStock = defineOperation({
  id: 'retailxStock',
  section: '4.7',
  title: { en: 'Change stock (retailx)', zh: '修改库存（retailx）' },
  path: '/basicOpen/multiplatform/retailx/publishQueue',
  bodyKind: 'json',
  capacity: 1,
  access: 'write',
  successCodes: ['0'],
  request,
  batch: { kind: 'list', field: 'data', max: MAX, item, itemKey: (i: z.output<typeof item>) => i.variant_unique_id },
  normalise({ envelope, data: rawData }, body, ctx): NormalisedResult<RetailxStockData> {
    const parsed = data.safeParse(unwrapData(rawData) ?? {});
    const d = parsed.success ? parsed.data : { success_num: null, fail_num: null, failure_info: [] };
    // failure_info names the item by `msku`; it carries the variant id sent, or an alias the caller supplies.
    const failures = (d.failure_info ?? []).map((f) => ({
      ref: toText(f.msku),
      reason: toText(f.failure_reason) ? [toText(f.failure_reason), toText(f.store_name)].filter(Boolean).join(' — ') : '',
    }));
    const failNum = toCount(d.fail_num);
    const outcome = outcomesFromFailures(body.data.map((i) => i.variant_unique_id), failures, ctx, failNum);
    return { envelope, ok: true, ...outcome, data: { successNum: toCount(d.success_num), failNum } };
  },
});
