// Which scheduled runs are told with a notification: an ended run with failed rows, unknown outcomes, a refusal
// or an error; once, whether it is seen in a list or in a run-end event, after a reload, or by two tabs.
import { describe, expect, it } from 'vitest';
import type { ScheduleOutcome, ScheduleView } from '../../../../shared/ipc';
import { claimNotices, localSeenStore, takeEnded, webTabLock, type SeenRuns, type TabLock } from './schedule-notify';

const view = (id: string, at: number | null, outcome: ScheduleOutcome = 'failed', jobId: string | null = 'job-1'): ScheduleView => ({
  rule: { id, name: `Rule ${id}`, profileId: 'p1', operation: 'videoxStock', common: {}, source: { kind: 'file', path: '/x.csv' }, when: { kind: 'every', minutes: 5 }, paused: false },
  lastRun: at === null ? null : { at, trigger: 'schedule', jobId, outcome, counts: { sent: 3, succeeded: 1, failed: 2, unknown: 0, unchanged: 0, held: 0, invalid: 0 }, problem: outcome === 'refused' ? { code: 'NO_COLUMNS', message: 'No column names a field.' } : null, results: null, file: null },
  nextRunAt: null,
  running: outcome === 'running',
  waiting: null,
});

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('which scheduled runs notify', () => {
  it('the first list this machine sees is known, not told', () => {
    const { notices, seen } = takeEnded([view('a', 100, 'failed'), view('b', null)], null, false);
    expect(notices).toEqual([]);
    expect(seen).toEqual({ a: 100 });
  });

  it('a later run that failed, left unknown outcomes, was refused or stopped is told; one that went well is not', () => {
    const seen: SeenRuns = { a: 100, b: 100, c: 100, d: 100, e: 100, f: 100 };
    const views = [view('a', 200, 'failed'), view('b', 200, 'unknown'), view('c', 200, 'refused', null), view('d', 200, 'error', null), view('e', 200, 'succeeded'), view('f', 200, 'nothingToSend', null)];
    const { notices, seen: after } = takeEnded(views, seen, false);
    expect(notices.map((n) => [n.ruleId, n.outcome])).toEqual([['a', 'failed'], ['b', 'unknown'], ['c', 'refused'], ['d', 'error']]);
    expect(notices[0]).toEqual({ ruleId: 'a', name: 'Rule a', at: 200, jobId: 'job-1', outcome: 'failed', counts: views[0]!.lastRun!.counts, problem: null });
    expect(notices[2]!.problem).toBe('No column names a field.');
    expect(after).toEqual({ a: 200, b: 200, c: 200, d: 200, e: 200, f: 200 });
  });

  it('a run is told once: seen again, still running, or in an older list fetched before its event, it is not', () => {
    const first = takeEnded([view('a', 200)], { a: 100 }, true);
    expect(first.notices).toHaveLength(1);
    expect(takeEnded([view('a', 200)], first.seen, false).notices).toEqual([]);
    expect(takeEnded([view('a', 100)], first.seen, false)).toEqual({ notices: [], seen: { a: 200 } });
    expect(takeEnded([view('a', 300, 'running')], first.seen, false)).toEqual({ notices: [], seen: { a: 200 } });
  });

  it('a run-end event is news even before any list was seen, as is the first run of a rule made since', () => {
    expect(takeEnded([view('a', 100)], null, true).notices).toHaveLength(1);
    expect(takeEnded([view('new', 100)], { a: 100 }, false).notices).toHaveLength(1);
  });
});

describe('telling a run once across reloads and tabs', () => {
  it('a reload (the same storage, a new page) does not tell an old run again', async () => {
    const storage = memory();
    const now: TabLock = async (body) => body();
    expect(await claimNotices([view('a', 100)], false, localSeenStore(storage), now)).toEqual([]);
    expect(await claimNotices([view('a', 200)], true, localSeenStore(storage), now)).toHaveLength(1);
    // The page reloads: the list it reads holds the same run.
    expect(await claimNotices([view('a', 200)], false, localSeenStore(storage), now)).toEqual([]);
  });

  it('two tabs that learn of the same run at once: the record is read and written only under the lock, so one tells it', async () => {
    const storage = memory();
    localSeenStore(storage).write({ a: 100 });
    // A lock manager that grants the lock when the test says, one holder at a time, in the order asked.
    const waiting: Array<() => void> = [];
    const locks = {
      request: (name: string, cb: () => unknown) => {
        expect(name).toBe('opsdesk.schedules.notify');
        return new Promise<void>((resolve) => waiting.push(() => resolve(cb() as void)));
      },
    } as unknown as LockManager;
    const lock = webTabLock(locks);
    const tab1 = claimNotices([view('a', 200)], true, localSeenStore(storage), lock);
    const tab2 = claimNotices([view('a', 200)], false, localSeenStore(storage), lock);
    // Before the lock is granted, neither tab has touched the record.
    expect(JSON.parse(storage.map.get('opsdesk.schedules.notified') ?? '{}')).toEqual({ a: 100 });
    expect(waiting).toHaveLength(2);
    waiting.shift()!();
    waiting.shift()!();
    expect([(await tab1).length, (await tab2).length]).toEqual([1, 0]);
  });

  it('a damaged record starts again as a first look (nothing told twice)', () => {
    const storage = memory();
    storage.setItem('opsdesk.schedules.notified', '{"a":"yesterday"}');
    expect(localSeenStore(storage).read()).toBeNull();
  });

  it('without Web Locks (one window) the body runs at once', async () => {
    let ran = false;
    await webTabLock(undefined)(() => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
