// The work queue's result column from the picking plan: settled outcomes only, by list code.
import { describe, expect, it } from 'vitest';
import type { JobRow, LedgerEntry } from '../../../../shared/ipc';
import { planSend } from '../../components/job';
import { identityOf } from '../../ledger/identity';
import { queueOutcomes, resultNamer } from './use-picking';

const entry = (jobId: string, rowKey: string, status: LedgerEntry['status'], reason: string | null = null): LedgerEntry => ({
  jobId, rowKey, status, values: identityOf('picking', null, rowKey)!.values, item: null, sent: null, sentAt: status === 'pending' ? null : '2026-12-01T10:00:00Z',
  createdAt: '2026-12-01T09:00:00Z', reason, code: null, category: null, resolvedBy: null,
});

describe('picking outcomes for the work queue', () => {
  it('names each settled list by its code with the vendor reason, and leaves queued ones out', () => {
    const items = ['1', '2', '3'].map((id) => ({ id, values: { code: `FH${id}` }, identity: identityOf('picking', null, id) }));
    const entries = new Map([
      [items[0]!.identity!.key, entry('j1', '1', 'succeeded')],
      [items[1]!.identity!.key, entry('j1', '2', 'failed', '待发货且未拣货')],
      [items[2]!.identity!.key, entry('j2', '3', 'pending')],
    ]);
    const plan = planSend({ items, entryOf: (k) => entries.get(k) ?? null, jobStateOf: (j) => (j === 'j2' ? 'running' : 'finished') });
    expect([...queueOutcomes(items, plan)]).toEqual([
      ['FH1', { status: 'succeeded', reason: null, code: null }],
      ['FH2', { status: 'failed', reason: '待发货且未拣货', code: null }],
    ]);
  });
});

describe('naming picking results', () => {
  it('names a row by its list code once the queue knows the list’s id, and leaves the journal’s name before', () => {
    const row: JobRow = {
      key: '607', status: 'succeeded', reason: null, code: null, category: null, info: null, requestId: null, sends: 1, resolvedBy: null, issues: null,
      item: 'FH607 · 607', sent: { id: '607' }, request: '1.1', sentAt: '2026-12-01T10:00:00Z',
    };
    expect(resultNamer([])(row)).toBeNull();
    expect(resultNamer([{ code: 'FH607', id: '607', pickable: true }])(row)).toBe('FH607');
  });
});
