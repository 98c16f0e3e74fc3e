// When a rule runs next: every N minutes from its last run (a missed stretch makes it due once), daily at a
// local time across month ends and both DST changes, and never on a timer for "when the file changes".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isDue, nextDailyAfter, nextRunAt } from '../../../electron/core/schedule/timing';

const MIN = 60_000;
let tz: string | undefined;
beforeEach(() => {
  tz = process.env.TZ;
});
afterEach(() => {
  if (tz === undefined) delete process.env.TZ;
  else process.env.TZ = tz;
});

const local = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi).getTime();
const show = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

describe('every N minutes', () => {
  it('is first due N minutes after the rule was saved, then N minutes after each run', () => {
    const when = { kind: 'every', minutes: 15 } as const;
    expect(nextRunAt(when, { lastRunAt: null, since: 1_000 })).toBe(1_000 + 15 * MIN);
    expect(nextRunAt(when, { lastRunAt: 50 * MIN, since: 1_000 })).toBe(65 * MIN);
  });

  it('after a missed stretch runs once, not once per missed window', () => {
    const when = { kind: 'every', minutes: 10 } as const;
    let lastRunAt: number | null = null;
    const runs: number[] = [];
    // The app was away for 95 minutes, then the clock ticks minute by minute for 5 more.
    for (const now of [95 * MIN, 96 * MIN, 97 * MIN, 98 * MIN, 99 * MIN, 100 * MIN]) {
      if (isDue(when, { lastRunAt, since: 0 }, now)) {
        runs.push(now);
        lastRunAt = now;
      }
    }
    expect(runs).toEqual([95 * MIN]);
    expect(nextRunAt(when, { lastRunAt, since: 0 })).toBe(105 * MIN);
  });

  it('counts from a later save: an edited rule does not fire for windows before the edit', () => {
    expect(nextRunAt({ kind: 'every', minutes: 5 }, { lastRunAt: 0, since: 60 * MIN })).toBe(65 * MIN);
  });
});

describe('daily at HH:MM (local)', () => {
  it('runs today if the time is still ahead, else tomorrow, across a month and a year end', () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(show(nextDailyAfter('02:00', local(2026, 1, 31, 1, 0)))).toBe('2026-1-31 02:00');
    expect(show(nextDailyAfter('02:00', local(2026, 1, 31, 2, 0)))).toBe('2026-2-1 02:00');
    expect(show(nextDailyAfter('23:59', local(2026, 2, 28, 23, 59)))).toBe('2026-3-1 23:59');
    expect(show(nextDailyAfter('00:00', local(2026, 12, 31, 12, 0)))).toBe('2027-1-1 00:00');
  });

  it('on the spring DST change runs once, just after the skipped hour, and at the time again the next day', () => {
    process.env.TZ = 'America/New_York';
    const first = nextDailyAfter('02:30', local(2026, 3, 7, 12, 0));
    // 02:30 does not exist on 8 March 2026 in New York: the run is at 03:30, one hour of real time later.
    expect(show(first)).toBe('2026-3-8 03:30');
    expect(show(nextDailyAfter('02:30', first))).toBe('2026-3-9 02:30');
    expect(nextDailyAfter('02:30', first) - first).toBe(23 * 60 * MIN);
  });

  it('on the autumn DST change runs once, at the first of the two 02:30s', () => {
    process.env.TZ = 'Europe/Berlin';
    const first = nextDailyAfter('02:30', local(2026, 10, 24, 12, 0));
    expect(new Date(first).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // A run a few seconds late, at the first 02:30: the second 02:30 an hour later is not another run.
    const next = nextDailyAfter('02:30', first + 5_000);
    expect(show(next)).toBe('2026-10-26 02:30');
    expect(next - first).toBe(25 * 60 * MIN);
  });

  it('after days away runs once, then at the time the next day', () => {
    process.env.TZ = 'Asia/Shanghai';
    const when = { kind: 'daily', at: '06:00' } as const;
    const lastRunAt = local(2026, 5, 1, 6, 0);
    const back = local(2026, 5, 4, 9, 0);
    expect(isDue(when, { lastRunAt, since: 0 }, back)).toBe(true);
    expect(isDue(when, { lastRunAt: back, since: 0 }, back + MIN)).toBe(false);
    expect(show(nextRunAt(when, { lastRunAt: back, since: 0 })!)).toBe('2026-5-5 06:00');
  });
});

describe('when the file changes', () => {
  it('has no time of its own', () => {
    expect(nextRunAt({ kind: 'onChange' }, { lastRunAt: null, since: 0 })).toBeNull();
    expect(isDue({ kind: 'onChange' }, { lastRunAt: null, since: 0 }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
