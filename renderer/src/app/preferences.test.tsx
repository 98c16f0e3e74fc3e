import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../shared/ipc';
import { BridgeProvider } from '../bridge/context';
import { IntlRoot } from '../i18n/IntlRoot';
import { fakeBridge } from '../testing/fake-bridge';
import { newQueryClient } from '../testing/render';
import { PreferencesProvider, usePreferences } from './preferences';

const profile: ProfileView = {
  id: 'p1', name: 'Sandbox', kind: 'sandbox', baseUrl: null, appId: null, locale: 'en', theme: 'dark',
  secret: { set: true, source: 'sandbox' }, active: true, createdAt: '', updatedAt: '',
};

let prefs: ReturnType<typeof usePreferences> | null = null;
function Probe() {
  prefs = usePreferences();
  return (
    <IntlRoot locale={prefs.locale}>
      <FormattedMessage id="settings.nav" />
    </IntlRoot>
  );
}

describe('locale and theme of the active profile', () => {
  it('switch at once and are saved to the profile', async () => {
    let saved = profile;
    const bridge = fakeBridge({
      'profiles.list': () => ({ activeId: 'p1', profiles: [saved] }),
      'profiles.update': ({ patch }) => {
        saved = { ...saved, ...patch } as ProfileView;
        return { ...saved, secretCleared: false, saved: true };
      },
    });
    render(
      <QueryClientProvider client={newQueryClient()}>
        <BridgeProvider client={bridge}>
          <PreferencesProvider>
            <Probe />
          </PreferencesProvider>
        </BridgeProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('Settings');
    // The profile's theme, once the profile is known.
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));

    act(() => prefs!.setLocale('zh-CN'));
    expect(await screen.findByText('设置')).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
    await waitFor(() => expect(bridge.callsOf('profiles.update')).toEqual([{ id: 'p1', patch: { locale: 'zh-CN' } }]));

    act(() => prefs!.toggleTheme());
    expect(document.documentElement.dataset.theme).toBe('light');
    await waitFor(() => expect(saved.theme).toBe('light'));
  });
});
