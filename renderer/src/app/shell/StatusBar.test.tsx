import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MethodOutput } from '../../../../shared/ipc';
import { fakeBridge } from '../../testing/fake-bridge';
import { renderWithProviders } from '../../testing/render';
import { StatusBar } from './StatusBar';

type Figure = MethodOutput<'status.throttle'>['figures'][number];
const idle: Omit<Figure, 'operation' | 'path'> = {
  capacity: 5, effectiveCapacity: 5, inFlight: 0, queued: 0, backingOff: 0, rejections: 0, successes: 0, backoffMs: 0, latencyMs: null,
};

function bridgeWith(figures: Figure[]) {
  return fakeBridge({
    'status.token': () => ({ profileId: null, state: 'none', expiresAt: null, renewedAt: null, renewedVia: null, lastError: null, calls: { accessToken: 0, refresh: 0 } }),
    'status.throttle': () => ({ figures }),
    'status.team': () => ({ profileId: null, mode: 'local', server: null, thisDesktop: { id: 'd1', name: 'Desk 1' }, desktops: 1, holders: [], warning: null, since: '2026-01-01T00:00:00Z' }),
    'jobs.list': () => ({ jobs: [] }),
  });
}

describe('status bar: the request figures', () => {
  it('names a busy path by its operation title in the user’s language, never by its catalogue id', async () => {
    const figures = [{ ...idle, operation: 'chatxList' as const, path: '/open-api/chatx/list', inFlight: 1 }];
    renderWithProviders(<StatusBar />, { bridge: bridgeWith(figures), locale: 'zh-CN' });
    const line = await screen.findByText(/进行中 1/);
    expect(line.textContent).toBe('查询在线产品（chatx）：进行中 1 · 排队 0 · 退避 0');
    expect(screen.getByRole('contentinfo').textContent).not.toContain('chatxList');
  });

  it('a path no operation owns is shown as its path', async () => {
    renderWithProviders(<StatusBar />, { bridge: bridgeWith([{ ...idle, operation: null, path: '/open-api/unknown', queued: 2 }]) });
    expect((await screen.findByText(/2 queued/)).textContent).toBe('/open-api/unknown: 0 in flight · 2 queued · 0 backing off');
  });
});
