// When a rule runs next, from its "when", its last run and the clock: plain arithmetic, no timers. A missed
// window (the app was closed, the machine slept) makes a rule due once, never once per window it missed: the
// next run is counted from the run that happens, not from the windows that passed.
import type { ScheduleWhen } from '../../../shared/ipc/schedules';

const MINUTE = 60_000;

/** The first local HH:MM strictly after `after` (ms). Local: the machine's time zone, as the user reads a clock. */
export function nextDailyAfter(at: string, after: number): number {
  const [h, m] = at.split(':').map(Number) as [number, number];
  const from = new Date(after);
  // Day by day from the day of `after`: setDate crosses month and year ends; a time that does not exist on a
  // day (the hour clocks skip in spring) is the moment after the gap, and in autumn the first of the two.
  const on = (day: number) => new Date(from.getFullYear(), from.getMonth(), from.getDate() + day, h, m, 0, 0).getTime();
  const today = on(0);
  return today > after ? today : on(1);
}

export interface RunHistory {
  /** When the rule last ran (ms), or null: never. */
  readonly lastRunAt: number | null;
  /** When the rule was saved as it is now: the first window is counted from it. */
  readonly since: number;
}

/**
 * When a timed rule is next due (ms), or null for "when the file changes" (due when the file differs, not at a
 * time). A result at or before `now` means due now: once, however many windows lie between.
 */
export function nextRunAt(when: ScheduleWhen, history: RunHistory): number | null {
  const from = Math.max(history.lastRunAt ?? history.since, history.since);
  switch (when.kind) {
    case 'every':
      return from + when.minutes * MINUTE;
    case 'daily':
      return nextDailyAfter(when.at, from);
    case 'onChange':
      return null;
  }
}

/** Whether a timed rule is due at `now`. */
export function isDue(when: ScheduleWhen, history: RunHistory, now: number): boolean {
  const next = nextRunAt(when, history);
  return next !== null && next <= now;
}
