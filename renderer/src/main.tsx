import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { NoTokenScreen } from './app/NoTokenScreen';
import { createBridgeClient } from './bridge/client';
import { fragmentHasLaunchToken } from './bridge/launch-token';
import { selectBridge } from './bridge/select-bridge';
import { IntlRoot } from './i18n/IntlRoot';
import { guessLocale } from './i18n/locales';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 } },
});

const choice = selectBridge();
if (choice.kind === 'no-token') {
  // The full address pasted into this tab changes only the fragment: start again with the token.
  window.addEventListener('hashchange', () => {
    if (fragmentHasLaunchToken(window.location.hash)) window.location.reload();
  });
}

createRoot(root).render(
  <StrictMode>
    {choice.kind === 'ready' ? (
      <App client={createBridgeClient(choice.bridge)} queryClient={queryClient} />
    ) : (
      <IntlRoot locale={guessLocale()}>
        <NoTokenScreen />
      </IntlRoot>
    )}
  </StrictMode>,
);
