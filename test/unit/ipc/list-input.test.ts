// A job's rows are checked against the contract a slice at a time: the loop gets its turns while a long job's
// rows are checked, and the call is accepted or refused exactly as the contract's one schema would.
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../../electron/core/ipc';
import { guardListInput, parseListInput, type Slicing } from '../../../electron/core/ipc/list-input';
import { IPC_METHODS, MAX_JOB_ROWS, type IpcResponse } from '../../../shared/ipc';
import { fakeHandlers } from './fake-handlers';

const SUMMARY = {
  jobId: 'job-20260101T000000-00000000',
  operation: 'videoxStock',
  label: null,
  labelMessage: null,
  state: 'running',
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  error: null,
  reconcilable: false,
  damage: null,
  total: 1,
  pending: 1,
  succeeded: 0,
  failed: 0,
  unknown: 0,
  invalid: 0,
  missing: 0,
};

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `row-${i}`, input: { msku_id: `M${i}`, quantity: i } }));
const start = (r: unknown) => ({ operation: 'videoxStock', common: { store_id: '1' }, rows: r });

function dispatcher() {
  const { handlers, calls } = fakeHandlers({ 'jobs.start': async () => SUMMARY as never });
  return { d: createDispatcher({ handlers }), calls };
}

/** How many turns of the event loop other work got while `p` ran. */
async function turnsDuring<T>(p: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let on = true;
  const tick = () => {
    turns++;
    if (on) setImmediate(tick);
  };
  setImmediate(tick);
  const started = turns;
  const value = await p();
  on = false;
  return { value, turns: turns - started };
}

const issuesOf = (res: IpcResponse) => (res.ok ? null : (res.error.details.issues as Array<{ path: string; message: string }>));

describe('jobs.start, rows checked in slices', () => {
  it('gives the loop its turns while 20,000 rows are checked, and hands the handler every row', async () => {
    const { d, calls } = dispatcher();
    const input = start(rows(20_000));
    const { value, turns } = await turnsDuring(() => d.dispatch('jobs.start', input));
    expect(value.ok).toBe(true);
    // One turn per 1,000 rows at least: no single parse of the whole list.
    expect(turns).toBeGreaterThanOrEqual(15);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual(input);
  });

  it('refuses what the contract refuses, naming the row and field', async () => {
    const { d, calls } = dispatcher();
    const bad = rows(5000);
    bad[3210] = { key: 'row-3210', input: { msku_id: 'M1', quantity: 1, extra: () => 1 } as never };
    const badRows: Array<[unknown, string]> = [
      [[...rows(3000), { key: 'row-x', input: 1, more: true }], 'rows[3000]'],
      [[...rows(3000), 'not a row'], 'rows[3000]'],
      [[...rows(3000), { key: '', input: 1 }], 'rows[3000].key'],
      [[...rows(3000), { key: 'row-y', input: undefined }], 'rows[3000].input'],
      [bad, 'rows[3210].input'],
      [[...rows(3), { key: 'row-1', input: 1 }], 'rows'],
      [[], 'rows'],
      ['rows', 'rows'],
    ];
    for (const [r, path] of badRows) {
      const input = start(r);
      expect(IPC_METHODS['jobs.start'].input.safeParse(input).success).toBe(false);
      const res = await d.dispatch('jobs.start', input);
      expect(res.ok).toBe(false);
      expect(issuesOf(res)?.map((i) => i.path)).toContain(path);
    }
    expect((await d.dispatch('jobs.start', { ...start(rows(2)), extra: 1 })).ok).toBe(false);
    expect(calls).toEqual([]);
  });

  it('guards the rows a slice at a time too: a poisoned key deep in the list is found, the loop having had its turns', async () => {
    const { d, calls } = dispatcher();
    const r: unknown[] = rows(20_000);
    r[19_999] = JSON.parse('{"key":"row-19999","input":{"msku_id":"M1","__proto__":{"polluted":true}}}');
    const { value, turns } = await turnsDuring(() => d.dispatch('jobs.start', start(r)));
    expect(issuesOf(value)).toEqual([{ path: 'rows[19999].input.__proto__', message: 'the key "__proto__" is not allowed' }]);
    // Refused by the guard, before any schema: its turns are the guard's own.
    expect(turns).toBeGreaterThanOrEqual(15);
    expect(calls).toEqual([]);
    // The count of values runs on across the slices.
    const small = createDispatcher({ handlers: fakeHandlers().handlers, limits: { maxNodes: 10_000 } });
    const counted = await small.dispatch('jobs.start', start(rows(5000)));
    expect(issuesOf(counted)?.[0]?.message).toBe('holds more than 10000 values');
    expect(issuesOf(counted)?.[0]?.path).toMatch(/^rows\[\d+\]/);
  });

  it('refuses more rows than a job may hold without checking them one by one', async () => {
    const { d } = dispatcher();
    const res = await d.dispatch('jobs.start', start(Array.from({ length: MAX_JOB_ROWS + 1 }, () => 'x')));
    expect(issuesOf(res)).toEqual([{ path: 'rows', message: `must hold at most ${MAX_JOB_ROWS} rows` }]);
  });

  it('ends a slice once its time is spent, however few rows it checked (a slow row costs the loop no more)', async () => {
    const list = IPC_METHODS['jobs.start'].list as NonNullable<(typeof IPC_METHODS)['jobs.start']['list']>;
    const input = start(rows(2000));
    // Every reading of this clock finds 1 ms gone: a 4 ms slice is spent after a few readings (one per 32 rows).
    let t = 0;
    const slow: Slicing = { now: () => (t += 1), budgetMs: 4 };
    const guarded = await turnsDuring(() => guardListInput(list, input, { maxStringChars: 1000, maxNodes: 5_000_000 }, slow));
    expect(guarded.value).toEqual({ problem: null, plainJson: true });
    const parsed = await turnsDuring(() => parseListInput(list, input, slow));
    expect(parsed.value.success).toBe(true);
    // By count alone 2,000 rows would be two slices, one turn each; by time a turn comes every 4 × 32 rows.
    expect(guarded.turns).toBeGreaterThanOrEqual(12);
    expect(parsed.turns).toBeGreaterThanOrEqual(12);
    // A clock that never moves leaves the count's slices of 1,000: one turn for 2,000 rows.
    const still: Slicing = { now: () => 0, budgetMs: 4 };
    expect((await turnsDuring(() => parseListInput(list, input, still))).turns).toBeLessThanOrEqual(3);
  }, 30_000);
});

describe('jobs.start, a row walked once', () => {
  it("takes JSON rows with the guard's walk alone and hands them on as given", async () => {
    const { d, calls } = dispatcher();
    const given = rows(3);
    const res = await d.dispatch('jobs.start', start(given));
    expect(res.ok).toBe(true);
    const handed = (calls.find((c) => c.method === 'jobs.start')?.input as { rows: unknown[] }).rows;
    expect(handed).toEqual(given);
    // Not copied by a second schema's walk: the very inputs the host parsed.
    expect((handed[1] as { input: unknown }).input).toBe(given[1]?.input);
  });

  it.each([
    ['refuses a value JSON cannot carry (structured clone keeps undefined)', { msku_id: 'M1', quantity: undefined }, false],
    ['refuses a number that is not finite', { msku_id: 'M1', quantity: Number.NaN }, false],
    ['refuses a bigint', { msku_id: 'M1', quantity: 1n }, false],
    ['takes an object without a prototype', Object.assign(Object.create(null) as object, { msku_id: 'M1' }), true],
  ])("%s exactly as the contract's one schema does", async (_what, input, accepted) => {
    const { d, calls } = dispatcher();
    const res = await d.dispatch('jobs.start', start([{ key: 'a', input: { msku_id: 'M0' } }, { key: 'b', input }]));
    const whole = IPC_METHODS['jobs.start'].input.safeParse(start([{ key: 'a', input: { msku_id: 'M0' } }, { key: 'b', input }]));
    expect(res.ok).toBe(whole.success);
    expect(calls.filter((c) => c.method === 'jobs.start')).toHaveLength(whole.success ? 1 : 0);
    expect(whole.success).toBe(accepted);
  });

  it('refuses a row without its input, and a blank key, as before', async () => {
    const { d } = dispatcher();
    expect(issuesOf(await d.dispatch('jobs.start', start([{ key: 'a' }])))?.[0]?.path).toBe('rows[0].input');
    expect(issuesOf(await d.dispatch('jobs.start', start([{ key: ' ', input: {} }])))?.[0]?.path).toBe('rows[0].key');
  });
});

describe('jobs.start, repeated row keys', () => {
  it('refuses a repeated key as the contract does, found in slices with the loop getting its turns', async () => {
    const { d, calls } = dispatcher();
    const given = rows(5000);
    given.push({ key: 'row-17', input: { msku_id: 'M17', quantity: 1 } });
    const { value, turns } = await turnsDuring(() => d.dispatch('jobs.start', start(given)));
    expect(issuesOf(value)).toEqual([{ path: 'rows', message: 'row keys must be unique' }]);
    expect(IPC_METHODS['jobs.start'].input.safeParse(start(given)).success).toBe(false);
    expect(calls.filter((c) => c.method === 'jobs.start')).toHaveLength(0);
    expect(turns).toBeGreaterThan(0);
    // The repeat is found before any row is parsed, 1,000 keys a slice: the loop has its turns meanwhile.
    const list = IPC_METHODS['jobs.start'].list as NonNullable<(typeof IPC_METHODS)['jobs.start']['list']>;
    const still: Slicing = { now: () => 0, budgetMs: 4 };
    const parsed = await turnsDuring(() => parseListInput(list, start(given), still, true));
    expect(parsed.value.success).toBe(false);
    expect(parsed.turns).toBeGreaterThanOrEqual(4);
  });

  it('takes keys that differ, and refuses two elements that have no key at all', async () => {
    const { d } = dispatcher();
    expect((await d.dispatch('jobs.start', start(rows(3)))).ok).toBe(true);
    expect(issuesOf(await d.dispatch('jobs.start', start(['x', 'y'])))).toEqual([{ path: 'rows', message: 'row keys must be unique' }]);
  });
});
