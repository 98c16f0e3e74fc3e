import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenApiClient } from '../../../electron/core/client';
import { wireForms } from '../../../electron/core/wire';
import { OpenApiError } from '../../../electron/core/errors';
import { MemorySecretStore } from '../../../electron/core/secrets';
import { canonicalSignText, computeSign } from '../../../electron/core/signing';
import { EndpointThrottle } from '../../../electron/core/throttle';
import { TokenManager } from '../../../electron/core/tokens';
import { getOperation, validateRequest } from '../../../shared/catalogue';
import { canonicalJson, LosslessNumber, parseJsonExact } from '../../../shared/json/lossless';
import { envelope, gateway, startFakeVendor, TOKEN_PATHS, tokenPair, type FakeVendor, type Reply, type SeenRequest } from './fake-vendor';

const APP_ID = 'ak_TEST123456789';
let vendor: FakeVendor | null = null;
afterEach(async () => {
  await vendor?.close();
  vendor = null;
});

/** Token calls are answered with pair n; business calls by `answer`. */
async function setup(answer: (req: SeenRequest, n: number) => Reply, opts: { now?: () => number; timeoutMs?: number; baseUrl?: string; busyBudgetMs?: number } = {}) {
  let issued = 0;
  let business = 0;
  vendor = await startFakeVendor((req) => {
    if (req.path === TOKEN_PATHS.access || req.path === TOKEN_PATHS.refresh) return { json: tokenPair(++issued) };
    return answer(req, business++);
  });
  const tokens = new TokenManager({ baseUrl: vendor.baseUrl, appId: APP_ID, appSecret: async () => 'sk_secret_for_tests', store: new MemorySecretStore() });
  const throttle = new EndpointThrottle({ appId: APP_ID, backoffBaseMs: 1, backoffMinCapMs: 2, backoffMaxCapMs: 4 });
  const client = new OpenApiClient({
    baseUrl: opts.baseUrl ?? vendor.baseUrl,
    appId: APP_ID,
    tokens,
    throttle,
    timeoutMs: opts.timeoutMs ?? 2000,
    now: opts.now,
    busyBudgetMs: opts.busyBudgetMs,
  });
  const v = vendor;
  return { client, throttle, tokens, vendor: v, businessCalls: () => v.requests.filter((r) => !r.path.startsWith('/api/auth-server')) };
}

const PICKING = getOperation('picking').path;
const pickingOk = () => ({ json: envelope(0, { success: 2, fail: 0, total: 2, errorList: [] }) });
const pick = { shippingIdList: ['601', '602'] };

async function failure(p: Promise<unknown>): Promise<OpenApiError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(OpenApiError);
  return e as OpenApiError;
}

/** Verifies a received request the way the vendor does: the sign over the body as received. */
function signVerifies(req: SeenRequest): boolean {
  const body = parseJsonExact(req.body) as Record<string, unknown>;
  const expected = computeSign({ appId: APP_ID, accessToken: req.query.get('access_token') ?? '', timestamp: req.query.get('timestamp') ?? '', body });
  return expected === req.query.get('sign');
}

describe('OpenApiClient: the request', () => {
  it('POSTs the canonical JSON body with the four public parameters and a sign over that body', async () => {
    const { client, businessCalls } = await setup(() => ({ json: envelope(0, {}, { total: 2 }) }));
    await client.call('cancelPairing', { mskuIdList: ['222', '111'], platformCode: '10041', storeId: '110458505618526720' });
    const [req] = businessCalls();
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/mp/listing/open/cancelPairByMskuId');
    expect(req?.contentType).toMatch(/^application\/json/);
    // Keys sorted, the integer id written as a bare exact number.
    expect(req?.body).toBe('{"mskuIdList":["222","111"],"platformCode":"10041","storeId":110458505618526720}');
    expect([...(req?.query.keys() ?? [])].sort()).toEqual(['access_token', 'app_key', 'sign', 'timestamp']);
    expect(req?.query.get('app_key')).toBe(APP_ID);
    expect(req?.query.get('timestamp')).toMatch(/^\d{10}$/);
    expect(req && signVerifies(req)).toBe(true);
  });

  it('signs every attempt afresh with the current time', async () => {
    let now = 1_720_429_074_000;
    const { client, businessCalls } = await setup((_req, n) => (n === 0 ? { json: gateway('3001008') } : pickingOk()), { now: () => (now += 1000) });
    await client.call('picking', pick);
    const [a, b] = businessCalls();
    expect(a?.query.get('timestamp')).not.toBe(b?.query.get('timestamp'));
    expect(a?.query.get('sign')).not.toBe(b?.query.get('sign'));
    expect(a && signVerifies(a)).toBe(true);
    expect(b && signVerifies(b)).toBe(true);
  });

  it('sends nothing when the input is invalid, and names the field', async () => {
    const { client, vendor: v } = await setup(pickingOk);
    const e = await failure(client.call('videoxStock', { store_id: '1', queue_list: [{ msku_id: '  ', quantity: -1 }] } as never));
    expect(e).toMatchObject({ code: 'INVALID_INPUT', category: 'not-executed', messageKey: 'core.INVALID_INPUT' });
    expect(e.details.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(['queue_list[0].msku_id', 'queue_list[0].quantity']));
    expect(v.requests).toHaveLength(0);
  });

  it('refuses to call a token operation directly', async () => {
    const { client } = await setup(pickingOk);
    expect(await failure(client.call('accessToken', { appId: APP_ID, appSecret: 'x' }))).toMatchObject({ code: 'NOT_A_BUSINESS_OPERATION' });
  });
});

describe('wireForms', () => {
  it('renders the canonical body and a sign text identical to signing the body itself', () => {
    const bodies: Array<Record<string, unknown>> = [
      validateRequest('cancelPairing', { mskuIdList: ['9', '10'], platformCode: '10041', storeId: '110458505618526720' }),
      validateRequest('videoxStock', { store_id: '1', queue_list: [{ msku_id: 'b', quantity: 1, warehouse_id: '7' }, { msku_id: 'a', quantity: 0 }] }),
      validateRequest('chatxList', { storeIds: ['103318651460264448'], searchField: '2', searchValues: ['x/y', 'é"q'], pairingStatus: 1, length: 200 }),
      { z: { b: [1, { d: null, c: new LosslessNumber('123456789012345678901') }], a: '' }, remark: '', flag: null, n: 2.5, big: new LosslessNumber('110458505618526720'), skipped: undefined },
    ];
    for (const body of bodies) {
      const { bodyText, signBody } = wireForms(body);
      expect(bodyText).toBe(canonicalJson(body));
      const base = { appId: APP_ID, accessToken: 'token-value', timestamp: '1720429074' };
      expect(canonicalSignText({ ...base, body: signBody })).toBe(canonicalSignText({ ...base, body }));
    }
  });
});

describe('OpenApiClient: answers', () => {
  it('parses ids above 2^53 exactly and normalises per-item outcomes (picking errorList by code alias)', async () => {
    const { client } = await setup(() => ({
      json: '{"code":0,"message":"操作成功","error_details":[],"request_id":"r-1","data":{"success":1,"fail":1,"total":2,"errorList":[{"shippingListCode":"FH2","failReason":"not awaiting shipment"}]},"total":2}',
    }));
    const res = await client.call('picking', pick, { context: { aliases: { FH2: '602' } } });
    expect(res.items).toEqual([
      { key: '601', ok: true, reason: null },
      { key: '602', ok: false, reason: 'not awaiting shipment' },
    ]);
    const detail = await setup(() => ({ json: '{"code":200,"message":"ok","data":{"id":110458505618526721,"pickingStatus":1,"warehouseId":103318651460264448}}' }));
    const d = await detail.client.call('shippingDetail', { shippingListCode: 'FH1' });
    expect(d.data).toMatchObject({ id: '110458505618526721', warehouseId: '103318651460264448', pickingStatus: 1 });
  });

  it('retries 3001008 and 103 after a back-off until accepted (not executed)', async () => {
    const codes: Reply[] = [{ json: gateway('3001008') }, { json: gateway('3001008') }, { json: envelope(103) }, pickingOk()];
    const { client, throttle, businessCalls } = await setup((_r, n) => codes[n] ?? pickingOk());
    const res = await client.call('picking', pick);
    expect(res.ok).toBe(true);
    expect(businessCalls()).toHaveLength(4);
    expect(throttle.figures().find((f) => f.path === PICKING)).toMatchObject({ rejections: 3, successes: 1 });
  });

  it('gives up as BUSY (not executed) when the path stays busy past the budget', async () => {
    const { client } = await setup(() => ({ json: gateway('3001008') }), { busyBudgetMs: 30 });
    expect(await failure(client.call('picking', pick))).toMatchObject({ code: 'BUSY', category: 'not-executed' });
  });

  it.each(['2001003', '2001005'])('renews the token and retries once on %s; a second refusal is returned', async (code) => {
    const once = await setup((_r, n) => (n === 0 ? { json: gateway(code) } : pickingOk()));
    await once.client.call('picking', pick);
    const [first, second] = once.businessCalls();
    expect(first?.query.get('access_token')).toBe('access-token-1-xxxxxxxx');
    expect(second?.query.get('access_token')).toBe('access-token-2-xxxxxxxx');
    await once.vendor.close();

    const always = await setup(() => ({ json: gateway(code) }));
    expect(await failure(always.client.call('picking', pick))).toMatchObject({ code, category: 'not-executed', action: 'renew-token' });
    expect(always.businessCalls()).toHaveLength(2);
  });

  it('re-signs once on 2001007', async () => {
    const { client, businessCalls } = await setup((_r, n) => (n === 0 ? { json: gateway('2001007') } : pickingOk()));
    expect((await client.call('picking', pick)).ok).toBe(true);
    expect(businessCalls()).toHaveLength(2);
  });

  it('never retries 2001006: it is a bug in the client', async () => {
    const { client, businessCalls } = await setup(() => ({ json: gateway('2001006') }));
    expect(await failure(client.call('picking', pick))).toMatchObject({ code: '2001006', category: 'not-executed', action: 'report-bug' });
    expect(businessCalls()).toHaveLength(1);
  });

  it('returns a business refusal (500) once, not executed, with the vendor reason in both locales', async () => {
    const { client, businessCalls } = await setup(() => ({ json: envelope(500, null, { message: 'fail', error_details: ['shipping list not found'] }) }));
    const e = await failure(client.call('shippingDetail', { shippingListCode: 'nope' }));
    expect(e).toMatchObject({ code: '500', category: 'not-executed', action: 'show', messageKey: 'vendor.500' });
    expect(businessCalls()).toHaveLength(1);
    expect(e.messageFor('en')).toContain('shipping list not found');
    expect(e.messageFor('zh-CN')).toMatch(/^业务失败。/);
    expect(e.requestId).toMatch(/^req-/);
  });

  it('treats a code it does not know as the service deciding (executed)', async () => {
    const { client } = await setup(() => ({ json: envelope(7777) }));
    expect(await failure(client.call('picking', pick))).toMatchObject({ code: '7777', category: 'executed', messageKey: 'vendor.unknown' });
  });
});

describe('OpenApiClient: lost answers', () => {
  it('reports a write whose connection broke after sending as unknown, and sends it once', async () => {
    const { client, businessCalls } = await setup(() => ({ reset: true }));
    expect(await failure(client.call('picking', pick))).toMatchObject({ code: 'CONNECTION_RESET', category: 'unknown-outcome' });
    expect(businessCalls()).toHaveLength(1);
  });

  it('reports a write past the timeout as unknown, and sends it once', async () => {
    const { client, businessCalls } = await setup(() => ({ hang: true }), { timeoutMs: 100 });
    expect(await failure(client.call('picking', pick))).toMatchObject({ code: 'TIMEOUT', category: 'unknown-outcome' });
    expect(businessCalls()).toHaveLength(1);
  });

  it('reports a write answered by an HTML 502 as unknown, saying why in both languages; retries a read', async () => {
    const write = await setup(() => ({ html: 'Bad Gateway', status: 502 }));
    const err = await failure(write.client.call('picking', pick));
    expect(err).toMatchObject({ code: 'GATEWAY_ERROR', messageKey: 'core.GATEWAY_ERROR', category: 'unknown-outcome', details: { httpStatus: 502 } });
    expect(err.messageFor('en')).toMatch(/also after the service has acted.*unknown/);
    expect(err.messageFor('zh-CN')).toContain('是否生效未知');
    expect(write.businessCalls()).toHaveLength(1);
    await write.vendor.close();

    const read = await setup((_r, n) => (n < 2 ? { html: 'Bad Gateway', status: 502 } : { json: envelope(0, { count: 0, list: [] }) }));
    expect((await read.client.call('chatxList', {})).ok).toBe(true);
    expect(read.businessCalls()).toHaveLength(3);
  });

  it('gives a read up after its retries, as unknown', async () => {
    const { client, businessCalls } = await setup(() => ({ reset: true }));
    expect(await failure(client.call('chatxList', {}))).toMatchObject({ code: 'CONNECTION_RESET', category: 'unknown-outcome' });
    expect(businessCalls()).toHaveLength(3);
  });

  it('treats a 4xx HTML page as not executed (it never reached the service)', async () => {
    const { client } = await setup(() => ({ html: 'Not Allowed', status: 405 }));
    expect(await failure(client.call('picking', pick))).toMatchObject({ code: 'HTTP_STATUS', category: 'not-executed' });
  });

  it('retries a refused connection (nothing was sent), then reports it as not executed', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const { client, throttle } = await setup(pickingOk, { baseUrl: `http://127.0.0.1:${port}` });
    expect(await failure(client.call('picking', pick))).toMatchObject({ code: 'CONNECTION_REFUSED', category: 'not-executed', details: { attempts: 4 } });
    expect(throttle.figures().find((f) => f.path === PICKING)?.inFlight).toBe(0);
  });

  it('cancels a call waiting for its slot as not executed, and a write in flight as unknown', async () => {
    const { client, throttle, vendor: v } = await setup(() => ({ hang: true }));
    const inFlight = new AbortController();
    const first = client.call('picking', pick, { signal: inFlight.signal });
    const waiting = new AbortController();
    const second = client.call('picking', pick, { signal: waiting.signal });
    const sentOne = () => v.requests.some((r) => r.path === PICKING);
    while (throttle.figures().find((f) => f.path === PICKING)?.queued !== 1 || !sentOne()) await new Promise((r) => setTimeout(r, 5));
    waiting.abort();
    expect(await failure(second)).toMatchObject({ code: 'ABORTED', category: 'not-executed' });
    inFlight.abort();
    expect(await failure(first)).toMatchObject({ code: 'ABORTED_IN_FLIGHT', category: 'unknown-outcome' });
  });
});

describe('OpenApiClient: a token rejected while many calls are under way', () => {
  // The vendor keeps one live token per appId (notes §3): a new one knocks out the last, so a request signed
  // with any older token is refused 2001005. Token 1 has expired by the time the calls arrive (2001003).
  async function oneLiveToken(delayMs: number) {
    let issued = 0;
    vendor = await startFakeVendor((req) => {
      if (req.path === TOKEN_PATHS.access || req.path === TOKEN_PATHS.refresh) return { json: tokenPair(++issued) };
      const token = req.query.get('access_token');
      if (token === 'access-token-1-xxxxxxxx') return { json: gateway('2001003', 'expired') };
      if (token !== `access-token-${issued}-xxxxxxxx`) return { json: gateway('2001005', 'superseded') };
      const orders = (parseJsonExact(req.body) as { order_list: unknown[] }).order_list.map(String);
      return { json: envelope(0, { success_num: 1, fail_num: 0, success_info: [{ global_order_no: orders, new_order_no: `N${orders[0]}` }], failure_info: [] }), delayMs };
    });
    const tokens = new TokenManager({ baseUrl: vendor.baseUrl, appId: APP_ID, appSecret: async () => 'sk_secret_for_tests', store: new MemorySecretStore() });
    const throttle = new EndpointThrottle({ appId: APP_ID, backoffBaseMs: 1, backoffMinCapMs: 2, backoffMaxCapMs: 4 });
    const client = new OpenApiClient({ baseUrl: vendor.baseUrl, appId: APP_ID, tokens, throttle, timeoutMs: 30_000 });
    await tokens.getAccessToken();
    const v = vendor;
    return { client, tokens, tokenCalls: () => v.requests.filter((r) => r.path.startsWith('/api/auth-server')).length };
  }

  it('100 merges in flight (10 at once on the path) after token 1 expired renew it once, and every merge is accepted', async () => {
    const { client, tokens, tokenCalls } = await oneLiveToken(5);
    const merges = Array.from({ length: 100 }, (_, i) => client.call('mergeOrders', { platform_code: '10041', order_list: [`${1000 + 2 * i}`, `${1001 + 2 * i}`] }));
    const results = await Promise.all(merges);
    expect(results.every((r) => r.items.every((item) => item.ok))).toBe(true);
    // The first token call on first use, one renewal after the rejection: not one per caller.
    expect(tokenCalls()).toBe(2);
    expect(tokens.status().calls).toEqual({ accessToken: 1, refresh: 1 });
  });
});
