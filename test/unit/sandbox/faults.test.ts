import { describe, expect, it } from 'vitest';
import { getOperation } from '../../../shared/catalogue';
import { FaultInjector } from '../../../electron/sandbox/faults/fault-injector';
import { FAULT_KINDS, FaultSpecSyntaxError, parseFaultSpec } from '../../../electron/sandbox/faults/fault-spec';
import { seededRandom } from '../../../electron/node-shared/prng';

const picking = getOperation('picking');
const detail = getOperation('shippingDetail');
const token = getOperation('accessToken');
const injector = (seed = 1) => new FaultInjector(seededRandom(seed), () => '2024-01-01T00:00:00.000Z');

describe('fault spec syntax', () => {
  it('parses the documented example', () => {
    expect(parseFaultSpec('reject3001008:p=0.3,dropAfterCommit:n=2:op=picking,latency:ms=200:p=0.5,clockSkew:s=-300')).toEqual([
      { kind: 'reject3001008', probability: 0.3 },
      { kind: 'dropAfterCommit', count: 2, operation: 'picking' },
      { kind: 'latency', ms: 200, probability: 0.5 },
      { kind: 'clockSkew', seconds: -300 },
    ]);
  });

  it('takes an operation by its path', () => {
    expect(parseFaultSpec('http502:op=/basicOpen/multiplatform/shippingList/picking')).toEqual([{ kind: 'http502', operation: 'picking' }]);
  });

  it('knows every fault kind of the contract', () => {
    expect(parseFaultSpec(FAULT_KINDS.map((k) => (k === 'clockSkew' ? `${k}:s=5` : k === 'latency' || k === 'slowAnswer' ? `${k}:ms=1` : k)).join(','))).toHaveLength(FAULT_KINDS.length);
  });

  it('rejects unknown kinds, keys, operations and out-of-range values with the entry named', () => {
    for (const bad of ['nope', 'http500:x=1', 'http500:p=2', 'http500:n=-1', 'http500:op=nowhere', 'latency', 'clockSkew:p=1', 'http500:p=']) {
      expect(() => parseFaultSpec(bad)).toThrow(FaultSpecSyntaxError);
    }
    expect(() => parseFaultSpec('http500:p=2')).toThrow(/"http500:p=2"/);
  });
});

describe('fault injector', () => {
  it('lists a standing fault (holdStockChanges) while it is set, whatever its probability, and not once cleared', () => {
    const faults = injector();
    expect(faults.listed('holdStockChanges')).toBe(false);
    faults.set([{ kind: 'holdStockChanges', probability: 0 }]);
    expect(faults.listed('holdStockChanges')).toBe(true);
    expect(faults.listed('dropAfterCommit')).toBe(false);
    faults.set([]);
    expect(faults.listed('holdStockChanges')).toBe(false);
  });

  it('fires a counted fault exactly that many times and records each firing', () => {
    const faults = injector();
    faults.set([{ kind: 'dropAfterCommit', count: 2 }]);
    const fired = [1, 2, 3].map((i) => faults.fire('dropAfterCommit', picking, `r${i}`));
    expect(fired.map((f) => f !== null)).toEqual([true, true, false]);
    expect(faults.applied().map((a) => [a.kind, a.operation, a.requestId])).toEqual([
      ['dropAfterCommit', 'picking', 'r1'],
      ['dropAfterCommit', 'picking', 'r2'],
    ]);
    expect(faults.list()[0]).toMatchObject({ fired: 2, remaining: 0 });
  });

  it('fires with its probability, the same way for the same seed', () => {
    const run = (seed: number) => {
      const faults = injector(seed);
      faults.set([{ kind: 'reject3001008', probability: 0.3 }]);
      return Array.from({ length: 1000 }, () => faults.fire('reject3001008', picking, null) !== null);
    };
    const hits = run(7).filter(Boolean).length;
    expect(hits).toBeGreaterThan(220);
    expect(hits).toBeLessThan(380);
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it('hits only the named operation, every business path when none is named, and token calls only by name', () => {
    const faults = injector();
    faults.set([{ kind: 'http500', operation: 'picking' }, { kind: 'http502' }]);
    expect(faults.fire('http500', picking, null)).not.toBeNull();
    expect(faults.fire('http500', detail, null)).toBeNull();
    expect(faults.fire('http502', detail, null)).not.toBeNull();
    expect(faults.fire('http502', token, null)).toBeNull();
    faults.set([{ kind: 'http502', operation: 'accessToken' }]);
    expect(faults.fire('http502', token, null)).not.toBeNull();
  });
});
