// What a write screen may send, decided from its items and what the ledger of what was sent says of each
// (renderer/src/ledger): the main process's record across jobs, tabs, screens, windows and restarts. The
// screen's draft holds only what the user typed. Framework-free: the bulk-job hook feeds it and acts on it.
//
// An outcome belongs to the values that were sent: an item whose values differ from its entry's is judged as
// new work, never by the old outcome. Applied items are never offered again as new work (only through "send
// again", with the user's explicit word); items that may have been applied (unknown) are settled in Activity;
// items on their way wait for their job; items a stopped job never sent go out again in the next send.
import type { JobState, LedgerEntry, RowStatus } from '../../../shared/ipc';
import { isRetryableRefusal } from '../../../shared/catalogue/reason-codes';
import { isJobLive } from '../api/job-live';
import type { ItemIdentity } from '../ledger/identity';

export type ItemValues = Readonly<Record<string, string>>;

/** One item of a screen (a grid row, an id, a whole form): a stable id (its row key when sent) and its values as text. */
export interface PlanItem {
  readonly id: string;
  readonly values: ItemValues;
}

/** An item as the plan judges it: its identity in the ledger (null: it does not validate, so it cannot be sent). */
export interface IdentifiedItem extends PlanItem {
  readonly identity: ItemIdentity | null;
}

/**
 * new: never sent, sent with other values by another row, refused, or left unsent: sendable.
 * queued / sending: in a job that is running (waiting for its turn / its request has gone out).
 * succeeded: applied with these values. unknown: may have been applied; settled in Activity.
 * failed: refused with these values; retried in its job. pending: left unsent with these values by a job that
 * stopped; sent by the next send (its old job then never sends it).
 * changed: this very row was applied (or maybe) and has been edited since: sendable, with a word that it was.
 * loading: the ledger has not answered yet; nothing is offered meanwhile.
 */
export type ItemState = 'new' | 'queued' | 'sending' | 'succeeded' | 'unknown' | 'failed' | 'pending' | 'changed' | 'loading';

export interface PlannedItem {
  readonly state: ItemState;
  /** The ledger's entry the state comes from (the row that last went out for this item, in any job). */
  readonly entry?: LedgerEntry;
  /** The job the outcome comes from. */
  readonly jobId?: string;
  /** The entry's outcome when its values differ from the item's now (an edited refusal, a change since applied). */
  readonly sentState?: RowStatus;
  readonly reason?: string | null;
  readonly code?: string | null;
}

export interface SendPlan {
  readonly items: ReadonlyMap<string, PlannedItem>;
  /** What Send sends, in item order: new work, rows changed since applied, rows a stopped job left unsent. */
  readonly toSend: readonly string[];
  /** Of `toSend`: rows applied (or maybe) before with other values; the confirmation says so. */
  readonly changed: readonly string[];
  /** Of `toSend`: rows a stopped job left unsent with these values (that job will not send them). */
  readonly leftUnsent: readonly string[];
  /** Applied or maybe applied with these values: sendable only with "send again", the user's explicit word. */
  readonly again: readonly string[];
  /**
   * Unchanged refusals that may succeed another time, by the job that refused them, under the row keys they have
   * there (jobs.retryFailed). Refusals the same row would meet again (isRetryableRefusal) are in `fixRow` instead.
   */
  readonly retry: ReadonlyArray<{ readonly jobId: string; readonly keys: readonly string[] }>;
  readonly applied: readonly string[];
  readonly unknown: readonly string[];
  readonly failed: readonly string[];
  /** Of `failed`: refusals sending the same row again cannot change; the row says what to change. */
  readonly fixRow: readonly string[];
  /** Of `failed`: the ones "Retry failed" sends (the rows of `retry`). */
  readonly retryable: readonly string[];
  /** Some entry is still being read: nothing may be sent yet. */
  readonly loading: boolean;
  /** Some item is on its way in a running job: nothing may be sent until it ends. */
  readonly live: boolean;
}

/** Why rows of a send are there besides new work: edited since applied, and left unsent by a stopped job. */
export interface SendReasons {
  readonly changed: number;
  readonly leftUnsent: number;
}

/** Of the rows `ids` (all of `toSend` when null): how many are there for each reason besides new work. */
export function sendReasons(plan: Pick<SendPlan, 'changed' | 'leftUnsent'>, ids: ReadonlySet<string> | null): SendReasons {
  const count = (list: readonly string[]) => (ids === null ? list.length : list.filter((id) => ids.has(id)).length);
  return { changed: count(plan.changed), leftUnsent: count(plan.leftUnsent) };
}

export interface PlanInput {
  readonly items: readonly IdentifiedItem[];
  /** The ledger's entry of an identity: null = never sent; undefined = not known yet. */
  entryOf(key: string): LedgerEntry | null | undefined;
  /** The state of a job an entry names, as last heard (undefined: not heard, taken as stopped). */
  jobStateOf(jobId: string): JobState | undefined;
  /**
   * Rows are edited in place (a grid): a row applied and edited since is "changed", sent with a word that it was
   * applied. Without it (forms, ids) other values are simply new work.
   */
  readonly editedInPlace?: boolean;
  /**
   * A refused item is new work again in another send (its outcome depended on the items sent with it: a merge,
   * the catalogue's `ledger.setOutcome`), as well as retried in the job that refused it; otherwise it is only retried
   * there.
   */
  readonly refusedIsNewWork?: boolean;
}

const live = (state: JobState | undefined) => state !== undefined && isJobLive({ state });

export function planSend({ items, entryOf, jobStateOf, editedInPlace = false, refusedIsNewWork = false }: PlanInput): SendPlan {
  const planned = new Map<string, PlannedItem>();
  const toSend: string[] = [];
  const changed: string[] = [];
  const leftUnsent: string[] = [];
  const again: string[] = [];
  const retry = new Map<string, string[]>();
  const applied: string[] = [];
  const unknown: string[] = [];
  const failed: string[] = [];
  const fixRow: string[] = [];
  const retryable: string[] = [];
  const refused = (id: string, entry: LedgerEntry) => {
    failed.push(id);
    if (!isRetryableRefusal(entry.code)) {
      fixRow.push(id);
      return;
    }
    retryable.push(id);
    retry.set(entry.jobId, [...(retry.get(entry.jobId) ?? []), entry.rowKey]);
  };
  let loading = false;
  let anyLive = false;

  const named = new Set<string>();
  for (const item of items) {
    // A second row naming an item the sheet already holds is the screen's error to fix (the core refuses it too),
    // not a second copy of that item's state: it is not counted applied, failed or "send again".
    const repeat = item.identity !== null && named.has(item.identity.key);
    if (item.identity !== null) named.add(item.identity.key);
    if (item.identity === null || repeat) {
      // Not valid yet: new work the screen's validation holds back (it says why); it cannot be looked up.
      planned.set(item.id, { state: 'new' });
      toSend.push(item.id);
      continue;
    }
    const entry = entryOf(item.identity.key);
    if (entry === undefined) {
      loading = true;
      planned.set(item.id, { state: 'loading' });
      continue;
    }
    if (entry === null) {
      planned.set(item.id, { state: 'new' });
      toSend.push(item.id);
      continue;
    }
    const detail = { entry, jobId: entry.jobId, reason: entry.reason, code: entry.code };
    const same = entry.values === item.identity.values;
    if (entry.status === 'pending' && live(jobStateOf(entry.jobId))) {
      // On its way: queued in a running job, or its request sent and not answered yet.
      anyLive = true;
      planned.set(item.id, { state: entry.sentAt === null ? 'queued' : 'sending', ...detail, ...(same ? {} : { sentState: entry.status }) });
      continue;
    }
    if (same && entry.status === 'failed' && refusedIsNewWork) {
      // Both: new work in another selection, and a retry of the same selection in the job that refused it.
      planned.set(item.id, { state: 'new', sentState: 'failed', ...detail });
      toSend.push(item.id);
      refused(item.id, entry);
      continue;
    }
    if (same) {
      planned.set(item.id, { state: entry.status, ...detail });
      switch (entry.status) {
        case 'succeeded':
          applied.push(item.id);
          again.push(item.id);
          break;
        case 'unknown':
          unknown.push(item.id);
          again.push(item.id);
          break;
        case 'failed':
          refused(item.id, entry);
          break;
        case 'pending':
          toSend.push(item.id);
          leftUnsent.push(item.id);
          break;
      }
      continue;
    }
    // Other values than the entry's.
    const appliedBefore = entry.status === 'succeeded' || entry.status === 'unknown';
    if (appliedBefore && editedInPlace && entry.rowKey === item.id) {
      planned.set(item.id, { state: 'changed', sentState: entry.status, ...detail });
      changed.push(item.id);
    } else {
      planned.set(item.id, { state: 'new', sentState: entry.status, ...detail });
    }
    toSend.push(item.id);
  }
  return {
    items: planned,
    toSend,
    changed,
    leftUnsent,
    again,
    retry: [...retry].map(([jobId, keys]) => ({ jobId, keys: [...new Set(keys)] })),
    applied,
    unknown,
    failed,
    fixRow,
    retryable,
    loading,
    live: anyLive,
  };
}
