import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign, unixSeconds } from '../../../electron/core/signing';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { getOperation } from '../../../shared/catalogue';
import { canonicalJson } from '../../../shared/json/lossless';
import { doubleFactory, obtainToken, rawRequest, signedCall, type BackOfficeDouble } from './helpers';

let sandbox: SandboxHandle;
let office: BackOfficeDouble;
let token: string;
let appId: string;
beforeAll(async () => {
  const double = doubleFactory();
  sandbox = await startSandbox({}, { backOffice: double.factory });
  office = double.instances[0] as BackOfficeDouble;
  appId = sandbox.credentials.appId;
  token = (await obtainToken(sandbox.baseUrl, appId, sandbox.credentials.appSecret)).accessToken;
});
afterAll(() => sandbox.stop());

const pickBody = { shippingIdList: ['675', '674'] };
const call = (o: Partial<Parameters<typeof signedCall>[3]> = {}, body: Record<string, unknown> = pickBody) =>
  signedCall(sandbox.baseUrl, 'picking', body, { appId, accessToken: token, ...o });

describe('gateway checks in the vendor order (issue item 3, notes §5)', () => {
  it('gives every request its own id of 32 hex characters, and hands it to the back office', async () => {
    const before = office.calls.length;
    const ids = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const answer = await call();
      expect(answer.json.request_id).toMatch(/^[0-9a-f]{32}$/);
      ids.add(String(answer.json.request_id));
    }
    expect(ids.size).toBe(300);
    expect(office.calls.slice(before).map((c) => c.requestId)).toEqual([...ids]);
  });

  it('reports the first failing check when several fail, then the next one as each is fixed', async () => {
    const stale = String(Math.floor(Date.now() / 1000) - 600);
    const badSign = (q: URLSearchParams) => (q.set('sign', 'AAAA' + (q.get('sign') ?? '').slice(4)), q.toString());
    const steps: Array<[string, Parameters<typeof call>[0]]> = [
      ['3001001', { appId: 'ak_NOSUCHAPP0000', accessToken: 'nope', timestamp: stale, query: (q) => (q.delete('sign'), q.toString()) }],
      ['2001001', { appId: 'ak_NOSUCHAPP0000', accessToken: 'nope', timestamp: stale, query: badSign }],
      ['2001003', { accessToken: 'nope', timestamp: stale, query: badSign }],
      ['2001007', { timestamp: stale, query: badSign }],
      ['2001006', { query: badSign }],
    ];
    for (const [code, options] of steps) {
      const answer = await call(options);
      expect(answer.status).toBe(200);
      expect(answer.json.code, `step ${code}`).toBe(code);
      expect(answer.json.data).toBeNull();
      expect(typeof answer.json.msg).toBe('string');
    }
    expect((await call()).json.code).toBe(0);
  });

  it('puts 2001005 (superseded) before the timestamp and sign checks', async () => {
    const old = token;
    token = (await obtainToken(sandbox.baseUrl, appId, sandbox.credentials.appSecret)).accessToken;
    const answer = await call({ accessToken: old, timestamp: '1', query: (q) => (q.set('sign', 'x'), q.toString()) });
    expect(answer.json.code).toBe('2001005');
  });

  it('names every missing public parameter in 3001001', async () => {
    const answer = await call({ query: () => '' });
    expect(answer.json).toEqual({ code: '3001001', msg: 'missing query param: access_token, app_key, timestamp, sign', data: null });
  });

  it('treats a millisecond timestamp and a timestamp 121 s off as expired (2001007), 119 s as fine', async () => {
    expect((await call({ timestamp: String(Date.now()) })).json.code).toBe('2001007');
    expect((await call({ timestamp: String(Math.floor(Date.now() / 1000) + 125) })).json.code).toBe('2001007');
    expect((await call({ timestamp: String(Math.floor(Date.now() / 1000) - 115) })).json.code).toBe(0);
  });

  it('executes nothing for a refused call', async () => {
    const before = office.calls.length;
    await call({ query: (q) => (q.set('sign', 'x'), q.toString()) });
    expect(office.calls.length).toBe(before);
  });
});

describe('what real clients send (notes §2)', () => {
  it('accepts the query parameters in any order', async () => {
    const answer = await call({ query: (q) => [...q.entries()].reverse().map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&') });
    expect(answer.json.code).toBe(0);
  });

  it('accepts a sign percent-encoded with lower-case hex digits, refuses one whose + was not encoded', async () => {
    // Find a timestamp inside the window whose sign carries a '+', the character that breaks un-encoded.
    let ts = Math.floor(Date.now() / 1000);
    while (!computeSign({ appId, accessToken: token, timestamp: String(ts), body: pickBody }).includes('+')) ts -= 1;
    const lower = await call({ timestamp: String(ts), query: (q) => q.toString().replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()) });
    expect(lower.json.code).toBe(0);
    const raw = await call({ timestamp: String(ts), query: (q) => `${q.toString().split('&sign=')[0]}&sign=${q.get('sign') ?? ''}` });
    expect(raw.json.code).toBe('2001006');
  });

  it('accepts the public parameters repeated inside the body with equal values', async () => {
    const timestamp = unixSeconds();
    const bodyText = JSON.stringify({ ...pickBody, app_key: appId, access_token: token, timestamp: Number(timestamp) });
    expect((await call({ timestamp, bodyText })).json.code).toBe(0);
    const other = JSON.stringify({ ...pickBody, app_key: 'ak_SOMEONE_ELSE1' });
    expect((await call({ timestamp, bodyText: other })).json.code).toBe('2001006');
  });

  it('accepts \\uXXXX and \\/ escapes in the body and hands the decoded body to the back office', async () => {
    const body = { inboundShipmentNameReqList: [{ sid: 1, shipmentConfirmationId: 'FBA/1', shipmentName: '名称/1' }] };
    const bodyText = '{"inboundShipmentNameReqList":[{"sid":1,"shipmentConfirmationId":"FBA\\/1","shipmentName":"\\u540d\\u79f0\\/1"}]}';
    const answer = await signedCall(sandbox.baseUrl, 'renameShipments', body, { appId, accessToken: token, bodyText });
    expect(answer.json.code).toBe(0);
    expect(office.calls.at(-1)?.body).toEqual(body);
  });

  it('accepts a body whose nested keys are not sorted, signed as sent', async () => {
    const body = { queue_list: [{ quantity: 3, msku_id: '9' }], store_id: 1 };
    const timestamp = unixSeconds();
    const text = `access_token=${token}&app_key=${appId}&queue_list=[{"quantity":3,"msku_id":"9"}]&store_id=1&timestamp=${timestamp}`;
    const { signOf } = await import('../../../electron/sandbox/http/sign-verify');
    const sign = signOf(text, appId);
    const answer = await signedCall(sandbox.baseUrl, 'videoxStock', body, {
      appId,
      accessToken: token,
      timestamp,
      bodyText: JSON.stringify(body),
      query: (q) => (q.set('sign', sign), q.toString()),
    });
    expect(answer.json.code).toBe(1); // videox answers code 1 on success
    expect(office.calls.at(-1)?.op).toBe('videoxStock');
  });

  it('keeps ids above 2^53 exact on the way to the back office', async () => {
    const bodyText = '{"inboundShipmentNameReqList":[{"sid":110458505618526721,"shipmentConfirmationId":"X","shipmentName":"n"}]}';
    const { parseJsonExact } = await import('../../../shared/json/lossless');
    const body = parseJsonExact(bodyText) as Record<string, unknown>;
    const answer = await signedCall(sandbox.baseUrl, 'renameShipments', body, { appId, accessToken: token, bodyText });
    expect(answer.json.code).toBe(0);
    expect(canonicalJson(office.calls.at(-1)?.body)).toContain('"sid":"110458505618526721"');
  });

  it('answers 102 for a body that is not a JSON object, after the token checks', async () => {
    for (const bodyText of ['{"a":', '[1,2]', '"text"', '{"a":1,"a":2}']) {
      const answer = await call({ bodyText });
      expect(answer.json).toMatchObject({ code: 102, message: 'invalid parameters', data: null });
    }
    expect((await call({ bodyText: '{"a":', accessToken: 'nope' })).json.code).toBe('2001003');
  });
});

describe('transport (notes §1)', () => {
  it('answers a GET with HTTP 405 and an HTML body', async () => {
    const answer = await rawRequest(sandbox.baseUrl, { method: 'GET', path: getOperation('picking').path });
    expect(answer.status).toBe(405);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.text).toMatch(/^<html>[\s\S]*405 Not Allowed[\s\S]*<\/html>\s*$/);
  });

  it('answers an unknown path with {code:400, message:"service does not exist"} and HTTP 200', async () => {
    const answer = await rawRequest(sandbox.baseUrl, { method: 'POST', path: '/basicOpen/nothing/here?x=1', body: '{}' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 400, message: 'service does not exist' });
  });

  it('answers a body above the limit with 102 instead of buffering it', async () => {
    const answer = await rawRequest(sandbox.baseUrl, { method: 'POST', path: getOperation('picking').path, body: 'x'.repeat(5 * 1024 * 1024) });
    expect(JSON.parse(answer.text)).toMatchObject({ code: 102, error_details: ['request body too large'] });
  });
});
