import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MethodOutput, ProfileView, TeamStatus } from '../../../../../shared/ipc';
import { BridgeError } from '../../../bridge/client';
import { fakeBridge, type FakeHandlers } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import { TeamSection } from './TeamSection';

const live: ProfileView = {
  id: 'p-live',
  name: 'Warehouse',
  kind: 'live',
  active: true,
} as ProfileView;
const sandbox = { ...live, id: 'p-sb', name: 'Sandbox', kind: 'sandbox', active: false } as ProfileView;

type TeamView = MethodOutput<'profiles.getTeam'>;
const alone: TeamView = { profileId: 'p-live', server: null, hasPassword: false, desktopName: 'PC-7' };
const localStatus: TeamStatus = { profileId: 'p-live', mode: 'local', server: null, thisDesktop: { id: 'd1', name: 'PC-7' }, desktops: 1, holders: [], warning: null, since: '2026-01-01T00:00:00Z' };

function setup(team: TeamView, extra: FakeHandlers = {}, locale: 'en' | 'zh-CN' = 'en') {
  let stored = team;
  const bridge = fakeBridge({
    'profiles.list': () => ({ profiles: [sandbox, live] }) as MethodOutput<'profiles.list'>,
    'profiles.getTeam': () => stored,
    'status.team': () => localStatus,
    'profiles.setTeam': ({ url, desktopName }) => {
      stored = url === null ? { ...stored, server: null, hasPassword: false } : { ...stored, server: 'redis://10.0.0.5:6379', hasPassword: url.includes('@'), desktopName: desktopName ?? stored.desktopName };
      return stored;
    },
    'team.test': ({ url }) => ({ ok: true, message: 'Connected', problem: null, server: url ? 'redis://10.0.0.5:6379' : stored.server, desktops: 1, roundTripMs: 0.8 }),
    ...extra,
  });
  renderWithProviders(<TeamSection />, { bridge, locale });
  return bridge;
}

const urlField = () => screen.getByLabelText('Redis server address') as HTMLInputElement;

describe('the Team section of Settings', () => {
  it('tests a typed address before saving, then saves it write-only with the desktop name', async () => {
    const bridge = setup(alone);
    expect(await screen.findByText('none: this computer works alone')).toBeTruthy();
    expect(urlField().type).toBe('password');
    fireEvent.change(urlField(), { target: { value: 'redis://:s3cret@10.0.0.5:6379' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Connected to redis://10.0.0.5:6379: 1 desktop of this app id online, round trip 0.8 ms.')).toBeTruthy();
    expect(bridge.callsOf('team.test')).toEqual([{ id: 'p-live', url: 'redis://:s3cret@10.0.0.5:6379' }]);

    fireEvent.change(screen.getByLabelText('Name of this desktop'), { target: { value: 'Packing desk 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The profile now works with the team.')).toBeTruthy();
    expect(bridge.callsOf('profiles.setTeam')).toEqual([{ id: 'p-live', url: 'redis://:s3cret@10.0.0.5:6379', desktopName: 'Packing desk 2' }]);
    // Never shown back: the field is emptied and the facts name the server without its password.
    expect(urlField().value).toBe('');
    expect(await screen.findByText('redis://10.0.0.5:6379')).toBeTruthy();
    expect(screen.getByTestId('team-password').textContent).toBe('set (kept in the key store, never shown)');
    expect(document.body.textContent).not.toContain('s3cret');
  });

  it('refuses an address that is not redis:// before sending it, keeping what was typed', async () => {
    const bridge = setup(alone);
    await screen.findByText('none: this computer works alone');
    fireEvent.change(urlField(), { target: { value: 'http://10.0.0.5:6379' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter an address such as redis:\/\/team-server:6379/)).toBeTruthy();
    expect(urlField().value).toBe('http://10.0.0.5:6379');
    expect(bridge.callsOf('profiles.setTeam')).toEqual([]);
  });

  it('says what is wrong with the server (a wrong password) in the user’s language, not in the server’s words', async () => {
    const problem = { code: 'TEAM_WRONG_PASSWORD' as const, values: { server: 'redis://10.0.0.5:6379' } };
    setup(alone, { 'team.test': () => ({ ok: false, message: 'The team server refused the password', problem, server: 'redis://10.0.0.5:6379', desktops: null, roundTripMs: null }) }, 'zh-CN');
    fireEvent.change(await screen.findByLabelText(/Redis/), { target: { value: 'redis://:bad@10.0.0.5:6379' } });
    fireEvent.click(screen.getByRole('button', { name: '测试' }));
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-problem')).toBe('TEAM_WRONG_PASSWORD');
    expect(alert.textContent).toContain('团队服务器 redis://10.0.0.5:6379 拒绝了用户名或密码');
    expect(alert.textContent).not.toContain('WRONGPASS');
  });

  it('shows the team’s current problem beside its mode', async () => {
    setup({ ...alone, server: 'redis://10.0.0.5:6379', hasPassword: true }, {
      'status.team': () => ({ ...localStatus, profileId: 'p-live', mode: 'fallback', server: 'redis://10.0.0.5:6379', warning: { code: 'TEAM_NO_PASSWORD', values: { server: 'redis://10.0.0.5:6379' } } }),
    });
    const warning = await screen.findByTestId('team-warning');
    expect(warning.textContent).toContain('requires a password and the team URL has none');
  });

  it('a refusal of the main process (a job is running) is shown, and the address stays typed', async () => {
    setup(alone, {
      'profiles.setTeam': () => {
        throw new BridgeError({ code: 'CONFLICT', message: 'A batch job is running on this profile; change its team server after the job.', details: {} });
      },
    });
    await screen.findByText('none: this computer works alone');
    fireEvent.change(urlField(), { target: { value: 'redis://10.0.0.5:6379' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/A batch job is running on this profile/)).toBeTruthy();
    expect(urlField().value).toBe('redis://10.0.0.5:6379');
  });

  it('leaves the team only after a confirmation that names the server and the consequence', async () => {
    const bridge = setup({ ...alone, server: 'redis://10.0.0.5:6379', hasPassword: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('redis://10.0.0.5:6379');
    expect(dialog.textContent).toContain('fetches its own token and schedules alone');
    expect(bridge.callsOf('profiles.setTeam')).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Leave team' })));
    await waitFor(() => expect(bridge.callsOf('profiles.setTeam')).toEqual([{ id: 'p-live', url: null }]));
    expect(await screen.findByText('Left the team. This computer works alone.')).toBeTruthy();
  });

  it('speaks Chinese, and explains when there is no live profile', async () => {
    const bridge = fakeBridge({ 'profiles.list': () => ({ profiles: [sandbox] }) as MethodOutput<'profiles.list'>, 'status.team': () => localStatus });
    renderWithProviders(<TeamSection />, { bridge, locale: 'zh-CN' });
    expect(await screen.findByText(/团队模式只适用于正式配置/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '团队模式' })).toBeTruthy();
  });
});
