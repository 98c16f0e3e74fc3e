import { createContext, useContext, type ReactNode } from 'react';
import type { BridgeClient } from './client';

const BridgeContext = createContext<BridgeClient | null>(null);

export function BridgeProvider({ client, children }: { client: BridgeClient; children: ReactNode }) {
  return <BridgeContext.Provider value={client}>{children}</BridgeContext.Provider>;
}

export function useBridge(): BridgeClient {
  const client = useContext(BridgeContext);
  if (!client) throw new Error('useBridge outside BridgeProvider');
  return client;
}
