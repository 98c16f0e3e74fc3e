// Row outcomes carry a code: a refusal with no words is ITEM_NO_REASON (not an English sentence posing as the
// vendor's), and the vendor's fixed refusal texts (notes §6) are recognised once, in the core's layer.
import { describe, expect, it } from 'vitest';
import { vendorRefusalCode } from '../../../shared/catalogue/reason-codes';
import { normaliseAnswer } from './helpers';

describe('row reason codes', () => {
  it('a picking refusal without a reason is ITEM_NO_REASON; one with words keeps them and no code', () => {
    const answer = JSON.stringify({ code: 0, message: 'success', error_details: [], request_id: 'r', data: { success: 0, fail: 2, total: 2, errorList: [{ shippingListCode: 'SP5' }, { shippingListCode: 'SP4', failReason: '请选择状态为【待发货】且未拣货的发货单' }] }, total: 2 });
    const r = normaliseAnswer('picking', { shippingIdList: ['675', '674'] }, answer, { aliases: { SP5: '675', SP4: '674' } });
    expect(r.items).toEqual([
      { key: '675', ok: false, reason: 'failed (no reason given)', reasonCode: 'ITEM_NO_REASON' },
      { key: '674', ok: false, reason: '请选择状态为【待发货】且未拣货的发货单' },
    ]);
  });

  it('a retailx failure entry without a reason still fails its variant (the answer stays readable)', () => {
    const answer = JSON.stringify({ code: 0, message: 'success', data: { success_num: 0, fail_num: 1, failure_info: [{ msku: 'V1' }] } });
    const r = normaliseAnswer('retailxStock', { queue_type: 1, data: [{ variant_unique_id: 'V1', adjust_value: '3' }] }, answer);
    expect(r.items).toEqual([{ key: 'V1', ok: false, reason: 'failed (no reason given)', reasonCode: 'ITEM_NO_REASON' }]);
  });

  it('recognises the vendor refusals of notes §6, and nothing else', () => {
    expect(vendorRefusalCode('请选择状态为【待发货】且未拣货的发货单')).toBe('ITEM_NOT_PICKABLE');
    expect(vendorRefusalCode('9001: not paired')).toBe('ITEM_NOT_PAIRED');
    expect(vendorRefusalCode('shipment not found')).toBe('ITEM_NOT_FOUND');
    expect(vendorRefusalCode('当前库存调整未完成，不支持修改 — Atlas-retailx-US')).toBe('ITEM_ADJUSTMENT_PENDING');
    expect(vendorRefusalCode('操作的勾选项无可合并的订单!')).toBe('ITEM_NOTHING_MERGEABLE');
    expect(vendorRefusalCode('系统繁忙')).toBeNull();
    expect(vendorRefusalCode(null)).toBeNull();
  });
});
