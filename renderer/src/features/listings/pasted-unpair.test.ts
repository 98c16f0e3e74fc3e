import { describe, expect, it } from 'vitest';
import { pastedStatuses } from './pasted-statuses';
import { planPastedUnpair } from './unpair';

const items = (...ids: string[]) => ids.map((id, i) => ({ rowId: `r${i}`, id }));

describe('un-pairing pasted ids', () => {
  it('sends one request for the store and platform, each id once and exact (above 2^53, leading zeros)', () => {
    const plan = planPastedUnpair({ storeId: ' S1 ', platformCode: '10041', items: items('900000000000000001', ' 0042 ', '900000000000000001', '') });
    expect(plan.refused).toEqual([]);
    expect(plan.groups).toEqual([
      {
        storeId: 'S1', storeName: 'S1', platformCode: '10041', field: 'MSKU ID',
        items: [{ rowId: 'r0', id: '900000000000000001', msku: null }, { rowId: 'r1', id: '0042', msku: null }],
      },
    ]);
  });

  it('takes variant IDs as pasted (a listing record lacks them, the user does not)', () => {
    expect(planPastedUnpair({ storeId: 'S1', platformCode: '10007', items: items('77') }).groups[0]?.field).toBe('variant ID');
  });

  it('refuses every id of a platform un-pairing does not serve, or without a store, before sending', () => {
    expect(planPastedUnpair({ storeId: 'S1', platformCode: '10003', items: items('1', '2') })).toEqual({
      groups: [],
      refused: [
        { rowId: 'r0', msku: '1', platformCode: '10003', reason: 'unsupported-platform' },
        { rowId: 'r1', msku: '2', platformCode: '10003', reason: 'unsupported-platform' },
      ],
    });
    expect(planPastedUnpair({ storeId: ' ', platformCode: '10041', items: items('1') }).refused[0]?.reason).toBe('no-store');
  });
});

describe('pasted ids’ statuses for the grid', () => {
  it('puts each item’s outcome (with the vendor’s reason) on the grid row of its id, in its store and platform', () => {
    const plan = planPastedUnpair({ storeId: 'S1', platformCode: '10041', items: [{ rowId: 'g1', id: '11' }, { rowId: 'g2', id: '12' }, { rowId: 'g3', id: '13' }] });
    const byItem = new Map([
      ['S1|10041|11', { state: 'succeeded' as const }],
      ['S1|10041|12', { state: 'failed' as const, reason: 'not paired' }],
      ['S2|10041|13', { state: 'succeeded' as const }],
    ]);
    expect([...pastedStatuses(plan, byItem)]).toEqual([
      ['g1', { state: 'succeeded' }],
      ['g2', { state: 'failed', reason: 'not paired' }],
    ]);
  });
});
