// Providers in dependency order: queries → bridge (and its events) → preferences (the profile's locale and
// theme) → messages → confirm dialog → router.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useBridgeEvents } from '../api/events';
import type { BridgeClient } from '../bridge/client';
import { BridgeProvider } from '../bridge/context';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { IntlRoot } from '../i18n/IntlRoot';
import { createAppRouter } from './router';
import { PreferencesProvider, usePreferences } from './preferences';

function Events({ client, queryClient, children }: { client: BridgeClient; queryClient: QueryClient; children: ReactNode }) {
  useBridgeEvents(client, queryClient);
  return <>{children}</>;
}

function Localised({ children }: { children: ReactNode }) {
  const { locale } = usePreferences();
  return <IntlRoot locale={locale}>{children}</IntlRoot>;
}

export function App({ client, queryClient }: { client: BridgeClient; queryClient: QueryClient }) {
  const [router] = useState(() => createAppRouter({ queryClient, bridge: client }));
  return (
    <QueryClientProvider client={queryClient}>
      <BridgeProvider client={client}>
        <Events client={client} queryClient={queryClient}>
          <PreferencesProvider>
            <Localised>
              <ConfirmProvider>
                <RouterProvider router={router} />
              </ConfirmProvider>
            </Localised>
          </PreferencesProvider>
        </Events>
      </BridgeProvider>
    </QueryClientProvider>
  );
}
