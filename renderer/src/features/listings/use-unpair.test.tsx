import { screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../../../shared/ipc';
import { fakeBridge } from '../../testing/fake-bridge';
import { renderWithProviders } from '../../testing/render';
import { UnpairResults } from './components/UnpairResults';
import type { ChildRecord, ListingLine } from './types';
import { useUnpair } from './use-unpair';

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
  const u = useUnpair();
  return (
    <>
      <button type="button" onClick={() => void u.unpair(lines)}>
        go
      </button>
      {u.state ? <UnpairResults started={u.state.started} refused={u.state.refused} /> : null}
    </>
  );
}

describe('useUnpair', () => {
  it('asks once with the count and store, then starts one job and shows each id’s outcome with the vendor’s reason', async () => {
    const bridge = fakeBridge({
      'jobs.start': () => summary('job-1', { state: 'running' }),
      'jobs.get': () => ({
        job: summary('job-1'),
        matching: 2,
        offset: 0,
        rows: [
          { key: 'id-a', status: 'succeeded', reason: null, code: null, category: 'executed', info: null, requestId: null, sends: 1, resolvedBy: null, issues: null },
          { key: 'id-b', status: 'failed', reason: '未配对 not paired', code: null, category: 'executed', info: null, requestId: null, sends: 1, resolvedBy: null, issues: null },
        ],
      }),
    });
    renderWithProviders(<Harness lines={[line('a', {}), line('b', {})]} />, { bridge });
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('2 items · Harbor');
    expect(bridge.callsOf('jobs.start')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Un-pair 2' }));
    await waitFor(() => expect(bridge.callsOf('jobs.start')).toHaveLength(1));
    expect(bridge.callsOf('jobs.start')[0]).toMatchObject({
      operation: 'cancelPairing',
      rows: [{ key: 'id-a', input: 'id-a' }, { key: 'id-b', input: 'id-b' }],
      common: { platformCode: '10041', storeId: 'S1' },
    });
    await screen.findByText('未配对 not paired');
    expect(document.querySelector('tr[data-key="id-a"]')?.getAttribute('data-status')).toBe('succeeded');
    // The failures can be retried where every job lives.
    expect(screen.getByRole('link', { name: /Retry the failures/ }).getAttribute('href')).toContain('/activity?job=job-1');
  });

  it('sends nothing when the user cancels, and nothing for a platform outside the table', async () => {
    const bridge = fakeBridge({ 'jobs.start': () => summary('job-2') });
    renderWithProviders(<Harness lines={[line('a', {}), line('x', { platformCode: '10999' })]} />, { bridge });
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('1 selected line is not sent');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(bridge.callsOf('jobs.start')).toEqual([]);

    renderWithProviders(<Harness lines={[line('x', { platformCode: '10999' })]} />, { bridge });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'go' })).toHaveLength(2));
    await userEvent.click(screen.getAllByRole('button', { name: 'go' })[1] as HTMLElement);
    await screen.findByText(/Platform 10999 is not served by un-pairing by MSKU ID/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bridge.callsOf('jobs.start')).toEqual([]);
  });

  it('splits a selection over two stores into one job per store on the user’s word', async () => {
    let n = 0;
    const bridge = fakeBridge({ 'jobs.start': () => summary(`job-${++n}`, { state: 'running' }), 'jobs.get': ({ jobId }) => ({ job: summary(jobId), rows: [], matching: 0, offset: 0 }) });
    renderWithProviders(<Harness lines={[line('a', {}), line('b', { storeId: 'S2', storeName: 'Maple' })]} />, { bridge });
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Harbor (1) and Maple (1)');
    await userEvent.click(screen.getByRole('button', { name: 'Un-pair in 2 stores, one request each' }));
    await waitFor(() => expect(bridge.callsOf('jobs.start')).toHaveLength(2));
    expect(bridge.callsOf('jobs.start').map((c) => (c as { common: { storeId: string } }).common.storeId)).toEqual(['S1', 'S2']);
  });
});
