// The keep-alive pool: connections are reused while the server still holds them, and never written on after a
// stall may have let the server close them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpPoster, idleBudgetMs, keepAliveHintMs } from '../../../electron/core/http-post';

interface TestServer {
  url: string;
  connections: () => number;
  requests: () => number;
  server: Server;
}

let open: Server[] = [];
afterEach(async () => {
  for (const s of open) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  open = [];
});

/** A server that closes idle connections after 1 s; `announce: false` hides that (no `Keep-Alive: timeout=`). */
async function startServer(announce: boolean): Promise<TestServer> {
  let connections = 0;
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    req.resume();
    req.on('end', () => {
      // Setting Connection ourselves keeps Node from adding its `Keep-Alive: timeout=1` header.
      if (!announce) res.setHeader('connection', 'keep-alive');
      res.setHeader('content-type', 'application/json');
      res.end('{"code":0}');
    });
  });
  server.keepAliveTimeout = 1_000;
  server.on('connection', () => connections++);
  open.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`, connections: () => connections, requests: () => requests, server };
}

function blockLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a stalled process: no timer fires, no socket event is read
  }
}

const opts = { timeoutMs: 5_000, headers: { 'content-type': 'application/json' } };

describe('idle budget', () => {
  it('keeps a margin below what the server announces', () => {
    expect(keepAliveHintMs('timeout=5')).toBe(5_000);
    expect(keepAliveHintMs('max=100, timeout=1')).toBe(1_000);
    expect(keepAliveHintMs(undefined)).toBeNull();
    expect(idleBudgetMs(5_000)).toBe(4_000);
    expect(idleBudgetMs(1_000)).toBe(500);
  });
});

describe.each([
  ['announces its 1 s keep-alive', true],
  ['closes after 1 s without saying so', false],
])('a server that %s', (_name, announce) => {
  it('reuses the connection while the loop runs', async () => {
    const s = await startServer(announce);
    const post = createHttpPoster();
    for (let i = 0; i < 3; i++) expect((await post(s.url, '{}', opts)).status).toBe(200);
    expect(s.connections()).toBe(1);
  });

  it('after the loop was blocked 1.5 s, the next POST goes out on a fresh connection and is answered', async () => {
    const s = await startServer(announce);
    const post = createHttpPoster();
    expect((await post(s.url, '{}', opts)).status).toBe(200);
    // Give the server time to count the answer as sent, then stall past its keep-alive time.
    await new Promise((r) => setImmediate(r));
    blockLoop(1_500);
    const answer = await post(s.url, '{"n":2}', opts);
    expect(answer.status).toBe(200);
    expect(s.requests()).toBe(2);
    expect(s.connections()).toBe(2);
  });
});
