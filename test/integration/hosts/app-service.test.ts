// The app service through the browser host: the default sandbox profile, live profiles kept away from the
// sandbox, secrets write-only, switching, persistence across restarts, drafts and job calls.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import type { StartSandbox } from '../../../electron/core/app';
import { startTestHost, type TestHost } from './helpers';

interface Profile {
  id: string;
  name: string;
  kind: string;
  baseUrl: string | null;
  active: boolean;
  secret: { set: boolean; source: string };
}
interface ErrorBody {
  ok: false;
  error: { code: string; message: string };
}

const LIVE_APP_ID = 'ak_LIVE_00000001';
let dataDir: string;
let t: TestHost;
let embedded: SandboxHandle | null = null;
let other: SandboxHandle;

/** The embedded sandbox, slowed down so a job is still running when the test acts on it. */
const slowSandbox: StartSandbox = async (o) => (embedded = await startSandbox({ ...o, latencyMs: 400 }));

async function fails(method: string, input: unknown): Promise<ErrorBody['error']> {
  const body = (await t.call(method, input)).json() as ErrorBody | { ok: true };
  expect(body.ok, `${method} should fail`).toBe(false);
  return (body as ErrorBody).error;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-app-'));
  other = await startSandbox({ port: 0 });
  t = await startTestHost({
    dataDir,
    startSandbox: slowSandbox,
    env: { [`OPSDESK_APP_SECRET_${LIVE_APP_ID}`]: 'from-the-environment', [`OPSDESK_APP_SECRET_${LIVE_APP_ID}_ORIGIN`]: other.baseUrl },
  });
});
afterAll(async () => {
  await t.close();
  await other.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the app service', () => {
  it('creates the sandbox profile on first start and opens on it, with the emulator running', async () => {
    const list = await t.ok<{ activeId: string; profiles: Profile[] }>('profiles.list', {});
    expect(list.profiles).toHaveLength(1);
    expect(list.profiles[0]).toMatchObject({ kind: 'sandbox', active: true, baseUrl: embedded?.baseUrl, secret: { set: true, source: 'sandbox' } });
    const info = await t.ok<{ sandbox: { running: boolean; baseUrl: string } }>('app.info', {});
    expect(info.sandbox).toEqual({ available: true, running: true, baseUrl: embedded?.baseUrl });
    expect(await t.ok('profiles.testConnection', { id: list.activeId })).toMatchObject({ ok: true, code: null });
  });

  it('never points a live profile at the embedded sandbox', async () => {
    const error = await fails('profiles.create', { kind: 'live', name: 'Sneaky', baseUrl: embedded?.baseUrl, appId: LIVE_APP_ID });
    expect(error.code).toBe('CONFLICT');
    const live = await t.ok<Profile>('profiles.create', { kind: 'live', name: 'Live', baseUrl: other.baseUrl, appId: LIVE_APP_ID });
    expect((await fails('profiles.update', { id: live.id, patch: { baseUrl: `${embedded?.baseUrl}/` } })).code).toBe('CONFLICT');
    await t.ok('profiles.delete', { id: live.id });
  });

  it('keeps the sandbox profile on the emulator\'s own credentials', async () => {
    const { activeId } = await t.ok<{ activeId: string }>('profiles.list', {});
    expect((await fails('profiles.setSecret', { id: activeId, secret: 'nope' })).code).toBe('CONFLICT');
    expect((await fails('profiles.update', { id: activeId, patch: { appId: LIVE_APP_ID } })).code).toBe('INVALID_INPUT');
    expect((await fails('profiles.create', { kind: 'sandbox', name: 'Second sandbox' })).code).toBe('CONFLICT');
  });

  it('tells the renderer only where a secret comes from, never the secret', async () => {
    const live = await t.ok<Profile>('profiles.create', { kind: 'live', name: 'Env live', baseUrl: other.baseUrl, appId: LIVE_APP_ID });
    expect(live.secret).toEqual({ set: true, source: 'env' });
    const otherLive = await t.ok<Profile>('profiles.create', { kind: 'live', name: 'No secret', baseUrl: other.baseUrl, appId: 'ak_LIVE_00000002' });
    expect(otherLive.secret).toEqual({ set: false, source: 'none' });
    expect(await t.ok('profiles.testConnection', { id: otherLive.id })).toMatchObject({ ok: false, code: 'NO_SECRET' });
    const set = await t.call('profiles.setSecret', { id: otherLive.id, secret: 'typed-in-secret' });
    expect(set.text).not.toContain('typed-in-secret');
    expect(set.json()).toEqual({ ok: true, result: { secret: { set: true, source: 'session' } } });
    const list = await t.call('profiles.list', {});
    expect(list.text).not.toContain('typed-in-secret');
    expect(list.text).not.toContain('from-the-environment');
    await t.ok('profiles.delete', { id: otherLive.id });
  });

  it('refuses to switch profiles or reset the sandbox while a job runs, and to delete the open profile', async () => {
    const { activeId, profiles } = await t.ok<{ activeId: string; profiles: Profile[] }>('profiles.list', {});
    const live = profiles.find((p) => p.kind === 'live') as Profile;
    const videox = (embedded?.inspect('videox') as Array<{ storeId: string; mskuId: string }>).slice(0, 1);
    const job = await t.ok<{ jobId: string; state: string }>('jobs.start', {
      operation: 'videoxStock',
      common: { store_id: videox[0]?.storeId },
      rows: [{ key: 'r1', input: { msku_id: videox[0]?.mskuId, quantity: 7 } }],
    });
    expect(job.state).toBe('running');
    expect((await fails('profiles.switch', { id: live.id })).code).toBe('CONFLICT');
    expect((await fails('profiles.resetSandbox', {})).code).toBe('CONFLICT');
    expect((await fails('profiles.delete', { id: activeId })).code).toBe('CONFLICT');
    for (let i = 0; i < 200; i++) {
      const { jobs } = await t.ok<{ jobs: Array<{ state: string }> }>('jobs.list', {});
      if (jobs[0]?.state === 'finished') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(embedded?.appliedWrites()).toHaveLength(1);
    await t.ok('profiles.resetSandbox', {});
    expect(embedded?.appliedWrites()).toHaveLength(0);
  });

  it('saves, lists, loads and deletes drafts of the open profile', async () => {
    await t.ok('drafts.save', { name: 'Monday restock', operation: 'videoxStock', content: { rows: [{ msku_id: '1', quantity: 2 }] } });
    const { drafts } = await t.ok<{ drafts: Array<{ name: string }> }>('drafts.list', {});
    expect(drafts.map((d) => d.name)).toEqual(['Monday restock']);
    expect(await t.ok('drafts.load', { name: 'Monday restock' })).toMatchObject({ operation: 'videoxStock', content: { rows: [{ msku_id: '1', quantity: 2 }] } });
    await t.ok('drafts.delete', { name: 'Monday restock' });
    // No draft is an answer, not an error.
    expect(await t.ok('drafts.load', { name: 'Monday restock' })).toBeNull();
  });

  it('answers NOT_FOUND for jobs it does not know', async () => {
    for (const method of ['jobs.get', 'jobs.export', 'jobs.retryFailed', 'journal.resume', 'journal.reconcile', 'jobs.cancel']) {
      const input = method === 'jobs.export' ? { jobId: 'job-20200101T000000-deadbeef', format: 'csv' } : { jobId: 'job-20200101T000000-deadbeef' };
      expect((await fails(method, input)).code, method).toBe('NOT_FOUND');
    }
  });

  it('switches to a live profile and talks to its service, not the sandbox', async () => {
    const { profiles } = await t.ok<{ profiles: Profile[] }>('profiles.list', {});
    const live = profiles.find((p) => p.kind === 'live') as Profile;
    other.addApp(LIVE_APP_ID, 'from-the-environment');
    const before = embedded?.stats().requests ?? 0;
    expect(await t.ok<Profile>('profiles.switch', { id: live.id })).toMatchObject({ active: true, kind: 'live' });
    await t.ok('operations.call', { operation: 'chatxList', input: { length: 1 } });
    expect(other.stats().tokenCalls.accessToken).toBeGreaterThan(0);
    expect(embedded?.stats().requests ?? 0).toBe(before);
  });

  it('remembers profiles and the open one across a restart; session secrets are gone', async () => {
    await t.close();
    t = await startTestHost({ dataDir, startSandbox: slowSandbox });
    const { profiles } = await t.ok<{ profiles: Profile[] }>('profiles.list', {});
    expect(profiles.map((p) => [p.name, p.active])).toEqual([
      ['Sandbox (demo data)', false],
      ['Env live', true],
    ]);
    expect(profiles[1]?.secret).toEqual({ set: false, source: 'none' });
  });
});

describe('the first start on a Chinese system', () => {
  it('creates the sandbox profile in Chinese: its language and its name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'opsdesk-app-zh-'));
    const zh = await startTestHost({ dataDir: dir, env: { LANG: 'zh_CN.UTF-8' } });
    try {
      const { profiles } = await zh.ok<{ profiles: Array<Profile & { locale: string }> }>('profiles.list', {});
      expect(profiles.map((p) => [p.kind, p.name, p.locale])).toEqual([['sandbox', '沙箱（演示数据）', 'zh-CN']]);
    } finally {
      await zh.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

