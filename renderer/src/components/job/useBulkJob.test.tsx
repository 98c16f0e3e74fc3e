// useBulkJob against a fake journal: what is sent after the user's confirmation, what is never offered again,
// edits of applied rows only with the user's word, and outcomes restored from the journal after a remount.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import type { JobRow, JobSummary, MethodInput } from '../../../../shared/ipc';
import { fakeBridge } from '../../testing/fake-bridge';
import { fakeDrafts } from '../../testing/fake-drafts';
import { useDraft } from '../drafts/useDraft';
import { jobDraft, toJobDraft } from './job-state';
import { z } from 'zod';
import { Providers, renderWithProviders } from '../../testing/render';
import { BridgeError } from '../../bridge/client';
import type { BulkJobState } from './job-state';
import type { PlanItem } from './send-plan';
import { jobLabel } from './job-label';
import { useBulkJob } from './useBulkJob';

type Journal = Map<string, { state: JobSummary['state']; rows: Map<string, JobRow['status']> }>;

function journalBridge(journal: Journal, outcomeOf: (key: string) => JobRow['status'] = () => 'succeeded') {
  let n = 0;
  const summary = (jobId: string): JobSummary => {
    const j = journal.get(jobId)!;
    const count = (s: JobRow['status']) => [...j.rows.values()].filter((x) => x === s).length;
    return {
      jobId, operation: 'retailxStock', label: null, state: j.state, createdAt: '2026-01-01T00:00:00Z', finishedAt: null, error: null, reconcilable: false, damage: null,
      total: j.rows.size, pending: count('pending'), succeeded: count('succeeded'), failed: count('failed'), unknown: count('unknown'), invalid: count('invalid'), missing: 0,
    };
  };
  return fakeBridge({
    'jobs.start': (input: MethodInput<'jobs.start'>) => {
      const jobId = input.jobId ?? `job${++n}`;
      journal.set(jobId, { state: 'finished', rows: new Map(input.rows.map((r) => [r.key, outcomeOf(r.key)])) });
      return summary(jobId);
    },
    'jobs.get': ({ jobId }) => {
      const j = journal.get(jobId)!;
      const rows = [...j.rows].map(([key, status]): JobRow => ({ key, status, reason: null, code: null, category: null, info: null, requestId: null, sends: 1, resolvedBy: null, issues: null }));
      return { job: summary(jobId), rows, matching: rows.length, offset: 0 };
    },
    'jobs.abandon': ({ jobId }) => ({ existed: journal.has(jobId) }),
    'jobs.retryFailed': ({ jobId, keys }) => {
      const j = journal.get(jobId)!;
      for (const k of keys ?? []) j.rows.set(k, 'succeeded');
      return summary(jobId);
    },
  });
}

const item = (id: string, quantity: string): PlanItem => ({ id, values: { variant: `V-${id}`, quantity } });

function Harness({ items, initial, onState }: { items: readonly PlanItem[]; initial?: BulkJobState; onState?: (s: BulkJobState) => void }) {
  const bulk = useBulkJob({ operation: 'retailxStock', items, inputOf: (i) => ({ variant_id: i.values.variant ?? '', quantity: Number(i.values.quantity) }), label: jobLabel('stock.retailx.job', { type: 2 }), target: 'US store' });
  const { restore } = bulk;
  useEffect(() => {
    if (initial) restore(initial);
  }, [initial, restore]);
  useEffect(() => {
    onState?.(bulk.state);
  }, [bulk.state, onState]);
  const p = bulk.plan;
  return (
    <div>
      <output data-testid="plan">{JSON.stringify({ sendable: bulk.toSend.map((i) => i.id), changed: p.changed, applied: p.applied, failed: p.failed, loading: p.loading })}</output>
      <button onClick={() => void bulk.send()}>send</button>
      <button onClick={() => void bulk.sendChanged()}>send changed</button>
      <button onClick={() => void bulk.retryFailed()}>retry</button>
    </div>
  );
}

const plan = () => JSON.parse(screen.getByTestId('plan').textContent ?? '{}') as { sendable: string[]; changed: string[]; applied: string[]; failed: string[]; loading: boolean };
const confirmWith = async (name: RegExp) => {
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name }));
};

describe('useBulkJob', () => {
  it('sends only after the confirmation, which lists the items, and never offers applied items again', async () => {
    const journal: Journal = new Map();
    const bridge = journalBridge(journal);
    renderWithProviders(<Harness items={[item('a', '1'), item('b', '2')]} />, { bridge });
    expect(plan().sendable).toEqual(['a', 'b']);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-items').textContent).toContain('V-a · 1');
    expect(bridge.callsOf('jobs.start')).toHaveLength(0);
    await confirmWith(/Send 2 rows/);
    await waitFor(() => expect(plan().applied).toEqual(['a', 'b']));
    expect(plan().sendable).toEqual([]);
    expect(bridge.callsOf('jobs.start')).toHaveLength(1);
    // The label goes to the journal as a message id, so Activity shows it in whoever's language reads it later.
    expect((bridge.callsOf('jobs.start')[0] as MethodInput<'jobs.start'>).label).toEqual({ id: 'stock.retailx.job', values: { type: 2 } });
  });

  it('sends an applied item edited since only through the separate confirmation, with its new values', async () => {
    const journal: Journal = new Map();
    const bridge = journalBridge(journal);
    const first = [item('a', '1'), item('b', '2')];
    const view = renderWithProviders(<Harness items={first} />, { bridge });
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await confirmWith(/Send 2 rows/);
    await waitFor(() => expect(plan().applied).toEqual(['a', 'b']));
    view.rerender(
      <Providers bridge={bridge} queryClient={view.queryClient}>
        <Harness items={[item('a', '7'), item('b', '2')]} />
      </Providers>,
    );
    expect(plan()).toMatchObject({ sendable: [], changed: ['a'] });
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'send changed' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('already applied');
    await confirmWith(/Send 1 changed row again/);
    await waitFor(() => expect(plan().applied).toEqual(['a', 'b']));
    const second = bridge.callsOf('jobs.start')[1] as MethodInput<'jobs.start'>;
    expect(second.rows).toEqual([{ key: 'a', input: { variant_id: 'V-a', quantity: 7 } }]);
  });

  it('after a remount with the saved state, reads every job it names and offers nothing already applied', async () => {
    const journal: Journal = new Map();
    const bridge = journalBridge(journal, (key) => (key === 'c' ? 'failed' : 'succeeded'));
    let saved: BulkJobState | null = null;
    const items = [item('a', '1'), item('b', '2'), item('c', '3')];
    const first = renderWithProviders(<Harness items={items} onState={(s) => (saved = s)} />, { bridge });
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await confirmWith(/Send 3 rows/);
    await waitFor(() => expect(plan().failed).toEqual(['c']));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    await confirmWith(/Send 1 row again/);
    await waitFor(() => expect(plan().applied).toEqual(['a', 'b', 'c']));
    const firstJob = (bridge.callsOf('jobs.start')[0] as MethodInput<'jobs.start'>).jobId;
    expect(bridge.callsOf('jobs.retryFailed')).toEqual([{ jobId: firstJob, keys: ['c'] }]);
    first.unmount();

    const restored = JSON.parse(JSON.stringify(saved)) as BulkJobState;
    renderWithProviders(<Harness items={items} initial={restored} />, { bridge });
    await waitFor(() => expect(plan().loading).toBe(false));
    await waitFor(() => expect(plan().applied).toEqual(['a', 'b', 'c']));
    expect(plan().sendable).toEqual([]);
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'send' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bridge.callsOf('jobs.start')).toHaveLength(1);
  });

  it('with identities kept and groups: sends only the chosen ones, one job per group, and keeps sent items planned after they leave the screen', async () => {
    const journal: Journal = new Map();
    const bridge = journalBridge(journal);
    const ids = (...xs: string[]) => xs.map((x) => ({ id: `S${x[0]}|${x}`, values: { store: `S${x[0]}`, id: x } }));
    function Groups({ items }: { items: readonly PlanItem[] }) {
      const bulk = useBulkJob({
        operation: 'cancelPairing', items, keepSent: true, inputOf: (i) => i.values.id, label: jobLabel('listings.result.title'), target: 'stores',
        groupOf: (i) => ({ key: i.values.store ?? '', common: { storeId: i.values.store, platformCode: '10041' }, label: (n) => jobLabel('listings.unpair.jobLabel', { count: n, store: i.values.store ?? '' }) }),
      });
      return (
        <div>
          <output data-testid="plan">{JSON.stringify({ items: bulk.items.map((i) => i.id), sendable: bulk.toSend.map((i) => i.id), applied: bulk.plan.applied })}</output>
          <output data-testid="progress">{bulk.job ? `${bulk.job.job.succeeded}/${bulk.job.job.total}` : ''}</output>
          <button onClick={() => void bulk.send(['S1|1a', 'S2|2a'])}>send two</button>
        </div>
      );
    }
    const view = renderWithProviders(<Groups items={ids('1a', '1b', '2a')} />, { bridge });
    await userEvent.click(screen.getByRole('button', { name: 'send two' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-items').textContent).not.toContain('1b');
    await confirmWith(/Send 2 rows/);
    await waitFor(() => expect(bridge.callsOf('jobs.start')).toHaveLength(2));
    // The panel follows the send, both stores' jobs together, not only the last one.
    await waitFor(() => expect(screen.getByTestId('progress').textContent).toBe('2/2'));
    expect(bridge.callsOf('jobs.start').map((c) => (c as MethodInput<'jobs.start'>).label)).toEqual([
      { id: 'listings.unpair.jobLabel', values: { count: 1, store: 'S1' } },
      { id: 'listings.unpair.jobLabel', values: { count: 1, store: 'S2' } },
    ]);
    // The screen's items change (a new page, a cleared selection): what was sent stays planned, and applied.
    view.rerender(
      <Providers bridge={bridge} queryClient={view.queryClient}>
        <Groups items={ids('1a', '3c')} />
      </Providers>,
    );
    await waitFor(() => expect(JSON.parse(screen.getByTestId('plan').textContent ?? '{}')).toEqual({ items: ['S1|1a', 'S2|2a', 'S3|3c'], sendable: ['S3|3c'], applied: ['S1|1a', 'S2|2a'] }));
  });

  describe('a send is on disk before it starts', () => {
    const DRAFT = 'test screen';
    const schema = z.object({ job: jobDraft });
    function Drafted({ items }: { items: readonly PlanItem[] }) {
      const bulk = useBulkJob({ operation: 'retailxStock', items, inputOf: (i) => ({ variant_id: i.values.variant ?? '', quantity: Number(i.values.quantity) }), label: jobLabel('stock.retailx.job', { type: 2 }), target: 'US store' });
      const { restore } = bulk;
      const content = useMemo(() => ({ job: toJobDraft(bulk.state) }), [bulk.state]);
      const draft = useDraft(DRAFT, 'retailxStock', content, schema, (d) => restore(d.job), { job: bulk });
      return (
        <div>
          <output data-testid="plan">{JSON.stringify({ sendable: bulk.toSend.map((i) => i.id), loaded: draft.loaded, applied: bulk.plan.applied, loading: bulk.plan.loading })}</output>
          <output data-testid="error">{bulk.error instanceof Error ? (bulk.error as Error & { code?: string }).code : ''}</output>
          <button onClick={() => void bulk.send()}>send</button>
        </div>
      );
    }

    it('records the job in the draft and waits for the save before asking for the start: a reload right after loses nothing', async () => {
      const journal: Journal = new Map();
      const drafts = fakeDrafts();
      const base = journalBridge(journal);
      const seenOnDisk: boolean[] = [];
      // The main side as a reload right after the start finds it: whatever the draft holds at that moment.
      const bridge = fakeBridge({
        ...drafts.handlers,
        'jobs.start': async (input) => {
          const stored = drafts.stored(DRAFT) as { job: BulkJobState } | undefined;
          seenOnDisk.push(Object.values(stored?.job.sent ?? {}).some((e) => e.jobs.includes(input.jobId ?? '-')));
          return base.call('jobs.start', input);
        },
        'jobs.get': (input) => base.call('jobs.get', input),
        'jobs.abandon': (input) => base.call('jobs.abandon', input),
      });
      const items = [item('a', '1'), item('b', '2')];
      const first = renderWithProviders(<Drafted items={items} />, { bridge });
      await waitFor(() => expect(plan()).toMatchObject({ loaded: true, sendable: ['a', 'b'] }));
      await userEvent.click(screen.getByRole('button', { name: 'send' }));
      await confirmWith(/Send 2 rows/);
      await waitFor(() => expect(bridge.callsOf('jobs.start')).toHaveLength(1));
      expect(seenOnDisk).toEqual([true]);
      // "Reload": the screen goes at once, before anything after the start could be saved.
      first.unmount();
      renderWithProviders(<Drafted items={items} />, { bridge });
      await waitFor(() => expect(plan()).toMatchObject({ loaded: true, loading: false, applied: ['a', 'b'], sendable: [] }));
    });

    it('sends nothing when the draft cannot record the send, and forgets a start the main side refused', async () => {
      const journal: Journal = new Map();
      const drafts = fakeDrafts();
      const base = journalBridge(journal);
      let saving: 'ok' | 'fail' = 'ok';
      let starting: 'ok' | 'refuse' = 'refuse';
      const bridge = fakeBridge({
        ...drafts.handlers,
        'drafts.save': (input) => {
          if (saving === 'fail') throw new BridgeError({ code: 'INTERNAL', message: 'disk full', details: {} });
          return drafts.handlers['drafts.save'](input);
        },
        'jobs.start': (input) => {
          if (starting === 'refuse') throw new BridgeError({ code: 'INVALID_INPUT', message: 'bad', details: {} });
          return base.call('jobs.start', input);
        },
        'jobs.get': (input) => base.call('jobs.get', input),
      });
      renderWithProviders(<Drafted items={[item('a', '1')]} />, { bridge });
      await waitFor(() => expect(plan()).toMatchObject({ loaded: true, sendable: ['a'] }));
      // Refused by the main side: nothing went out, the row is new work again (and says why).
      await userEvent.click(screen.getByRole('button', { name: 'send' }));
      await confirmWith(/Send 1 row/);
      await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('INVALID_INPUT'));
      await waitFor(() => expect(plan()).toMatchObject({ sendable: ['a'], loading: false }));
      // The draft cannot be saved: the start is never asked for.
      saving = 'fail';
      starting = 'ok';
      await userEvent.click(screen.getByRole('button', { name: 'send' }));
      await confirmWith(/Send 1 row/);
      await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('SEND_NOT_RECORDED'));
      expect(bridge.callsOf('jobs.start')).toHaveLength(1);
      await waitFor(() => expect(plan()).toMatchObject({ sendable: ['a'], loading: false }));
    });

    it('settles a start an earlier page recorded but could not confirm: kept if the job exists, put back if it never will', async () => {
      const journal: Journal = new Map();
      const drafts = fakeDrafts();
      const base = journalBridge(journal);
      const bridge = fakeBridge({ ...drafts.handlers, 'jobs.get': (i) => base.call('jobs.get', i), 'jobs.abandon': (i) => base.call('jobs.abandon', i) });
      journal.set('job-made', { state: 'finished', rows: new Map([['a', 'succeeded']]) });
      journal.set('job-old', { state: 'finished', rows: new Map([['b', 'succeeded']]) });
      const entry = (values: PlanItem['values'], job: string, was: { values: PlanItem['values']; jobs: string[] } | null) => ({ values, jobs: [...(was && was.values === values ? was.jobs : []), job], starting: { job, was } });
      // a: its start was made. b: applied before as 2, edited to 5, its start never made. c: new, never made.
      const sent = {
        a: entry(item('a', '1').values, 'job-made', null),
        b: entry(item('b', '5').values, 'job-lost', { values: item('b', '2').values, jobs: ['job-old'] }),
        c: entry(item('c', '3').values, 'job-lost', null),
      };
      await drafts.handlers['drafts.save']({ name: DRAFT, operation: null, contentJson: JSON.stringify({ job: { sent, lastJob: 'job-lost' } }) });
      renderWithProviders(<Drafted items={[item('a', '1'), item('b', '5'), item('c', '3')]} />, { bridge });
      await waitFor(() => expect(plan()).toMatchObject({ loaded: true, loading: false, applied: ['a'], sendable: ['c'] }));
      // b is "changed since sent" again (it was applied as 2): never plain new work.
      expect(bridge.callsOf('jobs.abandon').map((c) => (c as { jobId: string }).jobId).sort()).toEqual(['job-lost', 'job-made']);
      expect(bridge.callsOf('jobs.get').map((c) => (c as { jobId: string }).jobId)).not.toContain('job-lost');
    });
  });
});
