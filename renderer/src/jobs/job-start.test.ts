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

  it('maps a 100,000-row start without searching the plan for each row', () => {
    // Searching the plan per row is 5·10⁹ comparisons here: 10–60 s (the page frozen after the start's answer,
    // test/bench/grid-send.bench.ts). A map is a few tens of milliseconds; the bound leaves room for a loaded machine.
    const n = 100_000;
    const plan = Array.from({ length: n }, (_, i) => planned(`row-${Date.now().toString(36)}-${i.toString(36)}`, `MSKU-${i}`));
    const t0 = performance.now();
    const out = onTheirWay(plan, plan);
    const ms = performance.now() - t0;
    expect(out).toHaveLength(n);
    expect(out[n - 1]).toEqual({ key: `MSKU-${n - 1}`, values: `v-${plan[n - 1]!.id}`, rowKey: plan[n - 1]!.id });
    expect(ms).toBeLessThan(2000);
  });
});
