import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../../shared/ipc';
import { planMerge } from './merge-input';
import { mergeOutcome } from './merge-results';

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

const NOTHING = '操作的勾选项无可合并的订单!';
const row = (over: Partial<JobRow>): JobRow => ({
  key: '1', status: 'succeeded', reason: null, code: null, category: null, info: null, requestId: null, sends: 1, resolvedBy: null, issues: null, ...over,
});
const merged = (key: string) => row({ key, info: { set: '11,12,13', newOrderNo: '11' } });
const failed = (key: string, set: string) => row({ key, status: 'failed', reason: NOTHING, code: 'ITEM_FAILED', info: { set } });

describe('merge results from job rows (one per order id)', () => {
  it('groups a partial merge by set: the merged set with its new number, each failure set with its message', () => {
    const outcome = mergeOutcome([failed('21', '21,22'), merged('11'), merged('12'), failed('22', '21,22'), merged('13'), failed('31', '31')]);
    expect(outcome.lines).toEqual([
      { kind: 'merged', newOrderNo: '11', orders: ['11', '12', '13'] },
      { kind: 'failed', orders: ['21', '22'], message: NOTHING, code: null },
      { kind: 'failed', orders: ['31'], message: NOTHING, code: null },
    ]);
    expect(outcome).toMatchObject({ merged: 3, failed: 3, unknown: 0, failedIds: ['21', '22', '31'], partial: true });
  });

  it('shows a refusal of the whole request with its code, and orders without an answer as unknown, not retryable', () => {
    const outcome = mergeOutcome([
      row({ key: '1', status: 'failed', reason: 'system busy', code: '3001008' }),
      row({ key: '2', status: 'failed', reason: 'system busy', code: '3001008' }),
      row({ key: '3', status: 'unknown', reason: 'no answer' }),
    ]);
    expect(outcome.lines).toEqual([
      { kind: 'failed', orders: ['1', '2'], message: 'system busy', code: '3001008' },
      { kind: 'unknown', orders: ['3'], message: 'no answer' },
    ]);
    expect(outcome).toMatchObject({ merged: 0, failedIds: ['1', '2'], partial: false });
  });

  it('counts every order merged as a full success', () => {
    expect(mergeOutcome([merged('11'), merged('12'), merged('13')])).toMatchObject({ partial: false, failed: 0, lines: [{ kind: 'merged', orders: ['11', '12', '13'] }] });
  });
});
