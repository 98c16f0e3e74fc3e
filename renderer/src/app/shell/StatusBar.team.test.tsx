import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamStatus } from '../../../../shared/ipc';
import { fakeBridge } from '../../testing/fake-bridge';
import { renderWithProviders } from '../../testing/render';
import { StatusBar } from './StatusBar';

function bridgeWith(team: TeamStatus) {
  return fakeBridge({
    'status.token': () => ({ profileId: null, state: 'none', expiresAt: null, renewedAt: null, renewedVia: null, lastError: null, calls: { accessToken: 0, refresh: 0 }, revision: 0 }),
    'status.throttle': () => ({ figures: [] }),
    'status.team': () => team,
    'jobs.list': () => ({ jobs: [] }),
  });
}

const wrongPassword: TeamStatus = {
  profileId: 'p1',
  mode: 'fallback',
  server: 'redis://10.0.0.5:6379',
  thisDesktop: { id: 'd1', name: 'Desk 1' },
  desktops: 1,
  holders: [],
  warning: { code: 'TEAM_WRONG_PASSWORD', values: { server: 'redis://10.0.0.5:6379' } },
  since: '2026-01-01T00:00:00Z',
};

describe('status bar: the team', () => {
  it('says a wrong team password is a wrong password, in the user’s language, with the server named', async () => {
    renderWithProviders(<StatusBar />, { bridge: bridgeWith(wrongPassword), locale: 'zh-CN' });
    const item = await screen.findByTestId('team-state');
    expect(item.getAttribute('data-problem')).toBe('TEAM_WRONG_PASSWORD');
    expect(item.getAttribute('title')).toContain('团队服务器 redis://10.0.0.5:6379 拒绝了用户名或密码');
  });

  it('in English too, and never as the server’s own error text', async () => {
    renderWithProviders(<StatusBar />, { bridge: bridgeWith({ ...wrongPassword, warning: { code: 'TEAM_UNREACHABLE', values: { server: 'redis://10.0.0.5:6379' } } }) });
    const item = await screen.findByTestId('team-state');
    expect(item.getAttribute('title')).toBe(
      'Nothing answers at redis://10.0.0.5:6379 (connection refused, or no such host). Check the address and that the server runs. Meanwhile this desktop schedules on its own.',
    );
  });

  it('names who holds each path, this desktop marked, as the README promises', async () => {
    const inTeam: TeamStatus = {
      ...wrongPassword,
      mode: 'team',
      desktops: 3,
      warning: null,
      holders: [
        { path: '/basicOpen/multiplatform/videox/stock', operation: 'videoxStock', desktopName: 'Desk 2', mine: false },
        { path: '/basicOpen/multiplatform/videox/stock', operation: 'videoxStock', desktopName: 'Desk 1', mine: true },
      ],
    };
    renderWithProviders(<StatusBar />, { bridge: bridgeWith(inTeam) });
    const holder = await screen.findByTestId('team-holder');
    expect(holder.textContent).toMatch(/: Desk 2, Desk 1 \(this desktop\)$/);
    expect((await screen.findByTestId('team-state')).textContent).toContain('Team: 3 desktops');
  });

  it('says a desktop in a team without its server sends nothing, in zh-CN', async () => {
    const missing: TeamStatus = { ...wrongPassword, mode: 'missing', warning: { code: 'TEAM_SERVER_MISSING', values: { server: 'redis://10.0.0.5:6379' } } };
    renderWithProviders(<StatusBar />, { bridge: bridgeWith(missing), locale: 'zh-CN' });
    const item = await screen.findByTestId('team-state');
    expect(item.textContent).toContain('属于团队：未设置团队服务器，不发送请求');
    expect(item.getAttribute('title')).toContain('本机属于一个团队，但本次启动没有团队服务器设置');
  });
});
