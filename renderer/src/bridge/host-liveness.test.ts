import { describe, expect, it } from 'vitest';
import { manualClock } from '../testing/manual-clock';
import { HostLiveness, type ProbeResult } from './host-liveness';

function setup(answers: ProbeResult[]) {
  const clock = manualClock();
  const probes: number[] = [];
  const liveness = new HostLiveness({
    clock,
    probe: async () => {
      probes.push(clock.now());
      return answers.shift() ?? 'unreachable';
    },
  });
  const seen: string[] = [];
  liveness.subscribe((s) => seen.push(s.kind));
  return { clock, liveness, probes, seen };
}

describe('HostLiveness', () => {
  it('a host that goes quiet is away within 5 s, with the time it was last heard from', async () => {
    const { clock, liveness, seen } = setup(['unreachable']);
    liveness.contact();
    const heard = clock.now();
    await clock.advance(2_000);
    liveness.contact(); // the stream's 2 s beat
    const lastBeat = clock.now();
    expect(liveness.state.kind).toBe('up');
    await clock.advance(4_999);
    expect(liveness.state.kind).toBe('up');
    await clock.advance(1);
    expect(liveness.state).toEqual({ kind: 'away', lastContact: lastBeat });
    expect(lastBeat).toBeGreaterThan(heard);
    expect(seen).toEqual(['away']);
  });

  it('a stream that ends is asked about at once; while away it asks again with back-off, and is up when answered', async () => {
    const { clock, liveness, probes, seen } = setup(['unreachable', 'unreachable', 'unreachable', 'ok']);
    liveness.contact();
    const t0 = clock.now();
    liveness.suspect();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(liveness.state.kind).toBe('away');
    let upAt = 0;
    void liveness.whenUp().then(() => (upAt = clock.now()));
    await clock.advance(10_000);
    expect(probes.map((p) => p - t0)).toEqual([0, 1_000, 3_000, 7_000]);
    expect(liveness.state.kind).toBe('up');
    expect(upAt - t0).toBe(7_000);
    expect(seen).toEqual(['away', 'up']);
  });

  it('a host that refuses the tab’s token has replaced its session: it stops asking and never comes back up by itself', async () => {
    const { clock, liveness, probes } = setup(['unreachable', 'refused']);
    liveness.suspect();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    await clock.advance(1_000);
    expect(liveness.state.kind).toBe('replaced');
    await clock.advance(60_000);
    expect(probes).toHaveLength(2);
    liveness.suspect();
    expect(probes).toHaveLength(2);
  });
});
