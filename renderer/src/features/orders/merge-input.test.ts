import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../../shared/ipc';
import { planMerge } from './merge-input';
import { mergeLines } from './merge-results';

describe('the merge form, checked before sending', () => {
  it('refuses the platforms merging does not serve', () => {
    for (const p of ['10007', '10011', '10012']) expect(planMerge(p, ['1', '2']).issues).toEqual([{ kind: 'platformUnsupported', platform: p }]);
  });

  it('keeps ids above 2^53 as the exact text of the grid, each once', () => {
    const { plan } = planMerge(' 10002 ', ['103318651460264448', ' 9007199254740993', '103318651460264448', '']);
    expect(plan).toEqual({ platform: '10002', orders: ['103318651460264448', '9007199254740993'] });
  });

  it('names every bad entry', () => {
    expect(planMerge('', ['1', 'x']).issues).toEqual([{ kind: 'platformMissing' }, { kind: 'badId', id: 'x' }]);
    expect(planMerge('1a', ['1']).issues).toEqual([{ kind: 'platformNotNumeric' }, { kind: 'tooFew' }]);
    const many = Array.from({ length: 201 }, (_, i) => String(i + 1));
    expect(planMerge('10002', many).issues).toEqual([{ kind: 'tooMany', count: 201 }]);
  });
});

const row = (over: Partial<JobRow>): JobRow => ({
  key: '1+2+3', status: 'succeeded', reason: null, code: null, category: null, info: null, requestId: null, sends: 1, resolvedBy: null, issues: null, ...over,
});

describe('merge results from job rows', () => {
  it('gives one line per merged set and per failed set', () => {
    const sets = { merged: [{ orders: ['1', '2'], newOrderNo: '1' }], failed: [{ orders: ['3'], message: '操作的勾选项无可合并的订单!' }] };
    expect(mergeLines([row({ status: 'failed', info: { sets: JSON.stringify(sets) } })])).toEqual([
      { kind: 'merged', rowKey: '1+2+3', newOrderNo: '1', orders: ['1', '2'] },
      { kind: 'failed', rowKey: '1+2+3', orders: ['3'], message: '操作的勾选项无可合并的订单!', code: null },
    ]);
  });

  it('shows a refusal without result sets with its reason and code, and an unknown outcome as such', () => {
    expect(mergeLines([row({ status: 'failed', reason: 'system busy', code: '3001008' })])).toEqual([
      { kind: 'failed', rowKey: '1+2+3', orders: ['1', '2', '3'], message: 'system busy', code: '3001008' },
    ]);
    expect(mergeLines([row({ status: 'unknown', info: { sets: 'not json' } })])[0]?.kind).toBe('unknown');
  });
});
