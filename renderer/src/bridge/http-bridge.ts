// The browser host's bridge: the same interface as Electron's `window.opsdesk`, over `POST /ipc/<method>` for
// calls and Server-Sent Events (read with fetch, so the token travels in a header) for events. It also tells
// whether the host is alive (host-liveness.ts): every answer and every byte of the event stream is a sign of
// life; a call that cannot connect, a stream that ends or goes quiet makes it ask.
//
// While the host is away or refuses this tab's session, nothing is sent that changes anything (HOST_AWAY /
// STALE_SESSION, nothing left the page), and reads wait until the host answers again, so a screen keeps what
// it shows (or its loading state) instead of being told "not found" or shown empty.
import {
  IPC_EVENT_NAMES,
  IPC_METHOD_NAMES,
  IPC_METHODS,
  ipcResponseSchema,
  type BridgeEvents,
  type BridgeMethods,
  type IpcEventName,
  type IpcMethodName,
  type IpcResponse,
  type OpsdeskBridge,
} from '../../../shared/ipc';
import { responseFromTextBody, TEXT_BODY_TYPE, toTextBody } from '../../../shared/ipc/text-body';
import { WRITE_OPERATION_IDS } from '../../../shared/catalogue';
import { HostLiveness, type LivenessClock, type ProbeResult } from './host-liveness';

export const TOKEN_HEADER = 'x-opsdesk-token';

/** The bridge's own refusals: codes the renderer words (errors.bridge.<CODE>), never a sentence of its own. */
const refusal = (code: 'HOST_AWAY' | 'STALE_SESSION' | 'TRANSPORT', details: Record<string, string | number | boolean> = {}): IpcResponse<never> => ({
  ok: false,
  error: { code, message: code, details },
});

/** How long a probe waits for the host (a host that hangs counts as away). */
const PROBE_TIMEOUT_MS = 3_000;

type Sent = { kind: 'answer'; response: IpcResponse } | { kind: 'unreachable' } | { kind: 'refused' };

async function send(origin: string, token: string, method: string, input: unknown): Promise<Sent> {
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
    return { kind: 'unreachable' };
  }
  let body: unknown = null;
  try {
    // A result carrying a draft's JSON text comes back with the text as it is (shared/ipc/text-body.ts).
    const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    body = type === TEXT_BODY_TYPE ? responseFromTextBody(await res.text()) : await res.json();
  } catch {
    // not JSON: fall through
  }
  const parsed = ipcResponseSchema.safeParse(body);
  if (res.status === 403 && parsed.success && !parsed.data.ok && parsed.data.error.details.reason === 'token') return { kind: 'refused' };
  if (parsed.success) return { kind: 'answer', response: parsed.data as IpcResponse };
  return { kind: 'answer', response: refusal('TRANSPORT', { status: res.status }) };
}

/** Asks the host whether it still knows this token; gives up after PROBE_TIMEOUT_MS. */
export async function probeHost(origin: string, token: string): Promise<ProbeResult> {
  try {
    const res = await fetch(`${origin}/ipc/app.info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: '{}',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    if (res.status === 403) {
      const body = (await res.json().catch(() => null)) as { error?: { details?: { reason?: unknown } } } | null;
      if (body?.error?.details?.reason === 'token') return 'refused';
    }
    return 'ok';
  } catch {
    return 'unreachable';
  }
}

const mutates = (method: string): boolean => (IPC_METHODS as Record<string, { mutates: boolean } | undefined>)[method]?.mutates !== false;

/**
 * One call: a read waits out an outage and is sent again once the host answers (reads change nothing); a call
 * that changes something is never held back and sent later without the user seeing it: it is refused while
 * the host is away, and one that could not connect is answered HOST_AWAY.
 */
async function call(origin: string, token: string, liveness: HostLiveness, method: IpcMethodName, input: unknown): Promise<IpcResponse> {
  const write = mutates(method);
  for (;;) {
    if (liveness.state.kind !== 'up') {
      if (write) return refusal(liveness.state.kind === 'replaced' ? 'STALE_SESSION' : 'HOST_AWAY', { sent: false });
      await liveness.whenUp();
    }
    const sent = await send(origin, token, method, input);
    if (sent.kind === 'answer') {
      liveness.contact();
      return sent.response;
    }
    if (sent.kind === 'refused') {
      liveness.refused();
      if (write) return refusal('STALE_SESSION', { sent: false });
      continue;
    }
    liveness.suspect();
    // A call that never connected sent nothing; one cut off on the way may have reached the host.
    if (write) return refusal('HOST_AWAY', { sent: 'unknown' });
    await new Promise((r) => setTimeout(r, 500));
  }
}

type Listener = (payload: unknown) => void;

/** One event stream per page, opened when the first listener subscribes and reopened if it drops. */
class EventPump {
  private readonly listeners = new Map<IpcEventName, Set<Listener>>();
  private running = false;

  constructor(
    private readonly origin: string,
    private readonly token: string,
    private readonly liveness: HostLiveness,
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
    let opened = false;
    for (;;) {
      if (this.liveness.state.kind === 'replaced') await this.liveness.whenUp();
      try {
        const res = await fetch(`${this.origin}/events`, { headers: { [TOKEN_HEADER]: this.token, accept: 'text/event-stream' } });
        if (res.status === 403) this.liveness.suspect();
        else if (res.ok && res.body) {
          if (opened) this.missedWhileAway();
          opened = true;
          await this.read(res.body);
        }
      } catch {
        // reconnect below
      }
      // The stream ended: the host stopped, dropped this stream, or never let it open. Ask it.
      this.liveness.suspect();
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
      // Events and the host's 2 s comment line alike: the host is alive and knows this tab.
      this.liveness.contact();
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.dispatch(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  /**
   * The stream was reopened: whatever the host pushed between the drop and now is lost (the host drops a stream
   * whose page stopped reading, a page busy with a 100,000-row grid among them). Every ledger mirror is told
   * what the main process says when too much changed to push: look again (the answer names the jobs' states too).
   */
  private missedWhileAway(): void {
    const listeners = this.listeners.get('ledger.changed');
    if (!listeners) return;
    for (const operation of WRITE_OPERATION_IDS) for (const l of listeners) l({ operation, entries: [], jobs: {}, lookupAgain: true });
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

export interface HttpBridge extends OpsdeskBridge {
  /** Whether the host answers this tab (the shell's banner, the screens' read-only state). */
  readonly liveness: HostLiveness;
}

export function createHttpBridge(origin: string, token: string, opts: { clock?: LivenessClock } = {}): HttpBridge {
  const liveness = new HostLiveness({ probe: () => probeHost(origin, token), clock: opts.clock });
  const methods = Object.fromEntries(IPC_METHOD_NAMES.map((name) => [name, (input: unknown) => call(origin, token, liveness, name, input)])) as unknown as BridgeMethods;
  const pump = new EventPump(origin, token, liveness);
  const events = Object.fromEntries(IPC_EVENT_NAMES.map((name) => [name, (listener: Listener) => pump.subscribe(name, listener)])) as unknown as BridgeEvents;
  return { host: 'web', methods, events, liveness };
}
