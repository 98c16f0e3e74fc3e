// After a new secret is saved, the card no longer shows the failed test of the old one.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../../../shared/ipc';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import { ProfilesSection } from './ProfilesSection';

const live: ProfileView = {
  id: 'p2', name: 'Live', kind: 'live', baseUrl: 'https://openapi.example.com', appId: 'ak_LIVE_00000001', locale: 'en', theme: 'light',
  secret: { set: true, source: 'session' }, active: false, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};

describe('a live profile card after a new secret', () => {
  it('drops the red error of the test made with the old secret', async () => {
    const bridge = fakeBridge({
      'profiles.list': () => ({ activeId: 'p1', profiles: [live] }),
      'profiles.testConnection': () => ({ ok: false, code: '2001002', message: 'app secret not correct', tokenExpiresAt: null }),
      'profiles.setSecret': () => ({ secret: { set: true, source: 'session' } }),
    });
    renderWithProviders(<ProfilesSection />, { bridge });
    const test = await screen.findByRole('button', { name: 'Test connection' });
    act(() => {
      fireEvent.click(test);
    });
    await waitFor(() => expect(screen.getByText('Connection failed')).toBeTruthy());
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Set secret' }));
    });
    const field = (await screen.findByLabelText(/App secret/, { selector: 'input' })) as HTMLInputElement;
    act(() => {
      fireEvent.change(field, { target: { value: 'the-right-one' } });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save secret' }));
    });
    await waitFor(() => expect(bridge.callsOf('profiles.setSecret')).toEqual([{ id: 'p2', secret: 'the-right-one' }]));
    await waitFor(() => expect(screen.queryByText('Connection failed')).toBeNull());
  });
});
