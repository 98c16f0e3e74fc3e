// A browser host on a throw-away data folder, and a raw HTTP client that controls every header (fetch may not
// set Host or Origin).
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebHost, type RunningWebHost } from '../../../electron/hosts/web/server';
import { createWebApp, type WebApp, type WebAppOptions } from '../../../electron/hosts/web/web-app';
import { createLogger } from '../../../electron/core';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json(): unknown;
}

export function rawRequest(port: number, opts: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // A connection of its own (agent: false): a pooled keep-alive socket can be closed by the host just as
    // the next test writes on it (ECONNRESET), and each request here stands alone.
    const req = request({ host: '127.0.0.1', port, method: opts.method ?? 'GET', path: opts.path, headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) as unknown });
      });
    });
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

export interface TestHost {
  app: WebApp;
  host: RunningWebHost;
  dataDir: string;
  /** POST /ipc/<method> with the token and this host's Host header; `body` overrides the JSON text. */
  call(method: string, input: unknown, extra?: { body?: string; headers?: Record<string, string> }): Promise<RawResponse>;
  /** A successful call's result (throws on an error response). */
  ok<T = unknown>(method: string, input: unknown): Promise<T>;
  close(): Promise<void>;
}

export async function startTestHost(opts: Partial<WebAppOptions> = {}): Promise<TestHost> {
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'opsdesk-host-')));
  const app = await createWebApp({ version: '0.0.0-test', logger: createLogger({ dir: join(dataDir, 'logs'), level: 'debug' }), ...opts, dataDir });
  // A stand-in page: these tests are about the host, not the renderer build.
  const rendererDir = join(dataDir, 'renderer');
  await mkdir(rendererDir, { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Opsdesk test page</title>');
  const host = await startWebHost({ port: 0, rendererDir, app });
  const call: TestHost['call'] = (method, input, extra = {}) =>
    rawRequest(host.port, {
      method: 'POST',
      path: `/ipc/${method}`,
      headers: { host: `127.0.0.1:${host.port}`, 'content-type': 'application/json', 'x-opsdesk-token': host.token, ...extra.headers },
      body: extra.body ?? JSON.stringify(input),
    });
  return {
    app,
    host,
    dataDir,
    call,
    async ok<T>(method: string, input: unknown) {
      const res = await call(method, input);
      const body = res.json() as { ok: boolean; result?: T; error?: unknown };
      if (!body.ok) throw new Error(`${method} failed: ${JSON.stringify(body.error)}`);
      return body.result as T;
    },
    async close() {
      await host.close();
      await app.close();
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
