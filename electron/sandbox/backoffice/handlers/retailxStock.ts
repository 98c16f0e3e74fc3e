// 4.7 retailx stock change (notes §6): adjust_value is the new absolute quantity, applied after the delay;
// while a variant's adjustment is pending a new one fails with the vendor's text. Failures go to
// failure_info (msku = the variant_unique_id sent), code stays 0.
import { businessEnvelope, SUCCESS_TEXT } from '../envelope';
import { at, objectAt, requiredInt, requiredList, requiredText, ShapeError } from '../shape';
import { AppliedLog, type Handler } from './types';
import { LIST_MAX } from '../vendor-rules';

export const RETAILX_PENDING_REASON = '当前库存调整未完成，不支持修改';

export const handleRetailxStock: Handler = (body, env) => {
  const queueType = requiredInt(body, 'queue_type');
  if (queueType !== 1 && queueType !== 2) throw new ShapeError('queue_type', 'must be 1 or 2');
  const rows = requiredList(body, 'data', LIST_MAX).map((v, i) => {
    const path = at('data', i);
    const o = objectAt(v, path);
    return { variantId: requiredText(o, 'variant_unique_id', path), adjustValue: requiredText(o, 'adjust_value', path).trim() };
  });
  const { state } = env;
  const log = new AppliedLog();
  const failureInfo: Array<{ msku: string; store_name: string; failure_reason: string }> = [];
  for (const row of rows) {
    const variant = state.retailxById.get(row.variantId.trim());
    const target = `retailx:${row.variantId.trim()}`;
    const reason = !variant
      ? 'variant_unique_id not found'
      : !/^\d{1,9}$/.test(row.adjustValue)
        ? 'adjust_value must be a whole number >= 0'
        : state.pendingStock.isPending(target)
          ? RETAILX_PENDING_REASON
          : null;
    if (reason !== null || !variant) {
      const failure = reason ?? 'rejected';
      failureInfo.push({ msku: row.variantId, store_name: variant?.storeName ?? '', failure_reason: failure });
      log.fail(row.variantId, failure);
      continue;
    }
    const value = Number(row.adjustValue);
    state.pendingStock.schedule({
      target,
      value,
      applyAt: env.clockMs + env.applyDelayMs,
      apply: () => {
        variant.availableNumber = value;
      },
    });
    log.ok(row.variantId);
  }
  const data = { success_num: log.appliedKeys.length, fail_num: failureInfo.length, failure_info: failureInfo };
  return { envelope: businessEnvelope(env.ctx, { code: 0, message: SUCCESS_TEXT.plain, data, total: rows.length }), applied: log };
};
