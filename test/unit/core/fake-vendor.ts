// A tiny scripted HTTP server for unit tests of transport and classification: each request is recorded and
// answered by the test's script (JSON, an HTML page, a cut connection, or no answer at all).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stringifyJson } from '../../../shared/json/lossless';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string;
  body: string;
}

export type Reply =
  | { json: unknown; delayMs?: number }
  | { html: string; status: number }
  | { reset: true }
  | { hang: true };

export type Script = (req: SeenRequest, index: number) => Reply;

export interface FakeVendor {
  baseUrl: string;
  requests: SeenRequest[];
  setScript(script: Script): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeVendor(script: Script): Promise<FakeVendor> {
  let current = script;
  const requests: SeenRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const seen: SeenRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      contentType: req.headers['content-type'] ?? '',
      body: await readBody(req),
    };
    requests.push(seen);
    const reply = current(seen, requests.length - 1);
    if ('reset' in reply) {
      req.socket.resetAndDestroy();
      return;
    }
    if ('hang' in reply) {
      hanging.add(res);
      return;
    }
    if ('html' in reply) {
      res.writeHead(reply.status, { 'content-type': 'text/html' });
      res.end(`<html><body><h1>${reply.status}</h1>${reply.html}</body></html>`);
      return;
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(typeof reply.json === 'string' ? reply.json : stringifyJson(reply.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setScript: (s) => {
      current = s;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Business envelope of the vendor (notes §5). */
export function envelope(code: number | string, data: unknown = null, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { code, message: code === 0 ? 'success' : 'failed', error_details: [], request_id: `req-${Math.random().toString(16).slice(2, 10)}`, response_time: '2024-07-08 10:00:00', data, total: 0, ...extra };
}

/** Gateway / token failure: string code, msg, data null (notes §3). */
export function gateway(code: string, msg = 'refused'): Record<string, unknown> {
  return { code, msg, data: null };
}

export function tokenPair(n: number, expiresIn = 7199): Record<string, unknown> {
  return { code: '200', msg: 'OK', data: { access_token: `access-token-${n}-xxxxxxxx`, refresh_token: `refresh-token-${n}-xxxxxxxx`, expires_in: expiresIn } };
}

export const TOKEN_PATHS = { access: '/api/auth-server/oauth/access-token', refresh: '/api/auth-server/oauth/refresh' } as const;
