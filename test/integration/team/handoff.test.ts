// The team schedule's direct hand-off against a real redis-server: a waiter asks for its slot once, and the
// holder's release hands it over through the waiter's own grant list (BLPOP), with no asking again meanwhile.
import { describe, expect, it } from 'vitest';
import { RedisCoordinator } from '../../../electron/core/coordination/redis-coordinator';
import { ACQUIRE } from '../../../electron/core/coordination/redis-scripts';
import { redisMissing, redisSuite } from './redis-server';

const PATH = '/basicOpen/multiplatform/videox/stock';

describe.skipIf(redisMissing !== null)(`team hand-off${redisMissing ? ` (skipped: ${redisMissing})` : ''}`, () => {
  const suite = redisSuite();

  it('a waiter asks once; the release hands it the slot directly, whatever the wait', async () => {
    const appId = 'ak_HANDOFFTEST001';
    const [a, b] = [0, 1].map((i) => suite.track(new RedisCoordinator({ url: suite.server().url, appId, appSecret: async () => 'sk_handoff', desktopName: `desk-${i}` }))) as [RedisCoordinator, RedisCoordinator];
    expect(await a.ready(5000)).toBe(true);
    expect(await b.ready(5000)).toBe(true);
    const held = await a.slots.acquire(PATH, 1);

    // Every ACQUIRE b makes, as the server sees it.
    const monitor = await suite.raw().duplicate().monitor();
    const asked: string[] = [];
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args[0]?.toLowerCase() === 'evalsha' && args[1] === ACQUIRE.sha && args.includes(b.desktopId)) asked.push(args.join(' '));
    });
    try {
      const waiting = b.slots.acquire(PATH, 1);
      // However long the wait (a poll would ask again every few hundred ms at most), nothing more is asked.
      await new Promise((r) => setTimeout(r, 1000));
      await held.release();
      await (await waiting).release();
      expect(asked).toHaveLength(1);
      expect(b.slots.handoffs).toHaveLength(1);
    } finally {
      monitor.disconnect();
    }
  });
});
