import { describe, expect, it } from 'vitest';
import { appendSample, totals } from './throttle-history';

const sample = (at: number, inFlight = 0) => ({ at, inFlight, queued: 0, backingOff: 0 });

describe('throttle history for the live chart', () => {
  it('sums the figures of every path', () => {
    const f = (inFlight: number, queued: number, backingOff: number) => ({
      operation: null, path: '/p', capacity: 1, effectiveCapacity: 1, inFlight, queued, backingOff, rejections: 0, successes: 0, backoffMs: 0, latencyMs: null,
    });
    expect(totals([f(1, 2, 0), f(0, 3, 1)])).toEqual({ inFlight: 1, queued: 5, backingOff: 1 });
  });

  it('keeps two minutes, one sample per 250 ms (a burst of events replaces the last sample)', () => {
    let h = appendSample([], sample(0, 1));
    h = appendSample(h, sample(100, 2));
    expect(h).toEqual([sample(100, 2)]);
    h = appendSample(h, sample(400, 3));
    expect(h).toHaveLength(2);
    h = appendSample(h, sample(121_000, 4));
    expect(h.map((s) => s.at)).toEqual([121_000]);
  });
});
