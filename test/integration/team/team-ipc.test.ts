// Team settings through the IPC contract: the server URL goes in like the app secret (vault only, never in the
// settings, never in the log), comes back without its password, can be tested, and switches the open profile's
// coordination; status.team and the team.changed event say how this desktop is coordinated.
import { mkdtempSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppService, appHandlers, MemorySettings } from '../../../electron/core/app';
import { MemorySecretStore } from '../../../electron/core/secrets';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { IPC_METHODS, type IpcMethodName, type MethodInput, type MethodOutput } from '../../../shared/ipc';
import { redisMissing, RedisServer } from './redis-server';

const PASSWORD = 'team-pass-5f1c2e9a';

/** A MemorySecretStore whose keys and values the test can inspect. */
class InspectableStore extends MemorySecretStore {
  readonly keys = new Set<string>();
  override async set(key: string, value: string): Promise<void> {
    this.keys.add(key);
    return super.set(key, value);
  }
}

/** Settings that remember everything written to them. */
class InspectableSettings extends MemorySettings {
  readonly written: unknown[] = [];
  override set(key: string, value: unknown): void {
    this.written.push({ key, value });
    super.set(key, value);
  }
}

describe.skipIf(redisMissing !== null)(`team settings through the IPC${redisMissing ? ` (skipped: ${redisMissing})` : ''}`, () => {
  let redis: RedisServer;
  let sb: SandboxHandle;
  let app: AppService;
  const settings = new InspectableSettings();
  const vaultStore = new InspectableStore();
  const dataDir = mkdtempSync(join(tmpdir(), 'opsdesk-team-ipc-'));
  const events: Array<{ event: string; payload: unknown }> = [];

  beforeAll(async () => {
    redis = await RedisServer.start(['--requirepass', PASSWORD]);
    sb = await startSandbox({ seed: 3 });
    app = new AppService({ host: 'web', version: 'test', dataDir, settings, vault: { store: vaultStore, persistent: false, backend: 'memory', note: 'test' }, sandbox: null });
    app.onEvent((event, payload) => events.push({ event, payload }));
  });
  afterAll(async () => {
    await app?.close();
    await sb?.stop();
    await redis?.kill();
  });

  async function call<M extends IpcMethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
    const parsed = IPC_METHODS[method].input.parse(input) as never;
    const handler = appHandlers(app)[method] as (i: never) => Promise<unknown>;
    return IPC_METHODS[method].output.parse(await handler(parsed)) as MethodOutput<M>;
  }

  it('keeps the URL in the vault only, shows it without the password, tests it, and puts the open profile in team mode', async () => {
    const profile = await call('profiles.create', { kind: 'live', name: 'Warehouse', baseUrl: sb.baseUrl, appId: sb.credentials.appId });
    await call('profiles.setSecret', { id: profile.id, secret: sb.credentials.appSecret });
    await call('profiles.switch', { id: profile.id });
    expect(await call('status.team', {})).toMatchObject({ profileId: profile.id, mode: 'local', desktops: 1, server: null });

    const url = `redis://:${PASSWORD}@127.0.0.1:${redis.port}`;
    const tested = await call('team.test', { id: profile.id, url });
    expect(tested).toMatchObject({ ok: true, server: `redis://127.0.0.1:${redis.port}`, desktops: 0 });
    const wrong = await call('team.test', { id: profile.id, url: `redis://:not-the-password@127.0.0.1:${redis.port}` });
    expect(wrong.ok).toBe(false);
    expect(wrong.message).not.toContain('not-the-password');
    // Each failure says what it is (not "Connection is closed." for all of them).
    expect(wrong.problem).toEqual({ code: 'TEAM_WRONG_PASSWORD', values: { server: `redis://127.0.0.1:${redis.port}` } });
    expect((await call('team.test', { id: profile.id, url: `redis://127.0.0.1:${redis.port}` })).problem?.code).toBe('TEAM_NO_PASSWORD');
    const nobody = await RedisServer.start();
    await nobody.kill(); // its port: free, nothing listening
    expect((await call('team.test', { id: profile.id, url: `redis://127.0.0.1:${nobody.port}` })).problem?.code).toBe('TEAM_UNREACHABLE');

    const view = await call('profiles.setTeam', { id: profile.id, url, desktopName: 'Packing desk 2' });
    expect(view).toEqual({ profileId: profile.id, server: `redis://127.0.0.1:${redis.port}`, hasPassword: true, desktopName: 'Packing desk 2' });
    expect(JSON.stringify(view)).not.toContain(PASSWORD);
    expect(await call('profiles.getTeam', { id: profile.id })).toEqual(view);
    expect(settings.written.length).toBeGreaterThan(0);
    expect(JSON.stringify(settings.written)).not.toContain(PASSWORD);
    expect(JSON.stringify(settings.written)).not.toContain('redis://');
    expect([...vaultStore.keys]).toContain(`profile/${profile.id}/teamUrl`);

    // The open profile was reopened with team coordination.
    const deadline = Date.now() + 5000;
    let status = await call('status.team', {});
    while (status.mode !== 'team' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      status = await call('status.team', {});
    }
    expect(status).toMatchObject({ mode: 'team', desktops: 1, server: `redis://127.0.0.1:${redis.port}`, warning: null, thisDesktop: { name: 'Packing desk 2' } });
    expect((await call('team.test', { id: profile.id })).desktops).toBe(1);
    expect(events.some((e) => e.event === 'team.changed' && (e.payload as { mode: string }).mode === 'team')).toBe(true);

    // A call through the team: the token comes through the team server.
    const code = (sb.inspect('shippingLists') as Array<{ shippingListCode: string }>)[0]?.shippingListCode as string;
    const answer = await call('operations.call', { operation: 'shippingDetail', input: { shippingListCode: code } } as MethodInput<'operations.call'>);
    expect(answer).toMatchObject({ ok: true });

    // Testing another profile of the same team (not open) adopts the team's token: no second token call.
    const tokenCallsBefore = sb.stats().tokenCalls.accessToken;
    const other = await call('profiles.create', { kind: 'live', name: 'Warehouse (2nd)', baseUrl: sb.baseUrl, appId: sb.credentials.appId });
    await call('profiles.setSecret', { id: other.id, secret: sb.credentials.appSecret });
    await call('profiles.setTeam', { id: other.id, url });
    expect(await call('profiles.testConnection', { id: other.id })).toMatchObject({ ok: true });
    expect(sb.stats().tokenCalls.accessToken).toBe(tokenCallsBefore);
    await call('profiles.delete', { id: other.id });
    expect(await vaultStore.get(`profile/${other.id}/teamUrl`)).toBeNull();

    await call('profiles.setTeam', { id: profile.id, url: null });
    expect(await call('status.team', {})).toMatchObject({ mode: 'local', server: null });
    expect(await call('profiles.getTeam', { id: profile.id })).toMatchObject({ server: null, hasPassword: false });

    // Nothing written under the data folder carries the password (the profile's log included).
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)]));
    expect(existsSync(dataDir)).toBe(true);
    for (const f of files(dataDir)) expect(readFileSync(f, 'utf8'), f).not.toContain(PASSWORD);
    expect(JSON.stringify(events)).not.toContain(PASSWORD);
  });

  it('refuses a team URL that is not redis:// or rediss:// with at most a database number', async () => {
    expect(IPC_METHODS['profiles.setTeam'].input.safeParse({ id: 'abc', url: 'http://127.0.0.1:6379' }).success).toBe(false);
    expect(IPC_METHODS['profiles.setTeam'].input.safeParse({ id: 'abc', url: 'redis://host:6379/0?x=1' }).success).toBe(false);
    expect(IPC_METHODS['profiles.setTeam'].input.safeParse({ id: 'abc', url: 'rediss://user:pw@host:6380/2' }).success).toBe(true);
  });
});
