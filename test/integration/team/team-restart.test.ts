// Issue 26.4: a browser host keeps secrets in memory only, so after a restart a team desktop has neither its
// secret nor its team server. Membership is a fact of the profile: once the user enters the secret again, the
// restarted desktop sends nothing and fetches no token alone (that would sign its teammate out); it says so
// (status.team mode `missing`, TEAM_SERVER_MISSING) until the team server is entered again or the team left.
// Two browser-host apps on their own data folders, one appId, a real redis-server and the sandbox counting
// token calls.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, type WebApp } from '../../../electron/hosts/web/web-app';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { redisMissing, RedisServer } from './redis-server';

describe.skipIf(redisMissing !== null)(`a restarted team desktop${redisMissing ? ` (skipped: ${redisMissing})` : ''}`, () => {
  let redis: RedisServer;
  let vendor: SandboxHandle;
  const dirs = { a: mkdtempSync(join(tmpdir(), 'opsdesk-team-a-')), b: mkdtempSync(join(tmpdir(), 'opsdesk-team-b-')) };
  const apps: WebApp[] = [];

  beforeAll(async () => {
    redis = await RedisServer.start();
    vendor = await startSandbox({ seed: 5 });
  });
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    await vendor?.stop();
    await redis?.kill();
    for (const d of Object.values(dirs)) rmSync(d, { recursive: true, force: true });
  });

  async function open(dir: string): Promise<WebApp> {
    const app = await createWebApp({ dataDir: dir, version: 'test', startSandbox: null });
    apps.push(app);
    return app;
  }

  async function call<T>(app: WebApp, method: string, input: unknown): Promise<T> {
    const answer = await app.dispatcher.dispatch(method, input);
    if (!answer.ok) throw Object.assign(new Error(`${method}: ${answer.error.code} ${answer.error.message}`), { code: answer.error.code });
    return answer.result as T;
  }

  const teamUrl = () => `redis://127.0.0.1:${redis.port}`;
  const tokenCalls = () => vendor.stats().tokenCalls.accessToken + vendor.stats().tokenCalls.refreshToken;
  const read = (app: WebApp) => call(app, 'operations.call', { operation: 'chatxList', input: { length: 1, offset: 0 } });

  async function joinTeam(app: WebApp): Promise<string> {
    const { id } = await call<{ id: string }>(app, 'profiles.create', { kind: 'live', name: 'Team live', baseUrl: vendor.baseUrl, appId: vendor.credentials.appId });
    await call(app, 'profiles.setSecret', { id, secret: vendor.credentials.appSecret });
    await call(app, 'profiles.switch', { id });
    await call(app, 'profiles.setTeam', { id, url: teamUrl(), desktopName: 'Desk' });
    return id;
  }

  it('sends nothing and fetches no token alone once its secret is back, says why, and rejoins with 0 token calls', async () => {
    const a = await open(dirs.a);
    await joinTeam(a);
    await read(a);
    let b = await open(dirs.b);
    const id = await joinTeam(b);
    await read(b);
    const callsBefore = tokenCalls();
    expect(callsBefore).toBe(1); // one token for the team

    // B restarts: the memory vault is gone, the profile (and its membership) is not.
    await b.close();
    b = await open(dirs.b);
    await call(b, 'profiles.switch', { id });
    await call(b, 'profiles.setSecret', { id, secret: vendor.credentials.appSecret });
    const status = await call<{ mode: string; server: string; warning: { code: string } | null }>(b, 'status.team', {});
    expect(status).toMatchObject({ mode: 'missing', server: null, warning: { code: 'TEAM_SERVER_MISSING' } });
    await expect(read(b)).rejects.toMatchObject({ code: 'TEAM_SERVER_MISSING' });
    const test = await call<{ ok: boolean; code: string | null }>(b, 'profiles.testConnection', { id });
    expect(test).toMatchObject({ ok: false, code: 'TEAM_SERVER_MISSING' });
    // A job sends nothing: its rows wait (pending) for the team server, none failed.
    const job = await call<{ jobId: string }>(b, 'jobs.start', { operation: 'videoxStock', rows: [{ key: 'r1', input: { msku_id: '1795522409972246', quantity: 1 } }], common: { store_id: '114536789491415026' } });
    await b.service.activeSession().runner.whenIdle();
    expect((await call<{ job: { state: string; pending: number; failed: number; error: { code: string } | null } }>(b, 'jobs.get', { jobId: job.jobId })).job).toMatchObject({
      state: 'halted',
      pending: 1,
      failed: 0,
      error: { code: 'TEAM_SERVER_MISSING' },
    });
    expect(tokenCalls()).toBe(callsBefore);
    await read(a); // the teammate's token still works

    // The team server entered again: B adopts the team's token.
    await call(b, 'profiles.setTeam', { id, url: teamUrl() });
    await read(b);
    expect(tokenCalls()).toBe(callsBefore);
    expect((await call<{ mode: string }>(b, 'status.team', {})).mode).toBe('team');
  }, 120_000);

  it('leaving the team ends the membership: the desktop works alone again', async () => {
    const b = apps.at(-1) as WebApp;
    const { profiles } = await call<{ profiles: Array<{ id: string; active: boolean }> }>(b, 'profiles.list', {});
    const id = profiles.find((p) => p.active)?.id as string;
    await call(b, 'profiles.setTeam', { id, url: null });
    expect((await call<{ mode: string }>(b, 'status.team', {})).mode).toBe('local');
    await b.close();
    const again = await open(dirs.b);
    await call(again, 'profiles.switch', { id });
    expect((await call<{ mode: string }>(again, 'status.team', {})).mode).toBe('local');
  }, 60_000);
});
