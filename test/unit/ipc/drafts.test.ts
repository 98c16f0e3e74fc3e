// Drafts: a name is a label in any script and up to the contract's length, never a file name; files are
// written whole or not at all, and readable by the user alone.
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DraftStore } from '../../../electron/core/app/drafts';
import { draftSaveInput } from '../../../shared/ipc';

let root: string;
let dir: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'opsdesk-drafts-'));
  dir = join(root, 'drafts');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const NAMES = [
  '周一补货（华东仓）· 第二批'.repeat(10).slice(0, 200),
  'पुनःपूर्ति सोमवार — गोदाम २',
  'إعادة التخزين يوم الإثنين',
  '月曜日の補充 📦 / ../../etc/passwd',
  'x'.repeat(200),
  'CON',
  '.',
];

describe('drafts', () => {
  it.each(NAMES)('saves, lists, loads and deletes a draft named %s', async (name) => {
    expect(draftSaveInput.safeParse({ name, operation: null, content: {} }).success).toBe(true);
    const store = new DraftStore(dir);
    await store.save(name, 'videoxStock', { rows: [{ msku_id: '1', quantity: 2 }] });
    expect((await store.list()).map((d) => d.name)).toEqual([name]);
    expect((await store.load(name)).content).toEqual({ rows: [{ msku_id: '1', quantity: 2 }] });
    for (const f of await readdir(dir)) expect(f).toMatch(/^draft-[0-9a-f]{40}\.json$/);
    await store.delete(name);
    expect(await store.list()).toEqual([]);
  });

  it('refuses names with control characters or invisible direction marks, and past 200 characters', () => {
    for (const name of ['a\nb', 'tab\there', 'evil\u202Egnp.exe', 'mark\u200Fhere', 'x'.repeat(201), '   ']) {
      expect(draftSaveInput.safeParse({ name, operation: null, content: {} }).success, JSON.stringify(name)).toBe(false);
    }
  });

  it('keeps the files and their folder to the user alone, and leaves no temporary file behind', async () => {
    const store = new DraftStore(dir);
    await store.save('Monday', null, { a: 1 });
    await store.save('Monday', null, { a: 2 });
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect((await stat(join(dir, files[0] as string))).mode & 0o777).toBe(0o600);
    expect((await store.load('Monday')).content).toEqual({ a: 2 });
  });

  it('still finds a draft saved under the old hex file name, and replaces it on the next save', async () => {
    const legacy = join(dir, `${Buffer.from('Old one', 'utf8').toString('hex')}.json`);
    const store = new DraftStore(dir);
    await store.save('seed', null, {});
    await writeFile(legacy, JSON.stringify({ name: 'Old one', operation: null, savedAt: '2026-01-01T00:00:00.000Z', content: { kept: true } }));
    expect((await store.load('Old one')).content).toEqual({ kept: true });
    await store.save('Old one', null, { kept: 'again' });
    expect((await store.list()).map((d) => d.name).sort()).toEqual(['Old one', 'seed']);
    await store.delete('Old one');
    await expect(store.load('Old one')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
