import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JsonValue, ProfileView } from '../../../../shared/ipc';
import { fakeBridge } from '../../testing/fake-bridge';
import { renderWithProviders } from '../../testing/render';
import { QUEUE_DRAFT, useWorkQueue, type WorkQueue } from './work-queue';

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
    act(() => queue().recordPicks(new Map([['FH2', { status: 'failed', reason: '请选择', code: null }]])));
    await waitFor(() => expect(saves.at(-1)).toMatchObject({ entries: [{ code: 'FH1', pick: null }, { code: 'FH2', pick: { status: 'failed', reason: '请选择' } }] }));
  });

  it('keeps scans made before the draft is read, and an absent draft is an empty queue', async () => {
    const { queue } = setup(null);
    act(() => queue().add(['FH9']));
    await waitFor(() => expect(screen.getByTestId('codes').textContent).toBe('FH9'));
  });
});
