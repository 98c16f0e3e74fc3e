import { describe, expect, it } from 'vitest';
import { buildSignedQuery, canonicalSignText, computeSign, md5UpperHex, SigningError, unixSeconds } from '../../electron/core/signing';
import { LosslessNumber } from '../../shared/json/lossless';
import { BYTE_ORDER_VECTOR, independentSign, localeOrderedText } from './sign-vector-byte-order';

// Vectors from the vendor notes §2.
const base = { appId: 'ak_TEST123456789', accessToken: '4dcaa78e-b52d-4325-bc35-571021bb0787', timestamp: '1720429074' };
const vectors = [
  {
    name: 'A (empty body)',
    body: {},
    canonical: 'access_token=4dcaa78e-b52d-4325-bc35-571021bb0787&app_key=ak_TEST123456789&timestamp=1720429074',
    md5: '35E17284B68D0C08AB0965BEBB1705C4',
    sign: 't96vJQqpuKWgSxYjAU8omwm1rsw3hjrL88kDJR7hpQsPhjm0JALkx6uP3Yb8Ceko',
  },
  {
    name: 'B (array of large ids)',
    body: { platform_code: '10002', order_list: ['103318651460264448', '103318391748825088'] },
    canonical:
      'access_token=4dcaa78e-b52d-4325-bc35-571021bb0787&app_key=ak_TEST123456789&order_list=["103318651460264448","103318391748825088"]&platform_code=10002&timestamp=1720429074',
    md5: '0E30830D86EC764057EC233F71988E91',
    sign: 'WCzBXlSCY4YlK13aJAwet+FXmoQ75RuxFaKN98B4CO8Phjm0JALkx6uP3Yb8Ceko',
  },
  {
    name: 'C (empty string left out, null kept, nested keys sorted)',
    body: { shippingIdList: ['675', '674'], remark: '', flag: null, obj: { b: 1, a: 'x' } },
    canonical:
      'access_token=4dcaa78e-b52d-4325-bc35-571021bb0787&app_key=ak_TEST123456789&flag=null&obj={"a":"x","b":1}&shippingIdList=["675","674"]&timestamp=1720429074',
    md5: '392B4F63E9CBCBEA75A73C0FBC34EB7D',
    sign: 'eaHlcwdzOMAV1+1eCrK4reA8UjT9EsruAkgyzysnMi8Phjm0JALkx6uP3Yb8Ceko',
  },
];

describe('computeSign', () => {
  for (const v of vectors) {
    it(`matches vendor vector ${v.name}`, () => {
      const input = { ...base, body: v.body };
      expect(canonicalSignText(input)).toBe(v.canonical);
      expect(md5UpperHex(v.canonical)).toBe(v.md5);
      expect(computeSign(input)).toBe(v.sign);
    });
  }

  it('sorts keys by byte, not by locale: upper case, then `_`, then lower case, nested keys too', () => {
    const v = BYTE_ORDER_VECTOR;
    const input = { appId: v.appId, accessToken: v.accessToken, timestamp: v.timestamp, body: v.body };
    expect(localeOrderedText()).not.toBe(v.canonical);
    expect(canonicalSignText(input)).toBe(v.canonical);
    expect(computeSign(input)).toBe(independentSign(v.canonical, v.appId));
  });

  it('ends every sign of one appId with the same 21 characters (the encrypted ECB padding block)', () => {
    const tails = vectors.map((v) => computeSign({ ...base, body: v.body }).slice(-21));
    expect(new Set(tails).size).toBe(1);
    expect(computeSign({ ...base, body: {} })).toHaveLength(64);
  });

  it('renders an integer id held as a LosslessNumber with its exact digits', () => {
    const text = canonicalSignText({ ...base, body: { storeId: new LosslessNumber('110458505618526720') } });
    expect(text).toContain('&storeId=110458505618526720&');
  });

  it('never signs a sign parameter that sits in the body', () => {
    expect(canonicalSignText({ ...base, body: { sign: 'x' } })).toBe(vectors[0]!.canonical);
  });

  it('rejects an appId that is not 16 bytes with a clear error', () => {
    expect(() => computeSign({ ...base, appId: 'short', body: {} })).toThrow(SigningError);
    expect(() => computeSign({ ...base, appId: 'short', body: {} })).toThrow(/16 bytes.*5 bytes/);
    // 16 characters but 18 bytes in UTF-8
    expect(() => computeSign({ ...base, appId: 'ak_TEST12345678中', body: {} })).toThrow(/18 bytes/);
  });
});

describe('buildSignedQuery', () => {
  it('carries the four public parameters with the sign URL-encoded (+ and / escaped)', () => {
    const query = buildSignedQuery({ ...base, body: vectors[1]!.body });
    const params = new URLSearchParams(query);
    expect([...params.keys()].sort()).toEqual(['access_token', 'app_key', 'sign', 'timestamp']);
    expect(params.get('sign')).toBe(vectors[1]!.sign);
    expect(query).toContain('sign=WCzBXlSCY4YlK13aJAwet%2BFXmoQ75RuxFaKN98B4CO8Phjm0JALkx6uP3Yb8Ceko');
    expect(query).not.toContain('+');
  });

  it('uses Unix seconds (10 digits) for the timestamp', () => {
    expect(unixSeconds(1720429074999)).toBe('1720429074');
    expect(unixSeconds()).toMatch(/^\d{10}$/);
  });
});
