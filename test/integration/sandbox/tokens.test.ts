import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { getOperation } from '../../../shared/catalogue';
import { doubleFactory, obtainToken, rawRequest, signedCall, tokenCall } from './helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ tokenTtlSeconds: 600, refreshTtlSeconds: 900 }, { backOffice: doubleFactory().factory });
});
afterAll(() => sandbox.stop());

const demo = () => sandbox.credentials;
const read = (token: string) => signedCall(sandbox.baseUrl, 'chatxList', {}, { appId: demo().appId, accessToken: token });

describe('sandbox token calls (spec 4.1/4.2, notes §3)', () => {
  it('issues a pair for the demo credentials sent as multipart/form-data, with the configured lifetime', async () => {
    const answer = await tokenCall(sandbox.baseUrl, 'accessToken', { appId: demo().appId, appSecret: demo().appSecret });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ code: '200', msg: 'OK', data: { expires_in: 600 } });
    const data = answer.json.data as Record<string, unknown>;
    expect(typeof data.access_token).toBe('string');
    expect(typeof data.refresh_token).toBe('string');
  });

  it('accepts the fields in the query string with an empty body, and urlencoded bodies', async () => {
    const q = new URLSearchParams({ appId: demo().appId, appSecret: demo().appSecret });
    const viaQuery = await rawRequest(sandbox.baseUrl, { method: 'POST', path: `${getOperation('accessToken').path}?${q.toString()}` });
    expect(JSON.parse(viaQuery.text)).toMatchObject({ code: '200', msg: 'OK' });
    const urlencoded = await rawRequest(sandbox.baseUrl, {
      method: 'POST',
      path: getOperation('accessToken').path,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: q.toString(),
    });
    expect(JSON.parse(urlencoded.text)).toMatchObject({ code: '200', msg: 'OK' });
  });

  it('answers the notes failure envelopes: unknown app 2001001, wrong secret 2001002', async () => {
    expect((await tokenCall(sandbox.baseUrl, 'accessToken', { appId: 'ak_NOSUCHAPP0000', appSecret: 'x' })).json).toEqual({
      code: '2001001',
      msg: 'app not exist',
      data: null,
    });
    expect((await tokenCall(sandbox.baseUrl, 'accessToken', { appSecret: 'x' })).json.code).toBe('2001001');
    expect((await tokenCall(sandbox.baseUrl, 'accessToken', { appId: demo().appId, appSecret: 'wrong' })).json).toEqual({
      code: '2001002',
      msg: 'app secret not correct',
      data: null,
    });
  });

  it('supersedes the previous access token when a new one is issued (2001005)', async () => {
    const first = await obtainToken(sandbox.baseUrl, demo().appId, demo().appSecret);
    expect((await read(first.accessToken)).json.code).toBe(0);
    const second = await obtainToken(sandbox.baseUrl, demo().appId, demo().appSecret);
    expect((await read(first.accessToken)).json).toEqual({ code: '2001005', msg: 'access token not match', data: null });
    expect((await read(second.accessToken)).json.code).toBe(0);
  });

  it('renews with a refresh token once; reuse answers 2001009 and the renewed token supersedes the old', async () => {
    const pair = await obtainToken(sandbox.baseUrl, demo().appId, demo().appSecret);
    const renewed = await tokenCall(sandbox.baseUrl, 'refreshToken', { appId: demo().appId, refreshToken: pair.refreshToken });
    expect(renewed.json).toMatchObject({ code: '200', msg: 'OK', data: { expires_in: 600 } });
    const fresh = renewed.json.data as { access_token: string };
    expect((await read(fresh.access_token)).json.code).toBe(0);
    expect((await read(pair.accessToken)).json.code).toBe('2001005');
    const reuse = await tokenCall(sandbox.baseUrl, 'refreshToken', { appId: demo().appId, refreshToken: pair.refreshToken });
    expect(reuse.json).toEqual({ code: '2001009', msg: 'refresh token invalid or already used', data: null });
  });

  it('refuses an expired refresh token with 2001008 and an expired access token with 2001003', async () => {
    const pair = await obtainToken(sandbox.baseUrl, demo().appId, demo().appSecret);
    sandbox.setClockSkew(901); // past both lifetimes
    try {
      const answer = await tokenCall(sandbox.baseUrl, 'refreshToken', { appId: demo().appId, refreshToken: pair.refreshToken });
      expect(answer.json).toEqual({ code: '2001008', msg: 'refresh token expired', data: null });
      const call = await signedCall(sandbox.baseUrl, 'chatxList', {}, {
        appId: demo().appId,
        accessToken: pair.accessToken,
        timestamp: String(Math.floor(Date.now() / 1000) + 901),
      });
      expect(call.json).toEqual({ code: '2001003', msg: 'access token missing or expired', data: null });
    } finally {
      sandbox.setClockSkew(0);
    }
  });

  it('keeps older tokens alive when supersession is switched off', async () => {
    const local = await startSandbox({ supersedeTokens: false }, { backOffice: doubleFactory().factory });
    try {
      const first = await obtainToken(local.baseUrl, local.credentials.appId, local.credentials.appSecret);
      await obtainToken(local.baseUrl, local.credentials.appId, local.credentials.appSecret);
      const answer = await signedCall(local.baseUrl, 'chatxList', {}, { appId: local.credentials.appId, accessToken: first.accessToken });
      expect(answer.json.code).toBe(0);
    } finally {
      await local.stop();
    }
  });

  it('counts the token calls in the stats', () => {
    expect(sandbox.stats().tokenCalls.accessToken).toBeGreaterThanOrEqual(6);
    expect(sandbox.stats().tokenCalls.refreshToken).toBeGreaterThanOrEqual(3);
  });
});
