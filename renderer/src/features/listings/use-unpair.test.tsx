import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { JobRow, JobSummary, MethodInput } from '../../../../shared/ipc';
import { fakeBridge } from '../../testing/fake-bridge';
import { fakeDrafts } from '../../testing/fake-drafts';
import { renderWithProviders } from '../../testing/render';
import { UnpairResults } from './components/UnpairResults';
import type { ChildRecord, ListingLine } from './types';
import { UNPAIR_DRAFT, useUnpair } from './use-unpair';

const line = (rowId: string, over: Partial<ChildRecord>): ListingLine => ({
  rowId,
  depth: 0,
  children: [],
  record: { msku: rowId.toUpperCase(), mskuId: `id-${rowId}`, storeId: 'S1', storeName: 'Harbor', platformCode: '10041', ...over } as ChildRecord,
});

const summary = (jobId: string, over: Partial<JobSummary> = {}): JobSummary => ({
  jobId, operation: 'cancelPairing', label: null, state: 'finished', createdAt: '2026-01-01T00:00:00.000Z', finishedAt: '2026-01-01T00:00:01.000Z',
  error: null, reconcilable: true, damage: null, total: 2, pending: 0, succeeded: 1, failed: 1, unknown: 0, invalid: 0, missing: 0, ...over,
});

/** The results link to Activity: the harness runs inside a router with that route. */
function Harness({ lines }: { lines: ListingLine[] }) {
  const [router] = useState(() => {
    const root = createRootRoute({ component: Outlet });
    return createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: () => <Unpairing lines={lines} /> }),
      createRoute({ getParentRoute: () => root, path: '/activity', component: () => null }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    });
  });
  return <RouterProvider router={router} />;
}

function Unpairing({ lines }: { lines: ListingLine[] }) {
  const u = useUnpair(lines);
  return (
    <>
      <button type="button" disabled={!u.draft.loaded} onClick={() => void u.unpairSelected()}>
        go
      </button>
      <output data-testid="offered">{u.selectionOffered.length}</output>
      <UnpairResults unpair={u} />
    </>
  );
}

const jobRow = (key: string, status: JobRow['status'], reason: string | null = null): JobRow => ({
  key, status, reason, code: null, category: 'executed', info: null, requestId: null, sends: 1, resolvedBy: null, issues: null,
});

/** The journal and the draft store as the main side keeps them. */
function mainSide(outcome: (key: string) => [JobRow['status'], string | null]) {
  const jobs = new Map<string, JobRow[]>();
  const drafts = fakeDrafts();
  let n = 0;
  const bridge = fakeBridge({
    'jobs.start': (input: MethodInput<'jobs.start'>) => {
      const jobId = input.jobId ?? `job-${++n}`;
      jobs.set(jobId, input.rows.map((r) => jobRow(r.key, ...outcome(r.key))));
      return summary(jobId, { state: 'running' });
    },
    'jobs.get': ({ jobId }) => {
      const rows = jobs.get(jobId) ?? [];
      const count = (st: JobRow['status']) => rows.filter((r) => r.status === st).length;
      return { job: summary(jobId, { total: rows.length, succeeded: count('succeeded'), failed: count('failed') }), rows, matching: rows.length, offset: 0 };
    },
    ...drafts.handlers,
  });
  return { bridge, stored: () => (drafts.stored(UNPAIR_DRAFT) ?? null) as { job: { lastJob: string | null } | null } | null };
}

describe('useUnpair', () => {
  it('asks once, listing the ids with the count and store, then starts one job and shows each id’s outcome with the vendor’s reason', async () => {
    const { bridge } = mainSide((key) => (key.endsWith('id-b') ? ['failed', '未配对 not paired'] : ['succeeded', null]));
    renderWithProviders(<Harness lines={[line('a', {}), line('b', {})]} />, { bridge });
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('2 items · Harbor');
    expect(within(dialog).getByTestId('confirm-items').textContent).toContain('A · id-a · Harbor');
    expect(bridge.callsOf('jobs.start')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Un-pair 2' }));
    await waitFor(() => expect(bridge.callsOf('jobs.start')).toHaveLength(1));
    expect(bridge.callsOf('jobs.start')[0]).toMatchObject({
      operation: 'cancelPairing',
      rows: [{ key: 'S1|10041|id-a', input: 'id-a' }, { key: 'S1|10041|id-b', input: 'id-b' }],
      common: { platformCode: '10041', storeId: 'S1' },
    });
    await screen.findByText('未配对 not paired');
    const results = screen.getByTestId('job-results');
    expect(within(results).getByText('A · id-a · Harbor').closest('tr')?.getAttribute('data-state')).toBe('succeeded');
    // Only the failure is offered again, and only with the user's word.
    await screen.findByRole('button', { name: 'Retry failed (1)' });
  });

  it('never offers an applied id again: after a remount from the draft, the same selection sends nothing', async () => {
    const main = mainSide(() => ['succeeded', null]);
    const lines = [line('a', {})];
    const first = renderWithProviders(<Harness lines={lines} />, { bridge: main.bridge });
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Un-pair 1' }));
    await waitFor(() => expect(main.bridge.callsOf('jobs.start')).toHaveLength(1));
    // On disk before the start was even asked for.
    expect(main.stored()?.job?.lastJob).toBe((main.bridge.callsOf('jobs.start')[0] as MethodInput<'jobs.start'>).jobId);
    first.unmount();

    renderWithProviders(<Harness lines={lines} />, { bridge: main.bridge });
    await waitFor(() => expect(screen.getByTestId('job-results').querySelector('tr[data-state="succeeded"]')).not.toBeNull());
    expect(screen.getByTestId('offered').textContent).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(main.bridge.callsOf('jobs.start')).toHaveLength(1);
  });

  it('sends nothing when the user cancels, and nothing for a platform outside the table', async () => {
    const { bridge } = mainSide(() => ['succeeded', null]);
    const view = renderWithProviders(<Harness lines={[line('a', {}), line('x', { platformCode: '10999' })]} />, { bridge });
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('1 selected line is not sent');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(bridge.callsOf('jobs.start')).toEqual([]);
    view.unmount();

    renderWithProviders(<Harness lines={[line('x', { platformCode: '10999' })]} />, { bridge });
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    await screen.findByText(/Platform 10999 is not served by un-pairing by MSKU ID/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bridge.callsOf('jobs.start')).toEqual([]);
  });

  it('splits a selection over two stores into one job per store on the user’s word', async () => {
    const { bridge } = mainSide(() => ['succeeded', null]);
    renderWithProviders(<Harness lines={[line('a', {}), line('b', { storeId: 'S2', storeName: 'Maple' })]} />, { bridge });
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Harbor (1) and Maple (1)');
    await userEvent.click(screen.getByRole('button', { name: 'Un-pair in 2 stores, one request each' }));
    await waitFor(() => expect(bridge.callsOf('jobs.start')).toHaveLength(2));
    expect(bridge.callsOf('jobs.start').map((c) => (c as { common: { storeId: string } }).common.storeId)).toEqual(['S1', 'S2']);
  });
});
