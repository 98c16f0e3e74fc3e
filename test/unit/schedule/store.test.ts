// The rule store: rules and last runs survive a restart (a new store on the same file), every rule is checked
// on the way in and on the way back from disk, and a damaged file is refused with a coded error and left as it
// is (never replaced by an empty list). Plus a source's newest match.
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScheduleError } from '../../../electron/core/schedule/messages';
import { namePattern, resolveSource } from '../../../electron/core/schedule/source';
import { ScheduleStore, type RuleInput } from '../../../electron/core/schedule/store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-schedules-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const rule = (over: Partial<RuleInput> = {}): RuleInput => ({
  name: 'Nightly stock',
  profileId: 'p1',
  operation: 'videoxStock',
  common: { store_id: '123' },
  source: { kind: 'file', path: '/exports/stock.csv' },
  when: { kind: 'every', minutes: 30 },
  ...over,
});

const run = { at: 5, trigger: 'schedule' as const, jobId: 'job-1', outcome: 'succeeded' as const, counts: { sent: 2, succeeded: 2, failed: 0, unknown: 0, unchanged: 1, held: 0, invalid: 0 }, problem: null, results: null, file: null };

describe('ScheduleStore', () => {
  it('keeps rules and their last run across a restart', async () => {
    const file = join(dir, 'schedules.json');
    const store = new ScheduleStore(file);
    const saved = await store.save(rule(), 1_000);
    expect(saved.rule.paused).toBe(false);
    await store.recordRun(saved.rule.id, run);
    await store.setPaused(saved.rule.id, true, 2_000);

    const again = new ScheduleStore(file);
    const [back] = await again.load();
    expect(back).toEqual({ rule: { ...saved.rule, paused: true }, since: 1_000, lastRun: run });
  });

  it('an edit keeps the last run and counts windows from the edit; a resume counts from the resume', async () => {
    const store = new ScheduleStore(join(dir, 'schedules.json'));
    const { rule: r } = await store.save(rule(), 1_000);
    await store.recordRun(r.id, run);
    const edited = await store.save({ ...r, name: 'Hourly stock' }, 3_000);
    expect(edited).toMatchObject({ since: 3_000, lastRun: run, rule: { name: 'Hourly stock' } });
    await store.setPaused(r.id, true, 4_000);
    expect((await store.setPaused(r.id, false, 5_000)).since).toBe(5_000);
  });

  it('refuses a rule that is not one, and an unknown id', async () => {
    const store = new ScheduleStore(join(dir, 'schedules.json'));
    await expect(store.save(rule({ when: { kind: 'daily', at: '24:00' } }), 0)).rejects.toThrow(/HH:MM/);
    await expect(store.save(rule({ operation: 'videoxStockk' as never }), 0)).rejects.toThrow();
    await expect(store.save(rule({ id: 'nope' }), 0)).rejects.toMatchObject({ code: 'RULE_NOT_FOUND' });
    await expect(store.remove('nope')).rejects.toBeInstanceOf(ScheduleError);
  });

  it.each([
    ['torn JSON', '{"version":1,"rules":['],
    ['a rule that does not pass', JSON.stringify({ version: 1, rules: [{ rule: { id: 'x', name: '' }, since: 0, lastRun: null }] })],
  ])('refuses a damaged file (%s) with SCHEDULES_DAMAGED and never overwrites it', async (_what, text) => {
    const file = join(dir, 'schedules.json');
    await writeFile(file, text);
    const store = new ScheduleStore(file);
    const err = await store.load().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ScheduleError);
    expect(err).toMatchObject({ code: 'SCHEDULES_DAMAGED' });
    expect((err as ScheduleError).messageFor('zh-CN')).toContain('无法读取定时同步文件');
    await expect(store.save(rule(), 0)).rejects.toMatchObject({ code: 'SCHEDULES_DAMAGED' });
    expect(await readFile(file, 'utf8')).toBe(text);
  });
});

describe('a rule\'s source', () => {
  it('matches names by pattern, whole and in any case', () => {
    expect(namePattern('stock-*.csv').test('STOCK-2026-05-01.CSV')).toBe(true);
    expect(namePattern('stock-*.csv').test('stock-1.csv.bak')).toBe(false);
    expect(namePattern('stock-?.csv').test('stock-12.csv')).toBe(false);
    expect(namePattern('a+b (1).csv').test('a+b (1).csv')).toBe(true);
  });

  it('picks the newest match of a folder, null when none matches', async () => {
    await writeFile(join(dir, 'stock-1.csv'), 'a');
    await writeFile(join(dir, 'stock-2.csv'), 'bb');
    await writeFile(join(dir, 'other.csv'), 'c');
    await utimes(join(dir, 'stock-1.csv'), 2_000, 2_000);
    await utimes(join(dir, 'stock-2.csv'), 1_000, 1_000);
    await utimes(join(dir, 'other.csv'), 3_000, 3_000);
    expect(await resolveSource({ kind: 'folder', folder: dir, pattern: 'stock-*.csv' })).toEqual({ path: join(dir, 'stock-1.csv'), mtimeMs: 2_000_000, size: 1 });
    expect(await resolveSource({ kind: 'folder', folder: dir, pattern: '*.xlsx' })).toBeNull();
  });
});
