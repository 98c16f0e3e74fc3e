import { afterEach, describe, expect, it } from 'vitest';
import { OpenApiError } from '../../../electron/core/errors';
import { MemorySecretStore, tokenPairKey } from '../../../electron/core/secrets';
import { TokenManager, type TokenStatus } from '../../../electron/core/tokens';
import { gateway, startFakeVendor, TOKEN_PATHS, tokenPair, type FakeVendor, type Script } from './fake-vendor';

const APP_ID = 'ak_TEST123456789';
const SECRET = 'sk_unit_test_secret_value';

let vendor: FakeVendor | null = null;
afterEach(async () => {
  await vendor?.close();
  vendor = null;
});

/** A vendor that issues pair n on the n-th token call, unless `refuse` says otherwise. */
async function tokenVendor(refuse: (path: string, n: number) => string | null = () => null): Promise<FakeVendor> {
  let issued = 0;
  const script: Script = (req) => {
    const code = refuse(req.path, issued + 1);
    if (code !== null) return { json: gateway(code) };
    return { json: tokenPair(++issued, 100), delayMs: 5 };
  };
  vendor = await startFakeVendor(script);
  return vendor;
}

function managerFor(v: FakeVendor, opts: { now?: () => number; store?: MemorySecretStore; secret?: string | null } = {}) {
  return new TokenManager({
    baseUrl: v.baseUrl,
    appId: APP_ID,
    appSecret: async () => (opts.secret === undefined ? SECRET : opts.secret),
    store: opts.store ?? new MemorySecretStore(),
    now: opts.now,
  });
}

const calls = (v: FakeVendor, path: string) => v.requests.filter((r) => r.path === path).length;

describe('TokenManager', () => {
  it('obtains a pair on first use with a multipart form and keeps it in the secret store', async () => {
    const v = await tokenVendor();
    const store = new MemorySecretStore();
    const tokens = managerFor(v, { store });
    expect(await tokens.getAccessToken()).toBe('access-token-1-xxxxxxxx');
    expect(await tokens.getAccessToken()).toBe('access-token-1-xxxxxxxx');
    expect(v.requests).toHaveLength(1);
    const req = v.requests[0];
    expect(req?.path).toBe(TOKEN_PATHS.access);
    expect(req?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(req?.body).toContain('name="appId"\r\n\r\nak_TEST123456789');
    expect(req?.body).toContain(`name="appSecret"\r\n\r\n${SECRET}`);
    expect(await store.get(tokenPairKey(APP_ID))).toContain('refresh-token-1-xxxxxxxx');
  });

  it('makes exactly one access-token call for 100 callers on the very first use (no pair anywhere yet)', async () => {
    const v = await tokenVendor();
    const store = new MemorySecretStore();
    const tokens = managerFor(v, { store });
    // All of them arrive before anything is known: no pair in memory, none in the store, no renewal running.
    const got = await Promise.all(Array.from({ length: 100 }, () => tokens.getAccessToken()));
    expect(new Set(got)).toEqual(new Set(['access-token-1-xxxxxxxx']));
    expect(calls(v, TOKEN_PATHS.access)).toBe(1);
    expect(calls(v, TOKEN_PATHS.refresh)).toBe(0);
    expect(tokens.status().calls).toEqual({ accessToken: 1, refresh: 0 });
  });

  it('makes exactly one access-token call when callers keep arriving while the first one is under way', async () => {
    const v = await tokenVendor();
    const tokens = managerFor(v);
    const first = Array.from({ length: 50 }, () => tokens.getAccessToken());
    // Late callers: the renewal has begun (store read, secret fetched) but no pair is there yet.
    await new Promise((r) => setTimeout(r, 1));
    const late = Array.from({ length: 50 }, () => tokens.getAccessToken());
    const got = await Promise.all([...first, ...late]);
    expect(new Set(got)).toEqual(new Set(['access-token-1-xxxxxxxx']));
    expect(calls(v, TOKEN_PATHS.access)).toBe(1);
  });

  it('makes exactly one refresh call for 100 concurrent callers at expiry', async () => {
    const v = await tokenVendor();
    let now = 1_000_000;
    const tokens = managerFor(v, { now: () => now });
    await tokens.getAccessToken();
    now += 100_000; // the 100 s lifetime is over
    const got = await Promise.all(Array.from({ length: 100 }, () => tokens.getAccessToken()));
    expect(new Set(got)).toEqual(new Set(['access-token-2-xxxxxxxx']));
    expect(calls(v, TOKEN_PATHS.refresh)).toBe(1);
    expect(calls(v, TOKEN_PATHS.access)).toBe(1);
    const refresh = v.requests.find((r) => r.path === TOKEN_PATHS.refresh);
    expect(refresh?.body).toContain('name="refreshToken"\r\n\r\nrefresh-token-1-xxxxxxxx');
    expect(tokens.status().calls).toEqual({ accessToken: 1, refresh: 1 });
  });

  it('renews ahead of expiry, not only after it', async () => {
    const v = await tokenVendor();
    let now = 0;
    const tokens = managerFor(v, { now: () => now });
    await tokens.getAccessToken();
    now = 79_000; // 21 s left of 100: outside the renewal window (a fifth of the lifetime)
    expect(await tokens.getAccessToken()).toBe('access-token-1-xxxxxxxx');
    now = 81_000; // 19 s left: inside it
    expect(await tokens.getAccessToken()).toBe('access-token-2-xxxxxxxx');
  });

  it.each(['2001008', '2001009'])('falls back to a fresh access-token call when the refresh answers %s', async (code) => {
    const v = await tokenVendor((path) => (path === TOKEN_PATHS.refresh ? code : null));
    let now = 0;
    const tokens = managerFor(v, { now: () => now });
    await tokens.getAccessToken();
    now = 200_000;
    expect(await tokens.getAccessToken()).toBe('access-token-2-xxxxxxxx');
    expect(v.requests.map((r) => r.path)).toEqual([TOKEN_PATHS.access, TOKEN_PATHS.refresh, TOKEN_PATHS.access]);
    expect(tokens.status().renewedVia).toBe('access-token');
  });

  it('adopts a newer pair another window or process put in the store instead of superseding it', async () => {
    const v = await tokenVendor();
    const store = new MemorySecretStore();
    const a = managerFor(v, { store });
    const b = managerFor(v, { store });
    const tokenA = await a.getAccessToken();
    b.invalidate('2001005');
    expect(await b.getAccessToken()).toBe(tokenA);
    // b's token is rejected as superseded; a renews, and b then adopts a's new pair from the store.
    a.invalidate('2001005', tokenA);
    const renewed = await a.getAccessToken();
    b.invalidate('2001005', tokenA);
    expect(await b.getAccessToken()).toBe(renewed);
    expect(v.requests).toHaveLength(2);
    expect(b.status().renewedVia).toBe('store');
  });

  it('drops only the token the server refused: a late rejection of an old token does not renew again', async () => {
    const v = await tokenVendor();
    const tokens = managerFor(v);
    const first = await tokens.getAccessToken();
    tokens.invalidate('2001003', first);
    const second = await tokens.getAccessToken();
    tokens.invalidate('2001003', first);
    expect(await tokens.getAccessToken()).toBe(second);
    expect(v.requests).toHaveLength(2);
  });

  it('refuses without a secret (NO_SECRET, not executed) and reports it in the status', async () => {
    const v = await tokenVendor();
    const tokens = managerFor(v, { secret: null });
    const err = await tokens.getAccessToken().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenApiError);
    expect(err).toMatchObject({ code: 'NO_SECRET', category: 'not-executed', messageKey: 'core.NO_SECRET' });
    expect(tokens.status()).toMatchObject({ state: 'failed', lastError: { code: 'NO_SECRET' } });
    expect(v.requests).toHaveLength(0);
  });

  it('classifies a refused secret with the vendor code and texts in both locales', async () => {
    const v = await tokenVendor(() => '2001002');
    const err = (await managerFor(v).getAccessToken().catch((e: unknown) => e)) as OpenApiError;
    expect(err).toMatchObject({ code: '2001002', category: 'not-executed', action: 'stop', messageKey: 'vendor.2001002' });
    expect(err.messageFor('en')).toMatch(/secret is not correct/);
    expect(err.messageFor('zh-CN')).toMatch(/appSecret 不正确/);
  });

  it('never puts a token or the secret in its status or change events', async () => {
    const v = await tokenVendor();
    const tokens = managerFor(v);
    const events: TokenStatus[] = [];
    tokens.on('changed', (s) => events.push(s));
    await tokens.getAccessToken();
    tokens.invalidate('2001003');
    await tokens.getAccessToken();
    const text = JSON.stringify([tokens.status(), ...events]);
    expect(events.length).toBeGreaterThan(2);
    expect(text).not.toMatch(/access-token-\d|refresh-token-\d/);
    expect(text).not.toContain(SECRET);
  });
});

// After an invalidation, not only on first use: a renewal storm (each caller renewing, each new token knocking
// out the last, notes §3 2001005) passes every first-use test, so these count token calls after a rejection.
describe('TokenManager: 100 callers after a rejected token', () => {
  it('makes exactly one renewal when 100 callers ask for a token after it was rejected', async () => {
    const v = await tokenVendor();
    const tokens = managerFor(v);
    const first = await tokens.getAccessToken();
    tokens.invalidate('2001003', first);
    const got = await Promise.all(Array.from({ length: 100 }, () => tokens.getAccessToken()));
    expect(new Set(got)).toEqual(new Set(['access-token-2-xxxxxxxx']));
    expect(v.requests.map((r) => r.path)).toEqual([TOKEN_PATHS.access, TOKEN_PATHS.refresh]);
    expect(tokens.status().calls).toEqual({ accessToken: 1, refresh: 1 });
  });

  it('makes exactly one renewal when each of 100 callers had the token rejected and asks again, before, during and after the renewal', async () => {
    const v = await tokenVendor();
    const tokens = managerFor(v);
    const first = await tokens.getAccessToken();
    // Every caller was refused with the same token: each says so, then asks for a token. A third say it
    // before the renewal starts, a third while it is under way, a third once it is done (their answers
    // arrived late): none of them may throw the new token away.
    const caller = async (i: number) => {
      if (i >= 66) await tokens.getAccessToken();
      else if (i >= 33) await new Promise((r) => setTimeout(r, 1));
      tokens.invalidate('2001005', first);
      return tokens.getAccessToken();
    };
    const got = await Promise.all(Array.from({ length: 100 }, (_, i) => caller(i)));
    expect(new Set(got)).toEqual(new Set(['access-token-2-xxxxxxxx']));
    expect(v.requests).toHaveLength(2);
    // Late rejections of the old token, once everything settled, still renew nothing.
    for (let i = 0; i < 100; i++) tokens.invalidate('2001005', first);
    expect(await tokens.getAccessToken()).toBe('access-token-2-xxxxxxxx');
    expect(v.requests).toHaveLength(2);
    expect(tokens.status().state).toBe('valid');
  });

  it('makes exactly one renewal per rejection when rejections of successive tokens arrive in turn', async () => {
    const v = await tokenVendor();
    const tokens = managerFor(v);
    let token = await tokens.getAccessToken();
    for (let round = 2; round <= 4; round++) {
      const rejected = token;
      const got = await Promise.all(
        Array.from({ length: 100 }, async () => {
          tokens.invalidate('2001003', rejected);
          return tokens.getAccessToken();
        }),
      );
      expect(new Set(got)).toEqual(new Set([`access-token-${round}-xxxxxxxx`]));
      token = got[0] as string;
    }
    expect(v.requests).toHaveLength(4);
  });

  it('renews once, not per caller, when the invalidated pair is still in the store (no peer renewed it)', async () => {
    const v = await tokenVendor();
    const store = new MemorySecretStore();
    const tokens = managerFor(v, { store });
    const first = await tokens.getAccessToken();
    tokens.invalidate('2001003', first);
    const pending = Array.from({ length: 100 }, () => tokens.getAccessToken());
    expect(tokens.status().state).toBe('renewing');
    await Promise.all(pending);
    expect(await store.get(tokenPairKey(APP_ID))).toContain('access-token-2-xxxxxxxx');
    expect(v.requests).toHaveLength(2);
  });
});
