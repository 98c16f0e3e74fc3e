// Settings are never wiped: a damaged profiles.json is kept aside and the user is told at start; profiles
// whose data folders remain are listed again so their journals and drafts stay reachable; settings and the
// data folder are the user's alone.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { startTestHost, type TestHost } from './helpers';

interface Profile {
  id: string;
  name: string;
  kind: string;
  baseUrl: string | null;
  appId: string | null;
}
interface Info {
  notices: Array<{ code: string; message: string }>;
}

const APP_ID = 'ak_KEEP_00000001';
let dataDir: string;
let live: SandboxHandle;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-settings-'));
  live = await startSandbox({ port: 0 });
});
afterEach(async () => {
  await live.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A first run: a live profile with a draft in its data folder; the app is closed again. */
async function firstRun(): Promise<{ liveId: string; sandboxId: string; original: string }> {
  const t = await startTestHost({ dataDir });
  const p = await t.ok<Profile>('profiles.create', { kind: 'live', name: 'Warehouse live', baseUrl: live.baseUrl, appId: APP_ID });
  const { activeId: sandboxId } = await t.ok<{ activeId: string }>('profiles.list', {});
  await t.ok('profiles.switch', { id: p.id });
  await t.ok('drafts.save', { name: '周一补货', operation: 'videoxStock', content: { rows: [1, 2, 3] } });
  await t.close();
  return { liveId: p.id, sandboxId, original: await readFile(join(dataDir, 'profiles.json'), 'utf8') };
}

async function asideFiles(): Promise<string[]> {
  return (await readdir(dataDir)).filter((f) => f.startsWith('profiles.json.damaged-'));
}

describe('a damaged settings file', () => {
  it.each([
    ['torn JSON', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ['a shape this version rejects', () => JSON.stringify({ profiles: [{ id: 1, name: null }], activeProfileId: 7 })],
  ])('(%s) is kept aside, the user is told, and the profiles come back with their drafts', async (_what, damage) => {
    const { liveId, sandboxId, original } = await firstRun();
    const damaged = damage(original);
    await writeFile(join(dataDir, 'profiles.json'), damaged);

    const t = await startTestHost({ dataDir });
    try {
      const aside = await asideFiles();
      expect(aside).toHaveLength(1);
      expect(await readFile(join(dataDir, aside[0] as string), 'utf8')).toBe(damaged);
      const info = await t.ok<Info>('app.info', {});
      expect(info.notices.map((n) => n.code)).toEqual(['SETTINGS_DAMAGED', 'PROFILES_RECOVERED']);
      expect(info.notices[0]?.message).toContain(aside[0]);

      const { profiles } = await t.ok<{ profiles: Profile[] }>('profiles.list', {});
      const recovered = profiles.filter((p) => p.name.startsWith('Recovered profile'));
      expect(recovered.map((p) => p.id).sort()).toEqual([liveId, sandboxId].sort());
      // The user gives the live one its address again and finds its draft.
      await t.ok('profiles.update', { id: liveId, patch: { name: 'Warehouse live', baseUrl: live.baseUrl, appId: APP_ID } });
      await t.ok('profiles.switch', { id: liveId });
      expect((await t.ok<{ drafts: Array<{ name: string }> }>('drafts.list', {})).drafts.map((d) => d.name)).toEqual(['周一补货']);
    } finally {
      await t.close();
    }
  });

  it('a start without damage says nothing and sets nothing aside', async () => {
    await firstRun();
    const t = await startTestHost({ dataDir });
    expect((await t.ok<Info>('app.info', {})).notices).toEqual([]);
    expect(await asideFiles()).toEqual([]);
    await t.close();
  });

  it('a deleted profile stays deleted (its folder is kept aside, not listed again)', async () => {
    const { liveId, sandboxId } = await firstRun();
    let t = await startTestHost({ dataDir });
    await t.ok('profiles.switch', { id: sandboxId });
    await t.ok('profiles.delete', { id: liveId });
    await t.close();
    t = await startTestHost({ dataDir });
    const { profiles } = await t.ok<{ profiles: Profile[] }>('profiles.list', {});
    expect(profiles.map((p) => p.id)).toEqual([sandboxId]);
    expect((await readdir(join(dataDir, 'profiles'))).filter((f) => f.startsWith(`${liveId}.deleted-`))).toHaveLength(1);
    await t.close();
  });

  it('keeps the settings file and the data folder to the user alone', async () => {
    await firstRun();
    expect((await stat(join(dataDir, 'profiles.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  });
});

describe('a log that cannot be written', () => {
  it.skipIf(process.platform !== 'linux')('never turns a call into an HTTP 500 or INTERNAL', async () => {
    const { createLogger } = await import('../../../electron/core');
    const { RotatingFileDestination } = await import('../../../electron/core/log-rotation');
    let t: TestHost | null = null;
    try {
      t = await startTestHost({ dataDir, logger: createLogger({ level: 'debug', destination: new RotatingFileDestination({ file: '/dev/full' }) }) });
      const res = await t.call('jobs.get', { jobId: 'job-20200101T000000-deadbeef' });
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      expect((await t.call('profiles.list', {})).status).toBe(200);
    } finally {
      await t?.close();
    }
  });
});
