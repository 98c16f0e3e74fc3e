// Writing the bridge's responses over HTTP. The HTTP status describes the transport (403 refused, 413 too
// large, 400 not JSON); a call that reached the dispatcher answers 200 with `{ ok, result | error }`, RPC-style.
import type { ServerResponse } from 'node:http';
import type { IpcResponse } from '../../../shared/ipc';
import { responseToTextBody, TEXT_BODY_TYPE } from '../../../shared/ipc/text-body';

const SECURITY_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

export function sendIpcResponse(res: ServerResponse, status: number, body: IpcResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // A result carrying a draft's JSON text (drafts.load as text) sends it as it is, after the rest: never escaped.
  const asText = responseToTextBody(body);
  const text = asText ?? JSON.stringify(body);
  res.writeHead(status, { ...SECURITY_HEADERS, ...(asText === null ? {} : { 'Content-Type': `${TEXT_BODY_TYPE}; charset=utf-8` }), 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, code: string, message: string, details: Record<string, string> = {}): void {
  sendIpcResponse(res, status, { ok: false, error: { code, message, details } });
}

/**
 * Refuses a request and closes its connection once the answer is sent: a refused client keeps no socket (its
 * body, if any, is never read).
 */
export function refuse(res: ServerResponse, status: number, code: string, message: string, details: Record<string, string> = {}): void {
  res.shouldKeepAlive = false;
  res.once('finish', () => res.socket?.destroySoon());
  sendError(res, status, code, message, details);
}
