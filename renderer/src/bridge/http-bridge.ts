// The browser host's bridge: the same interface as Electron's `window.opsdesk`, over `POST /ipc/<method>` for
// calls and Server-Sent Events (read with fetch, so the token travels in a header) for events.
import {
  IPC_EVENT_NAMES,
  IPC_METHOD_NAMES,
  ipcResponseSchema,
  type BridgeEvents,
  type BridgeMethods,
  type IpcEventName,
  type IpcResponse,
  type OpsdeskBridge,
} from '../../../shared/ipc';
import { TEXT_BODY_TYPE, toTextBody } from '../../../shared/ipc/text-body';

export const TOKEN_HEADER = 'x-opsdesk-token';

const transportError = (message: string): IpcResponse<never> => ({ ok: false, error: { code: 'TRANSPORT', message, details: {} } });

async function post(origin: string, token: string, method: string, input: unknown): Promise<IpcResponse> {
  let res: Response;
  // A draft's JSON text goes as it is, never escaped into a JSON string (shared/ipc/text-body.ts).
  const text = toTextBody(input);
  try {
    res = await fetch(`${origin}/ipc/${encodeURIComponent(method)}`, {
      method: 'POST',
      headers: { 'content-type': text === null ? 'application/json' : TEXT_BODY_TYPE, [TOKEN_HEADER]: token },
      body: text ?? JSON.stringify(input ?? {}),
    });
  } catch {
    return transportError('The Opsdesk host is not reachable. Is `npm run start:web` still running?');
  }
  try {
    const parsed = ipcResponseSchema.safeParse(await res.json());
    if (parsed.success) return parsed.data as IpcResponse;
  } catch {
    // fall through
  }
  return transportError(`The host answered HTTP ${res.status} without a bridge response.`);
}

type Listener = (payload: unknown) => void;

/** One event stream per page, opened when the first listener subscribes and reopened if it drops. */
class EventPump {
  private readonly listeners = new Map<IpcEventName, Set<Listener>>();
  private running = false;

  constructor(
    private readonly origin: string,
    private readonly token: string,
  ) {}

  subscribe(event: IpcEventName, listener: Listener): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    if (!this.running) {
      this.running = true;
      void this.loop();
    }
    return () => set.delete(listener);
  }

  private async loop(): Promise<void> {
    for (;;) {
      try {
        const res = await fetch(`${this.origin}/events`, { headers: { [TOKEN_HEADER]: this.token, accept: 'text/event-stream' } });
        if (res.ok && res.body) await this.read(res.body);
      } catch {
        // reconnect below
      }
      await new Promise((r) => setTimeout(r, 2000));
    }
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.dispatch(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  private dispatch(block: string): void {
    let event = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    const listeners = this.listeners.get(event as IpcEventName);
    if (!listeners || data === '') return;
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    for (const l of listeners) l(payload);
  }
}

export function createHttpBridge(origin: string, token: string): OpsdeskBridge {
  const methods = Object.fromEntries(IPC_METHOD_NAMES.map((name) => [name, (input: unknown) => post(origin, token, name, input)])) as unknown as BridgeMethods;
  const pump = new EventPump(origin, token);
  const events = Object.fromEntries(IPC_EVENT_NAMES.map((name) => [name, (listener: Listener) => pump.subscribe(name, listener)])) as unknown as BridgeEvents;
  return { host: 'web', methods, events };
}
