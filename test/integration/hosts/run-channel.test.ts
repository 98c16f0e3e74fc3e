// The run channel: how `opsdesk run` reaches a host that holds its data folder (the browser host or the desktop
// app, which both open one over the same core). It answers the calls a handed run makes, with the token from the
// channel file the user alone can read, from no browser page, and nothing else; the file goes when it closes.
import { statSync } from 'node:fs';
import { chmod, copyFile, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHostChannel } from '../../../electron/core/app';
import { openRunChannel, type RunChannel } from '../../../electron/hosts/loopback/run-channel';
import { createWebApp, type WebApp } from '../../../electron/hosts/web/web-app';
import { rawRequest } from './helpers';

let dir: string;
let app: WebApp;
let channel: RunChannel;
let token: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-run-channel-'));
  app = await createWebApp({ dataDir: dir, version: '0.0.0-test', startSandbox: null });
  channel = await openRunChannel({ dataDir: dir, dispatcher: app.dispatcher });
  const read = readHostChannel(dir);
  if (!read.ok) throw new Error(`channel file ${read.why}`);
  token = read.channel.token;
}, 60_000);
afterAll(async () => {
  await channel.close();
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const call = (method: string, headers: Record<string, string> = {}) =>
  rawRequest(channel.port, {
    method: 'POST',
    path: `/ipc/${method}`,
    headers: { host: `127.0.0.1:${channel.port}`, 'content-type': 'application/json', 'x-opsdesk-token': token, ...headers },
    body: '{}',
  });

describe('the run channel', () => {
  it('is published in a file only the user may read, naming its loopback address', () => {
    const read = readHostChannel(dir);
    expect(read).toMatchObject({ ok: true, channel: { url: channel.url, pid: process.pid } });
    if (process.platform !== 'win32') expect(statSync(join(dir, 'opsdesk.channel.json')).mode & 0o077).toBe(0);
  });

  it('answers the calls a handed run makes', async () => {
    const res = await call('profiles.list');
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, result: { profiles: expect.any(Array) } });
    const ledger = await call('jobs.get');
    // Reached the dispatcher: refused there for its input, not by the channel.
    expect(ledger.json()).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('answers nothing else: not a profile switch under the user\'s screen, not a secret, not the app\'s settings', async () => {
    for (const method of ['profiles.switch', 'profiles.setSecret', 'app.info', 'jobs.cancel', 'jobs.abandon']) {
      const res = await call(method);
      expect(res.status, method).toBe(404);
      expect(res.json()).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } });
    }
  });

  it('refuses a call without its token, with a wrong one, from a browser page, or naming another host', async () => {
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const refused: Array<Record<string, string>> = [{ 'x-opsdesk-token': '' }, { 'x-opsdesk-token': wrong }, { origin: `http://127.0.0.1:${channel.port}` }, { origin: 'null' }, { host: `rebind.evil.example:${channel.port}` }];
    for (const headers of refused) {
      const res = await call('profiles.list', headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
  });

  it.skipIf(process.platform === 'win32')('is not read when others may read it or when it is a link: a token another user could plant or see', async () => {
    const other = await mkdtemp(join(tmpdir(), 'opsdesk-run-channel-'));
    const file = join(other, 'opsdesk.channel.json');
    try {
      await copyFile(join(dir, 'opsdesk.channel.json'), file);
      await chmod(file, 0o600);
      expect(readHostChannel(other).ok).toBe(true);
      await chmod(file, 0o644);
      expect(readHostChannel(other)).toEqual({ ok: false, why: 'unsafe' });
      await rm(file);
      await symlink(join(dir, 'opsdesk.channel.json'), file);
      expect(readHostChannel(other)).toEqual({ ok: false, why: 'unsafe' });
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('withdraws its file when it closes, and a later reader finds none', async () => {
    const other = await mkdtemp(join(tmpdir(), 'opsdesk-run-channel-'));
    try {
      const second = await openRunChannel({ dataDir: other, dispatcher: app.dispatcher });
      expect(readHostChannel(other).ok).toBe(true);
      await second.close();
      expect(readHostChannel(other)).toEqual({ ok: false, why: 'missing' });
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
