import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import type { MethodInput } from '../../../../shared/ipc';
import { fakeCore, type FakeCore } from '../../testing/fake-core';
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

/** The main process (jobs, the ledger) and the draft store as the main side keeps them. */
function mainSide() {
  const drafts = fakeDrafts();
  const core = fakeCore(drafts.handlers);
  return { core, bridge: core.bridge, stored: () => (drafts.stored(UNPAIR_DRAFT) ?? null) as { job: { last: string[]; starting: string | null } | null } | null };
}
const starts = (bridge: FakeCore['bridge']) => bridge.callsOf('jobs.start') as Array<MethodInput<'jobs.start'>>;

describe('useUnpair', () => {
  it('asks once, listing the ids with the count and store, then starts one job and shows each id’s outcome with the vendor’s reason', async () => {
    const { bridge, core } = mainSide();
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
    act(() => core.finish(undefined, (key) => (key.endsWith('id-b') ? { status: 'failed', reason: '未配对 not paired' } : 'succeeded')));
    await screen.findByText('未配对 not paired');
    const results = screen.getByTestId('job-results');
    expect(within(results).getByText('A · id-a · Harbor').closest('tr')?.getAttribute('data-state')).toBe('succeeded');
    // Only the failure is offered again, and only with the user's word.
    await screen.findByRole('button', { name: 'Retry failed (1)' });
  });

  it('never offers an applied id again: after a remount from the draft, the same selection sends nothing', async () => {
    const main = mainSide();
    const lines = [line('a', {})];
    const first = renderWithProviders(<Harness lines={lines} />, { bridge: main.bridge });
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Un-pair 1' }));
    await waitFor(() => expect(starts(main.bridge)).toHaveLength(1));
    act(() => main.core.finish());
    // The draft holds the job of the last send, never a copy of what was sent.
    await waitFor(() => expect(main.stored()?.job).toEqual({ last: [starts(main.bridge)[0]!.jobId], starting: null }));
    first.unmount();

    renderWithProviders(<Harness lines={lines} />, { bridge: main.bridge });
    await waitFor(() => expect(screen.getByTestId('job-results').querySelector('tr[data-state="succeeded"]')).not.toBeNull());
    expect(screen.getByTestId('offered').textContent).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(main.bridge.callsOf('jobs.start')).toHaveLength(1);
  });

  it('sends nothing when the user cancels, and nothing for a platform outside the table', async () => {
    const { bridge } = mainSide();
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
    const { bridge } = mainSide();
    renderWithProviders(<Harness lines={[line('a', {}), line('b', { storeId: 'S2', storeName: 'Maple' })]} />, { bridge });
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Harbor (1) and Maple (1)');
    await userEvent.click(screen.getByRole('button', { name: 'Un-pair in 2 stores, one request each' }));
    await waitFor(() => expect(bridge.callsOf('jobs.start')).toHaveLength(2));
    expect(bridge.callsOf('jobs.start').map((c) => (c as { common: { storeId: string } }).common.storeId)).toEqual(['S1', 'S2']);
  });

  it('shows an id un-paired from another tab as applied, and does not offer it', async () => {
    const { bridge, core } = mainSide();
    renderWithProviders(<Harness lines={[line('a', {}), line('b', {})]} />, { bridge });
    await waitFor(() => expect(screen.getByTestId('offered').textContent).toBe('2'));
    act(() => void core.startElsewhere('cancelPairing', [{ key: 'elsewhere', input: 'id-a' }], { platformCode: '10041', storeId: 'S1' }));
    await waitFor(() => expect(screen.getByTestId('offered').textContent).toBe('1'));
  });
});
