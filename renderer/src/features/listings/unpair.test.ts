import { describe, expect, it } from 'vitest';
import type { ChildRecord } from './types';
import { planUnpair } from './unpair';

const rec = (over: Partial<ChildRecord>): ChildRecord =>
  ({ msku: 'M-1', mskuId: '900000000000000001', productId: '555', storeId: 'S1', storeName: 'Store one', platformCode: '10041', ...over }) as ChildRecord;

describe('planning an un-pairing (spec §4.4)', () => {
  it('sends the field the platform names: MSKU ID, product ID or MSKU', () => {
    const plan = planUnpair([
      { rowId: 'a', record: rec({}) },
      { rowId: 'b', record: rec({ msku: 'P-1', storeId: 'S2', storeName: 'Two', platformCode: '10020' }) },
      { rowId: 'c', record: rec({ msku: 'Q 1: odd', storeId: 'S3', storeName: 'Three', platformCode: '10025' }) },
    ]);
    expect(plan.refused).toEqual([]);
    expect(plan.groups.map((g) => [g.storeId, g.field, g.items.map((i) => i.id)])).toEqual([
      ['S1', 'MSKU ID', ['900000000000000001']],
      ['S2', 'product ID', ['555']],
      ['S3', 'MSKU', ['Q 1: odd']],
    ]);
  });

  it('groups per store and platform, sending a repeated id once', () => {
    const plan = planUnpair([
      { rowId: 'a', record: rec({}) },
      { rowId: 'b', record: rec({ mskuId: '900000000000000002' }) },
      { rowId: 'c', record: rec({}) },
      { rowId: 'd', record: rec({ storeId: 'S9', storeName: 'Nine' }) },
    ]);
    expect(plan.groups).toHaveLength(2);
    expect(plan.groups[0]?.items.map((i) => i.rowId)).toEqual(['a', 'b']);
  });

  it('refuses, before sending, platforms outside the table and those needing a variant ID', () => {
    const plan = planUnpair([
      { rowId: 'x', record: rec({ platformCode: '10999' }) },
      { rowId: 'y', record: rec({ platformCode: '10007' }) },
      { rowId: 'z', record: rec({ platformCode: null }) },
      { rowId: 'w', record: rec({ mskuId: null }) },
      { rowId: 'v', record: rec({ storeId: null }) },
    ]);
    expect(plan.groups).toEqual([]);
    expect(plan.refused.map((r) => [r.rowId, r.reason])).toEqual([
      ['x', 'unsupported-platform'],
      ['y', 'variant-id-unknown'],
      ['z', 'unsupported-platform'],
      ['w', 'no-id'],
      ['v', 'no-store'],
    ]);
  });
});
