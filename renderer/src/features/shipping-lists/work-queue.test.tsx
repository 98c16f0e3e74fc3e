import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JsonValue, ProfileView } from '../../../../shared/ipc';
import { BridgeError } from '../../bridge/client';
import { fakeBridge } from '../../testing/fake-bridge';
import { renderWithProviders } from '../../testing/render';
import { QUEUE_DRAFT, selectAllState, toggleSelectAll, undoClear, useWorkQueue, type WorkQueue } from './work-queue';

const profile: ProfileView = {
  id: 'p1', name: 'Sandbox', kind: 'sandbox', baseUrl: null, appId: null, locale: 'en', theme: 'light',
  secret: { set: true, source: 'sandbox' }, active: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};

function Probe({ onQueue }: { onQueue: (q: WorkQueue) => void }) {
  const q = useWorkQueue();
  onQueue(q);
  return <output data-testid="codes">{q.ready ? q.entries.map((e) => e.code).join(',') : 'loading'}</output>;
}

function setup(saved: JsonValue | null) {
  const saves: JsonValue[] = [];
  const bridge = fakeBridge({
    'profiles.list': () => ({ activeId: 'p1', profiles: [profile] }),
    'drafts.load': ({ name }) => {
      if (saved === null) return null;
      return { name, operation: 'picking', savedAt: '2026-01-01T00:00:00Z', chars: 1, content: saved };
    },
    'drafts.save': ({ name, content }) => {
      saves.push(content ?? null);
      return { name, operation: 'picking', savedAt: '2026-01-01T00:00:00Z', chars: 1 };
    },
  });
  let queue: WorkQueue | null = null;
  renderWithProviders(<Probe onQueue={(q) => (queue = q)} />, { bridge });
  return { saves, bridge, queue: () => queue as unknown as WorkQueue };
}

describe('the work queue kept in the profile draft', () => {
  it('starts from the saved draft and saves each change', async () => {
    const { saves, queue, bridge } = setup({ version: 1, entries: [{ code: 'FH1', addedAt: 'x', pick: null }] });
    await waitFor(() => expect(screen.getByTestId('codes').textContent).toBe('FH1'));
    act(() => queue().add(['FH2', 'FH1']));
    expect(screen.getByTestId('codes').textContent).toBe('FH1,FH2');
    await waitFor(() => expect(saves.at(-1)).toMatchObject({ version: 1, entries: [{ code: 'FH1' }, { code: 'FH2' }] }));
    expect(bridge.callsOf('drafts.save')[0]).toMatchObject({ name: QUEUE_DRAFT });
    // The queue holds codes only: what was picked is the ledger's.
    expect(JSON.stringify(saves.at(-1))).not.toContain('pick');
  });

  it('keeps scans made before the draft is read, and an absent draft is an empty queue', async () => {
    const { queue } = setup(null);
    act(() => queue().add(['FH9']));
    await waitFor(() => expect(screen.getByTestId('codes').textContent).toBe('FH9'));
  });

  it('never saves over another tab’s queue: a stale save reads theirs, keeps both, and saves on their revision', async () => {
    // The main side: one stored queue with a revision, refusing saves based on an older one.
    let stored = { revision: 1, entries: [{ code: 'FH1', addedAt: 'x', pick: null }] as unknown[] };
    const bridge = fakeBridge({
      'profiles.list': () => ({ activeId: 'p1', profiles: [profile] }),
      'drafts.load': ({ name }) => ({ name, operation: 'picking', savedAt: 'x', chars: 1, revision: stored.revision, content: { version: 1, entries: stored.entries } as JsonValue }),
      'drafts.save': ({ name, content, baseRevision }) => {
        if (baseRevision !== stored.revision) throw new BridgeError({ code: 'DRAFT_STALE', message: 'stale', details: { revision: stored.revision, savedAt: 'x' } });
        stored = { revision: stored.revision + 1, entries: (content as { entries: unknown[] }).entries };
        return { name, operation: 'picking', savedAt: 'x', chars: 1, revision: stored.revision };
      },
    });
    let queue: WorkQueue | null = null;
    renderWithProviders(<Probe onQueue={(q) => (queue = q)} />, { bridge });
    await waitFor(() => expect(screen.getByTestId('codes').textContent).toBe('FH1'));
    // Another tab scans FH2 and saves first.
    stored = { revision: 2, entries: [...stored.entries, { code: 'FH2', addedAt: 'y', pick: null }] };
    act(() => (queue as unknown as WorkQueue).add(['FH3']));
    await waitFor(() => expect(stored.entries.map((e) => (e as { code: string }).code)).toEqual(['FH1', 'FH3', 'FH2']));
    expect(stored.revision).toBe(3);
    await waitFor(() => expect(screen.getByTestId('codes').textContent).toBe('FH1,FH3,FH2'));
  });

  it('reports a damaged queue kept aside instead of starting over it silently', async () => {
    const bridge = fakeBridge({
      'profiles.list': () => ({ activeId: 'p1', profiles: [profile] }),
      'drafts.load': ({ name }) => ({ name, damaged: { keptAs: 'draft-q.json.damaged-1', reason: 'json' as const } }),
    });
    let queue: WorkQueue | null = null;
    renderWithProviders(<Probe onQueue={(q) => (queue = q)} />, { bridge });
    await waitFor(() => expect((queue as unknown as WorkQueue).damaged).toEqual({ keptAs: 'draft-q.json.damaged-1' }));
  });
});

describe('clearing the queue can be undone', () => {
  it('Undo brings back every cleared list in its order, keeping a scan made since and not doubling one', () => {
    const cleared = [{ code: 'FH1', addedAt: 'a' }, { code: 'FH2', addedAt: 'b' }];
    expect(undoClear([], cleared).map((e) => e.code)).toEqual(['FH1', 'FH2']);
    const since = [{ code: 'FH9', addedAt: 'c' }, { code: 'FH2', addedAt: 'd' }];
    expect(undoClear(since, cleared).map((e) => e.code)).toEqual(['FH1', 'FH2', 'FH9']);
  });

  it('clear answers what the queue held, and restore saves it back', async () => {
    const { saves, queue } = setup({ version: 1, entries: [{ code: 'FH1', addedAt: 'x' }, { code: 'FH2', addedAt: 'y' }] });
    await waitFor(() => expect(screen.getByTestId('codes').textContent).toBe('FH1,FH2'));
    let removed: ReturnType<WorkQueue['clear']> = [];
    act(() => {
      removed = queue().clear();
    });
    expect(removed.map((e) => e.code)).toEqual(['FH1', 'FH2']);
    expect(screen.getByTestId('codes').textContent).toBe('');
    await waitFor(() => expect(saves.at(-1)).toMatchObject({ entries: [] }));
    act(() => queue().add(['FH3']));
    act(() => queue().restore(removed));
    expect(screen.getByTestId('codes').textContent).toBe('FH1,FH2,FH3');
    await waitFor(() => expect(saves.at(-1)).toMatchObject({ entries: [{ code: 'FH1' }, { code: 'FH2' }, { code: 'FH3' }] }));
  });
});

describe('select all in the queue', () => {
  const selectable = ['FH1', 'FH2', 'FH3'];
  it('chooses every selectable list, keeping choices outside them', () => {
    expect([...toggleSelectAll(selectable, new Set(['FH2', 'X']))].sort()).toEqual(['FH1', 'FH2', 'FH3', 'X']);
  });
  it('with all chosen, chooses none of them', () => {
    expect([...toggleSelectAll(selectable, new Set(selectable))]).toEqual([]);
  });
  it('the header box says all, some or none', () => {
    expect(selectAllState(selectable, new Set())).toBe('none');
    expect(selectAllState(selectable, new Set(['FH1']))).toBe('some');
    expect(selectAllState(selectable, new Set(selectable))).toBe('all');
    expect(selectAllState([], new Set())).toBe('none');
  });
});
