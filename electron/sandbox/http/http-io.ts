// Writing answers. Every JSON answer is HTTP 200 (notes §1: errors included).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stringifyJson } from '../../../shared/json/lossless';
import { htmlErrorPage } from '../gateway-answers';

/** The response can still be written (not destroyed by a fault, a client abort or stop()). */
export function writable(res: ServerResponse): boolean {
  return !res.headersSent && !res.destroyed && !res.socket?.destroyed;
}

export function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  if (!writable(res)) return;
  sendJsonText(res, stringifyJson(body), status);
}

/** An answer serialised ahead of time (the business pipeline serialises before it holds the answer). */
export function sendJsonText(res: ServerResponse, text: string, status = 200): void {
  if (!writable(res)) return;
  res.writeHead(status, {
    'Content-Type': 'application/json;charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: 400 | 405 | 413 | 500 | 502, close = false): void {
  if (!writable(res)) return;
  const text = htmlErrorPage(status);
  const headers: Record<string, string | number> = { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(text) };
  if (close) headers.Connection = 'close';
  res.writeHead(status, headers);
  res.end(text);
}

/** Cuts the connection with no answer at all (faults: reset before processing, drop after commit). */
export function dropConnection(req: IncomingMessage, res: ServerResponse): void {
  const socket = res.socket ?? req.socket;
  if (socket.destroyed) return;
  try {
    socket.resetAndDestroy(); // a TCP RST, as a dying peer or proxy sends
  } catch {
    socket.destroy();
  }
}

export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms).unref()) : Promise.resolve();
}

/**
 * Resolves at `dueAt` (a `performance.now()` time), not before: timers round to whole milliseconds and may fire
 * up to a millisecond early, so the last stretch is waited out on the event loop's check phase. Resolves at
 * once when `signal` aborts (the server is stopping).
 */
export async function holdUntil(dueAt: number, signal?: AbortSignal): Promise<void> {
  for (;;) {
    const left = dueAt - performance.now();
    if (left <= 0 || signal?.aborted === true) return;
    if (left >= 2) await timerOrAbort(Math.floor(left) - 1, signal);
    else await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function timerOrAbort(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms).unref();
    signal?.addEventListener('abort', done, { once: true });
  });
}
