// Profiles through the conf API with the schema both hosts hand to conf / electron-store.
import Conf from 'conf';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROFILE_STORE_SCHEMA, ProfileStore } from '../../../electron/core/app';

const dirs: string[] = [];
function confStore() {
  const cwd = mkdtempSync(join(tmpdir(), 'opsdesk-conf-'));
  dirs.push(cwd);
  const conf = new Conf<Record<string, unknown>>({ cwd, configName: 'profiles', projectName: 'opsdesk', schema: PROFILE_STORE_SCHEMA as never });
  return { conf, cwd, store: new ProfileStore(conf) };
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const live = { kind: 'live' as const, name: 'Live', baseUrl: 'https://openapi.example.com', appId: 'ak_TEST123456789', locale: 'en' as const, theme: 'system' as const };

describe('the profile store on conf', () => {
  it('creates, updates, activates and deletes profiles in the file', () => {
    const { store, cwd } = confStore();
    const p = store.create(live);
    store.setActive(p.id);
    store.update(p.id, { name: 'Live EU', theme: 'dark' });
    expect(store.get(p.id)).toMatchObject({ name: 'Live EU', theme: 'dark', baseUrl: 'https://openapi.example.com' });
    expect(store.activeId()).toBe(p.id);
    const file = JSON.parse(readFileSync(join(cwd, 'profiles.json'), 'utf8')) as { profiles: unknown[]; activeProfileId: string };
    expect(file.activeProfileId).toBe(p.id);
    store.delete(p.id);
    expect(store.list()).toEqual([]);
    expect(store.activeId()).toBeNull();
  });

  it('has conf reject a write that breaks the schema (a secret field cannot be added to a profile)', () => {
    const { conf, store } = confStore();
    const p = store.create(live);
    expect(() => conf.set('profiles', [{ ...p, appSecret: 'x' }])).toThrow(/schema/i);
    expect(() => conf.set('profiles', [{ ...p, kind: 'staging' }])).toThrow(/schema/i);
  });

  it('answers NOT_FOUND for an unknown profile', () => {
    const { store } = confStore();
    expect(() => store.get('nope')).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(() => store.setActive('nope')).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });
});

describe('the profile store never drops what it cannot read', () => {
  it('keeps an entry of an unknown shape through creates, updates and deletes', async () => {
    const { MemorySettings } = await import('../../../electron/core/app');
    const settings = new MemorySettings();
    const future = { id: 'from-a-newer-version', name: 'Team', kind: 'team', redisUrl: 'redis://127.0.0.1:6379' };
    settings.set('profiles', [future]);
    const store = new ProfileStore(settings);
    expect(store.list()).toEqual([]);
    const a = store.create(live);
    const b = store.create({ ...live, name: 'Other' });
    store.update(a.id, { name: 'Renamed' });
    store.delete(b.id);
    expect(settings.get('profiles')).toEqual([future, expect.objectContaining({ id: a.id, name: 'Renamed' })]);
  });

  it('shows what an update would do without saving it', () => {
    const { store } = confStore();
    const p = store.create(live);
    const next = store.patched(p.id, { baseUrl: 'https://elsewhere.example.com' });
    expect(next.baseUrl).toBe('https://elsewhere.example.com');
    expect(store.get(p.id).baseUrl).toBe('https://openapi.example.com');
  });
});
