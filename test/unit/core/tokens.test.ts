import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbortedError } from '../../../electron/core/backoff';
import { pairFingerprint } from '../../../electron/core/coordination/token-crypto';
import type { StoredTokenPair, TokenPairStore } from '../../../electron/core/coordination/types';
import { OpenApiError } from '../../../electron/core/errors';
import { knownSecrets, REDACTED } from '../../../electron/core/redaction';
import { MemorySecretStore, tokenPairKey } from '../../../electron/core/secrets';
import { TokenManager, type TokenStatus } from '../../../electron/core/tokens';
import { gateway, startFakeVendor, TOKEN_PATHS, tokenPair, type FakeVendor, type Reply, type Script } from './fake-vendor';

// Mutation testing (npm run test:mutation, stryker.config.mjs): the mutants of tokens.ts these tests leave alive
// are equivalent, and why:
// - obtain(): `if (refreshToken)` made true. Without a refresh token the refresh call is refused by its own
//   schema before anything is counted or sent, and the access-token call follows as it would have.
// - obtain(): the catch of a failed refresh emptied. It only logs: the access-token call follows either way.
// - abortable(): the listener's removal (its event name, the callback made a no-op) and `{ once: true }`. A
//   caller's promise is settled once; an abort after that rejects nothing and leaves nothing observable.
// - abortable(): wrapping a rejection that is not an Error. renew() only ever throws OpenApiError.
// - A peer's announced pair is checked twice, by the listener and again in adoptPeerPair() (the listener's
//   view may be stale by the time the store is read): a mutant of one of the two guards (lines 75, 135) is
//   caught by the other, and a failed store read (`.catch(() => null)`) adopts nothing either way.
// - `{ ...stored, invalid: false }` made true when adopting in obtain(): the pair is returned to renew(),
//   which is asked for a live token, and its caller then uses it at once (invalid is read on the next call,
//   when renewing again is what a rejected token means anyway).
// - `if (!result.ok || !result.data)` made `&&`: the token normaliser gives no data unless ok.
// - Texts and objects only carried along: the child logger's fields, an error's `cause`, AbortedError's
//   message, `renewedVia = 'refresh'` made '' (the status tests read it after a refresh that a fresh
//   access-token call then superseded), the fallback code of a non-vendor error in renew().
// - tokenCall(): `err instanceof TransportFailure` made true: post() throws nothing else.
// Measured: 85.0 % (167 killed, 3 timed out, 30 survived) after these tests; 68.0 % before them.

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
  it('a status read during the renewal is older than the event that says it ended (the status bar keeps the newer)', async () => {
    const tokens = managerFor(await tokenVendor());
    const events: Array<{ state: string; revision: number }> = [];
    tokens.on('changed', (s: { state: string; revision: number }) => events.push({ state: s.state, revision: s.revision }));
    const before = tokens.status();
    const got = tokens.getAccessToken();
    const during = tokens.status();
    expect(during.state).toBe('renewing');
    await got;
    const end = events.at(-1)!;
    expect(end.state).toBe('valid');
    expect(during.revision).toBeGreaterThan(before.revision);
    expect(end.revision).toBeGreaterThan(during.revision);
    expect(tokens.status()).toMatchObject({ state: 'valid', revision: end.revision });
  });

  it('a later process (the host restarted under an open page) starts above the revisions an earlier one gave', async () => {
    const earlier = managerFor(await tokenVendor());
    await earlier.getAccessToken();
    const last = earlier.status().revision;
    vi.useFakeTimers({ now: Date.now() + 1000, toFake: ['Date'] });
    try {
      vi.resetModules();
      const later = (await import('../../../electron/core/tokens')) as typeof import('../../../electron/core/tokens');
      const fresh = new later.TokenManager({ baseUrl: 'http://127.0.0.1:1', appId: APP_ID, appSecret: async () => SECRET, store: new MemorySecretStore() });
      expect(fresh.status().revision).toBeGreaterThan(last);
    } finally {
      vi.useRealTimers();
    }
  });

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

/** A shared pair store as a team's coordinator gives one: peers' writes announced, each token call gated. */
function sharedPairs(initial: StoredTokenPair | null = null) {
  let stored = initial;
  let listener: ((fingerprint: string) => void) | null = null;
  const gate = { calls: 0, refuse: false };
  const pairs: TokenPairStore = {
    read: async () => stored,
    write: async (p) => {
      stored = p;
    },
    clear: async () => {
      stored = null;
    },
    exclusive: (body) => body(),
    beforeRenewal: async () => {
      gate.calls++;
      if (gate.refuse) throw new Error('lease lapsed');
    },
    onPeerWrite: (l) => {
      listener = l;
      return () => (listener = null);
    },
  };
  return {
    pairs,
    gate,
    stored: () => stored,
    /** A peer renewed: its pair is in the store, and it says so. */
    peerWrites(p: StoredTokenPair) {
      stored = p;
      listener?.(pairFingerprint(p.accessToken));
    },
    announce: (fingerprint: string) => listener?.(fingerprint),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('TokenManager: a pair shared with peers', () => {
  it('adopts the pair a peer announces, without a token call of its own', async () => {
    const v = await tokenVendor();
    const shared = sharedPairs();
    const tokens = new TokenManager({ baseUrl: v.baseUrl, appId: APP_ID, appSecret: async () => SECRET, store: new MemorySecretStore(), pairs: shared.pairs });
    await tokens.getAccessToken();
    const now = Date.now();
    shared.peerWrites({ accessToken: 'peer-access-token-77', refreshToken: 'peer-refresh-token-77', obtainedAt: now, expiresAt: now + 7_200_000 });
    await settle();
    expect(await tokens.getAccessToken()).toBe('peer-access-token-77');
    expect(tokens.status()).toMatchObject({ renewedVia: 'store', state: 'valid' });
    expect(v.requests).toHaveLength(1);
    // Adopted as a secret of the process: a log line quoting it is scrubbed.
    expect(knownSecrets.scrub('x peer-refresh-token-77 y')).toBe(`x ${REDACTED} y`);
  });

  it('ignores an announcement of the pair it holds, one it cannot read, and a stale or expired one', async () => {
    const v = await tokenVendor();
    const shared = sharedPairs();
    const tokens = new TokenManager({ baseUrl: v.baseUrl, appId: APP_ID, appSecret: async () => SECRET, store: new MemorySecretStore(), pairs: shared.pairs });
    const own = await tokens.getAccessToken();
    // Its own pair's fingerprint: nothing to adopt, nothing read.
    shared.announce(pairFingerprint(own));
    await settle();
    expect(await tokens.getAccessToken()).toBe(own);
    // Another fingerprint, but the store holds a pair already due for renewal: kept as it is.
    const now = Date.now();
    shared.peerWrites({ accessToken: 'peer-expired-token-1', refreshToken: 'peer-refresh-1', obtainedAt: now - 7_200_000, expiresAt: now - 1000 });
    await settle();
    expect(await tokens.getAccessToken()).toBe(own);
    expect(tokens.status().renewedVia).toBe('access-token');
    expect(v.requests).toHaveLength(1);
  });

  it('does not adopt an announced pair while its own renewal is under way, nor before it has any pair', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let holding = false;
    const v = await tokenVendor();
    const shared = sharedPairs();
    // The renewal's turn under the team's lock is held until the test lets it go.
    const gated: TokenPairStore = { ...shared.pairs, exclusive: async (body) => (holding ? (await held, body()) : body()) };
    const tokens = new TokenManager({ baseUrl: v.baseUrl, appId: APP_ID, appSecret: async () => SECRET, store: new MemorySecretStore(), pairs: gated });
    const now = Date.now();
    // No pair yet: an announcement changes nothing.
    shared.peerWrites({ accessToken: 'peer-early-token-1', refreshToken: 'peer-early-refresh', obtainedAt: now, expiresAt: now + 7_200_000 });
    expect(tokens.status().state).toBe('none');
    const first = await tokens.getAccessToken();
    expect(first).toBe('peer-early-token-1');
    holding = true;
    tokens.invalidate('2001005', first);
    const renewing = tokens.getAccessToken();
    shared.peerWrites({ accessToken: 'peer-late-token-2', refreshToken: 'peer-late-refresh', obtainedAt: now, expiresAt: now + 7_200_000 });
    await settle();
    expect(tokens.status().state).toBe('renewing');
    release();
    // The renewal re-read the store under the lock and adopted the peer's pair (no token call).
    expect(await renewing).toBe('peer-late-token-2');
    expect(tokens.status().calls).toEqual({ accessToken: 0, refresh: 0 });
    expect(v.requests).toHaveLength(0);
  });

  it('asks the lease before each token call: twice when the refresh fails and a new token is fetched', async () => {
    const v = await tokenVendor((path) => (path === TOKEN_PATHS.refresh ? '2001009' : null));
    const shared = sharedPairs();
    let now = 0;
    const tokens = new TokenManager({ baseUrl: v.baseUrl, appId: APP_ID, appSecret: async () => SECRET, store: new MemorySecretStore(), pairs: shared.pairs, now: () => now });
    await tokens.getAccessToken();
    expect(shared.gate.calls).toBe(1);
    now = 200_000;
    await tokens.getAccessToken();
    expect(shared.gate.calls).toBe(3);
    // A lapsed lease: no token call at all.
    shared.gate.refuse = true;
    now = 400_000;
    await expect(tokens.getAccessToken()).rejects.toMatchObject({ code: 'NETWORK', category: 'not-executed' });
    expect(v.requests).toHaveLength(3);
  });

  it('renews with the refresh token in the store after a restart (no pair in memory yet)', async () => {
    const v = await tokenVendor();
    const now = Date.now();
    const shared = sharedPairs({ accessToken: 'stored-access-token-1', refreshToken: 'stored-refresh-token-1', obtainedAt: now - 7_300_000, expiresAt: now - 100_000 });
    const tokens = new TokenManager({ baseUrl: v.baseUrl, appId: APP_ID, appSecret: async () => SECRET, store: new MemorySecretStore(), pairs: shared.pairs });
    expect(await tokens.getAccessToken()).toBe('access-token-1-xxxxxxxx');
    expect(v.requests.map((r) => r.path)).toEqual([TOKEN_PATHS.refresh]);
    expect(v.requests[0]?.body).toContain('name="refreshToken"\r\n\r\nstored-refresh-token-1');
    expect(shared.stored()?.accessToken).toBe('access-token-1-xxxxxxxx');
  });
});

describe('TokenManager: its status and what it forgets', () => {
  it('says valid while the token lives, none once it expired unrenewed, with the expiry time', async () => {
    const v = await tokenVendor();
    let now = 1_000_000;
    const tokens = managerFor(v, { now: () => now });
    expect(tokens.status()).toMatchObject({ state: 'none', expiresAt: null, renewedAt: null, renewedVia: null, lastError: null });
    await tokens.getAccessToken();
    expect(tokens.status()).toMatchObject({ state: 'valid', expiresAt: 1_100_000, renewedAt: 1_000_000, renewedVia: 'access-token' });
    now = 1_100_000; // the very moment it expires
    expect(tokens.status().state).toBe('none');
    now = 1_099_999;
    expect(tokens.status().state).toBe('valid');
  });

  it('renews at the very start of the renewal window, not a moment later', async () => {
    const v = await tokenVendor();
    let now = 0;
    const tokens = managerFor(v, { now: () => now });
    await tokens.getAccessToken();
    now = 79_999; // a fifth of 100 s before expiry is 80 s
    expect(await tokens.getAccessToken()).toBe('access-token-1-xxxxxxxx');
    now = 80_000;
    expect(await tokens.getAccessToken()).toBe('access-token-2-xxxxxxxx');
  });

  it('forgets the pair on clear: memory and store, and the next caller obtains a new one', async () => {
    const v = await tokenVendor();
    const store = new MemorySecretStore();
    const tokens = managerFor(v, { store });
    const events: TokenStatus[] = [];
    await tokens.getAccessToken();
    tokens.on('changed', (s) => events.push(s));
    await tokens.clear();
    expect(await store.get(tokenPairKey(APP_ID))).toBeNull();
    expect(tokens.status()).toMatchObject({ state: 'none', expiresAt: null });
    expect(events.at(-1)).toMatchObject({ state: 'none' });
    expect(await tokens.getAccessToken()).toBe('access-token-2-xxxxxxxx');
    expect(v.requests.map((r) => r.path)).toEqual([TOKEN_PATHS.access, TOKEN_PATHS.access]);
  });

  it('registers the app secret it sends as a secret of the process', async () => {
    const v = await tokenVendor();
    const secret = 'sk_registered_secret_value_42';
    await managerFor(v, { secret }).getAccessToken();
    expect(knownSecrets.scrub(`quoted ${secret}`)).toBe(`quoted ${REDACTED}`);
  });

  it('names the token call in a refusal without a secret', async () => {
    const v = await tokenVendor();
    expect(await managerFor(v, { secret: null }).getAccessToken().catch((e: unknown) => e)).toMatchObject({ code: 'NO_SECRET', operation: 'accessToken' });
  });
});

describe('TokenManager: a token call that gets no usable answer', () => {
  const call = async (reply: Reply | null) => {
    if (reply === null) {
      // Nothing listens: the call never left.
      const closed = await startFakeVendor(() => ({ json: {} }));
      const url = closed.baseUrl;
      await closed.close();
      return new TokenManager({ baseUrl: url, appId: APP_ID, appSecret: async () => SECRET, store: new MemorySecretStore(), timeoutMs: 500 }).getAccessToken().catch((e: unknown) => e);
    }
    vendor = await startFakeVendor(() => reply);
    return new TokenManager({ baseUrl: vendor.baseUrl, appId: APP_ID, appSecret: async () => SECRET, store: new MemorySecretStore(), timeoutMs: 500 }).getAccessToken().catch((e: unknown) => e);
  };

  it('refused connection: not executed, said as such', async () => {
    expect(await call(null)).toMatchObject({ code: 'CONNECTION_REFUSED', category: 'not-executed', operation: 'accessToken' });
  });

  it('reset after sending, or no answer in time: the outcome is unknown', async () => {
    expect(await call({ reset: true })).toMatchObject({ code: 'CONNECTION_RESET', category: 'unknown-outcome', operation: 'accessToken' });
    await vendor?.close();
    vendor = null;
    expect(await call({ hang: true })).toMatchObject({ code: 'TIMEOUT', category: 'unknown-outcome', operation: 'accessToken' });
  });

  it('an answer that is not JSON, or a success without the pair: unknown, and the status says it failed', async () => {
    expect(await call({ html: 'Bad gateway', status: 502 })).toMatchObject({ code: 'BAD_RESPONSE', category: 'unknown-outcome' });
    await vendor?.close();
    vendor = null;
    const noPair = await call({ json: { code: '200', msg: 'OK', data: null } });
    expect(noPair).toBeInstanceOf(OpenApiError);
    expect(noPair).not.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});

describe('TokenManager: a caller that stops waiting', () => {
  it('stops only that caller: the renewal goes on for the others, and a stopped signal is refused at once', async () => {
    let issued = 0;
    vendor = await startFakeVendor(() => ({ json: tokenPair(++issued, 7199), delayMs: 50 }));
    const tokens = new TokenManager({ baseUrl: vendor.baseUrl, appId: APP_ID, appSecret: async () => SECRET, store: new MemorySecretStore() });
    const stopped = new AbortController();
    stopped.abort();
    await expect(tokens.getAccessToken(stopped.signal)).rejects.toBeInstanceOf(AbortedError);
    const leaving = new AbortController();
    const left = tokens.getAccessToken(leaving.signal);
    const staying = tokens.getAccessToken(new AbortController().signal);
    leaving.abort();
    await expect(left).rejects.toBeInstanceOf(AbortedError);
    expect(await staying).toBe('access-token-1-xxxxxxxx');
    expect(issued).toBe(1);
  });

  it('a waiting caller with a signal gets the renewal’s own error when it fails', async () => {
    vendor = await startFakeVendor(() => ({ json: gateway('2001002') }));
    const tokens = new TokenManager({ baseUrl: vendor.baseUrl, appId: APP_ID, appSecret: async () => SECRET, store: new MemorySecretStore() });
    await expect(tokens.getAccessToken(new AbortController().signal)).rejects.toMatchObject({ code: '2001002' });
  });
});
