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

type Disk = MethodOutput<'status.throttle'>['disk'];

function bridgeWith(figures: Figure[], disk?: Disk) {
  return fakeBridge({
    'status.token': () => ({ profileId: null, state: 'none', expiresAt: null, renewedAt: null, renewedVia: null, lastError: null, calls: { accessToken: 0, refresh: 0 }, revision: 0 }),
    'status.throttle': () => ({ figures, disk }),
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

describe('status bar: a slow disk', () => {
  it('says how long each journal write takes while the disk is slow, in en and zh-CN', async () => {
    const disk = { p50Ms: 120, samples: 20, slow: true };
    const en = renderWithProviders(<StatusBar />, { bridge: bridgeWith([], disk) });
    const badge = await screen.findByTestId('disk-slow');
    expect(badge.textContent).toBe('disk slow: 120 ms per write');
    expect(badge.getAttribute('title')).toContain('journal line');
    en.unmount();
    renderWithProviders(<StatusBar />, { bridge: bridgeWith([], disk), locale: 'zh-CN' });
    expect((await screen.findByTestId('disk-slow')).textContent).toBe('磁盘缓慢：每次写入 120 毫秒');
  });

  it('says nothing while writes are quick, or before the core has measured any', async () => {
    const busy = [{ ...idle, operation: null, path: '/open-api/x', inFlight: 1 }];
    const quick = renderWithProviders(<StatusBar />, { bridge: bridgeWith(busy, { p50Ms: 4, samples: 20, slow: false }) });
    // The figures have arrived (the busy path shows) and no notice came with them.
    await screen.findByText(/1 in flight/);
    expect(screen.queryByTestId('disk-slow')).toBeNull();
    quick.unmount();
    renderWithProviders(<StatusBar />, { bridge: bridgeWith(busy) });
    await screen.findByText(/1 in flight/);
    expect(screen.queryByTestId('disk-slow')).toBeNull();
  });
});
