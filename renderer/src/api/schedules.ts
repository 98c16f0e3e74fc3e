// The rules of scheduled syncs, read by the status bar's alert, the run notifier and Settings alike. A run's end
// is pushed (`schedule.runEnded`; events.ts invalidates the list at once), so the list is not polled for it;
// the slow read is the fallback for what no event tells: a run that starts on its own time (read just after
// its `nextRunAt`) and an end pushed while the browser host's event stream was away (it reconnects after a
// drop, and what was pushed meanwhile is lost).
import { useQuery } from '@tanstack/react-query';
import type { ScheduleView } from '../../../shared/ipc';
import { useBridge } from '../bridge/context';
import { ipcQuery } from './queries';

/** The fallback read: slow, since the event is the news. */
export const SCHEDULES_FALLBACK_MS = 120_000;
/** A rule due now is read again a moment after, not in a loop while the main process starts it. */
const AFTER_DUE_MS = 1_000;

/** When to read the list again without an event: just after the next rule is due, at the latest the fallback. */
export function schedulesRefetchMs(rules: readonly ScheduleView[], now: number): number {
  const due = rules.map((r) => r.nextRunAt).filter((at): at is number => at !== null);
  if (due.length === 0) return SCHEDULES_FALLBACK_MS;
  return Math.min(SCHEDULES_FALLBACK_MS, Math.max(AFTER_DUE_MS, Math.min(...due) - now + AFTER_DUE_MS));
}

export const useSchedules = () =>
  useQuery({
    ...ipcQuery(useBridge(), 'schedules.list', {}),
    refetchInterval: (q) => schedulesRefetchMs(q.state.data?.rules ?? [], Date.now()),
  });
