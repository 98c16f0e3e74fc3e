// No local process can lock the user out of the browser host: a refused connection is closed at once, stalled
// unauthenticated sockets neither count against the user's calls nor outlive their budget, 200 parallel calls on
// connections of their own all succeed, and an event stream that stopped reading is dropped.
import { request as httpRequest, Agent } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcEventName } from '../../../shared/ipc';
import { startWebHost, type RunningWebHost } from '../../../electron/hosts/web/server';

let dir: string;
let host: RunningWebHost;
let emit: (event: IpcEventName, payload: unknown) => void = () => undefined;
const app = {
  dispatcher: { dispatch: async () => ({ ok: true as const, result: { fine: true } }) },
  onEvent: (l: (event: IpcEventName, payload: unknown) => void) => {
    emit = l;
    return () => undefined;
  },
};
const GRACE_MS = 200;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-lockout-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  host = await startWebHost({ port: 0, rendererDir: dir, app, connections: { graceMs: GRACE_MS }, eventBacklogBytes: 256 * 1024 });
});
afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

function open(): Promise<{ socket: Socket; closed: Promise<void>; text: () => string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(host.port, '127.0.0.1');
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString()));
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed, text: () => text }));
    socket.once('error', reject);
  });
}

function call(agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: host.port, path: '/ipc/app.info', method: 'POST', agent, headers: { host: `127.0.0.1:${host.port}`, 'x-opsdesk-token': host.token, 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

describe('the browser host under a local process that hogs connections', () => {
  it('closes a connection right after refusing its call', async () => {
    const c = await open();
    c.socket.write(`POST /ipc/app.info HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nContent-Length: 2\r\n\r\n{}`);
    await c.closed;
    expect(c.text()).toMatch(/^HTTP\/1\.1 403/);
    expect(c.text()).toMatch(/Connection: close/i);
  });

  it('answers 200 parallel calls on connections of their own while 64 stalled sockets are open', async () => {
    const stalled = await Promise.all(Array.from({ length: 64 }, () => open()));
    // Past the grace, the stalled sockets are what the unauthenticated cap sheds first.
    await sleep(GRACE_MS * 2);
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const statuses = await Promise.all(Array.from({ length: 200 }, () => call(agent)));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // The stalled ones are gone: shed by the cap, or at the end of their budget.
    await Promise.all(stalled.map((c) => c.closed));
    expect(stalled.every((c) => c.text() === '')).toBe(true);
    agent.destroy();
  });

  it('drops an event stream that stopped reading; one that reads keeps its events', async () => {
    const slow = await open();
    const fast = await open();
    for (const c of [slow, fast]) c.socket.write(`GET /events HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nx-opsdesk-token: ${host.token}\r\n\r\n`);
    await sleep(50);
    slow.socket.pause();
    const big = 'x'.repeat(64 * 1024);
    // Far more than the socket buffers hold, in turns, so the reading client keeps up.
    for (let i = 0; i < 400 && !slow.socket.destroyed; i++) {
      emit('job.progress' as IpcEventName, { i, big });
      await sleep(0);
    }
    emit('job.progress' as IpcEventName, { last: true });
    slow.socket.resume();
    await slow.closed;
    await sleep(50);
    expect(fast.text()).toContain('"last":true');
    expect(fast.socket.destroyed).toBe(false);
    fast.socket.destroy();
  });
});
