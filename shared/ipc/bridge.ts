// The object the renderer talks to: `window.opsdesk` in Electron (built by the preload from the name lists),
// an HTTP adapter with the same shape in the browser host. Every method resolves to an IpcResponse; the
// renderer's client turns `ok: false` into a thrown error.
import type { IpcResponse } from './common';
import type { EventPayload, MethodInput, MethodOutput } from './contract';
import type { IpcEventName, IpcMethodName } from './names';

export type BridgeMethods = {
  [M in IpcMethodName]: (input: MethodInput<M>) => Promise<IpcResponse<MethodOutput<M>>>;
};

export type BridgeEvents = {
  [E in IpcEventName]: (listener: (payload: EventPayload<E>) => void) => () => void;
};

export interface OpsdeskBridge {
  /** Which host serves this renderer. */
  readonly host: 'electron' | 'web';
  readonly methods: BridgeMethods;
  /** Subscribe to one event; the returned function unsubscribes. */
  readonly events: BridgeEvents;
}
