// The team's renewal lease against a real redis-server: it has an expiry and a fencing token, a desktop whose
// lease lapsed (stalled, paused, cut off) can no longer renew or write under it, a dead lease never stalls the
// team, and a desktop waiting longer than a lease stops waiting and says so. Desktop time is a ManualClock: a
// "stalled" desktop is one whose clock the test moved on; the server's side of a lapse is the key expiring.
import { afterEach, describe, expect, it } from 'vitest';
import { secretStorePairs } from '../../../electron/core/coordination/local';
import { RedisCoordinator } from '../../../electron/core/coordination/redis-coordinator';
import { teamKeys } from '../../../electron/core/coordination/redis-slots';
import { LeaseLostError } from '../../../electron/core/coordination/redis-tokens';
import type { StoredTokenPair, TokenPairStore } from '../../../electron/core/coordination/types';
import { isOpenApiError } from '../../../electron/core/errors';
import { MemorySecretStore } from '../../../electron/core/secrets';
import { TokenManager } from '../../../electron/core/tokens';
import { startFakeVendor, TOKEN_PATHS, tokenPair, type FakeVendor } from '../../unit/core/fake-vendor';
import { ManualClock, until } from './manual-clock';
import { redisMissing, redisSuite } from './redis-server';

const SECRET = 'sk_team_lease_secret_value';
const LEASE_MS = 60_000;
const WAIT_MS = 180_000;
let appSeq = 0;

const pair = (n: number): StoredTokenPair => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, obtainedAt: 0, expiresAt: Date.now() + 3_600_000 });

describe.skipIf(redisMissing !== null)(`the team's renewal lease${redisMissing ? ` (skipped: ${redisMissing})` : ''}`, () => {
  const suite = redisSuite();
  const raw = () => suite.raw();
  let vendor: FakeVendor | null = null;

  afterEach(async () => {
    await vendor?.close();
    vendor = null;
  });

  async function desktop(appId: string, clock: ManualClock) {
    const c = suite.track(new RedisCoordinator({ url: suite.server().url, appId, appSecret: async () => SECRET, renewalLeaseMs: LEASE_MS, renewalWaitMs: WAIT_MS, clock }));
    expect(await c.ready(10_000)).toBe(true);
    return { c, pairs: c.tokenPairs(secretStorePairs(new MemorySecretStore(), appId)) };
  }
  const newApp = () => `ak_LEASETEST${String(++appSeq).padStart(5, '0')}`;

  /** Runs `body` under `pairs`' lease, and lets the test act while the lease is held. */
  function holding(pairs: TokenPairStore, body: () => Promise<void>) {
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    let go!: () => void;
    const resume = new Promise<void>((r) => (go = r));
    let runs = 0;
    const done = pairs.exclusive(async () => {
      runs++;
      if (runs === 1) {
        entered();
        await resume;
        await body();
      }
    });
    return { inside, go, done, runs: () => runs };
  }

  it('gives every lease the next fencing token and an expiry on the server', async () => {
    const appId = newApp();
    const { pairs } = await desktop(appId, new ManualClock());
    const keys = teamKeys(appId);
    const first = holding(pairs, async () => undefined);
    await first.inside;
    const [value, ttl] = await Promise.all([raw().get(keys.lease), raw().pttl(keys.lease)]);
    expect(value).toMatch(/ 1$/);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(LEASE_MS);
    first.go();
    await first.done;
    expect(await raw().get(keys.lease)).toBeNull();
    const second = holding(pairs, async () => undefined);
    await second.inside;
    expect(await raw().get(keys.lease)).toMatch(/ 2$/);
    second.go();
    await second.done;
  });

  it("a desktop whose own clock says its lease is past makes no token call under it, though the server has not noticed yet", async () => {
    const appId = newApp();
    const clock = new ManualClock();
    const { pairs } = await desktop(appId, clock);
    let refusal: unknown = null;
    const h = holding(pairs, async () => {
      refusal = await pairs.beforeRenewal!().then(() => null, (err: unknown) => err);
    });
    await h.inside;
    clock.advance(LEASE_MS); // the desktop stood still (paused, swapped out) for a whole lease
    h.go();
    await h.done.catch(() => undefined);
    expect(refusal).toBeInstanceOf(LeaseLostError);
  });

  it('a desktop whose lease lapsed on the server cannot write the team pair under it: the next holder\u2019s pair stays', async () => {
    const appId = newApp();
    const keys = teamKeys(appId);
    const a = await desktop(appId, new ManualClock());
    const b = await desktop(appId, new ManualClock());
    let writeByA: unknown = 'not tried';
    let confirmByA: unknown = 'not tried';
    const h = holding(a.pairs, async () => {
      confirmByA = await a.pairs.beforeRenewal!().then(() => 'confirmed', (err: unknown) => err);
      writeByA = await a.pairs.write(pair(1)).then(() => 'written', (err: unknown) => err);
    });
    await h.inside;
    // a stalls; its lease lapses on the server (its keep-alive never ran), and b renews under the next lease.
    await raw().del(keys.lease);
    await b.pairs.exclusive(async () => {
      await b.pairs.beforeRenewal!();
      await b.pairs.write(pair(2));
    });
    expect(await raw().get(keys.fence)).toBe('2');
    h.go();
    await h.done.catch(() => undefined);
    expect(confirmByA).toBeInstanceOf(LeaseLostError);
    expect((await b.pairs.read())?.accessToken).toBe('access-2');
    expect(writeByA).toBeInstanceOf(LeaseLostError);
    expect((await a.pairs.read())?.accessToken).toBe('access-2');
  });

  it('the fence is checked on the server at the write itself: a write under a lease another desktop now holds is refused', async () => {
    const appId = newApp();
    const keys = teamKeys(appId);
    const a = await desktop(appId, new ManualClock());
    let writeByA: unknown = 'not tried';
    const h = holding(a.pairs, async () => {
      // Between a's last confirmation and its write the lease moved on (a peer took the lapsed lease).
      const held = (await raw().get(keys.lease)) as string;
      await raw().set(keys.lease, `${held.split(' ')[0]}-peer ${Number(held.split(' ')[1]) + 1}`, 'PX', LEASE_MS);
      writeByA = await a.pairs.write(pair(3)).then(() => 'written', (err: unknown) => err);
    });
    await h.inside;
    await raw().set(keys.pair, 'the-peer-pair');
    h.go();
    await h.done.catch(() => undefined);
    expect(writeByA).toBeInstanceOf(LeaseLostError);
    expect(await raw().get(keys.pair)).toBe('the-peer-pair');
  });

  it('a renewal fenced out starts over from the pair the next holder wrote, and makes no further token call', async () => {
    const appId = newApp();
    const keys = teamKeys(appId);
    let issued = 0;
    let gate: (() => void) | null = null;
    const v = await startFakeVendor(() => ({ json: tokenPair(++issued, 7199) }));
    vendor = v;
    const clock = new ManualClock();
    const a = await desktop(appId, clock);
    const b = await desktop(appId, new ManualClock());
    const storeA = new MemorySecretStore();
    const pairsA = a.c.tokenPairs(secretStorePairs(storeA, appId));
    // a's renewal stalls after its lease was confirmed and before it writes (the vendor's answer is slow)...
    const stalled = new Promise<void>((r) => (gate = r));
    const origWrite = pairsA.write.bind(pairsA);
    pairsA.write = async (p) => {
      await stalled;
      return origWrite(p);
    };
    const ma = new TokenManager({ baseUrl: v.baseUrl, appId, appSecret: async () => SECRET, store: storeA, pairs: pairsA });
    const tokenA = ma.getAccessToken();
    await until(() => issued === 1, 'a made its token call');
    // ... its lease lapses, b renews under the next lease and writes the team pair.
    await raw().del(keys.lease);
    const mb = new TokenManager({ baseUrl: v.baseUrl, appId, appSecret: async () => SECRET, store: new MemorySecretStore(), pairs: b.pairs });
    const tokenB = await mb.getAccessToken();
    (gate as unknown as () => void)();
    // a's write is fenced out; it re-reads the team pair and adopts b's instead of superseding it.
    expect(await tokenA).toBe(tokenB);
    expect(issued).toBe(2);
    expect(v.requests.filter((r) => r.path === TOKEN_PATHS.access || r.path === TOKEN_PATHS.refresh)).toHaveLength(2);
  });

  it('a lease key with no expiry (a garbage key, a restored dump) is dead: it never stalls a renewal', async () => {
    const appId = newApp();
    const keys = teamKeys(appId);
    await raw().set(keys.lease, 'someone-long-gone 41'); // no PX
    const { pairs } = await desktop(appId, new ManualClock());
    let ran = false;
    await pairs.exclusive(async () => {
      ran = true;
      await pairs.beforeRenewal!();
    });
    expect(ran).toBe(true);
    expect(await raw().get(keys.fence)).toBe('1');
  });

  it('a desktop waiting on a lease longer than a lease shows why; past any renewal\u2019s length it stops waiting and renews nothing without it', async () => {
    const appId = newApp();
    const a = await desktop(appId, new ManualClock());
    const clockB = new ManualClock();
    const b = await desktop(appId, clockB);
    const h = holding(a.pairs, async () => undefined); // a holds the lease and keeps it (it never finishes)
    await h.inside;
    let bodyRan = false;
    const waiting = b.pairs.exclusive(async () => {
      bodyRan = true;
      await b.pairs.beforeRenewal!();
    });
    await until(() => clockB.sleeping > 0, 'b waits for the lease');
    expect(bodyRan).toBe(false);
    expect((await b.c.status()).warning).toBeNull();
    clockB.advance(LEASE_MS); // a live holder keeps its lease alive: b says so, and keeps waiting
    await until(async () => (await b.c.status()).warning?.code === 'TEAM_LEASE_STALLED', 'b shows the long-held lease');
    await until(() => clockB.sleeping > 0, 'b waits on');
    expect(bodyRan).toBe(false);
    clockB.advance(WAIT_MS - LEASE_MS);
    const refusal = await waiting.then(() => null, (err: unknown) => err);
    expect(bodyRan).toBe(true);
    expect(isOpenApiError(refusal) && refusal.code).toBe('TEAM_RENEWAL_BLOCKED');
    h.go();
    await h.done;
    // Once b holds a lease again, the warning goes.
    await b.pairs.exclusive(async () => undefined);
    expect((await b.c.status()).warning).toBeNull();
  });
});
