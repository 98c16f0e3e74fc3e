import { onlineManager, QueryClient } from '@tanstack/react-query';
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
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 },
    // A change is never parked while the host is away and sent when it returns: the bridge refuses it then
    // (HOST_AWAY), and the screen says so.
    mutations: { networkMode: 'always' },
  },
});

// A launch address pasted into this tab (the one Opsdesk printed, `#token=…`) changes only the fragment: it
// always wins over the session the tab holds, however old that is. takeLaunchToken prefers it on the reload.
// popstate comes before hashchange, and before the router (registered later) rewrites the fragment as a route.
const onFragment = () => {
  if (fragmentHasLaunchToken(window.location.hash)) window.location.reload();
};
window.addEventListener('popstate', onFragment);
window.addEventListener('hashchange', onFragment);

const choice = selectBridge();
const liveness = choice.kind === 'ready' && 'liveness' in choice.bridge ? choice.bridge.liveness : null;
if (liveness) {
  // Queries pause while the host is away (their data stays as it was) and are fetched again when it answers.
  onlineManager.setEventListener((setOnline) => liveness.subscribe((s) => setOnline(s.kind === 'up')));
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
