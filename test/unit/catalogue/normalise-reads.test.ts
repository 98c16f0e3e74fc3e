import { describe, expect, it } from 'vitest';
import { normaliseAnswer } from './helpers';

describe('shipping-list detail (4.9)', () => {
  it('reads the sample shape: nulls for dates, principals and accessories; pickingStatus -1; ids as strings', () => {
    const answer = `{"code":200,"message":"操作成功","data":{"id":675,"shippingListCode":"SP2311230001","shippingListStatus":1,
      "pickingStatus":-1,"pickingStatusDesc":"","arrivalTime":null,"principals":null,"accessoriesDetails":null,
      "goodsTotalData":{"mskuCount":"3","totalNw":"1.20","totalGw":"1.50","applyNum":3,"taxAmount":"0.00","shipmentsNum":3},
      "goodsExtDetails":[{"id":1,"storeId":110458505618526720,"mskuId":"103318651460264448","boxLength":"10.00","usableNum":"5",
        "hasPair":true,"specInfo":{"productId":"77","cgProductNetWeight":0.5,"boxGaugeList":[{"specId":"1","isDefault":"1","boxLength":10}]},
        "whbCodeInfo":[{"whbCode":"A-01","stockNum":4}]}],
      "firstLetListResponseList":[{"deliveryTime":"2026-11-20T10:00:00","logisticsNumber":["L1",2],"perBillWeight":"0.7"}]}}`;
    const r = normaliseAnswer('shippingDetail', { shippingListCode: 'SP2311230001' }, answer);
    expect(r.ok).toBe(true);
    const d = r.data!;
    expect(d.id).toBe('675');
    expect(d.pickingStatus).toBe(-1);
    expect(d.arrivalTime).toBeNull();
    expect(d.principals).toEqual([]);
    expect(d.accessoriesDetails).toEqual([]);
    expect(d.goodsTotalData?.mskuCount).toBe(3);
    const line = d.goodsExtDetails[0]!;
    expect(line.storeId).toBe('110458505618526720');
    expect(line.usableNum).toBe(5);
    expect(line.boxLength).toBe('10.00');
    expect(line.specInfo?.boxGaugeList[0]?.boxLength).toBe(10);
    expect(line.whbCodeInfo[0]?.whbCode).toBe('A-01');
    expect(d.firstLetListResponseList[0]?.logisticsNumber).toEqual(['L1', '2']);
    expect(d.firstLetListResponseList[0]?.perBillWeight).toBe(0.7);
  });

  it('reports an unknown code as a failed envelope with its error_details', () => {
    const r = normaliseAnswer('shippingDetail', { shippingListCode: 'NOPE' }, '{"code":500,"message":"failed","error_details":["shipping list not found"],"data":null}');
    expect(r.ok).toBe(false);
    expect(r.envelope.errorDetails).toEqual(['shipping list not found']);
  });
});

describe('online products, chatx (4.10)', () => {
  it('reads count and records with children, ids above 2^53 kept exact', () => {
    const answer = `{"code":0,"message":"success","error_details":[],"request_id":"x","total":1,"data":{"count":"1","list":[
      {"id":"p1","storeId":110458505618526720,"mskuId":103318651460264448,"availableNumber":"12","price":"9.90","status":0,
       "principalUids":[1],"quantitySyn":{"before":"1","after":"2","quantitySynWareHouses":[],"type":1,"uid":3,"userName":"u"},
       "children":[{"id":"c1","storeId":110458505618526720,"mskuId":103318391748825088,"availableNumber":3}]}]}}`;
    const r = normaliseAnswer('chatxList', { length: 20, offset: 0, storeIds: ['110458505618526720'] }, answer);
    expect(r.data?.count).toBe(1);
    const p = r.data!.list[0]!;
    expect(p.storeId).toBe('110458505618526720');
    expect(p.mskuId).toBe('103318651460264448');
    expect(p.availableNumber).toBe(12);
    expect(p.quantitySyn?.type).toBe(1);
    expect(p.children[0]?.mskuId).toBe('103318391748825088');
  });
});

describe('token calls (4.1, 4.2)', () => {
  it('reads expires_in sent as text', () => {
    const r = normaliseAnswer('refreshToken', { appId: 'a', refreshToken: 'r' }, '{"code":"200","msg":"OK","data":{"access_token":"a2","refresh_token":"r2","expires_in":"7199"}}');
    expect(r.data?.expiresIn).toBe(7199);
  });

  it('reads a failure: code as text, msg, data null', () => {
    const r = normaliseAnswer('accessToken', { appId: 'a', appSecret: 's' }, '{"code":"2001001","msg":"app not exist","data":null}');
    expect(r.ok).toBe(false);
    expect(r.envelope).toMatchObject({ code: '2001001', message: 'app not exist' });
    expect(r.data).toBeNull();
  });
});
