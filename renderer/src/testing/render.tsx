// Renders a component inside the app's providers (queries, bridge, messages) for Testing Library.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BridgeClient } from '../bridge/client';
import { BridgeProvider } from '../bridge/context';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { IntlRoot } from '../i18n/IntlRoot';
import type { Locale } from '../i18n/locales';

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

export function Providers({ bridge, queryClient, locale = 'en', children }: { bridge: BridgeClient; queryClient: QueryClient; locale?: Locale; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BridgeProvider client={bridge}>
        <IntlRoot locale={locale}>
          <ConfirmProvider>{children}</ConfirmProvider>
        </IntlRoot>
      </BridgeProvider>
    </QueryClientProvider>
  );
}

export function renderWithProviders(ui: ReactNode, opts: { bridge: BridgeClient; queryClient?: QueryClient; locale?: Locale }): RenderResult & { queryClient: QueryClient } {
  const queryClient = opts.queryClient ?? newQueryClient();
  const result = render(
    <Providers bridge={opts.bridge} queryClient={queryClient} locale={opts.locale}>
      {ui}
    </Providers>,
  );
  return { ...result, queryClient };
}
