import { describe, expect, it } from 'vitest';
import { normaliseResponse, validateRequest } from '../../../shared/catalogue';
import { NormaliseError } from '../../../shared/catalogue/envelope';
import { parseJson } from '../../../shared/json/lossless';
import { normaliseAnswer } from './helpers';

const address = { sid: '7', id: '9', alias_name: 'W1', country_name: 'Germany', sender_name: 'A', street_detail1: 'S', city: 'B', province: 'BE', zip_code: '1' };

describe('envelope quirks', () => {
  it('success code 0 (number) for most operations', () => {
    const r = normaliseAnswer('updateShipFromAddress', address, '{"code":0,"message":"success","error_details":[],"request_id":"r1","response_time":"2026-11-23 10:00:00","data":null,"total":0}');
    expect(r.ok).toBe(true);
    expect(r.envelope).toEqual({ code: '0', message: 'success', requestId: 'r1', responseTime: '2026-11-23 10:00:00', errorDetails: [], total: 0 });
  });

  it('success code 1 for the videox stock change, and 1 means failure anywhere else', () => {
    const videox = normaliseAnswer('videoxStock', { store_id: '1', queue_list: [{ msku_id: '5', quantity: 1 }] }, '{"code":1,"msg":"操作成功","data":{"queue_list":[],"traceId":"t","success":true}}');
    expect(videox.ok).toBe(true);
    const other = normaliseAnswer('updateShipFromAddress', address, '{"code":1,"message":"failed","data":null}');
    expect(other.ok).toBe(false);
  });

  it('success code 200 as a number for the shipping-list detail', () => {
    const r = normaliseAnswer('shippingDetail', { shippingListCode: 'SL1' }, '{"code":200,"message":"操作成功","data":{"id":1,"shippingListCode":"SL1"}}');
    expect(r.ok).toBe(true);
    expect(r.envelope.code).toBe('200');
  });

  it('success code "200" as text for the token calls', () => {
    const r = normaliseAnswer('accessToken', { appId: 'a', appSecret: 's' }, '{"code":"200","msg":"OK","data":{"access_token":"at","refresh_token":"rt","expires_in":7199}}');
    expect(r.ok).toBe(true);
    expect(r.data).toEqual({ accessToken: 'at', refreshToken: 'rt', expiresIn: 7199 });
  });

  it('reads msg where the envelope has no message (gateway failures)', () => {
    const r = normaliseAnswer('picking', { shippingIdList: ['1'] }, '{"code":"2001006","msg":"api sign not correct","data":null}');
    expect(r.ok).toBe(false);
    expect(r.envelope.code).toBe('2001006');
    expect(r.envelope.message).toBe('api sign not correct');
    expect(r.items).toEqual([]);
  });

  it('renders error_details entries of any shape as text', () => {
    const r = normaliseAnswer('shippingDetail', { shippingListCode: 'X' }, '{"code":500,"message":"failed","error_details":["shipping list not found",{"field":"a"}],"data":null}');
    expect(r.ok).toBe(false);
    expect(r.envelope.errorDetails).toEqual(['shipping list not found', '{"field":"a"}']);
  });

  it('accepts total as a number or as digits in a string', () => {
    const a = normaliseAnswer('updateShipFromAddress', address, '{"code":0,"message":"ok","data":null,"total":"3"}');
    expect(a.envelope.total).toBe(3);
  });

  it('throws a NormaliseError for an answer that is no envelope at all', () => {
    expect(() => normaliseResponse('picking', parseJson('"<html>"'), validateRequest('picking', { shippingIdList: ['1'] }))).toThrow(NormaliseError);
    expect(() => normaliseResponse('picking', parseJson('{"data":{}}'), validateRequest('picking', { shippingIdList: ['1'] }))).toThrow(NormaliseError);
  });
});
