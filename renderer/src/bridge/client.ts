// The renderer's typed client over either host's bridge: a call resolves to the method's output or throws a
// BridgeError carrying the main side's `{ code, message, details }`.
import type { EventPayload, IpcError, IpcEventName, IpcMethodName, MethodInput, MethodOutput, OpsdeskBridge } from '../../../shared/ipc';
import type { HostLiveness } from './host-liveness';

export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  readonly code: string;
  readonly details: IpcError['details'];
  constructor(error: IpcError) {
    super(error.message);
    this.code = error.code;
    this.details = error.details;
  }
}

export interface BridgeClient {
  readonly host: OpsdeskBridge['host'];
  /** The browser host's liveness (host-liveness.ts); absent in Electron, whose page lives and dies with its host. */
  readonly liveness?: HostLiveness;
  call<M extends IpcMethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>>;
  on<E extends IpcEventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

export function createBridgeClient(bridge: OpsdeskBridge & { liveness?: HostLiveness }): BridgeClient {
  return {
    host: bridge.host,
    ...(bridge.liveness ? { liveness: bridge.liveness } : {}),
    async call(method, input) {
      const fn = bridge.methods[method] as (input: unknown) => Promise<{ ok: true; result: unknown } | { ok: false; error: IpcError }>;
      const response = await fn(input);
      if (!response.ok) throw new BridgeError(response.error);
      return response.result as MethodOutput<typeof method>;
    },
    on(event, listener) {
      const subscribe = bridge.events[event] as (l: (payload: unknown) => void) => () => void;
      return subscribe(listener as (payload: unknown) => void);
    },
  };
}
