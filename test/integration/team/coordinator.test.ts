// The Redis coordinator against a real redis-server: the team schedule (fair, released on answer, freed when
// a holder dies or its lease lapses), the shared sealed token pair with its renewal lease, and the fall back to
// local coordination while the server is away.
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisCoordinator, type RedisCoordinatorOptions } from '../../../electron/core/coordination/redis-coordinator';
import { secretStorePairs } from '../../../electron/core/coordination/local';
import { teamKeys } from '../../../electron/core/coordination/redis-slots';
import type { SharedSlot } from '../../../electron/core/coordination/types';
import { MemorySecretStore } from '../../../electron/core/secrets';
import { TokenManager } from '../../../electron/core/tokens';
import { startFakeVendor, TOKEN_PATHS, tokenPair, type FakeVendor } from '../../unit/core/fake-vendor';
import { redisMissing, RedisServer } from './redis-server';

const SECRET = 'sk_team_test_secret_value';
const PATH = '/basicOpen/multiplatform/videox/stock';
let appSeq = 0;

describe.skipIf(redisMissing !== null)(`team coordinator on a real redis-server${redisMissing ? ` (skipped: ${redisMissing})` : ''}`, () => {
  let redis: RedisServer;
  let open: RedisCoordinator[] = [];
  let vendor: FakeVendor | null = null;

  beforeAll(async () => {
    redis = await RedisServer.start();
  });
  afterAll(async () => {
    await redis?.kill();
  });
  afterEach(async () => {
    await Promise.all(open.map((c) => c.close()));
    open = [];
    await vendor?.close();
    vendor = null;
    if (!redis.running) await redis.restart();
  });

  /** `n` desktops of one (fresh) appId. */
  async function desktops(n: number, o: Partial<RedisCoordinatorOptions> = {}) {
    const appId = `ak_TEAMTEST${String(++appSeq).padStart(6, '0')}`;
    const list = Array.from({ length: n }, (_, i) => new RedisCoordinator({ url: redis.url, appId, appSecret: async () => SECRET, desktopName: `desk-${i}`, ...o }));
    open.push(...list);
    for (const c of list) expect(await c.ready(5000)).toBe(true);
    return { appId, list };
  }

  const settled = async <T>(p: Promise<T>, ms = 150): Promise<T | 'waiting'> => Promise.race([p, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms))]);

  it('hands one path to one desktop at a time, first come first served, and passes it on when the answer is in', async () => {
    const { list } = await desktops(3);
    const [a, b, c] = list as [RedisCoordinator, RedisCoordinator, RedisCoordinator];
    const slotA = await a.slots.acquire(PATH, 1);
    const order: string[] = [];
    const waitB = b.slots.acquire(PATH, 1).then((s) => (order.push('b'), s));
    await new Promise((r) => setTimeout(r, 20));
    const waitC = c.slots.acquire(PATH, 1).then((s) => (order.push('c'), s));
    expect(await settled(waitB)).toBe('waiting');
    await slotA.release();
    const slotB = await waitB;
    expect(await settled(waitC)).toBe('waiting');
    await slotB.release();
    await (await waitC).release();
    expect(order).toEqual(['b', 'c']);
  });

  it("follows the path's capacity", async () => {
    const { list } = await desktops(3);
    const [a, b, c] = list as [RedisCoordinator, RedisCoordinator, RedisCoordinator];
    const s1 = await a.slots.acquire(PATH, 2);
    const s2 = await b.slots.acquire(PATH, 2);
    const third = c.slots.acquire(PATH, 2);
    expect(await settled(third)).toBe('waiting');
    await s1.release();
    await (await third).release();
    await s2.release();
  });

  it('a desktop that stops waiting leaves the line', async () => {
    const { list } = await desktops(3);
    const [a, b, c] = list as [RedisCoordinator, RedisCoordinator, RedisCoordinator];
    const held = await a.slots.acquire(PATH, 1);
    const stop = new AbortController();
    const waitB = b.slots.acquire(PATH, 1, stop.signal);
    await new Promise((r) => setTimeout(r, 20));
    const waitC = c.slots.acquire(PATH, 1);
    stop.abort();
    await expect(waitB).rejects.toThrow(/aborted/);
    await held.release();
    await (await waitC).release();
  });

  it('a desktop killed while holding a slot blocks the others no longer than its liveness period', async () => {
    const { appId, list } = await desktops(2, { livenessMs: 600 });
    const [a, b] = list as [RedisCoordinator, RedisCoordinator];
    await a.slots.acquire(PATH, 1);
    await a.close();
    // Killed, not closed: its last heartbeat was just now, and it never said goodbye.
    const raw = new Redis(redis.url);
    const [sec, micro] = await raw.time();
    await raw.zadd(teamKeys(appId).presence, Number(sec) * 1000 + Math.floor(Number(micro) / 1000), a.desktopId);
    raw.disconnect();
    const started = Date.now();
    const slot = await b.slots.acquire(PATH, 1);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(400);
    expect(waited).toBeLessThanOrEqual(600 + 400);
    await slot.release();
  });

  it("a slot nobody gives back lapses after the vendor's lease even if its desktop lives", async () => {
    const { list } = await desktops(2, { slotLeaseMs: 400 });
    const [a, b] = list as [RedisCoordinator, RedisCoordinator];
    await a.slots.acquire(PATH, 1);
    const started = Date.now();
    const slot = await b.slots.acquire(PATH, 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(Date.now() - started).toBeLessThanOrEqual(400 + 400);
    await slot.release();
  });

  it('says how many desktops there are and which one holds each path', async () => {
    const { list } = await desktops(3);
    const [a, b] = list as [RedisCoordinator, RedisCoordinator];
    const slot = await a.slots.acquire(PATH, 1);
    const seenByB = await b.status();
    expect(seenByB).toMatchObject({ mode: 'team', desktops: 3, warning: null, server: redis.url });
    expect(seenByB.holders).toEqual([{ path: PATH, desktopId: a.desktopId, desktopName: 'desk-0', mine: false }]);
    expect((await a.status()).holders[0]?.mine).toBe(true);
    await slot.release();
    expect((await b.status()).holders).toEqual([]);
    await a.close();
    expect((await b.status()).desktops).toBe(2);
  });

  it('pushes a peer taking and giving back a path to the status bar without waiting for a heartbeat', async () => {
    // The heartbeat is made far apart (a quarter of 10 minutes): only the status poll can tell B in time.
    const { list } = await desktops(2, { livenessMs: 600_000, statusEveryMs: 100 });
    const [a, b] = list as [RedisCoordinator, RedisCoordinator];
    const seen: Array<Array<{ desktopName: string; mine: boolean }>> = [];
    b.on('changed', (s) => seen.push(s.holders.map((h) => ({ desktopName: h.desktopName, mine: h.mine }))));
    const slot = await a.slots.acquire(PATH, 1);
    await expect.poll(() => seen.at(-1), { timeout: 20_000 }).toEqual([{ desktopName: 'desk-0', mine: false }]);
    await slot.release();
    await expect.poll(() => seen.at(-1), { timeout: 20_000 }).toEqual([]);
  });

  it('falls back to local scheduling at once when the server stops, says so, and rejoins the team when it is back', async () => {
    const { list } = await desktops(2);
    const [a, b] = list as [RedisCoordinator, RedisCoordinator];
    const held = await a.slots.acquire(PATH, 1);
    const waiting = b.slots.acquire(PATH, 1);
    expect(await settled(waiting)).toBe('waiting');
    await redis.kill();
    // The desktop waiting is let go (its own throttle and back-off take over) ...
    const fallbackSlot: SharedSlot = await waiting;
    await fallbackSlot.release();
    await held.release(); // ... and a release that cannot reach the server never throws.
    const status = await b.status();
    expect(status.mode).toBe('fallback');
    expect(['TEAM_LOST', 'TEAM_UNREACHABLE']).toContain(status.warning?.code);
    expect(status.warning?.values.server).toBe(redis.url);
    const started = Date.now();
    await (await b.slots.acquire(PATH, 1)).release();
    expect(Date.now() - started).toBeLessThan(100);

    await redis.restart();
    await b.ready(5000);
    await a.ready(5000);
    expect((await b.status()).mode).toBe('team');
    const again = await a.slots.acquire(PATH, 1);
    expect(await settled(b.slots.acquire(PATH, 1))).toBe('waiting');
    await again.release();
  });

  it('a server that stops answering (hung, or the link dropped) puts the desktop in fallback after one timeout, not one per request', async () => {
    const { list } = await desktops(2, { livenessMs: 800 });
    const [a, b] = list as [RedisCoordinator, RedisCoordinator];
    await (await a.slots.acquire(PATH, 1)).release(); // the scripts are loaded: a late request would take effect
    redis.pause();
    try {
      const started = Date.now();
      await (await a.slots.acquire(PATH, 1)).release();
      expect(Date.now() - started).toBeLessThan(2000 + 500);
      expect(await a.status()).toMatchObject({ mode: 'fallback', warning: { code: 'TEAM_TIMEOUT' } });
      const again = Date.now();
      await (await a.slots.acquire(PATH, 1)).release();
      expect(Date.now() - again).toBeLessThan(50);
    } finally {
      redis.resume();
    }
    // The heartbeat gets through again: back on the team schedule.
    const deadline = Date.now() + 3000;
    while (((await a.status()).mode !== 'team' || (await b.status()).mode !== 'team') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await a.status()).mode).toBe('team');
    // The request the hung server granted late was given back: nothing blocks the path for the team.
    const started = Date.now();
    await (await b.slots.acquire(PATH, 1)).release();
    expect(Date.now() - started).toBeLessThan(300);
  });

  describe('one token pair for the team', () => {
    async function tokenVendor(delayMs = 30) {
      let issued = 0;
      vendor = await startFakeVendor(() => ({ json: tokenPair(++issued, 7199), delayMs }));
      return vendor;
    }
    const managerOn = (v: FakeVendor, c: RedisCoordinator, appId: string, store = new MemorySecretStore()) =>
      new TokenManager({ baseUrl: v.baseUrl, appId, appSecret: async () => SECRET, store, pairs: c.tokenPairs(secretStorePairs(store, appId)) });
    const tokenCalls = (v: FakeVendor) => v.requests.filter((r) => r.path === TOKEN_PATHS.access || r.path === TOKEN_PATHS.refresh).length;

    it('three desktops starting at once make one token call and share its pair, which rests sealed on the server', async () => {
      const v = await tokenVendor();
      const { appId, list } = await desktops(3);
      const managers = list.map((c) => managerOn(v, c, appId));
      const tokens = await Promise.all(managers.map((m) => m.getAccessToken()));
      expect(new Set(tokens).size).toBe(1);
      expect(tokenCalls(v)).toBe(1);
      const raw = new Redis(redis.url);
      const atRest = await raw.get(teamKeys(appId).pair);
      raw.disconnect();
      expect(atRest).toMatch(/^v1\./);
      expect(atRest).not.toContain(tokens[0]);
      expect(atRest).not.toContain('refresh-token');
    });

    it('a desktop with another app secret cannot open the team pair', async () => {
      const v = await tokenVendor();
      const { appId, list } = await desktops(2);
      const [a, b] = list as [RedisCoordinator, RedisCoordinator];
      await managerOn(v, a, appId).getAccessToken();
      const store = new MemorySecretStore();
      const wrong = new RedisCoordinator({ url: redis.url, appId, appSecret: async () => 'another-secret-entirely' });
      open.push(wrong);
      await wrong.ready(5000);
      expect(await wrong.tokenPairs(secretStorePairs(store, appId)).read()).toBeNull();
      expect(await b.tokenPairs(secretStorePairs(new MemorySecretStore(), appId)).read()).not.toBeNull();
    });

    it('has the team pair at hand for its first read (read as the connection came up); every later read asks the server', async () => {
      const v = await tokenVendor();
      const { appId, list } = await desktops(2);
      const [a, b] = list as [RedisCoordinator, RedisCoordinator];
      await managerOn(v, a, appId).getAccessToken();
      const raw = new Redis(redis.url);
      const gets = async () => Number(/cmdstat_get:calls=(\d+)/.exec(await raw.info('commandstats'))?.[1] ?? 0);
      try {
        const before = await gets();
        const pairs = b.tokenPairs(secretStorePairs(new MemorySecretStore(), appId));
        // The one GET made as the pair store opened serves the first read: a job's first chunk waits for no reply.
        expect(await pairs.read()).not.toBeNull();
        expect(await gets()).toBe(before + 1);
        expect(await pairs.read()).not.toBeNull();
        expect(await gets()).toBe(before + 2);
      } finally {
        raw.disconnect();
      }
    });

    it('a peer adopts the pair another desktop renewed; after a 2001005 it re-reads the team pair before renewing', async () => {
      const v = await tokenVendor();
      const { appId, list } = await desktops(2);
      const [a, b] = list as [RedisCoordinator, RedisCoordinator];
      const ma = managerOn(v, a, appId);
      const mb = managerOn(v, b, appId);
      const first = await ma.getAccessToken();
      expect(await mb.getAccessToken()).toBe(first);
      ma.invalidate('2001005', first);
      const second = await ma.getAccessToken();
      expect(second).not.toBe(first);
      // b meets 2001005 with the old token: it re-reads the team's pair instead of renewing (or adopted it already).
      mb.invalidate('2001005', first);
      expect(await mb.getAccessToken()).toBe(second);
      expect(tokenCalls(v)).toBe(2);
    });

    it('a desktop killed while renewing blocks the others no longer than the renewal lease', async () => {
      const v = await tokenVendor();
      const LEASE = 60_000;
      const { appId, list } = await desktops(2, { renewalLeaseMs: LEASE });
      const [a, b] = list as [RedisCoordinator, RedisCoordinator];
      const lease = teamKeys(appId).lease;
      const raw = new Redis(redis.url);
      try {
        // a takes the lease and never comes back (its process died mid-renewal).
        let entered!: () => void;
        const inside = new Promise<void>((r) => (entered = r));
        void a.tokenPairs(secretStorePairs(new MemorySecretStore(), appId)).exclusive(() => (entered(), new Promise(() => undefined)));
        await inside;
        await a.close();
        // Nobody keeps it alive now: the server drops it within one lease.
        const ttl = await raw.pttl(lease);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(LEASE);
        // While the dead desktop's lease stands, b waits and makes no token call of its own ...
        const token = managerOn(v, b, appId).getAccessToken();
        expect(await settled(token, 2000)).toBe('waiting');
        expect(tokenCalls(v)).toBe(0);
        // ... and renews once it lapses (the server's clock, moved on here rather than waited for).
        await raw.pexpire(lease, 1);
        await token;
        expect(tokenCalls(v)).toBe(1);
      } finally {
        raw.disconnect();
      }
    });

    it('a renewal lease asked of a hung server is given back once it answers, so it never holds up the team', async () => {
      const v = await tokenVendor();
      const { appId, list } = await desktops(2, { livenessMs: 800 });
      const [a, b] = list as [RedisCoordinator, RedisCoordinator];
      await a.tokenPairs(secretStorePairs(new MemorySecretStore(), appId)).exclusive(async () => undefined); // scripts loaded
      redis.pause();
      try {
        await managerOn(v, a, appId).getAccessToken(); // renews alone after one timeout
      } finally {
        redis.resume();
      }
      const deadline = Date.now() + 3000;
      while ((await b.status()).mode !== 'team' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      await b.tokenPairs(secretStorePairs(new MemorySecretStore(), appId)).exclusive(async () => undefined);
      expect(Date.now() - started).toBeLessThan(300);
    });

    it('renews on its own while the server is away, and keeps the pair in the profile store meanwhile', async () => {
      const v = await tokenVendor();
      const { appId, list } = await desktops(1);
      const store = new MemorySecretStore();
      const m = managerOn(v, list[0] as RedisCoordinator, appId, store);
      await redis.kill();
      await new Promise((r) => setTimeout(r, 50));
      const token = await m.getAccessToken();
      expect(token).toMatch(/^access-token-1/);
      expect(await store.get(`tokens:${appId}`)).toContain(token);
    });
  });
});
