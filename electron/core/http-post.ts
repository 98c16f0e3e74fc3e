// One POST over node:http/https with a keep-alive pool that never writes on a connection the server may already
// have closed. A server closes an idle connection after its keep-alive timeout; a request written onto it in
// the instant the close is under way comes back as a reset, and for a write that means an unknown outcome.
// Timers cannot guard this alone: when the event loop stalls (a long GC, a busy machine), the socket's idle timer
// and the server's FIN both wait behind the stall, and the next request would be written first. So the pool
// also reads the clock right before each request and discards every connection idle past its budget, or idle
// across a stall of the loop.
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { BEFORE_SEND_CODES, causeCode, TransportFailure, type HttpAnswer, type PostOptions } from './transport';

/** Node's own server default, and less than any common proxy allows: assumed when a server announces nothing. */
export const DEFAULT_SERVER_IDLE_MS = 5_000;

/**
 * How long a connection may sit idle before it is not reused: what the server allows, less a margin for the
 * next request's way there and for the two clocks starting apart (1 s, or half the server's time if shorter).
 */
export function idleBudgetMs(serverIdleMs: number): number {
  return serverIdleMs - Math.min(1_000, serverIdleMs / 2);
}

/** The server's announced idle time (`Keep-Alive: timeout=5`) in ms, or null. */
export function keepAliveHintMs(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  const m = value === undefined ? null : /(?:^|[,\s])timeout\s*=\s*(\d+)/i.exec(value);
  return m ? Number(m[1]) * 1_000 : null;
}

/** The heartbeat's period, and the gap between beats that counts as a stall of the event loop. */
const BEAT_MS = 250;
const STALL_MS = 2 * BEAT_MS;

export type Poster = (url: string, body: string, opts: PostOptions) => Promise<HttpAnswer>;

export interface HttpPosterOptions {
  now?: () => number;
  /** Assumed server idle time when an answer has no `Keep-Alive: timeout=` (default 5 s). */
  defaultServerIdleMs?: number;
}

interface Idle {
  since: number;
  budgetMs: number;
}

/** A poster with its own two pools (http, https); free connections are unref'd, so nothing keeps a process up. */
export function createHttpPoster(o: HttpPosterOptions = {}): Poster {
  const now = o.now ?? (() => performance.now());
  const defaultBudget = idleBudgetMs(o.defaultServerIdleMs ?? DEFAULT_SERVER_IDLE_MS);
  const budgets = new WeakMap<Socket, number>();
  const idle = new WeakMap<Socket, Idle>();

  const guard = <A extends http.Agent>(agent: A): A => {
    agent.keepSocketAlive = (socket: Socket): boolean => {
      const budgetMs = budgets.get(socket) ?? defaultBudget;
      if (budgetMs <= 0) return false;
      socket.setKeepAlive(true, 1_000);
      socket.unref();
      // The timer closes it on a calm loop; the sweep below covers a loop that stalled past it.
      socket.setTimeout(budgetMs);
      idle.set(socket, { since: now(), budgetMs });
      return true;
    };
    return agent;
  };
  // FIFO: the sweep destroys stale sockets, and the agent skips destroyed sockets at the front of its free list.
  const agents = {
    http: guard(new http.Agent({ keepAlive: true, scheduling: 'fifo' })),
    https: guard(new https.Agent({ keepAlive: true, scheduling: 'fifo' })),
  };

  // A heartbeat tells a stall: when it has not beaten for a while, the loop was blocked, and a connection that
  // sat idle across that time may have been closed by the server with its FIN still unread.
  let lastBeat = now();
  let lastStallAt = Number.NEGATIVE_INFINITY;
  let heartbeat: NodeJS.Timeout | null = null;
  const beat = (): void => {
    const t = now();
    if (t - lastBeat > STALL_MS) lastStallAt = t;
    lastBeat = t;
  };

  /** Destroys every free connection past its budget, already closed, or idle across a stall. */
  const sweep = (agent: http.Agent): void => {
    const t = now();
    if (t - lastBeat > STALL_MS) lastStallAt = t; // stalled right now: the beat has not run yet
    for (const list of Object.values(agent.freeSockets)) {
      for (const socket of list ?? []) {
        const at = idle.get(socket as Socket);
        if (at === undefined || t - at.since >= at.budgetMs || at.since <= lastStallAt || socket.readableEnded || !socket.writable) socket.destroy();
      }
    }
  };

  return async (url, body, opts) => {
    if (opts.signal?.aborted) throw new TransportFailure('aborted', false, 'cancelled before sending');
    if (heartbeat === null) {
      lastBeat = now();
      heartbeat = setInterval(beat, BEAT_MS).unref();
    }
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const agent = secure ? agents.https : agents.http;
    sweep(agent);
    const payload = Buffer.from(body, 'utf8');
    return new Promise<HttpAnswer>((resolve, reject) => {
      let settled = false;
      const finish = (err: TransportFailure | null, answer?: HttpAnswer): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
        if (err) {
          req.destroy();
          reject(err);
        } else resolve(answer as HttpAnswer);
      };
      const onAbort = (): void => finish(new TransportFailure('aborted', true, 'cancelled while in flight'));
      const timer = setTimeout(() => finish(new TransportFailure('timeout', true, `no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
      opts.signal?.addEventListener('abort', onAbort, { once: true });

      const req = (secure ? https : http).request(target, {
        method: 'POST',
        agent,
        headers: { ...opts.headers, 'content-length': String(payload.length) },
      });
      req.on('error', (err) => finish(failureOf(err)));
      req.on('response', (res) => {
        const hint = keepAliveHintMs(res.headers['keep-alive']);
        if (hint !== null) budgets.set(res.socket, idleBudgetMs(hint));
        const parts: Buffer[] = [];
        res.on('data', (b: Buffer) => parts.push(b));
        res.on('error', (err) => finish(failureOf(err)));
        res.on('end', () => {
          const date = res.headers.date;
          const parsedDate = date === undefined ? Number.NaN : Date.parse(date);
          finish(null, {
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? '',
            text: Buffer.concat(parts).toString('utf8'),
            serverDateMs: Number.isFinite(parsedDate) ? parsedDate : null,
          });
        });
      });
      req.end(payload);
    });
  };
}

function failureOf(err: unknown): TransportFailure {
  const code = causeCode(err);
  if (code !== null && BEFORE_SEND_CODES.has(code)) return new TransportFailure('refused', false, `could not connect (${code})`, { cause: err });
  const kind = code === 'ECONNRESET' || code === 'EPIPE' ? 'reset' : 'network';
  return new TransportFailure(kind, true, `connection failed after sending (${code ?? (err instanceof Error ? err.message : 'unknown')})`, { cause: err });
}
