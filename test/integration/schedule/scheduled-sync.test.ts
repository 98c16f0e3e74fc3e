// A scheduled sync end to end, on a clock the test moves: the app service (the browser host's composition) with
// a live profile at a standalone sandbox, the sandbox's write log the truth of what reached the vendor. A rule
// runs when due and sends only the rows that changed (the same file twice: nothing the second time), writes its
// results files, never overlaps itself while its job is live, waits (and says why) when the profile cannot send,
// and records its end after a restart that found its job unfinished.
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleView } from '../../../shared/ipc/schedules';
import { createWebApp, type WebApp } from '../../../electron/hosts/web/web-app';
import type { SandboxHandle } from '../../../electron/sandbox';
import { secretEnvOf, startVideoxStore } from '../hosts/videox-store';
import { ManualClock, until } from '../team/manual-clock';

const MIN = 60_000;
let sb: SandboxHandle;
let root: string;
let store = '';
let items: Array<{ msku_id: string; warehouse_id: string }> = [];

beforeAll(async () => {
  ({ sb, store, items } = await startVideoxStore({ seed: 7, listings: 300 }));
  root = await mkdtemp(join(tmpdir(), 'opsdesk-schedule-'));
}, 60_000);
afterAll(async () => {
  await sb.stop();
  await rm(root, { recursive: true, force: true });
});

const secretEnv = () => secretEnvOf(sb);

async function ok<T>(app: WebApp, method: string, input: unknown): Promise<T> {
  const res = await app.dispatcher.dispatch(method, input);
  if (!res.ok) throw new Error(JSON.stringify(res.error));
  return res.result as T;
}

/** The app on `dir` with a live profile at the sandbox, open; the profile's id. */
async function openApp(dir: string, clock: ManualClock, env = secretEnv()): Promise<{ app: WebApp; profileId: string }> {
  const app = await createWebApp({ dataDir: dir, version: '0.0.0-test', startSandbox: null, env, scheduleClock: clock });
  const { profiles } = await ok<{ profiles: Array<{ id: string; name: string }> }>(app, 'profiles.list', {});
  let id = profiles.find((p) => p.name === 'Warehouse')?.id;
  id ??= (await ok<{ id: string }>(app, 'profiles.create', { kind: 'live', name: 'Warehouse', baseUrl: sb.baseUrl, appId: sb.credentials.appId })).id;
  await ok(app, 'profiles.switch', { id });
  return { app, profileId: id };
}

async function sheet(file: string, rows: Array<{ msku_id: string; warehouse_id: string; quantity: number }>): Promise<void> {
  await writeFile(file, `msku_id,warehouse_id,quantity\r\n${rows.map((r) => `${r.msku_id},${r.warehouse_id},${r.quantity}`).join('\r\n')}\r\n`);
}

/** Each of our items as often as the sandbox saw it (applied or rejected) after `from`. */
function seen(from: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of sb.appliedWrites()) {
    if (w.seq <= from || w.operation !== 'videoxStock') continue;
    for (const k of [...w.appliedKeys, ...w.rejected.map((r) => r.key)]) out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}
const lastSeq = () => sb.appliedWrites().at(-1)?.seq ?? 0;
const keyOf = (i: { msku_id: string; warehouse_id: string }) => `${i.msku_id}@${i.warehouse_id}`;

async function viewOf(app: WebApp, id: string): Promise<ScheduleView> {
  return (await app.service.schedules.list()).find((v) => v.rule.id === id)!;
}

/** Moves the clock and lets the scheduler look (the look the clock woke, or a new one). */
async function advance(app: WebApp, clock: ManualClock, ms: number): Promise<void> {
  clock.advance(ms);
  await app.service.schedules.tick();
}

/** The rule's next run to end (one begun at none of `before`). */
async function ended(app: WebApp, id: string, before: number[]): Promise<ScheduleView> {
  let v!: ScheduleView;
  await until(async () => {
    v = await viewOf(app, id);
    return v.lastRun !== null && v.lastRun.outcome !== 'running' && !v.running && !before.includes(v.lastRun.at);
  }, 'the run to end');
  return v;
}

describe('a scheduled sync', () => {
  it('runs when due, sends only what changed, nothing for the same file, and writes its results', async () => {
    const clock = new ManualClock();
    const dir = join(root, 'due');
    const { app, profileId } = await openApp(dir, clock);
    try {
      const exports = join(root, 'due-exports');
      await mkdir(exports, { recursive: true });
      const rows = items.slice(0, 12).map((i, n) => ({ ...i, quantity: 40 + n }));
      const file = join(exports, 'stock.csv');
      await sheet(file, rows);
      const { rule } = await app.service.schedules.save({ name: 'Hourly stock', profileId, operation: 'videoxStock', common: { store_id: store }, source: { kind: 'file', path: file }, when: { kind: 'every', minutes: 60 } });

      const before = lastSeq();
      await advance(app, clock, 59 * MIN);
      expect((await viewOf(app, rule.id)).lastRun).toBeNull();
      expect(lastSeq()).toBe(before);

      await advance(app, clock, MIN);
      const first = await ended(app, rule.id, []);
      expect(first.lastRun).toMatchObject({ outcome: 'succeeded', trigger: 'schedule', counts: { sent: 12, succeeded: 12, failed: 0, unknown: 0, unchanged: 0 } });
      expect(first.lastRun!.at).toBe(clock.now());
      expect([...seen(before).values()]).toEqual(rows.map(() => 1));
      const { jobs } = await ok<{ jobs: Array<{ jobId: string; label: string | null }> }>(app, 'jobs.list', {});
      expect(jobs.find((j) => j.jobId === first.lastRun!.jobId)?.label).toBe('Hourly stock');
      expect(first.lastRun!.results).toEqual({ csv: join(exports, `stock-results-${first.lastRun!.jobId}.csv`), xlsx: join(exports, `stock-results-${first.lastRun!.jobId}.xlsx`) });
      expect(readdirSync(exports).sort()).toEqual(['stock.csv', `stock-results-${first.lastRun!.jobId}.csv`, `stock-results-${first.lastRun!.jobId}.xlsx`].sort());
      expect(first.nextRunAt).toBe(clock.now() + 60 * MIN);

      // The same file an hour later: nothing reaches the vendor.
      const mark = lastSeq();
      await advance(app, clock, 60 * MIN);
      const second = await ended(app, rule.id, [first.lastRun!.at]);
      expect(second.lastRun).toMatchObject({ outcome: 'nothingToSend', jobId: null, counts: { sent: 0, unchanged: 12 } });
      expect(lastSeq()).toBe(mark);

      // One row changed: only it goes.
      await sheet(file, rows.map((r, n) => (n === 3 ? { ...r, quantity: 999 } : r)));
      await advance(app, clock, 60 * MIN);
      const third = await ended(app, rule.id, [first.lastRun!.at, second.lastRun!.at]);
      expect(third.lastRun).toMatchObject({ outcome: 'succeeded', counts: { sent: 1, succeeded: 1, unchanged: 11 } });
      expect([...seen(mark).keys()]).toEqual([keyOf(rows[3]!)]);
    } finally {
      await app.close();
    }
  });

  it('never overlaps itself: due again while its job is live, it is skipped and says so', async () => {
    const clock = new ManualClock();
    const dir = join(root, 'overlap');
    const { app, profileId } = await openApp(dir, clock);
    try {
      const file = join(root, 'overlap.csv');
      const rows = items.slice(20, 25).map((i) => ({ ...i, quantity: 3 }));
      await sheet(file, rows);
      const { rule } = await app.service.schedules.save({ name: 'Every 5', profileId, operation: 'videoxStock', common: { store_id: store }, source: { kind: 'file', path: file }, when: { kind: 'every', minutes: 5 } });
      const before = lastSeq();
      // The vendor answers slowly: the first run's job stays live while the clock passes the next due time.
      sb.setLatency(3_000);
      await advance(app, clock, 5 * MIN);
      await until(async () => (await viewOf(app, rule.id)).lastRun?.outcome === 'running', 'the first run to start');
      const firstJob = (await viewOf(app, rule.id)).lastRun!.jobId;
      // The rows change meanwhile: a second run would have something to send.
      await sheet(file, rows.map((r) => ({ ...r, quantity: 4 })));
      await advance(app, clock, 6 * MIN);
      const during = await viewOf(app, rule.id);
      expect(during.waiting).toMatchObject({ code: 'STILL_RUNNING' });
      expect(during.waiting!.message).toContain(firstJob!);
      expect((await app.service.schedules.runNow(rule.id)).started).toBe(false);
      sb.setLatency(5);
      const done = await ended(app, rule.id, []);
      expect(done.lastRun!.jobId).toBe(firstJob);
      const { jobs } = await ok<{ jobs: Array<{ label: string | null }> }>(app, 'jobs.list', {});
      expect(jobs.filter((j) => j.label === 'Every 5')).toHaveLength(1);
      expect([...seen(before).values()]).toEqual(rows.map(() => 1));
    } finally {
      sb.setLatency(5);
      await app.close();
    }
  });

  it('waits while the profile has no app secret, and says so; runs once it has one', async () => {
    const clock = new ManualClock();
    const dir = join(root, 'nosecret');
    const { app, profileId } = await openApp(dir, clock, {});
    try {
      const file = join(root, 'nosecret.csv');
      await sheet(file, items.slice(30, 32).map((i) => ({ ...i, quantity: 6 })));
      const { rule } = await app.service.schedules.save({ name: 'Daily', profileId, operation: 'videoxStock', common: { store_id: store }, source: { kind: 'file', path: file }, when: { kind: 'every', minutes: 10 } });
      const before = lastSeq();
      await advance(app, clock, 10 * MIN);
      const waiting = await viewOf(app, rule.id);
      expect(waiting.lastRun).toBeNull();
      expect(waiting.waiting).toMatchObject({ code: 'NO_SECRET' });
      expect(waiting.waiting!.message).toContain('Warehouse');
      expect(lastSeq()).toBe(before);

      await ok(app, 'profiles.setSecret', { id: profileId, secret: sb.credentials.appSecret });
      await advance(app, clock, MIN);
      const ran = await ended(app, rule.id, []);
      expect(ran.lastRun).toMatchObject({ outcome: 'succeeded', counts: { sent: 2 } });
      expect(ran.waiting).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('"when the file changes" runs for a new file in its folder, not again for the same one; results in its folder', async () => {
    const clock = new ManualClock();
    const dir = join(root, 'change');
    const { app, profileId } = await openApp(dir, clock);
    try {
      const drop = join(root, 'drop');
      const out = join(root, 'drop-results');
      await mkdir(drop, { recursive: true });
      const { rule } = await app.service.schedules.save({ name: 'On drop', profileId, operation: 'videoxStock', common: { store_id: store }, source: { kind: 'folder', folder: drop, pattern: 'stock-*.csv' }, when: { kind: 'onChange' }, resultsDir: out });
      await advance(app, clock, MIN);
      expect((await viewOf(app, rule.id)).waiting).toBeNull();
      const rows = items.slice(40, 44).map((i) => ({ ...i, quantity: 9 }));
      await sheet(join(drop, 'stock-0501.csv'), rows);
      const before = lastSeq();
      await advance(app, clock, MIN);
      const first = await ended(app, rule.id, []);
      expect(first.lastRun).toMatchObject({ outcome: 'succeeded', counts: { sent: 4 }, file: { path: join(drop, 'stock-0501.csv') } });
      expect(readdirSync(out).filter((f) => f.startsWith('stock-0501-results-'))).toHaveLength(2);
      await advance(app, clock, MIN);
      await advance(app, clock, MIN);
      expect((await viewOf(app, rule.id)).lastRun!.at).toBe(first.lastRun!.at);
      expect([...seen(before).values()]).toEqual(rows.map(() => 1));
    } finally {
      await app.close();
    }
  });

  it('after a restart records the end of a run whose end the last start did not, and starts no second job', async () => {
    const dir = join(root, 'restart');
    const file = join(root, 'restart.csv');
    const rows = items.slice(50, 56).map((i) => ({ ...i, quantity: 12 }));
    await sheet(file, rows);
    const before = lastSeq();
    const first = await openApp(dir, new ManualClock());
    let ruleId: string;
    let jobId: string;
    try {
      const { rule } = await first.app.service.schedules.save({ name: 'Restarted', profileId: first.profileId, operation: 'videoxStock', common: { store_id: store }, source: { kind: 'file', path: file }, when: { kind: 'every', minutes: 60 } });
      ruleId = rule.id;
      const { view, started } = await first.app.service.schedules.runNow(rule.id);
      expect(started).toBe(true);
      expect(view.lastRun).toMatchObject({ outcome: 'running', trigger: 'runNow' });
      jobId = view.lastRun!.jobId!;
      await ended(first.app, rule.id, []);
    } finally {
      await first.app.close();
    }
    // As the file was when the app stopped between the job's start and the record of its end.
    const path = join(dir, 'schedules.json');
    const saved = JSON.parse(await readFile(path, 'utf8')) as { rules: Array<{ lastRun: Record<string, unknown> }> };
    saved.rules[0]!.lastRun = { ...saved.rules[0]!.lastRun, outcome: 'running', counts: { sent: 6, succeeded: 0, failed: 0, unknown: 0, unchanged: 0, held: 0, invalid: 0 }, results: null };
    await writeFile(path, JSON.stringify(saved));

    const clock = new ManualClock();
    const second = await openApp(dir, clock);
    try {
      await advance(second.app, clock, MIN);
      const v = await viewOf(second.app, ruleId);
      expect(v.lastRun).toMatchObject({ outcome: 'succeeded', jobId, counts: { sent: 6, succeeded: 6 } });
      expect(v.lastRun!.results?.csv).toContain(jobId);
      const { jobs } = await ok<{ jobs: Array<{ label: string | null }> }>(second.app, 'jobs.list', {});
      expect(jobs.filter((j) => j.label === 'Restarted')).toHaveLength(1);
      expect([...seen(before).values()]).toEqual(rows.map(() => 1));
    } finally {
      await second.app.close();
    }
  });

  it('through the contract: save, list, dry run, pause, run now, remove; refusals coded', async () => {
    const clock = new ManualClock();
    const { app, profileId } = await openApp(join(root, 'ipc'), clock);
    try {
      const file = join(root, 'ipc.csv');
      const rows = items.slice(60, 63).map((i) => ({ ...i, quantity: 2 }));
      await sheet(file, rows);
      const saved = await ok<ScheduleView>(app, 'schedules.save', { name: 'Contract', profileId, operation: 'videoxStock', common: { store_id: store }, source: { kind: 'file', path: file }, when: { kind: 'daily', at: '06:30' } });
      expect(saved.rule).toMatchObject({ name: 'Contract', paused: false });
      expect(new Date(saved.nextRunAt!).getMinutes()).toBe(30);
      const before = lastSeq();
      const dry = await ok<{ send: number; rows: Array<{ sheetRow: number; input: Record<string, string> }> }>(app, 'schedules.dryRun', { id: saved.rule.id });
      expect(dry.send).toBe(3);
      expect(dry.rows[0]).toEqual({ sheetRow: 2, input: { msku_id: rows[0]!.msku_id, warehouse_id: rows[0]!.warehouse_id, quantity: '2' } });
      expect(lastSeq()).toBe(before);
      const paused = await ok<ScheduleView>(app, 'schedules.setPaused', { id: saved.rule.id, paused: true });
      expect(paused).toMatchObject({ rule: { paused: true }, nextRunAt: null });
      const run = await ok<{ started: boolean; view: ScheduleView }>(app, 'schedules.runNow', { id: saved.rule.id });
      expect(run.started).toBe(true);
      await ended(app, saved.rule.id, []);
      expect([...seen(before).values()]).toEqual(rows.map(() => 1));
      const list = await ok<{ rules: ScheduleView[] }>(app, 'schedules.list', {});
      expect(list.rules.map((r) => r.lastRun?.outcome)).toEqual(['succeeded']);
      await ok(app, 'schedules.remove', { id: saved.rule.id });
      expect((await ok<{ rules: ScheduleView[] }>(app, 'schedules.list', {})).rules).toEqual([]);
      const missing = await app.dispatcher.dispatch('schedules.runNow', { id: saved.rule.id });
      expect(missing).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', details: { code: 'RULE_NOT_FOUND' } } });
      const bad = await app.dispatcher.dispatch('schedules.save', { name: 'x', profileId, operation: 'videoxStock', source: { kind: 'file', path: file }, when: { kind: 'daily', at: '7:00' } });
      expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    } finally {
      await app.close();
    }
  });

  it('reads the sheet through its mapping (headers as the user typed them) and tells the app of each run\'s end', async () => {
    const clock = new ManualClock();
    const { app, profileId } = await openApp(join(root, 'mapped'), clock);
    const ended: ScheduleView[] = [];
    const off = app.service.onEvent((event, payload) => {
      if (event === 'schedule.runEnded') ended.push(payload as ScheduleView);
    });
    try {
      const file = join(root, 'mapped.csv');
      const rows = items.slice(80, 83).map((i) => ({ ...i, quantity: 6 }));
      await writeFile(file, `Platform SKU,WH,Stock Qty,Note\r\n${rows.map((r) => `${r.msku_id},${r.warehouse_id},${r.quantity},x`).join('\r\n')}\r\n`);
      const mapping = { 'Platform SKU': 'msku_id', WH: 'warehouse_id', 'Stock Qty': 'quantity', Note: '' };
      const { rule } = await app.service.schedules.save({ name: 'Mapped', profileId, operation: 'videoxStock', common: { store_id: store }, source: { kind: 'file', path: file }, mapping, when: { kind: 'onChange' } });
      const before = lastSeq();
      await app.service.schedules.runNow(rule.id);
      await until(() => ended.length === 1, 'the run\'s end to be told');
      expect(ended[0]).toMatchObject({ rule: { id: rule.id, name: 'Mapped' }, running: false, lastRun: { outcome: 'succeeded', counts: { sent: 3, succeeded: 3 } } });
      expect([...seen(before).keys()].sort()).toEqual(rows.map(keyOf).sort());

      // Nothing changed: no job, and its end is told all the same.
      await app.service.schedules.runNow(rule.id);
      await until(() => ended.length === 2, 'the second run\'s end to be told');
      expect(ended[1]).toMatchObject({ lastRun: { outcome: 'nothingToSend', jobId: null } });
    } finally {
      off();
      await app.close();
    }
  });

  it('waits while its profile is not the open one (a rule never switches the user\'s profile)', async () => {
    const clock = new ManualClock();
    const { app } = await openApp(join(root, 'other'), clock);
    try {
      const other = await ok<{ id: string }>(app, 'profiles.create', { kind: 'live', name: 'Second shop', baseUrl: sb.baseUrl, appId: sb.credentials.appId });
      const file = join(root, 'other.csv');
      await sheet(file, items.slice(70, 72).map((i) => ({ ...i, quantity: 1 })));
      const { rule } = await app.service.schedules.save({ name: 'Other shop', profileId: other.id, operation: 'videoxStock', common: { store_id: store }, source: { kind: 'file', path: file }, when: { kind: 'every', minutes: 1 } });
      const before = lastSeq();
      await advance(app, clock, 2 * MIN);
      const v = await viewOf(app, rule.id);
      expect(v.lastRun).toBeNull();
      expect(v.waiting).toMatchObject({ code: 'PROFILE_NOT_OPEN' });
      expect(v.waiting!.message).toContain('Second shop');
      expect(lastSeq()).toBe(before);
    } finally {
      await app.close();
    }
  });
});
