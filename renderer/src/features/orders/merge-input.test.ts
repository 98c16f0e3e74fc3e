import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../../shared/ipc';
import { planMerge } from './merge-input';
import { mergeLines } from './merge-results';

describe('the merge form, checked before sending', () => {
  it('refuses the platforms merging does not serve', () => {
    for (const p of ['10007', '10011', '10012']) expect(planMerge(p, '1 2').issues).toEqual([{ kind: 'platformUnsupported', platform: p }]);
  });

  it('keeps ids above 2^53 as the exact text typed, one group per line', () => {
    const { plan } = planMerge(' 10002 ', '103318651460264448, 103318391748825089\n9007199254740993\t9007199254740995');
    expect(plan?.groups).toEqual([
      { line: 1, orders: ['103318651460264448', '103318391748825089'] },
      { line: 2, orders: ['9007199254740993', '9007199254740995'] },
    ]);
    expect(plan?.platform).toBe('10002');
  });

  it('reads a pasted column (one id per line) as one group', () => {
    expect(planMerge('10002', '11\r\n12\n\n13\n').plan?.groups).toEqual([{ line: 1, orders: ['11', '12', '13'] }]);
    expect(planMerge('10002', '11\n12\nx3').issues).toEqual([{ kind: 'badId', line: 3, id: 'x3' }]);
  });

  it('names the line of every bad entry', () => {
    expect(planMerge('', '1\n2 x\n3 2').issues).toEqual([
      { kind: 'platformMissing' },
      { kind: 'groupTooSmall', line: 1 },
      { kind: 'badId', line: 2, id: 'x' },
      { kind: 'repeatedId', line: 3, id: '2' },
    ]);
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
