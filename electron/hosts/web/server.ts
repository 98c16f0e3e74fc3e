// The browser host: serves the built renderer and the IPC contract on 127.0.0.1, for machines without the
// Electron binary and for browser tests. Calls go through the same dispatcher as Electron's ipcMain.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IpcEventName } from '../../../shared/ipc';
import type { Dispatcher } from '../../core/ipc';
import { EventStreams } from './event-stream';
import { checkCall, hostAllowed } from './guard';
import { sendError } from './http-response';
import { handleIpcCall } from './ipc-route';
import { serveStatic } from './static-files';

export interface WebHostApp {
  dispatcher: Dispatcher;
  /** Subscribes to the app's pushed events; returns the unsubscribe function. */
  onEvent(listener: (event: IpcEventName, payload: unknown) => void): () => void;
}

export interface WebHostOptions {
  port?: number;
  rendererDir: string;
  app: WebHostApp;
  /** The per-launch token; a random one by default (tests may fix it). */
  token?: string;
}

export interface RunningWebHost {
  /** The server's root, without the token. */
  url: string;
  /** What the user opens: the root with the token in the fragment (never sent over the wire). */
  appUrl: string;
  token: string;
  port: number;
  close(): Promise<void>;
}

const FORBIDDEN_TEXT = {
  host: 'This server answers only to 127.0.0.1 and localhost.',
  origin: 'Calls from other web pages are refused.',
  token: 'A valid launch token is required: open the URL Opsdesk printed when it started.',
} as const;

export async function startWebHost(opts: WebHostOptions): Promise<RunningWebHost> {
  const token = opts.token ?? randomBytes(32).toString('base64url');
  const streams = new EventStreams();
  const unsubscribe = opts.app.onEvent((event, payload) => streams.broadcast(event, payload));
  let port = 0;

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!hostAllowed(req, port)) {
      req.resume();
      sendError(res, 403, 'FORBIDDEN', FORBIDDEN_TEXT.host);
      return;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/ipc/') || path === '/events') {
      const verdict = checkCall(req, { port, token });
      if (!verdict.ok) {
        req.resume();
        sendError(res, 403, 'FORBIDDEN', FORBIDDEN_TEXT[verdict.reason]);
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
    const served = await serveStatic(opts.rendererDir, req.url ?? '/', res);
    if (!served) res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
  };

  const server: Server = createServer((req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent) sendError(res, 500, 'INTERNAL', 'internal error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolveListen());
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    appUrl: `${url}#token=${token}`,
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

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
