// Drafts: a name is a label in any script and up to the contract's length, never a file name; files are
// written whole or not at all, and readable by the user alone.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DraftStore, type DraftLoad } from '../../../electron/core/app/session/drafts';
import { createDispatcher } from '../../../electron/core/ipc';
import { draftSaveInput, MAX_DRAFT_BYTES } from '../../../shared/ipc';
import { fakeHandlers } from './fake-handlers';

let root: string;
let dir: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'opsdesk-drafts-'));
  dir = join(root, 'drafts');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const contentOf = (d: DraftLoad) => (d && 'content' in d ? d.content : d);

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
    await store.save(name, 'videoxStock', { value: { rows: [{ msku_id: '1', quantity: 2 }] } });
    expect((await store.list()).map((d) => d.name)).toEqual([name]);
    expect(contentOf(await store.load(name))).toEqual({ rows: [{ msku_id: '1', quantity: 2 }] });
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
    await store.save('Monday', null, { value: { a: 1 } });
    await store.save('Monday', null, { value: { a: 2 } });
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect((await stat(join(dir, files[0] as string))).mode & 0o777).toBe(0o600);
    expect(contentOf(await store.load('Monday'))).toEqual({ a: 2 });
  });

  it('still finds a draft saved under the old hex file name, and replaces it on the next save', async () => {
    const legacy = join(dir, `${Buffer.from('Old one', 'utf8').toString('hex')}.json`);
    const store = new DraftStore(dir);
    await store.save('seed', null, { value: {} });
    await writeFile(legacy, JSON.stringify({ name: 'Old one', operation: null, savedAt: '2026-01-01T00:00:00.000Z', content: { kept: true } }));
    expect(contentOf(await store.load('Old one'))).toEqual({ kept: true });
    await store.save('Old one', null, { value: { kept: 'again' } });
    expect((await store.list()).map((d) => d.name).sort()).toEqual(['Old one', 'seed']);
    await store.delete('Old one');
    expect(await store.load('Old one')).toBeNull();
  });

  it('keeps a 30,000-row grid (over the old 2,000,000-character cap) and gives it back whole', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => ({ id: `r${i}`, values: { msku: `P-${String(i).padStart(6, '0')}`, quantity: String(i % 997) }, original: null }));
    const json = JSON.stringify({ rows, extra: null, jobId: null });
    expect(json.length).toBeGreaterThan(2_000_000);
    expect(draftSaveInput.safeParse({ name: 'Big', operation: 'videoxStock', contentJson: json, baseRevision: null }).success).toBe(true);
    const store = new DraftStore(dir);
    expect(await store.save('Big', 'videoxStock', { json }, null)).toMatchObject({ revision: 1 });
    expect(contentOf(await store.load('Big'))).toEqual({ rows, extra: null, jobId: null });
  }, 60_000);

  it('gives a draft back as its text, as stored, through the bridge (a screen parses it once), and a patch then applies to it', async () => {
    const store = new DraftStore(dir);
    const { handlers } = fakeHandlers({
      'drafts.load': ({ name, as }) => (as === 'text' ? store.loadText(name) : store.load(name)),
      'drafts.save': ({ name, operation, contentJson, patch, baseRevision }) => store.save(name, operation, patch ? { patch } : { json: contentJson ?? 'null' }, baseRevision),
    });
    const d = createDispatcher({ handlers });
    const json = JSON.stringify({ rows: [{ id: 'r1', values: { note: '补货 "第二批"' } }], extra: null });
    await d.dispatch('drafts.save', { name: 'Text', operation: null, contentJson: json, baseRevision: null });
    const loaded = await d.dispatch('drafts.load', { name: 'Text', as: 'text' });
    expect(loaded).toMatchObject({ ok: true, result: { name: 'Text', revision: 1, chars: json.length, contentJson: json } });
    expect(Object.keys((loaded as { result: object }).result)).not.toContain('content');
    // The text loaded is what a change applies to (a new DraftStore: it came from the file, not from memory).
    const fresh = new DraftStore(dir);
    expect(await fresh.loadText('Text')).toMatchObject({ contentJson: json });
    const at = json.indexOf('补货');
    await fresh.save('Text', null, { patch: { at, remove: 2, text: '调拨', length: json.length } }, 1);
    expect(contentOf(await fresh.load('Text'))).toEqual({ rows: [{ id: 'r1', values: { note: '调拨 "第二批"' } }], extra: null });
  });

  it('keeps a draft whose text is not JSON aside when it is asked for as text too', async () => {
    const store = new DraftStore(dir, () => new Date('2026-11-25T10:00:00.000Z'));
    await store.save('Cut', null, { value: { a: 1 } });
    const [file] = await readdir(dir);
    await writeFile(join(dir, file as string), '{"v":2,"name":"Cut","operation":null,"savedAt":"2026-01-01T00:00:00.000Z","revision":3}\n{"rows":[');
    expect(await store.loadText('Cut')).toEqual({ name: 'Cut', damaged: { keptAs: `${file}.damaged-2026-11-25T10-00-00-000Z`, reason: 'json' } });
  });

  it('lets a 30,000-row draft through the bridge, whose other fields stay limited to 1,000,000 characters', async () => {
    const store = new DraftStore(dir);
    const { handlers } = fakeHandlers({
      'drafts.save': ({ name, operation, content, contentJson, baseRevision }) => store.save(name, operation, contentJson !== undefined ? { json: contentJson } : { value: content ?? null }, baseRevision),
    });
    const json = JSON.stringify({ rows: Array.from({ length: 30_000 }, (_, i) => ({ id: `r${i}`, values: { msku: `P-${String(i).padStart(6, '0')}`, quantity: '12' }, original: null })) });
    expect(json.length).toBeGreaterThan(2_000_000);
    const d = createDispatcher({ handlers });
    expect(await d.dispatch('drafts.save', { name: 'Big', operation: null, contentJson: json, baseRevision: null })).toMatchObject({ ok: true, result: { revision: 1 } });
    expect(await d.dispatch('profiles.create', { name: 'x'.repeat(1_000_001) })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  }, 60_000);

  it('refuses a draft past its limit with a specific code, never silently', async () => {
    const store = new DraftStore(dir);
    await expect(store.save('Huge', null, { json: `"${'字'.repeat(MAX_DRAFT_BYTES / 3 + 1)}"` })).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(draftSaveInput.safeParse({ name: 'Huge', operation: null, contentJson: 'x'.repeat(MAX_DRAFT_BYTES + 1) }).success).toBe(false);
  });

  it('refuses a save based on a revision another tab replaced, and tells which one is there', async () => {
    const store = new DraftStore(dir);
    // Both tabs opened the screen when there was no draft.
    const first = await store.save('Monday', null, { value: { typedIn: 'tab A' } }, null);
    await expect(store.save('Monday', null, { value: { typedIn: 'tab B' } }, null)).rejects.toMatchObject({
      code: 'DRAFT_STALE',
      details: { revision: first.revision, savedAt: first.savedAt },
    });
    expect(contentOf(await store.load('Monday'))).toEqual({ typedIn: 'tab A' });
    // Tab B chose "keep mine": it saves on the revision it was told about.
    expect(await store.save('Monday', null, { value: { typedIn: 'tab B' } }, first.revision)).toMatchObject({ revision: 2 });
    expect(contentOf(await store.load('Monday'))).toEqual({ typedIn: 'tab B' });
  });

  it('goes on from the deleted draft’s revision when a discarded draft is saved again, so an older tab is refused', async () => {
    const store = new DraftStore(dir);
    const seen = await store.save('stock videox', 'videoxStock', { json: '{"rows":["other tab saw this"]}' }, null);
    await store.delete('stock videox');
    const fresh = await store.save('stock videox', 'videoxStock', { json: '{"rows":["typed after discard"]}' }, null);
    expect(fresh.revision).toBeGreaterThan(seen.revision);
    await expect(store.save('stock videox', 'videoxStock', { json: '{"rows":["stale"]}' }, seen.revision)).rejects.toMatchObject({ code: 'DRAFT_STALE' });
    expect(contentOf(await store.load('stock videox'))).toEqual({ rows: ['typed after discard'] });
  });

  it('applies an autosave that carries only the change to the revision it names, from memory or from the file', async () => {
    const first = JSON.stringify({ rows: [{ id: 'a', q: '1' }, { id: 'b', q: '2' }] });
    const store = new DraftStore(dir);
    const r1 = await store.save('grid', 'videoxStock', { json: first });
    const at = first.indexOf('"2"');
    const r2 = await store.save('grid', 'videoxStock', { patch: { at, remove: 3, text: '"20"', length: first.length + 1 } }, r1.revision);
    expect(contentOf(await store.load('grid'))).toEqual({ rows: [{ id: 'a', q: '1' }, { id: 'b', q: '20' }] });
    // A new store (a restart) reads the text the patch applies to from the file.
    const second = JSON.stringify({ rows: [{ id: 'a', q: '1' }, { id: 'b', q: '20' }] });
    const after = new DraftStore(dir);
    await after.save('grid', 'videoxStock', { patch: { at: second.indexOf('"1"'), remove: 3, text: '"7"', length: second.length } }, r2.revision);
    expect(contentOf(await after.load('grid'))).toEqual({ rows: [{ id: 'a', q: '7' }, { id: 'b', q: '20' }] });
  });

  it('refuses a change that does not fit the saved text (the screen then sends the whole), and a stale one', async () => {
    const store = new DraftStore(dir);
    const r1 = await store.save('grid', null, { json: '{"a":1}' });
    await expect(store.save('grid', null, { patch: { at: 5, remove: 1, text: '2', length: 99 } }, r1.revision)).rejects.toMatchObject({ code: 'DRAFT_PATCH_MISMATCH' });
    await expect(store.save('grid', null, { patch: { at: 5, remove: 1, text: '2', length: 7 } }, r1.revision + 1)).rejects.toMatchObject({ code: 'DRAFT_STALE' });
    expect(contentOf(await store.load('grid'))).toEqual({ a: 1 });
    expect(draftSaveInput.safeParse({ name: 'grid', operation: null, patch: { at: 0, remove: 0, text: '', length: 7 } }).success).toBe(false);
  });

  it('checks and writes a revision as one step when two saves race', async () => {
    const store = new DraftStore(dir);
    const results = await Promise.allSettled([store.save('Race', null, { value: 1 }, null), store.save('Race', null, { value: 2 }, null)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it.each([
    ['bad JSON', '{"v":2,"name":"Monday"', 'json'],
    ['a header that is not one', '{"v":2,"name":"Monday","revision":"one"}\n{}', 'shape'],
    ['content cut short', '{"v":2,"name":"Monday","operation":null,"savedAt":"2026-01-01T00:00:00.000Z","revision":3}\n{"rows":[', 'json'],
  ])('keeps a damaged draft (%s) aside and says so, never taking it as "no draft"', async (_what, text, reason) => {
    const store = new DraftStore(dir, () => new Date('2026-11-25T10:00:00.000Z'));
    await store.save('Monday', null, { value: { a: 1 } });
    const [file] = await readdir(dir);
    await writeFile(join(dir, file as string), text);
    const loaded = await store.load('Monday');
    expect(loaded).toEqual({ name: 'Monday', damaged: { keptAs: `${file}.damaged-2026-11-25T10-00-00-000Z`, reason } });
    expect(await readFile(join(dir, `${file}.damaged-2026-11-25T10-00-00-000Z`), 'utf8')).toBe(text);
    // The next save starts afresh beside the kept file, never over it.
    await store.save('Monday', null, { value: { a: 2 } }, null);
    expect((await readdir(dir)).sort()).toEqual([file, `${file}.damaged-2026-11-25T10-00-00-000Z`]);
  });

  it('sets a draft aside when the screen finds it does not fit its schema', async () => {
    const store = new DraftStore(dir, () => new Date('2026-11-25T10:00:00.000Z'));
    await store.save('Monday', null, { value: { rows: 'not rows' } });
    const keptAs = await store.setAside('Monday');
    expect(keptAs).toMatch(/^draft-[0-9a-f]{40}\.json\.damaged-2026-11-25T10-00-00-000Z$/);
    expect(await store.load('Monday')).toBeNull();
    expect(await store.setAside('Monday')).toBeNull();
  });
});
