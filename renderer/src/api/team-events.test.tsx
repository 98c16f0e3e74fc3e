// After saving the team server every read is sent again; the status.team read may answer after the
// team.changed event that followed it and put the old mode back ("team server away" while it was up).
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamStatus } from '../../../shared/ipc';
import { fakeBridge } from '../testing/fake-bridge';
import { useBridgeEvents } from './events';
import { ipcKey } from './keys';

const base: TeamStatus = { profileId: 'p1', mode: 'fallback', server: 'redis://h:6379', thisDesktop: { id: 'd', name: 'D' }, desktops: 1, holders: [], warning: null, since: '2026-01-01T00:00:00Z' };

describe('team.changed and a status.team read in flight', () => {
  it('the event wins over an older read that answers after it', async () => {
    let answer!: (s: TeamStatus) => void;
    const bridge = fakeBridge({ 'status.team': () => new Promise<TeamStatus>((r) => (answer = r)) });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderHook(() => useBridgeEvents(bridge, qc));
    const key = ipcKey('status.team', {});
    void qc.fetchQuery({ queryKey: key, queryFn: () => bridge.call('status.team', {}) }).catch(() => undefined);
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    bridge.emit('team.changed', { ...base, mode: 'team', desktops: 2 });
    answer({ ...base, mode: 'fallback' });
    await waitFor(() => expect(qc.getQueryData<TeamStatus>(key)?.mode).toBe('team'));
    await new Promise((r) => setTimeout(r, 20));
    expect(qc.getQueryData<TeamStatus>(key)?.mode).toBe('team');
  });
});
