// Which scheduled runs the user is told of with a system notification, framework-free: a run that ended with
// failed rows, unknown outcomes, a refusal or an error, once. Once across reloads and across the tabs of one
// browser: this machine keeps, per rule, when the last ended run it accounted for began (localStorage), and the
// tabs take turns reading and writing that record under one Web Lock, so the tab that comes second finds the
// run already told. The first list this machine ever sees is taken as known, not told: the status bar names
// those runs, and a first start should not greet the user with old news.
import { z } from 'zod';
import type { ScheduleOutcome, ScheduleView } from '../../../../shared/ipc';

export const NOTIFY_OUTCOMES: ReadonlySet<ScheduleOutcome> = new Set(['failed', 'unknown', 'refused', 'error']);
export type NoticeOutcome = 'failed' | 'unknown' | 'refused' | 'error';

/** Per rule id: when the last ended run this machine accounted for began (ms). */
export type SeenRuns = Readonly<Record<string, number>>;

export interface RunNotice {
  readonly ruleId: string;
  readonly name: string;
  /** When the run began: with the rule, the run's identity. */
  readonly at: number;
  readonly jobId: string | null;
  readonly outcome: NoticeOutcome;
  readonly counts: NonNullable<ScheduleView['lastRun']>['counts'];
  readonly problem: string | null;
}

const isNoticeOutcome = (o: ScheduleOutcome): o is NoticeOutcome => NOTIFY_OUTCOMES.has(o);

/**
 * The runs of `views` to tell of, and the record after them. `fromEvent`: the views came with a run's end (news
 * by definition); otherwise they are a list, and with no record yet (`seen` null) its runs are taken as known.
 * A run still running, or older than the one recorded (a list fetched before the last event), is passed over.
 */
export function takeEnded(views: readonly ScheduleView[], seen: SeenRuns | null, fromEvent: boolean): { notices: RunNotice[]; seen: SeenRuns } {
  const next: Record<string, number> = { ...seen };
  const notices: RunNotice[] = [];
  for (const { rule, lastRun } of views) {
    if (!lastRun || lastRun.outcome === 'running') continue;
    const known = next[rule.id];
    if (known !== undefined && lastRun.at <= known) continue;
    next[rule.id] = lastRun.at;
    if (seen === null && !fromEvent) continue;
    if (isNoticeOutcome(lastRun.outcome)) {
      notices.push({ ruleId: rule.id, name: rule.name, at: lastRun.at, jobId: lastRun.jobId, outcome: lastRun.outcome, counts: lastRun.counts, problem: lastRun.problem?.message ?? null });
    }
  }
  return { notices, seen: next };
}

/** Where the record is kept (localStorage in the app). */
export interface SeenStore {
  read(): SeenRuns | null;
  write(seen: SeenRuns): void;
}

/** Runs `body` while no other tab of this origin runs one under the same lock. */
export type TabLock = (body: () => void) => Promise<void>;

const SEEN_KEY = 'opsdesk.schedules.notified';
const LOCK_NAME = 'opsdesk.schedules.notify';
const seenSchema = z.record(z.string(), z.number());

export function localSeenStore(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): SeenStore {
  return {
    read() {
      try {
        const raw = storage.getItem(SEEN_KEY);
        if (raw === null) return null;
        const parsed = seenSchema.safeParse(JSON.parse(raw));
        // A damaged record starts again as a first look: nothing told twice, at worst one run not told.
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write(seen) {
      try {
        storage.setItem(SEEN_KEY, JSON.stringify(seen));
      } catch {
        // No storage: this tab still tells each run once while it is open.
      }
    },
  };
}

/** The Web Lock of the page's origin, shared by its tabs; without Web Locks (one window), the body runs at once. */
export function webTabLock(locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks): TabLock {
  return async (body) => {
    if (!locks) {
      body();
      return;
    }
    await locks.request(LOCK_NAME, () => body());
  };
}

/** Takes the runs to tell of under the lock, writing the record before it lets go: the runs only this tab tells. */
export async function claimNotices(views: readonly ScheduleView[], fromEvent: boolean, store: SeenStore, lock: TabLock): Promise<RunNotice[]> {
  let notices: RunNotice[] = [];
  await lock(() => {
    const taken = takeEnded(views, store.read(), fromEvent);
    store.write(taken.seen);
    notices = taken.notices;
  });
  return notices;
}
