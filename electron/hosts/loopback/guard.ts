// Who may talk to the browser host. It listens on loopback only, but any web page the user opens can send
// requests to 127.0.0.1, and a DNS-rebinding page can even do so under its own host name. So: the Host header
// must name this server (rebinding fails here), a browser's Origin must be this server's (cross-site pages
// fail here), and every call must carry the per-launch token that only the printed URL holds.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TOKEN_HEADER = 'x-opsdesk-token';

export interface GuardConfig {
  port: number;
  token: string;
}

const loopbackNames = ['127.0.0.1', 'localhost'];

export function allowedHosts(port: number): Set<string> {
  return new Set(loopbackNames.map((h) => `${h}:${port}`));
}

export function allowedOrigins(port: number): Set<string> {
  return new Set(loopbackNames.map((h) => `http://${h}:${port}`));
}

/** The Host header names this server: a rebinding page's host name does not. */
export function hostAllowed(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host;
  return typeof host === 'string' && allowedHosts(port).has(host.toLowerCase());
}

/**
 * A browser's Origin, when it sends one, is this server's. Same-origin GETs carry none, and neither do
 * non-browser clients: those still need the token.
 */
export function originAllowed(req: IncomingMessage, port: number): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return typeof origin === 'string' && allowedOrigins(port).has(origin.toLowerCase());
}

export function tokenValid(req: IncomingMessage, token: string): boolean {
  const given = req.headers[TOKEN_HEADER];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(token, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export type GuardVerdict = { ok: true } | { ok: false; reason: 'host' | 'origin' | 'token' };

/** Checks for the IPC and event routes (static files need only the Host check). */
export function checkCall(req: IncomingMessage, cfg: GuardConfig): GuardVerdict {
  if (!hostAllowed(req, cfg.port)) return { ok: false, reason: 'host' };
  if (!originAllowed(req, cfg.port)) return { ok: false, reason: 'origin' };
  if (!tokenValid(req, cfg.token)) return { ok: false, reason: 'token' };
  return { ok: true };
}
