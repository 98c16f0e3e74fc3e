// The team schedule's fencing against a real redis-server: every grant of a slot carries the path's next fencing
// token, and a release or a heartbeat that carries a stale one (the slot lapsed and went to someone else) is
// refused. A slot freed twice is freed once; a holder that froze past its liveness cannot free, or keep alive,
// the slot a peer now holds. The server's clock is moved on (a lapse set due) rather than waited for.
import { describe, expect, it } from 'vitest';
import { RedisCoordinator, type RedisCoordinatorOptions } from '../../../electron/core/coordination/redis-coordinator';
import { RELEASE } from '../../../electron/core/coordination/redis-scripts';
import { teamKeys } from '../../../electron/core/coordination/redis-slots';
import { redisMissing, redisSuite } from './redis-server';

const PATH = '/basicOpen/multiplatform/videox/stock';
let appSeq = 0;

describe.skipIf(redisMissing !== null)(`team slots are fenced${redisMissing ? ` (skipped: ${redisMissing})` : ''}`, () => {
  const suite = redisSuite();
  const raw = () => suite.raw();

  async function team(options: Array<Partial<RedisCoordinatorOptions>>) {
    const appId = `ak_FENCETEST${String(++appSeq).padStart(5, '0')}`;
    const list = options.map((o, i) => suite.track(new RedisCoordinator({ url: suite.server().url, appId, appSecret: async () => 'sk_fence_test', desktopName: `desk-${i}`, ...o })));
    for (const c of list) expect(await c.ready(5000)).toBe(true);
    const base = `${teamKeys(appId).holdersPrefix}${PATH}`;
    const keys = { presence: teamKeys(appId).presence, lapse: `${base}:lapse`, owner: `${base}:owner`, queue: `${base}:queue`, fence: `${base}:fence`, grants: teamKeys(appId).grantsPrefix };
    /** Slot 0's owner record on the server: member and fencing token. */
    const owner = async () => {
      const rec = await raw().hget(keys.owner, '0');
      const m = rec === null ? null : /^(.*) (\d+) \d+$/.exec(rec);
      return m ? { member: m[1] as string, fence: m[2] as string } : null;
    };
    return { list, keys, owner };
  }

  /** Resolves to the value, or 'waiting' once the server has answered a round trip and it still has not settled. */
  const stillWaiting = async <T>(p: Promise<T>): Promise<T | 'waiting'> => {
    let value: T | 'waiting' = 'waiting';
    void p.then((v) => (value = v));
    await raw().ping();
    await new Promise((r) => setImmediate(r));
    return value;
  };

  const waitUntil = async (cond: () => boolean | Promise<boolean>, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!(await cond())) {
      if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('each grant carries the next fencing token; a slot freed twice is freed once, never taking the next holder’s', async () => {
    const { list, keys, owner } = await team([{}, {}, {}]);
    const [a, b, c] = list as [RedisCoordinator, RedisCoordinator, RedisCoordinator];
    const slotA = await a.slots.acquire(PATH, 1);
    const heldByA = await owner();
    expect(heldByA?.member).toMatch(new RegExp(`^${a.desktopId}#`));
    const waitB = b.slots.acquire(PATH, 1);
    await waitUntil(async () => (await raw().zcard(keys.queue)) === 1, 'b in line');
    const waitC = c.slots.acquire(PATH, 1);
    await waitUntil(async () => (await raw().zcard(keys.queue)) === 2, 'c in line');

    await slotA.release();
    const slotB = await waitB;
    const heldByB = await owner();
    expect(heldByB?.member).toMatch(new RegExp(`^${b.desktopId}#`));
    expect(Number(heldByB?.fence)).toBe(Number(heldByA?.fence) + 1);

    // a's release delivered a second time (a retry of a call that did reach the server, say): refused.
    const replay = await raw().evalsha(RELEASE.sha, 5, keys.presence, keys.lapse, keys.owner, keys.queue, keys.fence, a.desktopId, heldByA?.member ?? '', '0', heldByA?.fence ?? '', 1, 120_000, 10_000, keys.grants);
    expect(replay).toBe(0);
    expect(await owner()).toEqual(heldByB);
    expect(await stillWaiting(waitC)).toBe('waiting');
    expect(await raw().zcard(keys.lapse)).toBe(1);

    await slotB.release();
    await (await waitC).release();
    expect(await raw().hlen(keys.owner)).toBe(0);
  });

  it('a holder that froze past its liveness cannot free or keep alive the slot that went to a peer', async () => {
    // a beats often (short liveness); b rarely, so slot 0's lapse moves only if someone beats for it.
    const { list, keys, owner } = await team([{ livenessMs: 400 }, { livenessMs: 60_000 }, { livenessMs: 60_000 }]);
    const [a, b, c] = list as [RedisCoordinator, RedisCoordinator, RedisCoordinator];
    const slotA = await a.slots.acquire(PATH, 1);
    const heldByA = await owner();

    // a froze: the server's clock passes its slot's lapse before a beats again.
    await raw().zadd(keys.lapse, 'XX', 0, '0');
    const slotB = await b.slots.acquire(PATH, 1);
    const heldByB = await owner();
    expect(heldByB?.member).toMatch(new RegExp(`^${b.desktopId}#`));
    expect(Number(heldByB?.fence)).toBeGreaterThan(Number(heldByA?.fence));
    const lapseOfB = await raw().zscore(keys.lapse, '0');
    const waitC = c.slots.acquire(PATH, 1);
    await waitUntil(async () => (await raw().zcard(keys.queue)) === 1, 'c in line');

    // a thaws: its heartbeat for slot 0 is refused (the slot is counted lost) and moves b's lapse not at all ...
    await waitUntil(() => a.slots.lostSlots === 1, "a's heartbeat refused");
    expect(await raw().zscore(keys.lapse, '0')).toBe(lapseOfB);
    expect(await owner()).toEqual(heldByB);
    // ... and its release, when its request ends, frees nothing of b's.
    await slotA.release();
    expect(await owner()).toEqual(heldByB);
    expect(await stillWaiting(waitC)).toBe('waiting');

    await slotB.release();
    await (await waitC).release();
  });
});
