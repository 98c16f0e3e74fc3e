import { describe, expect, it } from 'vitest';
import { onTheirWay } from './job-start';
import type { IdentifiedItem, PlanItem } from './send-plan';

const planned = (id: string, key: string | null, values = `v-${id}`): IdentifiedItem => ({ id, values: {}, identity: key === null ? null : { key, values } });
const sent = (id: string): PlanItem => ({ id, values: {} });

describe('the items a start sends, as the ledger mirror expects them', () => {
  it('names each sent item by its identity in the plan and its row key, and leaves out items without one', () => {
    const plan = [planned('r1', 'M1'), planned('r2', null), planned('r3', 'M3', 'h3'), planned('r4', 'M4')];
    expect(onTheirWay([sent('r3'), sent('r1'), sent('r2'), sent('gone')], plan)).toEqual([
      { key: 'M3', values: 'h3', rowKey: 'r3' },
      { key: 'M1', values: 'v-r1', rowKey: 'r1' },
    ]);
  });

  it('takes the first plan item of an id, as a search of the plan would', () => {
    expect(onTheirWay([sent('r1')], [planned('r1', 'first'), planned('r1', 'second')])).toEqual([{ key: 'first', values: 'v-r1', rowKey: 'r1' }]);
  });

  it('maps a 100,000-row start reading the plan once, not searching it for each row', () => {
    // Searching the plan per row is 5·10⁹ comparisons here: 10–60 s with the page frozen after the start's answer
    // (test/bench/grid-send.bench.ts). Counted, not timed: the plan is read through once.
    const n = 100_000;
    const items = Array.from({ length: n }, (_, i) => planned(`row-${i}`, `MSKU-${i}`));
    let reads = 0;
    const plan = new Proxy(items, {
      get(target, prop, receiver) {
        if (typeof prop === 'string' && /^\d+$/.test(prop)) reads++;
        if (prop === 'find' || prop === 'findIndex' || prop === 'filter') throw new Error(`the plan was searched (${String(prop)})`);
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const out = onTheirWay(items, plan);
    expect(out).toHaveLength(n);
    expect(out[n - 1]).toEqual({ key: `MSKU-${n - 1}`, values: `v-row-${n - 1}`, rowKey: `row-${n - 1}` });
    expect(reads).toBeLessThanOrEqual(n);
  });
});
