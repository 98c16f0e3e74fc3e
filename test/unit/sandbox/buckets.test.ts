import { describe, expect, it } from 'vitest';
import { getOperation } from '../../../shared/catalogue';
import { Buckets } from '../../../electron/sandbox/state/buckets';

const picking = getOperation('picking'); // capacity 1
const merge = getOperation('mergeOrders'); // capacity 10

describe('concurrency buckets (notes §4)', () => {
  it('gives out as many tokens as the catalogue capacity, then none', () => {
    const buckets = new Buckets();
    const leases = Array.from({ length: 10 }, () => buckets.tryAcquire('app', merge));
    expect(leases.every((l) => l !== null)).toBe(true);
    expect(buckets.tryAcquire('app', merge)).toBeNull();
    expect(buckets.tryAcquire('app', picking)).not.toBeNull();
  });

  it('returns the token on release, once, however often release is called', () => {
    const buckets = new Buckets();
    const first = buckets.tryAcquire('app', picking);
    expect(buckets.tryAcquire('app', picking)).toBeNull();
    first?.release();
    const second = buckets.tryAcquire('app', picking);
    expect(second).not.toBeNull();
    first?.release(); // a stale release must not free the second holder's token
    expect(buckets.tryAcquire('app', picking)).toBeNull();
  });

  it('keeps one bucket per appId + path', () => {
    const buckets = new Buckets();
    expect(buckets.tryAcquire('app-a', picking)).not.toBeNull();
    expect(buckets.tryAcquire('app-b', picking)).not.toBeNull();
    expect(buckets.tryAcquire('app-a', picking)).toBeNull();
  });

  it('lets a token lapse after the lease time (2 minutes by default)', () => {
    let now = 1_000_000;
    const buckets = new Buckets({ now: () => now });
    expect(buckets.leaseMs).toBe(120_000);
    expect(buckets.tryAcquire('app', picking)).not.toBeNull();
    now += 119_999;
    expect(buckets.tryAcquire('app', picking)).toBeNull();
    now += 1;
    expect(buckets.tryAcquire('app', picking)).not.toBeNull();
  });

  it('lifts every capacity to the override and shows the state', () => {
    const buckets = new Buckets({ capacityOverride: 3 });
    for (let i = 0; i < 3; i++) expect(buckets.tryAcquire('app', picking)).not.toBeNull();
    expect(buckets.tryAcquire('app', picking)).toBeNull();
    expect(buckets.snapshot()).toEqual([{ appId: 'app', operation: 'picking', path: picking.path, capacity: 3, inFlight: 3 }]);
  });
});
