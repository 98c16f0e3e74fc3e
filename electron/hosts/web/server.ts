// The browser host: serves the built renderer and the IPC contract on 127.0.0.1, for machines without the
// Electron binary and for browser tests. Calls go through the same dispatcher as Electron's ipcMain.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { IpcEventName } from '../../../shared/ipc';
import type { Dispatcher } from '../../core/ipc';
import { knownSecrets } from '../../core/redaction';
import { EventStreams } from './event-stream';
import { ConnectionPolicy, type ConnectionLimits } from './connections';
import { checkCall, hostAllowed } from '../loopback/guard';
import { refuse, sendError } from '../loopback/http-response';
import { handleIpcCall } from '../loopback/ipc-route';
import { LaunchCodes } from './launch-codes';
import { peerOwner, type PeerOwner } from './peer-owner';
import { rendererCsp, serveStatic } from './static-files';

export interface WebHostApp {
  dispatcher: Dispatcher;
  /** Subscribes to the app's pushed events; returns the unsubscribe function. */
  onEvent(listener: (event: IpcEventName, payload: unknown) => void): () => void;
  /** Origins the renderer may load images from besides itself (the running embedded sandbox). */
  imageOrigins?: () => string[];
}

export interface WebHostOptions {
  port?: number;
  rendererDir: string;
  app: WebHostApp;
  /** The per-launch token; a random one by default (tests may fix it). */
  token?: string;
  /** Idle connections are shed: headers must arrive within this (default 10 s)… */
  headersTimeoutMs?: number;
  /** …and the whole request, body included, within this (default 30 s; a 32 MB body takes well under 1 s). */
  requestTimeoutMs?: number;
  /** Caps on authenticated and unauthenticated connections, and the latter's budget (connections.ts). */
  connections?: ConnectionLimits;
  /** An event stream whose unsent backlog passes this many bytes is dropped (default 1 MiB); the page reconnects. */
  eventBacklogBytes?: number;
  /** Who owns a connection's other end (default: /proc/net/tcp on Linux, peer-owner.ts); tests may stand in. */
  peerOwner?: (socket: Socket) => Promise<PeerOwner>;
  /** The uid whose connections may redeem a launch code (default: this process's). */
  uid?: number;
}

export interface RunningWebHost {
  /** The server's root, without the token. */
  url: string;
  /** The root with the token in the fragment (never sent over the wire): printed for the user, never put on a command line. */
  appUrl: string;
  /** A fresh one-time link for the browser opener: `/launch?code=…`, spent on first use, expires in 2 minutes. */
  launchUrl(): string;
  token: string;
  port: number;
  close(): Promise<void>;
}

const FORBIDDEN_TEXT = {
  host: 'This server answers only to 127.0.0.1 and localhost.',
  origin: 'Calls from other web pages are refused.',
  token: 'A valid launch token is required: open the URL Opsdesk printed when it started.',
} as const;

const OTHER_USER_LAUNCH_TEXT =
  'This launch link works only in a browser of the user who started Opsdesk. Open the address Opsdesk printed in its terminal.';

const SPENT_LAUNCH_TEXT =
  'This launch link was already used or has expired (each one works once). Open the address Opsdesk printed in its terminal, or start it again.';

export async function startWebHost(opts: WebHostOptions): Promise<RunningWebHost> {
  const token = opts.token ?? randomBytes(32).toString('base64url');
  // The token opens every call of this host: it is a secret of the process like an access token, so no log
  // line, journal or "Copy diagnostics" ever quotes it.
  knownSecrets.add(token);
  const launchCodes = new LaunchCodes();
  const streams = new EventStreams({ maxBacklogBytes: opts.eventBacklogBytes });
  const connections = new ConnectionPolicy(opts.connections);
  const unsubscribe = opts.app.onEvent((event, payload) => streams.broadcast(event, payload));
  let port = 0;

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!hostAllowed(req, port)) {
      refuse(res, 403, 'FORBIDDEN', FORBIDDEN_TEXT.host);
      return;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // GET only: a HEAD (a link preview) must not spend the code.
    if (path === '/launch' && req.method === 'GET') {
      await redeemLaunch(req, res, launchCodes, token, { owner: opts.peerOwner ?? peerOwner, uid: opts.uid ?? process.getuid?.() ?? null });
      return;
    }
    if (path.startsWith('/ipc/') || path === '/events') {
      const verdict = checkCall(req, { port, token });
      if (!verdict.ok) {
        // `reason` lets the page tell "this tab's session is not this host's" (a restart) from other refusals.
        refuse(res, 403, 'FORBIDDEN', FORBIDDEN_TEXT[verdict.reason], { reason: verdict.reason });
        return;
      }
      if (!connections.authenticate(req.socket)) {
        refuse(res, 503, 'UNAVAILABLE', 'Too many connections are open to Opsdesk; close a tab and try again.');
        return;
      }
      if (path === '/events' && req.method === 'GET') {
        streams.open(req, res);
        return;
      }
      if (path.startsWith('/ipc/') && req.method === 'POST') {
        await handleIpcCall(req, res, decodeSegment(path.slice('/ipc/'.length)), opts.app.dispatcher);
        return;
      }
      req.resume();
      sendError(res, 405, 'UNKNOWN_METHOD', 'Calls are POST /ipc/<method>; events are GET /events.');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' }).end('method not allowed');
      return;
    }
    const served = await serveStatic(opts.rendererDir, req.url ?? '/', res, rendererCsp(opts.app.imageOrigins?.() ?? []));
    if (!served) res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
  };

  // connectionsCheckingInterval: Node enforces the two timeouts only when it checks (default every 30 s).
  const headersTimeout = opts.headersTimeoutMs ?? 10_000;
  const server: Server = createServer({ headersTimeout, requestTimeout: Math.max(headersTimeout, opts.requestTimeoutMs ?? 30_000), connectionsCheckingInterval: Math.min(1000, headersTimeout) }, (req, res) => {
    res.once('close', connections.begin(req.socket));
    route(req, res).catch(() => {
      if (!res.headersSent) sendError(res, 500, 'INTERNAL', 'internal error');
      else res.destroy();
    });
  });
  connections.attach(server);
  // An idle keep-alive connection is closed after 5 s (Node's default; stated so it stays short).
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolveListen());
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    appUrl: `${url}#token=${token}`,
    launchUrl: () => `${url}launch?code=${launchCodes.issue()}`,
    token,
    port,
    close: () =>
      new Promise<void>((done) => {
        unsubscribe();
        streams.close();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/**
 * Trades a one-time code for the token: a redirect whose fragment only the browser that asked receives. The code
 * sits on the opener's command line, readable by every local user, so where the platform can tell who owns the
 * connection (Linux) only a connection of the user who started Opsdesk may redeem it; any other is refused and
 * the code stays good for the user's own browser.
 */
async function redeemLaunch(
  req: IncomingMessage,
  res: ServerResponse,
  codes: LaunchCodes,
  token: string,
  who: { owner: (socket: Socket) => Promise<PeerOwner>; uid: number | null },
): Promise<void> {
  req.resume();
  const code = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('code') ?? '';
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };
  const owner = await who.owner(req.socket);
  // Unsupported: no way to tell on this platform (docs/security.md names the residual risk). Not found on a
  // platform that can tell: not provably the user's, refused like another user's.
  const mine = owner.known ? owner.uid === who.uid : owner.why === 'unsupported';
  if (!mine) {
    res.writeHead(403, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end(OTHER_USER_LAUNCH_TEXT);
    return;
  }
  if (!codes.redeem(code)) {
    res.writeHead(403, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end(SPENT_LAUNCH_TEXT);
    return;
  }
  res.writeHead(303, { ...headers, Location: `/#token=${token}` }).end();
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
