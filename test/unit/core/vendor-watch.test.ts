// A job the vendor stopped waits for it: the vendor's address is asked with back-off on a clock the test
// moves, the job is resumed once when it answers, and "stop waiting" ends the wait.
import { describe, expect, it } from 'vitest';
import { VendorHealth } from '../../../electron/core/batch/vendor-health';
import { VendorWatch, type WatchClock } from '../../../electron/core/batch/vendor-watch';

function manualClock(): WatchClock & { advance(ms: number): Promise<void> } {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout: (fn, ms) => (timers.set(++seq, { at: now + ms, fn }), seq),
    clearTimeout: (id) => void timers.delete(id as number),
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (!next || next[1].at > end) break;
        timers.delete(next[0]);
        now = next[1].at;
        next[1].fn();
        for (let i = 0; i < 20; i++) await Promise.resolve();
      }
      now = end;
    },
  };
}

describe('VendorWatch', () => {
  it('asks with back-off while the vendor is away and resumes each waiting job once when it answers', async () => {
    const clock = manualClock();
    const probes: number[] = [];
    let up = false;
    const resumed: string[] = [];
    const watch = new VendorWatch({ clock, backoffMs: [2_000, 4_000, 8_000], probe: async () => (probes.push(clock.now()), up), resume: async (id) => void resumed.push(id) });
    watch.wait('job-a');
    watch.wait('job-b');
    watch.wait('job-a');
    expect(watch.waiting().map((w) => [w.jobId, w.nextProbeAt])).toEqual([['job-a', 2_000], ['job-b', 2_000]]);
    await clock.advance(14_000);
    expect(probes).toEqual([2_000, 6_000, 14_000]);
    expect(resumed).toEqual([]);
    expect(watch.waiting()[0]).toMatchObject({ probes: 3, nextProbeAt: 22_000 });
    up = true;
    await clock.advance(8_000);
    expect(resumed).toEqual(['job-a', 'job-b']);
    expect(watch.waiting()).toEqual([]);
    await clock.advance(120_000);
    expect(probes).toHaveLength(4);
  });

  it('stop waiting: the job is not resumed, and with nobody waiting the vendor is not asked', async () => {
    const clock = manualClock();
    const probes: number[] = [];
    const resumed: string[] = [];
    const watch = new VendorWatch({ clock, backoffMs: [1_000], probe: async () => (probes.push(clock.now()), true), resume: async (id) => void resumed.push(id) });
    watch.wait('job-a');
    expect(watch.stopWaiting('job-a')).toBe(true);
    expect(watch.stopWaiting('job-a')).toBe(false);
    await clock.advance(10_000);
    expect(probes).toEqual([]);
    expect(resumed).toEqual([]);
  });
});

describe('VendorHealth', () => {
  it('is not answering from the first call that found no one, until a call is answered', () => {
    let now = 1_000;
    const health = new VendorHealth(() => now);
    const changes: unknown[] = [];
    health.on('changed', (s) => changes.push(s));
    health.unreachable('CONNECTION_REFUSED', 900);
    now = 5_000;
    health.unreachable('TIMEOUT');
    expect(health.reach).toEqual({ answering: false, since: 900, code: 'TIMEOUT' });
    health.answered();
    expect(health.reach).toEqual({ answering: true, since: null, code: null });
    expect(changes).toHaveLength(3);
  });
});
