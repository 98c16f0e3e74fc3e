// The work queue's result column from the picking lifecycle's plan: settled outcomes only, by list code.
import { describe, expect, it } from 'vitest';
import { planSend, recordSend, type JobOutcomes } from '../../components/job';
import { queueOutcomes } from './use-picking';

describe('picking outcomes for the work queue', () => {
  it('names each settled list by its code with the vendor reason, and leaves running ones out', () => {
    const items = [{ id: '1', values: { code: 'FH1' } }, { id: '2', values: { code: 'FH2' } }, { id: '3', values: { code: 'FH3' } }];
    const ledger = recordSend(recordSend({}, items.slice(0, 2), 'j1'), [items[2]!], 'j2');
    const row = (status: 'succeeded' | 'failed' | 'pending', reason: string | null = null) => ({ status, reason, code: null, issues: null });
    const outcomes = new Map<string, JobOutcomes>([
      ['j1', { job: { jobId: 'j1', state: 'finished' }, rows: new Map([['1', row('succeeded')], ['2', row('failed', '待发货且未拣货')]]) }],
      ['j2', { job: { jobId: 'j2', state: 'running', succeeded: 0 }, rows: new Map([['3', row('pending')]]) }],
    ]);
    const result = queueOutcomes(items, planSend({ items, ledger, outcomes }));
    expect([...result]).toEqual([
      ['FH1', { status: 'succeeded', reason: null, code: null }],
      ['FH2', { status: 'failed', reason: '待发货且未拣货', code: null }],
    ]);
  });
});
