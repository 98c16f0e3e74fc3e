import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamStatus } from '../../../../shared/ipc';
import { fakeBridge } from '../../testing/fake-bridge';
import { renderWithProviders } from '../../testing/render';
import { StatusBar } from './StatusBar';

function bridgeWith(team: TeamStatus) {
  return fakeBridge({
    'status.token': () => ({ profileId: null, state: 'none', expiresAt: null, renewedAt: null, renewedVia: null, lastError: null, calls: { accessToken: 0, refresh: 0 } }),
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
});
