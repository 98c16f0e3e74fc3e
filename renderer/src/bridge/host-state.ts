// The host's liveness as React state: null where the page cannot outlive its host (Electron).
import { useSyncExternalStore } from 'react';
import { useBridge } from './context';
import type { HostState } from './host-liveness';

const noop = () => () => undefined;

export function useHostState(): HostState | null {
  const liveness = useBridge().liveness;
  return useSyncExternalStore(
    liveness ? (l) => liveness.subscribe(l) : noop,
    () => liveness?.state ?? null,
  );
}
