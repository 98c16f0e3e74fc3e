import { describe, expect, it } from 'vitest';
import { normaliseAnswer } from './helpers';

const REASON = '请选择状态为【待发货】且未拣货的发货单';

describe('picking (4.3)', () => {
  it('reads the live errorList with numeric counts and data as one object; maps codes to ids by alias', () => {
    const answer = `{"code":0,"message":"success","error_details":[],"request_id":"r","data":{"success":1,"fail":1,"total":2,"errorList":[{"shippingListCode":"SP2311230002","failReason":"${REASON}"}]},"total":2}`;
    const r = normaliseAnswer('picking', { shippingIdList: ['675', '674'] }, answer, { aliases: { SP2311230002: '674' } });
    expect(r.items).toEqual([
      { key: '675', ok: true, reason: null },
      { key: '674', ok: false, reason: REASON },
    ]);
    expect(r.data).toEqual({ success: 1, fail: 1, total: 2 });
  });

  it('reads the schema failList with counts as strings and data as a one-element array', () => {
    const answer = `{"code":0,"message":"success","data":[{"success":"0","fail":"1","total":"1","failList":[{"shippingListCode":"675","failReason":"${REASON}"}]}]}`;
    const r = normaliseAnswer('picking', { shippingIdList: ['675'] }, answer);
    expect(r.items).toEqual([{ key: '675', ok: false, reason: REASON }]);
    expect(r.data).toEqual({ success: 0, fail: 1, total: 1 });
  });

  it('marks the other rows uncertain when a failure cannot be tied to a row', () => {
    const answer = `{"code":0,"message":"success","data":{"success":1,"fail":1,"total":2,"errorList":[{"shippingListCode":"SP-UNKNOWN","failReason":"x"}]}}`;
    const r = normaliseAnswer('picking', { shippingIdList: ['1', '2'] }, answer);
    expect(r.unmatched).toEqual([{ ref: 'SP-UNKNOWN', reason: 'x' }]);
    expect(r.items.every((i) => !i.ok && i.uncertain)).toBe(true);
  });
});

describe('cancel pairing (4.4)', () => {
  it('maps error_details entries back to MSKU ids while code stays 0; total = pairings cancelled', () => {
    const answer = '{"code":0,"message":"success","error_details":["111: not paired",{"mskuId":333,"reason":"not found"}],"data":{},"total":1}';
    const r = normaliseAnswer('cancelPairing', { mskuIdList: ['111', '222', '333'], platformCode: '10002', storeId: '110458505618526720' }, answer);
    expect(r.items).toEqual([
      { key: '111', ok: false, reason: 'not paired' },
      { key: '222', ok: true, reason: null },
      { key: '333', ok: false, reason: 'not found' },
    ]);
    expect(r.data).toEqual({ cancelled: 1 });
  });
});

describe('cancel pairing by MSKU (platform 10025)', () => {
  it('maps an error_details string back to an MSKU that itself holds spaces and colons', () => {
    const answer = '{"code":0,"message":"success","error_details":["RED SHIRT: XL: not paired"],"data":{},"total":1}';
    const r = normaliseAnswer('cancelPairing', { mskuIdList: ['RED SHIRT: XL', 'RED'], platformCode: '10025', storeId: '1' }, answer);
    expect(r.items).toEqual([
      { key: 'RED SHIRT: XL', ok: false, reason: 'not paired' },
      { key: 'RED', ok: true, reason: null },
    ]);
  });
});

describe('videox stock change (4.5)', () => {
  const input = { store_id: '110458505618526720', queue_list: [{ msku_id: 'A1', quantity: 5 }, { msku_id: 'B2', quantity: 3, warehouse_id: '9' }, { msku_id: 'C3', quantity: 1 }] };
  it('reads one entry per element with success 1/0 and error_msg; an omitted warehouse comes back filled', () => {
    const answer = JSON.stringify({
      code: 1, msg: 'success', data: { traceId: 'T', success: true, queue_list: [
        { msku_id: 'A1', warehouse_id: '1', quantity: 5, success: 1, error_msg: '', queue_id: '88' },
        { msku_id: 'B2', warehouse_id: '9', quantity: 3, success: 0, error_msg: 'unknown warehouse', queue_id: '' },
      ] },
    });
    const r = normaliseAnswer('videoxStock', input, answer);
    expect(r.items).toEqual([
      { key: 'A1', ok: true, reason: null, info: { queueId: '88', warehouseId: '1' } },
      { key: 'B2@9', ok: false, reason: 'unknown warehouse', info: { warehouseId: '9' } },
      { key: 'C3', ok: false, uncertain: true, reason: 'the answer has no entry for this row', reasonCode: 'ITEM_NO_ENTRY' },
    ]);
  });
});

describe('retailx stock change (4.7)', () => {
  it('reports failure_info items while code stays 0, counts as strings', () => {
    const answer = '{"code":0,"message":"success","data":{"success_num":"1","fail_num":"1","failure_info":[{"msku":"V2","store_name":"Shop A","failure_reason":"当前库存调整未完成，不支持修改"}]},"total":2}';
    const r = normaliseAnswer('retailxStock', { queue_type: 1, data: [{ variant_unique_id: 'V1', adjust_value: '10' }, { variant_unique_id: 'V2', adjust_value: 4 }] }, answer);
    expect(r.items).toEqual([
      { key: 'V1', ok: true, reason: null },
      { key: 'V2', ok: false, reason: '当前库存调整未完成，不支持修改 — Shop A' },
    ]);
    expect(r.data).toEqual({ successNum: 1, failNum: 1 });
  });
});

describe('merge orders (4.8): each order sent is one row, its outcome read from the set it went into', () => {
  const NOTHING = '操作的勾选项无可合并的订单!';

  it('reads success_info with the kept order number, exact above 2^53, for every order of the set', () => {
    const answer = '{"code":0,"message":"success","request_id":"q","data":{"success_num":2,"fail_num":0,"failure_info":[],"success_info":[{"global_order_no":[103318651460264448,103318391748825088],"new_order_no":103318651460264448}]}}';
    const r = normaliseAnswer('mergeOrders', { platform_code: '10002', order_list: ['103318651460264448', '103318391748825088'] }, answer);
    const info = { set: '103318651460264448,103318391748825088', newOrderNo: '103318651460264448' };
    expect(r.items).toEqual([
      { key: '103318651460264448', ok: true, reason: null, info },
      { key: '103318391748825088', ok: true, reason: null, info },
    ]);
  });

  it('reports "nothing mergeable" as a failure of each order while code stays 0', () => {
    const answer = `{"code":0,"message":"success","data":{"success_num":0,"fail_num":2,"failure_info":[{"global_order_no":["1","2"],"message":"${NOTHING}"}],"success_info":[]}}`;
    const r = normaliseAnswer('mergeOrders', { platform_code: '10002', order_list: ['1', '2'] }, answer);
    expect(r.ok).toBe(true);
    expect(r.items).toEqual([
      { key: '1', ok: false, reason: NOTHING, info: { set: '1,2' } },
      { key: '2', ok: false, reason: NOTHING, info: { set: '1,2' } },
    ]);
  });

  it('splits a partial merge: the merged set succeeds, the failure set fails, an order named in neither is uncertain', () => {
    const answer = `{"code":0,"message":"success","data":{"success_num":3,"fail_num":2,"success_info":[{"global_order_no":["11","12","13"],"new_order_no":"11"}],"failure_info":[{"global_order_no":["21","22"],"message":"${NOTHING}"}]}}`;
    const r = normaliseAnswer('mergeOrders', { platform_code: '10002', order_list: ['21', '11', '12', '99', '13', '22'] }, answer);
    const merged = { set: '11,12,13', newOrderNo: '11' };
    expect(r.items).toEqual([
      { key: '21', ok: false, reason: NOTHING, info: { set: '21,22' } },
      { key: '11', ok: true, reason: null, info: merged },
      { key: '12', ok: true, reason: null, info: merged },
      { key: '99', ok: false, uncertain: true, reason: 'the answer names this order in no merged or failed set', reasonCode: 'ITEM_NO_ENTRY' },
      { key: '13', ok: true, reason: null, info: merged },
      { key: '22', ok: false, reason: NOTHING, info: { set: '21,22' } },
    ]);
    expect(r.data).toMatchObject({ successNum: 3, failNum: 2 });
  });

  it('lists an order the answer names but the request did not hold as unmatched, never as a row', () => {
    const answer = '{"code":0,"message":"success","data":{"success_num":2,"fail_num":0,"success_info":[{"global_order_no":["1","7"],"new_order_no":"1"}],"failure_info":[]}}';
    const r = normaliseAnswer('mergeOrders', { platform_code: '10002', order_list: ['1', '2'] }, answer);
    expect(r.items.map((i) => [i.key, i.ok, i.uncertain ?? false])).toEqual([
      ['1', true, false],
      ['2', false, true],
    ]);
    expect(r.unmatched).toEqual([{ ref: '7', reason: 'merged into 1, but it was not in the request' }]);
  });

  it('takes the merge as the fact when an order is named both merged and failed', () => {
    const answer = `{"code":0,"message":"success","data":{"success_num":2,"fail_num":1,"success_info":[{"global_order_no":["1","2"],"new_order_no":"1"}],"failure_info":[{"global_order_no":["2"],"message":"${NOTHING}"}]}}`;
    const r = normaliseAnswer('mergeOrders', { platform_code: '10002', order_list: ['1', '2'] }, answer);
    expect(r.items.map((i) => i.ok)).toEqual([true, true]);
  });

  it('treats an answer without data as naming no order: every order sent is uncertain', () => {
    const r = normaliseAnswer('mergeOrders', { platform_code: '10002', order_list: ['1', '2'] }, '{"code":0,"message":"success","data":null}');
    expect(r.items.every((i) => !i.ok && i.uncertain === true)).toBe(true);
  });
});

describe('cargo storage (4.6)', () => {
  it('returns the draft id, as a string even when sent as a number', () => {
    const input = {
      store_id: '110458505618526720',
      cargo_goods_list: [{ box_num: '1', single_box_num: '2', declare_num: '2', expected_arrival_time: '2026-12-01 10:00:00', msku: 'M', picture_url: 'u', product_desc: 'd', product_id: 'p', product_name: 'n', sku: 's', product_type: 'GTIN', gtin: 'g', value_added_service: 1 }],
      return_address: { address_alias: 'a', address_id: '1', city: 'c', mobile: '1', postal_code: '1', province: 'p', receive_or_delivery_country: 'US', receive_or_delivery_country_name: 'United States', street_detail: 's' },
    };
    const r = normaliseAnswer('cargoStorage', input, '{"code":0,"message":"success","data":{"inbound_order_id":202309150022},"total":1}');
    expect(r.items).toEqual([{ key: 'new:110458505618526720', ok: true, reason: null, info: { inboundOrderId: '202309150022' } }]);
  });
});

describe('rename shipments (4.11)', () => {
  it('reads each element on its own: success false with errorMsg, null errorMsg on success', () => {
    const answer = '{"code":0,"message":"success","data":{"successNum":1,"failNum":"1","resultList":[{"sid":12,"shipmentConfirmationId":"FBA1","shipmentName":"N1","success":true,"errorMsg":null},{"sid":12,"shipmentConfirmationId":"FBA2","shipmentName":"N2","success":false,"errorMsg":"shipment not found"}]}}';
    const r = normaliseAnswer('renameShipments', { inboundShipmentNameReqList: [{ sid: '12', shipmentConfirmationId: 'FBA1', shipmentName: 'N1' }, { sid: 12, shipmentConfirmationId: 'FBA2', shipmentName: 'N2' }] }, answer);
    expect(r.items).toEqual([
      { key: '12:FBA1', ok: true, reason: null },
      { key: '12:FBA2', ok: false, reason: 'shipment not found' },
    ]);
    expect(r.data).toEqual({ successNum: 1, failNum: 1 });
  });
});

describe('ship-from address (4.12)', () => {
  it('accepts data null on success although declared a required string', () => {
    const input = { sid: '7', id: '9', alias_name: 'W1', country_name: 'Germany', sender_name: 'A', street_detail1: 'S', city: 'B', province: 'BE', zip_code: '1' };
    const r = normaliseAnswer('updateShipFromAddress', input, '{"code":0,"message":"操作成功","error_details":[],"data":null}');
    expect(r.items).toEqual([{ key: '7:9', ok: true, reason: null }]);
  });
});
