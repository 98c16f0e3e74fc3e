import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BridgeProvider } from '../bridge/context';
import { fakeBridge, type FakeBridge } from '../testing/fake-bridge';
import { newQueryClient } from '../testing/render';
import { useBridgeEvents } from './events';
import { useIpcMutation } from './mutations';
import { ipcQuery, operationQuery } from './queries';

const summary = {
  jobId: 'job-1', operation: 'picking' as const, label: null, state: 'finished' as const, createdAt: '2026-01-01T00:00:00Z', finishedAt: null,
  error: null, reconcilable: true, total: 1, pending: 0, succeeded: 1, failed: 0, unknown: 0, invalid: 0, missing: 0, damage: null,
};

function setup(): { bridge: FakeBridge; wrapper: (p: { children: ReactNode }) => ReactNode; qc: ReturnType<typeof newQueryClient> } {
  const bridge = fakeBridge({
    'jobs.list': () => ({ jobs: [] }),
    'drafts.list': () => ({ drafts: [] }),
    'drafts.save': (i) => ({ name: i.name, operation: null, savedAt: '2026-01-01T00:00:00Z', chars: 2 }),
    'jobs.export': () => ({ filename: 'x.csv', mimeType: 'text/csv', content: '' }),
    'operations.call': () => ({ envelope: { code: '0', message: '', requestId: null, responseTime: null, errorDetails: [], total: 0 }, ok: true, items: [], unmatched: [], data: { count: 0, list: [] } }),
  });
  const qc = newQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <BridgeProvider client={bridge}>{children}</BridgeProvider>
    </QueryClientProvider>
  );
  return { bridge, wrapper, qc };
}

function useReads(bridge: FakeBridge) {
  return [useQuery(ipcQuery(bridge, 'jobs.list', {})), useQuery(ipcQuery(bridge, 'drafts.list', {})), useQuery(operationQuery(bridge, 'chatxList', { length: 20 }))];
}

describe('cache invalidation from the contract', () => {
  it('a mutating call refreshes every read of local state, not the vendor reads', async () => {
    const { bridge, wrapper } = setup();
    const { result } = renderHook(() => ({ reads: useReads(bridge), save: useIpcMutation('drafts.save') }), { wrapper });
    await waitFor(() => expect(result.current.reads.every((r) => r.isSuccess)).toBe(true));
    expect(bridge.callsOf('jobs.list')).toHaveLength(1);

    await act(() => result.current.save.mutateAsync({ name: 'draft 1', operation: null, content: {} }));
    await waitFor(() => expect(bridge.callsOf('jobs.list')).toHaveLength(2));
    expect(bridge.callsOf('drafts.list')).toHaveLength(2);
    expect(bridge.callsOf('operations.call')).toHaveLength(1);
  });

  it('a call that does not mutate refreshes nothing', async () => {
    const { bridge, wrapper } = setup();
    const { result } = renderHook(() => ({ reads: useReads(bridge), exp: useIpcMutation('jobs.export') }), { wrapper });
    await waitFor(() => expect(result.current.reads.every((r) => r.isSuccess)).toBe(true));
    await act(() => result.current.exp.mutateAsync({ jobId: 'job-1', format: 'csv' }));
    expect(bridge.callsOf('jobs.list')).toHaveLength(1);
    expect(bridge.callsOf('drafts.list')).toHaveLength(1);
  });

  it('a finished job makes the vendor reads stale; a profile switch makes everything stale', async () => {
    const { bridge, wrapper, qc } = setup();
    const { result } = renderHook(
      () => {
        useBridgeEvents(bridge, qc);
        return [useQuery(ipcQuery(bridge, 'drafts.list', {})), useQuery(operationQuery(bridge, 'chatxList', { length: 20 }))];
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((r) => r.isSuccess)).toBe(true));
    act(() => bridge.emit('job.finished', summary));
    await waitFor(() => expect(bridge.callsOf('operations.call')).toHaveLength(2));
    expect(bridge.callsOf('drafts.list')).toHaveLength(1);

    act(() => bridge.emit('profile.changed', { activeId: 'p2', profileId: 'p2', reason: 'switched' }));
    await waitFor(() => expect(bridge.callsOf('operations.call')).toHaveLength(3));
    expect(bridge.callsOf('drafts.list')).toHaveLength(2);
  });
});
