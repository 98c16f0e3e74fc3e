// A chunk's rows are applied and marked sent as the objects it holds (no lookup of 200 keys a chunk): the model
// ends as `apply` and `noteSent` by key would leave it, counts included, and an outcome naming another row still
// reaches that row.
import { describe, expect, it } from 'vitest';
import { JobModel, type RowState } from '../../../electron/core/job/job-model';
import type { RowOutcome } from '../../../electron/core/job/row-outcome';

const model = () => {
  const m = new JobModel({ jobId: 'job-1', operation: 'videoxStock', label: null, createdAt: '2026-01-01T00:00:00Z', common: null, context: null });
  for (let i = 0; i < 4; i++) m.addRow(`r${i}`, { msku_id: `M${i}`, quantity: i });
  return m;
};
const ok = (key: string, info: Record<string, string> | null = { queueId: `q-${key}` }): RowOutcome => ({ key, status: 'succeeded', reason: null, code: null, category: null, info, requestId: 'req-1' });
const view = (m: JobModel) => ({ counts: m.countsNow(), rows: [...m.rows.values()].map(({ identity: _i, ...r }) => r) });

describe('a chunk applied to its rows at hand', () => {
  it('leaves the model as apply and noteSent by key do', () => {
    const byKey = model();
    const atHand = model();
    byKey.noteSent(['r1', 'r2'], '1.1', '2026-01-01T00:00:01Z');
    atHand.noteRowsSent([atHand.rows.get('r1'), atHand.rows.get('r2')] as RowState[], '1.1', '2026-01-01T00:00:01Z');
    const outcomes = [ok('r1'), { ...ok('r2', null), status: 'unknown', code: 'ITEM_UNCERTAIN', category: 'unknown-outcome' } satisfies RowOutcome];
    for (const o of outcomes) byKey.apply(o);
    outcomes.forEach((o, i) => atHand.applyTo([atHand.rows.get('r1'), atHand.rows.get('r2')][i] as RowState, o));
    expect(view(atHand)).toStrictEqual(view(byKey));
    expect(atHand.countsNow()).toMatchObject({ succeeded: 1, unknown: 1, pending: 2 });
    expect(atHand.rows.get('r1')).toMatchObject({ sends: 1, request: '1.1', output: null, info: { queueId: 'q-r1' } });
  });

  it('applies an outcome naming another row to that row, and leaves an invalid row as it is', () => {
    const m = model();
    m.applyTo(m.rows.get('r0') as RowState, ok('r3'));
    expect(m.rows.get('r0')?.status).toBe('pending');
    expect(m.rows.get('r3')?.status).toBe('succeeded');
    m.markInvalid('r1', [{ path: 'quantity', message: 'bad', code: 'other', values: {} }]);
    m.applyTo(m.rows.get('r1') as RowState, ok('r1'));
    expect(m.rows.get('r1')?.status).toBe('invalid');
    expect(m.countsNow()).toMatchObject({ invalid: 1, succeeded: 1, pending: 2 });
  });
});
