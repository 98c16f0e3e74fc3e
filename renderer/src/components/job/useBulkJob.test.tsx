// useBulkJob against a main process that keeps the ledger of what was sent (testing/fake-core.ts): what is sent
// after the user's confirmation, what is never offered again from this tab or another, edits of applied rows sent
// with a word, "send again" only on the user's explicit word, a stopped job's rows sent by the next send, a
// start recorded in the draft before it is asked, and the last send's jobs restored after a remount.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import type { MethodInput } from '../../../../shared/ipc';
import type { JobRecord } from '../../jobs/job-record';
import { jobLabel } from '../../jobs/job-label';
import type { IdentifiedItem } from '../../jobs/send-plan';
import { identityOf } from '../../ledger/identity';
import { fakeCore } from '../../testing/fake-core';
import { Providers, renderWithProviders } from '../../testing/render';
import { useBulkJob } from './useBulkJob';

const COMMON = { queue_type: 1 } as const;
const input = (values: Record<string, string>) => ({ variant_unique_id: values.variant ?? '', adjust_value: values.quantity ?? '' });
const item = (id: string, quantity: string): IdentifiedItem => {
  const values = { variant: `V-${id}`, quantity };
  return { id, values, identity: identityOf('retailxStock', COMMON, input(values)) };
};

function Harness({ items, initial, onRecord, persist }: { items: readonly IdentifiedItem[]; initial?: JobRecord; onRecord?: (r: JobRecord) => void; persist?: () => Promise<void> }) {
  const bulk = useBulkJob({ operation: 'retailxStock', items, inputOf: (i) => input(i.values), common: COMMON, label: jobLabel('stock.retailx.job', { type: 1 }), target: 'US store', editedInPlace: true });
  const { restore, persistWith } = bulk;
  useEffect(() => {
    if (initial) restore(initial);
  }, [initial, restore]);
  useEffect(() => {
    if (persist) persistWith(persist);
  }, [persist, persistWith]);
  useEffect(() => {
    onRecord?.(bulk.record);
  }, [bulk.record, onRecord]);
  const p = bulk.plan;
  const states = useMemo(() => Object.fromEntries([...p.items].map(([id, x]) => [id, x.state])), [p.items]);
  return (
    <div>
      <output data-testid="plan">{JSON.stringify({ toSend: bulk.toSend.map((i) => i.id), changed: p.changed, again: p.again, applied: p.applied, failed: p.failed, leftUnsent: p.leftUnsent, loading: p.loading, live: bulk.live, states })}</output>
      <output data-testid="error">{bulk.error ? String((bulk.error as { code?: string }).code ?? bulk.error) : ''}</output>
      <button onClick={() => void bulk.send()}>send</button>
      <button onClick={() => void bulk.sendAgain()}>send again</button>
      <button onClick={() => void bulk.retryFailed()}>retry</button>
      <button onClick={() => void bulk.cancel()}>cancel</button>
    </div>
  );
}

/** Orders merged in one request: a refusal is new work in another selection, and a retry of its own. */
function MergeHarness({ ids }: { ids: readonly string[] }) {
  const common = { platform_code: '10002' };
  const items = useMemo(() => ids.map((id): IdentifiedItem => ({ id, values: { id }, identity: identityOf('mergeOrders', common, id) })), [ids]);
  const bulk = useBulkJob({ operation: 'mergeOrders', items, inputOf: (i) => i.id, common, label: jobLabel('orders.jobLabel', { count: ids.length, platform: '10002' }), target: 'platform 10002' });
  return (
    <div>
      <output data-testid="plan">{JSON.stringify({ toSend: bulk.toSend.map((i) => i.id), failed: bulk.plan.failed })}</output>
      <button onClick={() => void bulk.send()}>send</button>
      <button onClick={() => void bulk.retryFailed()}>retry</button>
    </div>
  );
}

interface Shown {
  toSend: string[];
  changed: string[];
  again: string[];
  applied: string[];
  failed: string[];
  leftUnsent: string[];
  loading: boolean;
  live: boolean;
  states: Record<string, string>;
}
const plan = () => JSON.parse(screen.getByTestId('plan').textContent ?? '{}') as Shown;
const confirmWith = async (name: RegExp) => {
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name }));
};
const starts = (core: ReturnType<typeof fakeCore>) => core.bridge.callsOf('jobs.start') as Array<MethodInput<'jobs.start'>>;

describe('useBulkJob on the ledger', () => {
  it('sends only after the confirmation, holds the rows while they are on their way, and never offers applied rows again', async () => {
    const core = fakeCore();
    renderWithProviders(<Harness items={[item('a', '1'), item('b', '2')]} />, { bridge: core.bridge });
    await waitFor(() => expect(plan().toSend).toEqual(['a', 'b']));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('confirm-items').textContent).toContain('V-a · 1');
    expect(starts(core)).toHaveLength(0);
    await confirmWith(/Send 2 rows/);
    await waitFor(() => expect(starts(core)).toHaveLength(1));
    // On their way: nothing is offered while the job runs (a second press sends nothing).
    await waitFor(() => expect(plan()).toMatchObject({ toSend: [], live: true }));
    act(() => core.finish());
    await waitFor(() => expect(plan()).toMatchObject({ applied: ['a', 'b'], toSend: [], live: false, again: ['a', 'b'] }));
    // The label goes to the journal as a message id, so Activity shows it in whoever's language reads it later.
    expect(starts(core)[0]?.label).toEqual({ id: 'stock.retailx.job', values: { type: 1 } });
    expect(starts(core)[0]?.jobId).toMatch(/^job-/);
  });

  it('shows a row applied from another tab as applied, and leaves it out of the send', async () => {
    const core = fakeCore();
    renderWithProviders(<Harness items={[item('a', '1'), item('b', '2')]} />, { bridge: core.bridge });
    await waitFor(() => expect(plan().toSend).toEqual(['a', 'b']));
    act(() => void core.startElsewhere('retailxStock', [{ key: 'a', input: input(item('a', '1').values) }], COMMON));
    await waitFor(() => expect(plan().applied).toEqual(['a']));
    expect(plan().toSend).toEqual(['b']);
  });

  it('sends a row edited after it was applied with the rest, and says in the confirmation that it was applied', async () => {
    const core = fakeCore();
    const view = renderWithProviders(<Harness items={[item('a', '1'), item('b', '2')]} />, { bridge: core.bridge });
    await waitFor(() => expect(plan().toSend).toEqual(['a', 'b']));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await confirmWith(/Send 2 rows/);
    await waitFor(() => expect(starts(core)).toHaveLength(1));
    act(() => core.finish());
    await waitFor(() => expect(plan()).toMatchObject({ applied: ['a', 'b'], live: false }));
    view.rerender(
      <Providers bridge={core.bridge} queryClient={view.queryClient}>
        <Harness items={[item('a', '7'), item('b', '2')]} />
      </Providers>,
    );
    await waitFor(() => expect(plan()).toMatchObject({ toSend: ['a'], changed: ['a'] }));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('applied before');
    await confirmWith(/Send 1 row/);
    await waitFor(() => expect(starts(core)).toHaveLength(2));
    expect(starts(core)[1]?.rows).toEqual([{ key: 'a', input: { variant_unique_id: 'V-a', adjust_value: '7' } }]);
  });

  it('sends applied rows again only through "send again", which names them and carries the user\'s word', async () => {
    const core = fakeCore();
    renderWithProviders(<Harness items={[item('a', '1')]} />, { bridge: core.bridge });
    act(() => void core.startElsewhere('retailxStock', [{ key: 'other-tab-row', input: input(item('a', '1').values) }], COMMON));
    await waitFor(() => expect(plan()).toMatchObject({ toSend: [], again: ['a'], live: false }));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'send again' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('a second time');
    await confirmWith(/Send 1 row again/);
    // (The other tab's start is not this page's call.)
    await waitFor(() => expect(starts(core)).toHaveLength(1));
    expect(starts(core)[0]?.again).toEqual(['a']);
  });

  it('sends in the next send what a cancelled job left unsent, and that job then never sends it', async () => {
    const core = fakeCore();
    renderWithProviders(<Harness items={[item('a', '1'), item('b', '2')]} />, { bridge: core.bridge });
    await waitFor(() => expect(plan().toSend).toEqual(['a', 'b']));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await confirmWith(/Send 2 rows/);
    await waitFor(() => expect(starts(core)).toHaveLength(1));
    act(() => core.finish(undefined, (k) => (k === 'a' ? 'succeeded' : 'pending'), 'cancelled'));
    await waitFor(() => expect(plan()).toMatchObject({ applied: ['a'], toSend: ['b'], leftUnsent: ['b'], live: false }));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('left unsent by a job that stopped');
    await confirmWith(/Send 1 row/);
    await waitFor(() => expect(starts(core)).toHaveLength(2));
    const first = core.jobs.get(starts(core)[0]!.jobId!)!;
    expect(first.rows.find((r) => r.key === 'b')?.status).toBe('invalid');
  });

  it('retries an unchanged refusal in the job that refused it', async () => {
    const core = fakeCore();
    renderWithProviders(<Harness items={[item('a', '1'), item('c', '3')]} />, { bridge: core.bridge });
    await waitFor(() => expect(plan().toSend).toEqual(['a', 'c']));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await confirmWith(/Send 2 rows/);
    await waitFor(() => expect(starts(core)).toHaveLength(1));
    act(() => core.finish(undefined, (k) => (k === 'c' ? 'failed' : 'succeeded')));
    await waitFor(() => expect(plan()).toMatchObject({ failed: ['c'], toSend: [], live: false }));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    await confirmWith(/Send 1 row again/);
    await waitFor(() => expect(core.bridge.callsOf('jobs.retryFailed')).toEqual([{ jobId: starts(core)[0]!.jobId, keys: ['c'] }]));
    expect(starts(core)).toHaveLength(1);
  });

  it('retries a merge\'s refusal in the job that refused it, and starts nothing beside it', async () => {
    const core = fakeCore();
    const ids = ['1000000000000000001', '1000000000000000002', '1000000000000000003', '1000000000000000004'];
    renderWithProviders(<MergeHarness ids={ids} />, { bridge: core.bridge });
    await waitFor(() => expect(plan().toSend).toEqual(ids));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await confirmWith(/Send 4 rows/);
    await waitFor(() => expect(starts(core)).toHaveLength(1));
    act(() => core.finish(undefined, (k) => (k === ids[0] || k === ids[1] ? 'succeeded' : 'failed')));
    await waitFor(() => expect(plan().failed).toEqual([ids[2], ids[3]]));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    await confirmWith(/Send 2 rows again/);
    await waitFor(() => expect(core.bridge.callsOf('jobs.retryFailed')).toEqual([{ jobId: starts(core)[0]!.jobId, keys: [ids[2], ids[3]] }]));
    expect(starts(core)).toHaveLength(1);
  });

  it('records the start before it asks for it, and sends nothing when the record cannot be saved', async () => {
    const core = fakeCore();
    const seen: JobRecord[] = [];
    let fail = true;
    const persist = () => (fail ? Promise.reject(new Error('the draft could not be saved')) : Promise.resolve());
    renderWithProviders(<Harness items={[item('a', '1')]} onRecord={(r) => seen.push(r)} persist={persist} />, { bridge: core.bridge });
    await waitFor(() => expect(plan().toSend).toEqual(['a']));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await confirmWith(/Send 1 row/);
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('SEND_NOT_RECORDED'));
    expect(starts(core)).toHaveLength(0);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await confirmWith(/Send 1 row/);
    await waitFor(() => expect(starts(core)).toHaveLength(1));
    const jobId = starts(core)[0]!.jobId!;
    // The record held the start before it was asked for, then the job as the last send.
    expect(seen.some((r) => r.starting === jobId)).toBe(true);
    await waitFor(() => expect(seen.at(-1)).toEqual({ last: [jobId], starting: null }));
  });

  it('after a remount with the saved record, shows the last send and settles a start an earlier page left unconfirmed', async () => {
    const core = fakeCore();
    let saved: JobRecord | null = null;
    const items = [item('a', '1'), item('b', '2')];
    const first = renderWithProviders(<Harness items={items} onRecord={(r) => (saved = r)} />, { bridge: core.bridge });
    await waitFor(() => expect(plan().toSend).toEqual(['a', 'b']));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await confirmWith(/Send 2 rows/);
    await waitFor(() => expect(starts(core)).toHaveLength(1));
    act(() => core.finish());
    first.unmount();

    // A page that recorded a start and went before it was confirmed: the main side says the job never existed.
    const restored: JobRecord = { ...(saved as unknown as JobRecord), starting: 'job-20261201T100000-deadbeef' };
    renderWithProviders(<Harness items={items} initial={restored} onRecord={(r) => (saved = r)} />, { bridge: core.bridge });
    await waitFor(() => expect(plan().applied).toEqual(['a', 'b']));
    await waitFor(() => expect(core.bridge.callsOf('jobs.abandon')).toEqual([{ jobId: 'job-20261201T100000-deadbeef' }]));
    await waitFor(() => expect((saved as unknown as JobRecord).starting).toBeNull());
    expect((saved as unknown as JobRecord).last).toEqual([starts(core)[0]!.jobId]);
  });

  it('is told when the main side refuses a start for items it holds as applied, and records nothing', async () => {
    const core = fakeCore();
    // This page's mirror has not heard of the other tab's job (its push is lost): the core is the last line.
    core.bridge.on('ledger.changed', () => undefined);
    const items = [item('a', '1')];
    const seen: JobRecord[] = [];
    renderWithProviders(<Harness items={items} onRecord={(r) => seen.push(r)} />, { bridge: core.bridge });
    await waitFor(() => expect(plan().toSend).toEqual(['a']));
    const lookup = core.bridge.callsOf('ledger.lookup').length;
    // Started elsewhere after this page looked it up, its push never reaching this page.
    const emit = core.bridge.emit;
    core.bridge.emit = () => undefined;
    core.startElsewhere('retailxStock', [{ key: 'x', input: input(items[0]!.values) }], COMMON);
    core.bridge.emit = emit;
    expect(core.bridge.callsOf('ledger.lookup')).toHaveLength(lookup);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await confirmWith(/Send 1 row/);
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('ALREADY_SENT'));
    await waitFor(() => expect(seen.at(-1)).toEqual({ last: [], starting: null }));
    expect(core.applied).toHaveLength(1);
  });
});
