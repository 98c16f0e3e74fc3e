// Which bridge this renderer runs on: the preload's `window.opsdesk` in Electron, else the browser host's.
import type { OpsdeskBridge } from '../../../shared/ipc';
import { createHttpBridge, type HttpBridge } from './http-bridge';
import { takeLaunchToken } from './launch-token';

declare global {
  interface Window {
    /** Set by the Electron preload through contextBridge; absent in a browser. */
    opsdesk?: OpsdeskBridge;
  }
}

export type BridgeChoice = { kind: 'ready'; bridge: OpsdeskBridge | HttpBridge } | { kind: 'no-token' };

export function selectBridge(): BridgeChoice {
  if (window.opsdesk) return { kind: 'ready', bridge: window.opsdesk };
  const token = takeLaunchToken();
  if (!token) return { kind: 'no-token' };
  return { kind: 'ready', bridge: createHttpBridge(window.location.origin, token) };
}
