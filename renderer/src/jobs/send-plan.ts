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
  /** Refused items edited since (new work, listed with the failures until sent): "Retry failed" sends them as new. */
  readonly editedRefusals: readonly string[];
  /**
   * Every item a screen shows as refused, in item order: `failed` and `editedRefusals` together (with the refusals that are
   * new work too). Made in the plan's one pass, so a screen never walks its rows again to count them.
   */
  readonly shownFailed: readonly string[];
  /** Some entry is still being read: nothing may be sent yet. */
  readonly loading: boolean;
  /** Some item is on its way in a running job: nothing may be sent until it ends. */
  readonly live: boolean;
  /** Made with a screen's PlanMemo: which plan of it this is, and what changed since the one before. */
  readonly revision?: PlanRevision;
}

export interface PlanRevision {
  readonly memo: PlanMemo;
  /** This plan's number among the memo's plans (each plan made with it counts one). */
  readonly n: number;
  /**
   * The ids of the rows judged again since plan n - 1: every id whose planned item is another object is among them
   * (exactly those when ids are unique, as a grid's are). null: any may be (other items, other options).
   */
  readonly rejudged: readonly string[] | null;
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

/** Which of the plan's lists an item joins, besides `items`. */
type Role = 'send' | 'loading' | 'live' | 'sendAndRefused' | 'applied' | 'unknown' | 'refused' | 'leftUnsent' | 'changed' | 'none';

type JoinedList = 'toSend' | 'changed' | 'leftUnsent' | 'again' | 'applied' | 'unknown';

/** Each role's lists (in item order), and whether it is a refusal (failed, and retried or fixed by the row). */
const ROLES: Record<Role, { readonly joins: readonly JoinedList[]; readonly refused: boolean }> = {
  send: { joins: ['toSend'], refused: false },
  loading: { joins: [], refused: false },
  live: { joins: [], refused: false },
  sendAndRefused: { joins: ['toSend'], refused: true },
  applied: { joins: ['applied', 'again'], refused: false },
  unknown: { joins: ['unknown', 'again'], refused: false },
  refused: { joins: [], refused: true },
  leftUnsent: { joins: ['toSend', 'leftUnsent'], refused: false },
  changed: { joins: ['changed', 'toSend'], refused: false },
  none: { joins: [], refused: false },
};

interface Judged {
  readonly planned: PlannedItem;
  readonly role: Role;
}

const NEW_WORK: Judged = { planned: { state: 'new' }, role: 'send' };
const LOADING: Judged = { planned: { state: 'loading' }, role: 'loading' };

/** One item against its entry (and, for an entry pending, the state of the entry's job). */
function judge(item: IdentifiedItem & { identity: ItemIdentity }, entry: LedgerEntry | null | undefined, jobState: JobState | undefined, editedInPlace: boolean, refusedIsNewWork: boolean): Judged {
  if (entry === undefined) return LOADING;
  if (entry === null) return NEW_WORK;
  const detail = { entry, jobId: entry.jobId, reason: entry.reason, code: entry.code };
  const same = entry.values === item.identity.values;
  if (entry.status === 'pending' && live(jobState)) {
    // On its way: queued in a running job, or its request sent and not answered yet.
    return { planned: { state: entry.sentAt === null ? 'queued' : 'sending', ...detail, ...(same ? {} : { sentState: entry.status }) }, role: 'live' };
  }
  if (same && entry.status === 'failed' && refusedIsNewWork) {
    // Both: new work in another selection, and a retry of the same selection in the job that refused it.
    return { planned: { state: 'new', sentState: 'failed', ...detail }, role: 'sendAndRefused' };
  }
  if (same) {
    const planned: PlannedItem = { state: entry.status, ...detail };
    switch (entry.status) {
      case 'succeeded':
        return { planned, role: 'applied' };
      case 'unknown':
        return { planned, role: 'unknown' };
      case 'failed':
        return { planned, role: 'refused' };
      case 'pending':
        return { planned, role: 'leftUnsent' };
      default:
        return { planned, role: 'none' };
    }
  }
  // Other values than the entry's.
  const appliedBefore = entry.status === 'succeeded' || entry.status === 'unknown';
  if (appliedBefore && editedInPlace && entry.rowKey === item.id) return { planned: { state: 'changed', sentState: entry.status, ...detail }, role: 'changed' };
  return { planned: { state: 'new', sentState: entry.status, ...detail }, role: 'send' };
}

/**
 * What one screen's plan keeps from one plan to the next, so that a ledger push naming 200 rows of a 100,000-row
 * grid judges those rows again and reuses the judgement (the same object) of every other: an item is judged
 * again only when it, its entry or (for an entry pending) its job's state is another than last time. What depends
 * on the items alone (which rows repeat an earlier row's item, where each id is) is made once per items list.
 */
export class PlanMemo {
  private items: readonly IdentifiedItem[] = [];
  private entries: ReadonlyArray<LedgerEntry | null | undefined> = [];
  private jobStates: ReadonlyArray<JobState | undefined> = [];
  private judged: readonly Judged[] = [];
  private options: string | null = null;
  /** Plans made with this memo. */
  plans = 0;
  /** The items were another list (or the options others) at the last `align`: every judgement may be another. */
  realigned = true;
  /** Of the items now: the positions of rows repeating an earlier row's item, and each id's position. */
  repeats: ReadonlySet<number> = new Set();
  index: ReadonlyMap<string, number> = new Map();

  /** Lines the kept judgements up with `items` (carried over by item where the list changed). */
  align(items: readonly IdentifiedItem[], options: string): void {
    if (this.options !== options) {
      this.options = options;
      this.items = [];
      this.entries = [];
      this.jobStates = [];
      this.judged = [];
    }
    this.realigned = items !== this.items;
    if (!this.realigned) return;
    const was = new Map<IdentifiedItem, number>();
    this.items.forEach((item, i) => was.set(item, i));
    const entries: Array<LedgerEntry | null | undefined> = [];
    const jobStates: Array<JobState | undefined> = [];
    const judged: Judged[] = [];
    const named = new Set<string>();
    const repeats = new Set<number>();
    const index = new Map<string, number>();
    items.forEach((item, i) => {
      index.set(item.id, i);
      if (item.identity !== null) {
        if (named.has(item.identity.key)) repeats.add(i);
        else named.add(item.identity.key);
      }
      const j = was.get(item);
      if (j === undefined || !(j in this.entries)) return;
      entries[i] = this.entries[j];
      jobStates[i] = this.jobStates[j];
      judged[i] = this.judged[j] as Judged;
    });
    this.items = items;
    this.entries = entries;
    this.jobStates = jobStates;
    this.judged = judged;
    this.repeats = repeats;
    this.index = index;
  }

  /** The judgement kept at position `i` (of the items now), as the last plan made it. */
  kept(i: number): Judged | undefined {
    return this.judged[i];
  }

  recall(i: number, entry: LedgerEntry | null | undefined, jobState: JobState | undefined): Judged | null {
    const judged = this.judged[i];
    // `i in entries`: the row was judged by its entry (a row not looked up, invalid or a repeat, has none kept).
    return judged !== undefined && i in this.entries && this.entries[i] === entry && this.jobStates[i] === jobState ? judged : null;
  }

  /** The judgements of the plan just made become the ones kept. */
  keep(entries: ReadonlyArray<LedgerEntry | null | undefined>, jobStates: ReadonlyArray<JobState | undefined>, judged: readonly Judged[]): void {
    this.entries = entries;
    this.jobStates = jobStates;
    this.judged = judged;
  }
}

/** The plan's items by id, over the judgements in item order (a 100,000-entry Map made for every plan cost more than the plan). */
class PlannedItems implements ReadonlyMap<string, PlannedItem> {
  constructor(
    private readonly index: ReadonlyMap<string, number>,
    private readonly judged: readonly Judged[],
  ) {}

  get size(): number {
    return this.index.size;
  }

  get(id: string): PlannedItem | undefined {
    const i = this.index.get(id);
    return i === undefined ? undefined : this.judged[i]?.planned;
  }

  has(id: string): boolean {
    return this.index.has(id);
  }

  forEach(fn: (value: PlannedItem, key: string, map: ReadonlyMap<string, PlannedItem>) => void): void {
    for (const [k, v] of this.entries()) fn(v, k, this);
  }

  *entries(): MapIterator<[string, PlannedItem]> {
    // The last row of an id wins, as a Map set row by row would have it.
    for (const [id, i] of this.index) yield [id, (this.judged[i] as Judged).planned];
  }

  *keys(): MapIterator<string> {
    yield* this.index.keys();
  }

  *values(): MapIterator<PlannedItem> {
    for (const [, v] of this.entries()) yield v;
  }

  [Symbol.iterator](): MapIterator<[string, PlannedItem]> {
    return this.entries();
  }
}

/** An id refused unchanged in another of its rows is retried in its job, not started again beside it. */
function editedNotRetried(edited: readonly string[], failed: readonly string[]): readonly string[] {
  if (edited.length === 0 || failed.length === 0) return edited;
  const retried = new Set(failed);
  return edited.filter((id) => !retried.has(id));
}

/**
 * `memo`: the screen's PlanMemo, kept across plans (without one every item is judged, as the first time). The plan
 * is the same either way; the memo only spares judging again what did not change.
 */
export function planSend({ items, entryOf, jobStateOf, editedInPlace = false, refusedIsNewWork = false }: PlanInput, memo: PlanMemo = new PlanMemo()): SendPlan {
  const lists: Record<JoinedList, string[]> = { toSend: [], changed: [], leftUnsent: [], again: [], applied: [], unknown: [] };
  const { toSend, changed, leftUnsent, again, applied, unknown } = lists;
  const retry = new Map<string, string[]>();
  const failed: string[] = [];
  const fixRow: string[] = [];
  const retryable: string[] = [];
  const editedRefusals: string[] = [];
  const shownFailed: string[] = [];
  const refused = (id: string, entry: LedgerEntry) => {
    failed.push(id);
    if (!isRetryableRefusal(entry.code)) {
      fixRow.push(id);
      return;
    }
    retryable.push(id);
    const keys = retry.get(entry.jobId);
    if (keys) keys.push(entry.rowKey);
    else retry.set(entry.jobId, [entry.rowKey]);
  };
  let loading = false;
  let anyLive = false;

  memo.align(items, `${editedInPlace}/${refusedIsNewWork}`);
  // What another plan of the same items changed: the ids a consumer of the plan (the grid's originals) updates.
  const rejudged: string[] | null = memo.realigned ? null : [];
  const jobStateMemo = new Map<string, JobState | undefined>();
  const jobStateOnce = (jobId: string) => {
    if (jobStateMemo.has(jobId)) return jobStateMemo.get(jobId);
    const state = jobStateOf(jobId);
    jobStateMemo.set(jobId, state);
    return state;
  };
  const entries: Array<LedgerEntry | null | undefined> = new Array(items.length);
  const jobStates: Array<JobState | undefined> = new Array(items.length);
  const judgedAll: Judged[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as IdentifiedItem;
    let judged: Judged;
    // A second row naming an item the sheet already holds is the screen's error to fix (the core refuses it too),
    // not a second copy of that item's state: it is not counted applied, failed or "send again".
    if (item.identity === null || memo.repeats.has(i)) {
      // Not valid yet: new work the screen's validation holds back (it says why); it cannot be looked up.
      // Not kept as a judgement of an entry: once valid (or no longer a repeat) the row is judged by its entry.
      judged = NEW_WORK;
    } else {
      const entry = entryOf(item.identity.key);
      const jobState = entry?.status === 'pending' ? jobStateOnce(entry.jobId) : undefined;
      entries[i] = entry;
      jobStates[i] = jobState;
      judged = memo.recall(i, entry, jobState) ?? judge(item as IdentifiedItem & { identity: ItemIdentity }, entry, jobState, editedInPlace, refusedIsNewWork);
    }
    if (rejudged !== null && judged !== memo.kept(i)) rejudged.push(item.id);
    judgedAll[i] = judged;
    const role = ROLES[judged.role];
    for (const list of role.joins) lists[list].push(item.id);
    if (role.refused && judged.planned.entry) refused(item.id, judged.planned.entry);
    const { state, sentState } = judged.planned;
    // By id, as `items` has them: the last row of an id stands for it.
    const refusedShown = state === 'failed' || (state === 'new' && sentState === 'failed');
    if (refusedShown && memo.index.get(item.id) === i) {
      shownFailed.push(item.id);
      if (judged.role === 'send') editedRefusals.push(item.id);
    }
    if (judged.role === 'loading') loading = true;
    if (judged.role === 'live') anyLive = true;
  }
  memo.keep(entries, jobStates, judgedAll);
  const revision: PlanRevision = { memo, n: ++memo.plans, rejudged };
  const planned = new PlannedItems(memo.index, judgedAll);
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
    editedRefusals: editedNotRetried(editedRefusals, failed),
    shownFailed,
    loading,
    live: anyLive,
    revision,
  };
}
