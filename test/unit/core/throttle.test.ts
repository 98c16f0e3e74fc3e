import { describe, expect, it } from 'vitest';
import { fullJitterDelay } from '../../../electron/core/backoff';
import { EndpointThrottle, type ThrottleSlot } from '../../../electron/core/throttle';
import { getOperation } from '../../../shared/catalogue';

const tick = () => new Promise((r) => setImmediate(r));

describe('EndpointThrottle', () => {
  it('sizes each path from the catalogue: capacity 1 for picking, 10 for merge orders', async () => {
    const t = new EndpointThrottle();
    const picking = getOperation('picking').path;
    const merge = getOperation('mergeOrders').path;
    const held: ThrottleSlot[] = [];
    for (let i = 0; i < 3; i++) void t.acquire(picking).then((s) => held.push(s));
    for (let i = 0; i < 12; i++) void t.acquire(merge).then((s) => held.push(s));
    await tick();
    const figures = Object.fromEntries(t.figures().map((f) => [f.operation, f]));
    expect(figures.picking).toMatchObject({ capacity: 1, inFlight: 1, queued: 2 });
    expect(figures.mergeOrders).toMatchObject({ capacity: 10, inFlight: 10, queued: 2 });
  });

  it('grants a freed slot to interactive requests before bulk ones, in arrival order within each', async () => {
    const t = new EndpointThrottle({ capacityOf: () => 1 });
    const order: string[] = [];
    const first = await t.acquire('/p');
    // Each holder gives its slot back as soon as it gets it, so the queue drains in its own order.
    const take = (priority: 'bulk' | 'interactive', name: string) =>
      t.acquire('/p', { priority }).then((s) => {
        order.push(name);
        s.release('success');
      });
    const waits = [take('bulk', 'bulk-1'), take('bulk', 'bulk-2'), take('interactive', 'read-1'), take('interactive', 'read-2')];
    first.release('success');
    await Promise.all(waits);
    expect(order).toEqual(['read-1', 'read-2', 'bulk-1', 'bulk-2']);
  });

  it('lets a retry keep its place in line with its ticket', async () => {
    const t = new EndpointThrottle({ capacityOf: () => 1 });
    const first = await t.acquire('/p');
    const early = t.ticket();
    const order: string[] = [];
    const later = t.acquire('/p', { priority: 'bulk' }).then((s) => (order.push('later'), s.release('success')));
    const retry = t.acquire('/p', { priority: 'bulk', ticket: early }).then((s) => (order.push('retry'), s.release('success')));
    first.release('success');
    await Promise.all([later, retry]);
    expect(order).toEqual(['retry', 'later']);
  });

  it('drops a waiter whose signal aborts, without taking a slot', async () => {
    const t = new EndpointThrottle({ capacityOf: () => 1 });
    const held = await t.acquire('/p');
    const ac = new AbortController();
    const waiting = t.acquire('/p', { signal: ac.signal });
    ac.abort();
    await expect(waiting).rejects.toThrow(/aborted/);
    expect(t.figures()[0]).toMatchObject({ inFlight: 1, queued: 0 });
    held.release('success');
    expect(t.figures()[0]).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it('halves the effective capacity on a rejection and restores it one step per streak of successes', async () => {
    const t = new EndpointThrottle({ capacityOf: () => 8 });
    const slot = async () => t.acquire('/p');
    (await slot()).release('rejected');
    expect(t.figures()[0]?.effectiveCapacity).toBe(4);
    (await slot()).release('rejected');
    expect(t.figures()[0]?.effectiveCapacity).toBe(2);
    for (let i = 0; i < 2; i++) (await slot()).release('success');
    expect(t.figures()[0]?.effectiveCapacity).toBe(3);
    for (let i = 0; i < 30; i++) (await slot()).release('success');
    expect(t.figures()[0]).toMatchObject({ effectiveCapacity: 8, rejections: 2, successes: 32 });
  });

  it('never lowers the effective capacity below 1', async () => {
    const t = new EndpointThrottle({ capacityOf: () => 1 });
    for (let i = 0; i < 3; i++) (await t.acquire('/p')).release('rejected');
    expect(t.figures()[0]?.effectiveCapacity).toBe(1);
  });

  it('keeps at most the effective capacity in flight after rejections', async () => {
    const t = new EndpointThrottle({ capacityOf: () => 4 });
    (await t.acquire('/p')).release('rejected'); // effective 2
    const granted: ThrottleSlot[] = [];
    for (let i = 0; i < 4; i++) void t.acquire('/p').then((s) => granted.push(s));
    await tick();
    expect(granted).toHaveLength(2);
  });

  it('backs off with full jitter under a ceiling that follows the path round-trip', async () => {
    const t = new EndpointThrottle({ capacityOf: () => 1, random: () => 0.999, backoffBaseMs: 10, backoffMinCapMs: 20, backoffMaxCapMs: 1000 });
    (await t.acquire('/p')).release('success', 30); // round-trip 30 ms → ceiling max(20, 2 × 30) = 60
    const waited = await t.backoff('/p', 10);
    expect(waited).toBeLessThan(60);
    expect(waited).toBeGreaterThanOrEqual(59);
    expect(t.figures()[0]?.backoffMs).toBe(waited);
  });

  it('stops a back-off when its signal aborts', async () => {
    const t = new EndpointThrottle({ random: () => 1, backoffMinCapMs: 10_000 });
    const ac = new AbortController();
    const waiting = t.backoff('/p', 20, ac.signal);
    ac.abort();
    await expect(waiting).rejects.toThrow(/aborted/);
    expect(t.figures()[0]?.backingOff).toBe(0);
  });

  it('frees a slot once however often it is given back: free, release and free again make room for one waiter', async () => {
    const t = new EndpointThrottle({ capacityOf: () => 2 });
    const a = await t.acquire('/p');
    await t.acquire('/p');
    const granted: string[] = [];
    void t.acquire('/p').then(() => granted.push('c'));
    void t.acquire('/p').then(() => granted.push('d'));
    await tick();
    void a.free();
    a.release('success');
    void a.free();
    a.release('failed');
    await tick();
    expect(granted).toEqual(['c']);
    expect(t.figures()[0]).toMatchObject({ inFlight: 2, queued: 1 });
  });

  it('emits changed with the per-path figures', async () => {
    const t = new EndpointThrottle({ capacityOf: () => 1, changeIntervalMs: 1 });
    const seen = new Promise<unknown>((resolve) => t.once('changed', resolve));
    (await t.acquire('/p')).release('success');
    expect(await seen).toEqual([expect.objectContaining({ path: '/p', inFlight: 0, successes: 1 })]);
  });
});

describe('fullJitterDelay', () => {
  it('draws uniformly below min(cap, base * 2^(attempt-1))', () => {
    expect(fullJitterDelay(1, 25, 1000, () => 0.5)).toBe(12);
    expect(fullJitterDelay(3, 25, 1000, () => 0.5)).toBe(50);
    expect(fullJitterDelay(30, 25, 1000, () => 0.5)).toBe(500);
    expect(fullJitterDelay(5, 25, 1000, () => 0)).toBe(0);
  });
});
