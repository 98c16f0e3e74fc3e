// The browser host: the renderer and (in a later issue) the IPC contract over loopback, for machines without
// the Electron binary and for browser tests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveStatic } from './static-files';

export interface WebHostOptions {
  port?: number;
  rendererDir: string;
}

export interface RunningWebHost {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startWebHost(opts: WebHostOptions): Promise<RunningWebHost> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' }).end('method not allowed');
      return;
    }
    serveStatic(opts.rendererDir, req.url ?? '/', res).then(
      (served) => {
        if (!served) res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      },
      () => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('internal error'),
    );
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolveListen());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
