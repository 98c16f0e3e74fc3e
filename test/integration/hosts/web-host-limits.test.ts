// The browser host sheds idle connections: a client that never finishes its headers or its body is cut off
// after seconds, and unauthenticated connections are capped on their own, so a local process cannot starve the
// app of sockets (the lockout tests are in web-host-lockout.test.ts).
import { connect, type Socket } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LaunchCodes } from '../../../electron/hosts/web/launch-codes';
import { startWebHost, type RunningWebHost } from '../../../electron/hosts/web/server';
import { rawRequest } from './helpers';

let dir: string;
let host: RunningWebHost;
const app = {
  dispatcher: { dispatch: async () => ({ ok: true as const, result: {} }) },
  onEvent: () => () => undefined,
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-limits-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  host = await startWebHost({ port: 0, rendererDir: dir, app, headersTimeoutMs: 300, requestTimeoutMs: 600, connections: { maxUnauthenticated: 3, graceMs: 0 } });
});
afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

function open(): Promise<{ socket: Socket; closed: Promise<number>; text: () => string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(host.port, '127.0.0.1');
    const opened = Date.now();
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString()));
    const closed = new Promise<number>((r) => socket.on('close', () => r(Date.now() - opened)));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed, text: () => text }));
    socket.once('error', reject);
  });
}

describe('the browser host under idle connections', () => {
  it('cuts off a client that never finishes its headers, within seconds', async () => {
    const c = await open();
    c.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\n`);
    const ms = await c.closed;
    expect(ms).toBeLessThan(3_000);
    expect(c.text()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that never finishes its body', async () => {
    const c = await open();
    c.socket.write(
      `POST /ipc/app.info HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nContent-Type: application/json\r\nx-opsdesk-token: ${host.token}\r\nContent-Length: 100\r\n\r\n{"a":`,
    );
    expect(await c.closed).toBeLessThan(3_000);
  });

  it('leaves an open event stream alone past both timeouts (its request was complete)', async () => {
    const c = await open();
    c.socket.write(`GET /events HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nx-opsdesk-token: ${host.token}\r\n\r\n`);
    const closedEarly = await Promise.race([c.closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 1_500))]);
    expect(closedEarly).toBe(false);
    expect(c.text()).toMatch(/^HTTP\/1\.1 200/);
    c.socket.destroy();
    await c.closed;
  });

  it('caps unauthenticated connections by closing the oldest idle one: a new connection is still served', async () => {
    const idle = await Promise.all([open(), open(), open()]);
    const fresh = await open();
    // The oldest of the idle ones is closed without an answer; the others stay until their budget runs out.
    await idle[0]?.closed;
    expect(idle[0]?.text()).toBe('');
    fresh.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nConnection: close\r\n\r\n`);
    await fresh.closed;
    expect(fresh.text()).toMatch(/^HTTP\/1\.1 200/);
    for (const c of idle) c.socket.destroy();
  });
});

describe('launch codes', () => {
  it('work once, and not after they expire', () => {
    let now = 1_000;
    const codes = new LaunchCodes(60_000, () => now);
    const a = codes.issue();
    const b = codes.issue();
    expect(codes.redeem('made-up')).toBe(false);
    expect(codes.redeem(a)).toBe(true);
    expect(codes.redeem(a)).toBe(false);
    now += 60_000;
    expect(codes.redeem(b)).toBe(false);
  });

  it('trade for the token through the host', async () => {
    const url = host.launchUrl();
    expect(url).not.toContain(host.token);
    const path = new URL(url).pathname + new URL(url).search;
    const first = await rawRequest(host.port, { path, headers: { host: `127.0.0.1:${host.port}` } });
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe(`/#token=${host.token}`);
    expect((await rawRequest(host.port, { path, headers: { host: `127.0.0.1:${host.port}` } })).status).toBe(403);
    // A rebinding page's Host is refused before any code is looked at.
    const other = new URL(host.launchUrl());
    expect((await rawRequest(host.port, { path: other.pathname + other.search, headers: { host: 'evil.example:80' } })).status).toBe(403);
  });
});
