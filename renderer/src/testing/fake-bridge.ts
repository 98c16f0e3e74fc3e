// A bridge client for renderer unit tests: answers calls from a table of handlers, records every call, and
// lets a test push events as the main process would.
import type { EventPayload, IpcEventName, IpcMethodName, MethodInput, MethodOutput } from '../../../shared/ipc';
import { BridgeError, type BridgeClient } from '../bridge/client';

export type FakeHandlers = { [M in IpcMethodName]?: (input: MethodInput<M>) => MethodOutput<M> | Promise<MethodOutput<M>> };

export interface FakeBridge extends BridgeClient {
  calls: Array<{ method: IpcMethodName; input: unknown }>;
  emit<E extends IpcEventName>(event: E, payload: EventPayload<E>): void;
  callsOf(method: IpcMethodName): unknown[];
}

export function fakeBridge(handlers: FakeHandlers = {}): FakeBridge {
  const listeners = new Map<IpcEventName, Set<(p: unknown) => void>>();
  const calls: FakeBridge['calls'] = [];
  return {
    host: 'web',
    calls,
    callsOf: (method) => calls.filter((c) => c.method === method).map((c) => c.input),
    async call(method, input) {
      calls.push({ method, input });
      const handler = handlers[method] as ((i: unknown) => unknown) | undefined;
      if (!handler) throw new BridgeError({ code: 'UNKNOWN_METHOD', message: `no fake for ${method}`, details: {} });
      return (await handler(input)) as MethodOutput<typeof method>;
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener as (p: unknown) => void);
      return () => set.delete(listener as (p: unknown) => void);
    },
    emit(event, payload) {
      for (const l of listeners.get(event) ?? []) l(payload);
    },
  };
}
