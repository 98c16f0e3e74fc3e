import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSign } from '../../../electron/core/signing';
import { signOf, signText, verifySign } from '../../../electron/sandbox/http/sign-verify';
import { parseJsonExact } from '../../../shared/json/lossless';
import { BYTE_ORDER_VECTOR, independentSign, localeOrderedText } from '../sign-vector-byte-order';

// Vectors of the vendor notes §2, with the body as the JSON text a client sends.
const appId = 'ak_TEST123456789';
const accessToken = '4dcaa78e-b52d-4325-bc35-571021bb0787';
const timestamp = '1720429074';
const vectors = [
  {
    name: 'A',
    bodyText: '{}',
    canonical: `access_token=${accessToken}&app_key=${appId}&timestamp=${timestamp}`,
    md5: '35E17284B68D0C08AB0965BEBB1705C4',
    sign: 't96vJQqpuKWgSxYjAU8omwm1rsw3hjrL88kDJR7hpQsPhjm0JALkx6uP3Yb8Ceko',
  },
  {
    name: 'B',
    bodyText: '{"platform_code":"10002","order_list":["103318651460264448","103318391748825088"]}',
    canonical: `access_token=${accessToken}&app_key=${appId}&order_list=["103318651460264448","103318391748825088"]&platform_code=10002&timestamp=${timestamp}`,
    md5: '0E30830D86EC764057EC233F71988E91',
    sign: 'WCzBXlSCY4YlK13aJAwet+FXmoQ75RuxFaKN98B4CO8Phjm0JALkx6uP3Yb8Ceko',
  },
  {
    name: 'C',
    bodyText: '{"shippingIdList":["675","674"],"remark":"","flag":null,"obj":{"b":1,"a":"x"}}',
    canonical: `access_token=${accessToken}&app_key=${appId}&flag=null&obj={"a":"x","b":1}&shippingIdList=["675","674"]&timestamp=${timestamp}`,
    md5: '392B4F63E9CBCBEA75A73C0FBC34EB7D',
    sign: 'eaHlcwdzOMAV1+1eCrK4reA8UjT9EsruAkgyzysnMi8Phjm0JALkx6uP3Yb8Ceko',
  },
];

const bodyOf = (text: string) => parseJsonExact(text) as Record<string, unknown>;
const request = (bodyText: string, sign: string) => ({ appId, accessToken, timestamp, sign, body: bodyOf(bodyText) });

describe('sandbox sign verification against the notes vectors', () => {
  for (const v of vectors) {
    it(`vector ${v.name}: canonical text, MD5 and sign match, and the sign verifies`, () => {
      expect(signText(request(v.bodyText, ''), 'sorted')).toBe(v.canonical);
      expect(createHash('md5').update(v.canonical, 'utf8').digest('hex').toUpperCase()).toBe(v.md5);
      expect(signOf(v.canonical, appId)).toBe(v.sign);
      expect(verifySign(request(v.bodyText, v.sign))).toBe(true);
    });
  }

  it('reads vector C as received with its nested keys in sent order, and accepts the sorted reading too', () => {
    const asReceived = signText(request(vectors[2]!.bodyText, ''), 'as-received');
    expect(asReceived).toContain('obj={"b":1,"a":"x"}');
    expect(verifySign(request(vectors[2]!.bodyText, signOf(asReceived ?? '', appId)))).toBe(true);
  });

  it('ends every sign of one appId with the same 21 characters (ECB padding block)', () => {
    expect(new Set(vectors.map((v) => v.sign.slice(-21))).size).toBe(1);
    expect(signOf('anything', appId).slice(-21)).toBe(vectors[0]!.sign.slice(-21));
  });
});

describe('sandbox sign verification of what real clients send', () => {
  const signFor = (body: Record<string, unknown>) => computeSign({ appId, accessToken, timestamp, body });

  it('accepts \\uXXXX and \\/ escapes in the body (the signed text carries the decoded characters)', () => {
    const sign = signFor({ name: '中/x', nested: { url: 'http://a/b' } });
    expect(verifySign(request('{"name":"\\u4e2d\\/x","nested":{"url":"http:\\/\\/a\\/b"}}', sign))).toBe(true);
  });

  it('signs numbers with the exact digits of the body', () => {
    const sign = signOf(`access_token=${accessToken}&app_key=${appId}&price=1.50&timestamp=${timestamp}`, appId);
    expect(verifySign(request('{"price":1.50}', sign))).toBe(true);
    const roundedSign = signOf(`access_token=${accessToken}&app_key=${appId}&price=1.5&timestamp=${timestamp}`, appId);
    expect(verifySign(request('{"price":1.50}', roundedSign))).toBe(false);
  });

  it('keeps ids above 2^53 exact', () => {
    const text = signText(request('{"storeId":110458505618526721}', ''), 'as-received');
    expect(text).toContain('storeId=110458505618526721&');
  });

  it('tolerates the public parameters repeated in the body with equal values, and refuses different ones', () => {
    const sign = vectors[0]!.sign;
    expect(verifySign(request(`{"app_key":"${appId}","timestamp":${timestamp},"access_token":"${accessToken}"}`, sign))).toBe(true);
    expect(verifySign(request(`{"app_key":"ak_OTHER123456789"}`, sign))).toBe(false);
    expect(signText(request('{"timestamp":"1720429075"}', ''), 'sorted')).toBeNull();
    expect(verifySign(request('{"app_key":""}', sign))).toBe(true); // empty strings are left out, so no contradiction
  });

  it('never signs a sign that sits in the body', () => {
    expect(verifySign(request('{"sign":"whatever"}', vectors[0]!.sign))).toBe(true);
  });

  it('refuses a sign whose + arrived as a space (sent without URL-encoding)', () => {
    const sign = vectors[1]!.sign;
    expect(sign).toContain('+');
    expect(verifySign(request(vectors[1]!.bodyText, sign.replaceAll('+', ' ')))).toBe(false);
  });

  it('refuses a sign made for another body, another token or another appId', () => {
    expect(verifySign(request('{"platform_code":"10003","order_list":["103318651460264448","103318391748825088"]}', vectors[1]!.sign))).toBe(false);
    expect(verifySign({ ...request('{}', vectors[0]!.sign), accessToken: 'other-token' })).toBe(false);
    expect(verifySign({ ...request('{}', signOf(vectors[0]!.canonical, 'ak_OTHER12345678')), appId })).toBe(false);
    expect(verifySign({ ...request('{}', vectors[0]!.sign), appId: 'short' })).toBe(false);
  });

  it('agrees with a body of every JSON kind signed by the client code', () => {
    const body = { b: true, n: null, arr: [1, 'two', { z: 1, y: [] }], s: 'text with spaces & = signs', e: '', num: -0.25 };
    const bodyText = JSON.stringify(body);
    expect(verifySign(request(bodyText, signFor(body)))).toBe(true);
  });
});

describe('sandbox sign verification sorts keys by byte, not by locale', () => {
  const v = BYTE_ORDER_VECTOR;
  const signed = { appId: v.appId, accessToken: v.accessToken, timestamp: v.timestamp, body: parseJsonExact(v.bodyText) as Record<string, unknown> };

  it('builds the byte-ordered text (upper case, then `_`, then lower case, nested keys too) and accepts its sign', () => {
    expect(signText(signed, 'sorted')).toBe(v.canonical);
    expect(verifySign({ ...signed, sign: independentSign(v.canonical, v.appId) })).toBe(true);
  });

  it('refuses the sign of the locale-ordered text', () => {
    expect(localeOrderedText()).not.toBe(v.canonical);
    expect(verifySign({ ...signed, sign: independentSign(localeOrderedText(), v.appId) })).toBe(false);
  });

  it('agrees with the client: the sign the client computes verifies', () => {
    const sign = computeSign({ appId: v.appId, accessToken: v.accessToken, timestamp: v.timestamp, body: v.body });
    expect(verifySign({ ...signed, sign })).toBe(true);
  });
});

