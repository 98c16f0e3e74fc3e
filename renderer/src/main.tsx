import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, NoTokenScreen } from './App';
import { createBridgeClient, type BridgeClient } from './bridge/client';
import { BridgeProvider } from './bridge/context';
import { selectBridge } from './bridge/select-bridge';
import { useBridgeEvents } from './queries';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 } },
});

function EventBridge({ client, children }: { client: BridgeClient; children: ReactNode }) {
  useBridgeEvents(client, queryClient);
  return <>{children}</>;
}

const choice = selectBridge();
if (choice.kind === 'no-token') {
  // The full address pasted into this tab changes only the fragment: start again with the token.
  window.addEventListener('hashchange', () => {
    if (/(?:^#|&)token=/.test(window.location.hash)) window.location.reload();
  });
}
const client = choice.kind === 'ready' ? createBridgeClient(choice.bridge) : null;
createRoot(root).render(
  <StrictMode>
    {client ? (
      <QueryClientProvider client={queryClient}>
        <BridgeProvider client={client}>
          <EventBridge client={client}>
            <App />
          </EventBridge>
        </BridgeProvider>
      </QueryClientProvider>
    ) : (
      <NoTokenScreen />
    )}
  </StrictMode>,
);
