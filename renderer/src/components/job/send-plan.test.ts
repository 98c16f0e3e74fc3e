// The send plan: what a write screen may send, retry or must never offer again, from its items, the values
// last sent (the draft's ledger) and the journal's outcomes. Defects 1, 2 and 4 of issue 15 are pinned here.
import { describe, expect, it } from 'vitest';
import type { JobRow, JobSummary } from '../../../../shared/ipc';
import { ledgerJobs, planSend, recordSend, type JobOutcomes, type PlanItem, type SentLedger } from './send-plan';

const item = (id: string, quantity: string): PlanItem => ({ id, values: { variant: `V-${id}`, quantity } });
const outcomes = (jobId: string, state: JobSummary['state'], rows: Record<string, JobRow['status']>): [string, JobOutcomes] => [
  jobId,
  { job: { jobId, state, succeeded: Object.values(rows).filter((s) => s === 'succeeded').length }, rows: new Map(Object.entries(rows).map(([k, status]) => [k, { status, reason: null, code: null, issues: null }])) },
];

describe('the send plan', () => {
  it('offers every item never sent', () => {
    const plan = planSend({ items: [item('a', '1'), item('b', '2')], ledger: {}, outcomes: new Map() });
    expect(plan.sendable).toEqual(['a', 'b']);
    expect(plan.items.get('a')?.state).toBe('new');
  });

  it('never offers an applied item again, whatever job it succeeded in', () => {
    const a = item('a', '1');
    const ledger = recordSend({}, [a], 'j1');
    const plan = planSend({ items: [a], ledger, outcomes: new Map([outcomes('j1', 'finished', { a: 'succeeded' })]) });
    expect(plan.sendable).toEqual([]);
    expect(plan.applied).toEqual(['a']);
  });

  // Defect 1: edit a succeeded row and it was silently left out of the next send while still showing "Succeeded".
  it('marks a succeeded item edited since as changed, sendable only with the word, never as succeeded', () => {
    const ledger = recordSend({}, [item('a', '1'), item('b', '2')], 'j1');
    const plan = planSend({ items: [item('a', '7'), item('b', '2')], ledger, outcomes: new Map([outcomes('j1', 'finished', { a: 'succeeded', b: 'succeeded' })]) });
    expect(plan.items.get('a')).toMatchObject({ state: 'changed', sentState: 'succeeded', jobId: 'j1' });
    expect(plan.changed).toEqual(['a']);
    expect(plan.sendable).toEqual([]);
    expect(plan.applied).toEqual(['b']);
  });

  it('treats an unknown item edited since as changed too (it may have been applied)', () => {
    const ledger = recordSend({}, [item('a', '1')], 'j1');
    const plan = planSend({ items: [item('a', '2')], ledger, outcomes: new Map([outcomes('j1', 'finished', { a: 'unknown' })]) });
    expect(plan.changed).toEqual(['a']);
  });

  it('once the changed item is sent, its new values are judged by the new job alone', () => {
    const first = recordSend({}, [item('a', '1')], 'j1');
    const second = recordSend(first, [item('a', '7')], 'j2');
    expect(second.a).toEqual({ values: item('a', '7').values, jobs: ['j2'] });
    const plan = planSend({ items: [item('a', '7')], ledger: second, outcomes: new Map([outcomes('j1', 'finished', { a: 'succeeded' }), outcomes('j2', 'finished', { a: 'failed' })]) });
    expect(plan.items.get('a')?.state).toBe('failed');
    expect(plan.retry).toEqual([{ jobId: 'j2', keys: ['a'] }]);
  });

  // Defect 2: after "Retry failed" (a new job), leaving and coming back showed the first job's successes as Draft.
  it('reads every job the ledger names, so successes of an earlier job stay applied after a retry in a new job', () => {
    let ledger: SentLedger = recordSend({}, [item('a', '1'), item('b', '2'), item('c', '3')], 'j1');
    ledger = recordSend(ledger, [item('c', '3')], 'j2');
    expect(ledgerJobs(ledger).sort()).toEqual(['j1', 'j2']);
    // What a screen holds after navigation or a restart: the ledger from the draft, the outcomes from the journal.
    const restored = JSON.parse(JSON.stringify(ledger)) as SentLedger;
    const plan = planSend({
      items: [item('a', '1'), item('b', '2'), item('c', '3')],
      ledger: restored,
      outcomes: new Map([outcomes('j1', 'finished', { a: 'succeeded', b: 'succeeded', c: 'failed' }), outcomes('j2', 'finished', { c: 'succeeded' })]),
    });
    expect(plan.sendable).toEqual([]);
    expect(plan.applied).toEqual(['a', 'b', 'c']);
  });

  it('offers nothing while the journal has not answered for a job the ledger names', () => {
    const ledger = recordSend({}, [item('a', '1')], 'j1');
    const plan = planSend({ items: [item('a', '1'), item('b', '1')], ledger, outcomes: new Map() });
    expect(plan.loading).toBe(true);
    expect(plan.items.get('a')?.state).toBe('loading');
  });

  it('takes an item whose job the journal cannot read as possibly applied', () => {
    const ledger = recordSend({}, [item('a', '1')], 'gone');
    const plan = planSend({ items: [item('a', '1')], ledger, outcomes: new Map([['gone', null]]) });
    expect(plan.unknown).toEqual(['a']);
    expect(plan.sendable).toEqual([]);
  });

  it('retries unchanged refusals in their job, and sends edited refusals as new work', () => {
    const ledger = recordSend({}, [item('a', '1'), item('b', '2')], 'j1');
    const plan = planSend({ items: [item('a', '1'), item('b', '9')], ledger, outcomes: new Map([outcomes('j1', 'finished', { a: 'failed', b: 'invalid' })]) });
    expect(plan.retry).toEqual([{ jobId: 'j1', keys: ['a'] }]);
    expect(plan.failed).toEqual(['a']);
    expect(plan.items.get('b')).toMatchObject({ state: 'new', sentState: 'invalid' });
    expect(plan.sendable).toEqual(['b']);
  });

  it('shows items of a running job as queued then sending, and says the screen is live', () => {
    const ledger = recordSend({}, [item('a', '1'), item('b', '2')], 'j1');
    const plan = planSend({ items: [item('a', '1'), item('b', '2')], ledger, outcomes: new Map([outcomes('j1', 'running', { a: 'succeeded', b: 'pending' })]) });
    expect(plan.live).toBe(true);
    expect(plan.items.get('b')?.state).toBe('sending');
    const before = planSend({ items: [item('b', '2')], ledger, outcomes: new Map([outcomes('j1', 'running', { b: 'pending' })]) });
    expect(before.items.get('b')?.state).toBe('queued');
  });

  it('leaves items a stopped job never sent to that job (resume), never to a second job', () => {
    const ledger = recordSend({}, [item('a', '1')], 'j1');
    const plan = planSend({ items: [item('a', '1')], ledger, outcomes: new Map([outcomes('j1', 'cancelled', { a: 'pending' })]) });
    expect(plan.resume).toEqual(['j1']);
    expect(plan.sendable).toEqual([]);
  });

  // Defect 4: a one-shot form (cargo: every row goes out in one request) stayed sendable after it succeeded.
  it('offers a whole-body send once: after it succeeded, no item of it is sendable', () => {
    const goods = [item('g1', '3'), item('g2', '4')];
    const ledger = recordSend({}, goods, 'j1');
    const plan = planSend({ items: goods, ledger, outcomes: new Map([outcomes('j1', 'finished', { cargo: 'succeeded' })]), keyOf: () => 'cargo' });
    expect(plan.sendable).toEqual([]);
    expect(plan.applied).toEqual(['g1', 'g2']);
  });

  it('retries a refused whole body once, under its one key', () => {
    const goods = [item('g1', '3'), item('g2', '4')];
    const ledger = recordSend({}, goods, 'j1');
    const plan = planSend({ items: goods, ledger, outcomes: new Map([outcomes('j1', 'finished', { cargo: 'failed' })]), keyOf: () => 'cargo' });
    expect(plan.retry).toEqual([{ jobId: 'j1', keys: ['cargo'] }]);
  });
});
