// What a write screen may send, decided from its items, the values each item last went out with (the ledger,
// saved with the screen's draft) and what the journal says of those sends. Framework-free: the hook
// (useBulkJob) feeds it and acts on it; the rules live here alone.
//
// A row's outcome belongs to the values that were sent: an item whose values differ from the ones sent is
// judged as an edit, never by the old outcome. Applied items are never offered again; items that may have
// been applied (unknown) are settled in Activity, never re-sent from here; items applied (or maybe applied)
// and then edited are "changed since sent" and go out only with the user's explicit word.
import type { JobRow, JobSummary } from '../../../../shared/ipc';
import { isJobLive } from '../../api/job-live';

export type ItemValues = Readonly<Record<string, string>>;

/** One item of a screen (a grid row, an id, a whole form): a stable id and its values as text. */
export interface PlanItem {
  readonly id: string;
  readonly values: ItemValues;
}

/** What was last sent for one item: the values, and the jobs (oldest first) those very values went out in. */
export interface SentEntry {
  readonly values: ItemValues;
  readonly jobs: readonly string[];
  /**
   * Recorded for a start not yet confirmed (`job`, the last of `jobs`), with the entry as it was before (`was`,
   * null: none): kept if the job exists, put back if the start was refused or never made.
   */
  readonly starting?: { readonly job: string; readonly was: { readonly values: ItemValues; readonly jobs: readonly string[] } | null };
}
export type SentLedger = Readonly<Record<string, SentEntry>>;

/** One job's summary and the outcomes of its rows by row key, as the journal answers (jobs.get). */
export interface JobOutcomes {
  readonly job: Pick<JobSummary, 'jobId' | 'state'> & Partial<Pick<JobSummary, 'succeeded' | 'failed' | 'unknown' | 'invalid'>>;
  readonly rows: ReadonlyMap<string, Pick<JobRow, 'status' | 'reason' | 'code' | 'issues'>>;
}

/**
 * new: never sent, or edited after a refusal (nothing of it executed): sendable.
 * queued / sending: in a job that is running. succeeded: applied with these values, never offered again.
 * unknown: may have been applied; settled in Activity. failed: refused with these values; retried in its job.
 * pending: in a job that stopped before sending it; the job can be resumed.
 * changed: applied (or maybe) with other values, edited since; sendable only with the user's word.
 * loading: the journal has not answered yet; nothing is offered meanwhile.
 */
export type ItemState = 'new' | 'queued' | 'sending' | 'succeeded' | 'unknown' | 'failed' | 'pending' | 'changed' | 'loading';

export interface PlannedItem {
  readonly state: ItemState;
  /** The job the outcome comes from. */
  readonly jobId?: string;
  /** The outcome of the values last sent, when they differ from the current ones ('changed', an edited refusal). */
  readonly sentState?: JobRow['status'];
  readonly reason?: string | null;
  readonly code?: string | null;
  readonly issues?: JobRow['issues'];
}

export interface SendPlan {
  readonly items: ReadonlyMap<string, PlannedItem>;
  /** Sendable with an ordinary confirmation (state new), in item order. */
  readonly sendable: readonly string[];
  /** Changed since sent: sendable only with a separate confirmation saying these were already applied. */
  readonly changed: readonly string[];
  /** Unchanged refused items, by the job they were refused in (jobs.retryFailed re-sends them there). */
  readonly retry: ReadonlyArray<{ readonly jobId: string; readonly keys: readonly string[] }>;
  /** Jobs that stopped with unchanged items never sent (journal.resume sends them). */
  readonly resume: readonly string[];
  readonly applied: readonly string[];
  readonly unknown: readonly string[];
  readonly failed: readonly string[];
  /** Some outcome is still being read: nothing may be sent yet. */
  readonly loading: boolean;
  /** A job of this screen is running: nothing may be sent until it ends. */
  readonly live: boolean;
}

export interface PlanInput {
  readonly items: readonly PlanItem[];
  readonly ledger: SentLedger;
  /** Outcomes by job id; absent = not read yet; null = the journal cannot tell (the job is gone or unreadable). */
  readonly outcomes: ReadonlyMap<string, JobOutcomes | null>;
  /** The row key an item was sent under (a whole-body job sends every item under one key). Default: its id. */
  readonly keyOf?: (id: string) => string;
}

export function sameValues(a: ItemValues, b: ItemValues): boolean {
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) if ((a[k] ?? '') !== (b[k] ?? '')) return false;
  return true;
}

interface Outcome {
  state: Exclude<ItemState, 'new' | 'changed'>;
  jobId?: string;
  row?: JobOutcomes['rows'] extends ReadonlyMap<string, infer R> ? R : never;
}

/** The outcome of the values in `entry`: a success in any of its jobs wins; otherwise the newest job that has the row. */
function outcomeOf(entry: SentEntry, key: string, outcomes: PlanInput['outcomes']): Outcome {
  let newest: Outcome | null = null;
  for (const jobId of entry.jobs) {
    const found = outcomes.get(jobId);
    if (found === undefined) return { state: 'loading', jobId };
    // The journal cannot say what happened: treat it as possibly applied.
    if (found === null) {
      newest = { state: 'unknown', jobId };
      continue;
    }
    const row = found.rows.get(key);
    if (!row) continue;
    if (row.status === 'succeeded') return { state: 'succeeded', jobId, row };
    const live = isJobLive(found.job);
    const state: Outcome['state'] =
      row.status === 'failed' || row.status === 'invalid'
        ? 'failed'
        : row.status === 'unknown'
          ? 'unknown'
          : !live
            ? 'pending'
            : (found.job.succeeded ?? 0) + (found.job.failed ?? 0) + (found.job.unknown ?? 0) + (found.job.invalid ?? 0) === 0
              ? 'queued'
              : 'sending';
    newest = { state, jobId, row };
  }
  // Sent, but none of its jobs holds the row: the journal cannot vouch that nothing went out.
  return newest ?? { state: 'unknown', jobId: entry.jobs[entry.jobs.length - 1] };
}

export function planSend({ items, ledger, outcomes, keyOf = (id) => id }: PlanInput): SendPlan {
  const planned = new Map<string, PlannedItem>();
  const sendable: string[] = [];
  const changed: string[] = [];
  const retry = new Map<string, string[]>();
  const resume = new Set<string>();
  const applied: string[] = [];
  const unknown: string[] = [];
  const failed: string[] = [];
  let loading = false;
  let live = false;
  for (const o of outcomes.values()) if (o && isJobLive(o.job)) live = true;

  for (const item of items) {
    const entry = ledger[item.id];
    if (!entry || entry.jobs.length === 0) {
      planned.set(item.id, { state: 'new' });
      sendable.push(item.id);
      continue;
    }
    const key = keyOf(item.id);
    const out = outcomeOf(entry, key, outcomes);
    const detail = { jobId: out.jobId, reason: out.row?.reason ?? null, code: out.row?.code ?? null, issues: out.row?.issues ?? null };
    if (out.state === 'loading') {
      loading = true;
      planned.set(item.id, { state: 'loading', jobId: out.jobId });
      continue;
    }
    if (sameValues(item.values, entry.values)) {
      planned.set(item.id, { state: out.state, ...detail });
      if (out.state === 'succeeded') applied.push(item.id);
      else if (out.state === 'unknown') unknown.push(item.id);
      else if (out.state === 'pending' && out.jobId) resume.add(out.jobId);
      else if (out.state === 'failed' && out.jobId) {
        failed.push(item.id);
        retry.set(out.jobId, [...(retry.get(out.jobId) ?? []), key]);
      }
      continue;
    }
    const sentState = out.row?.status ?? 'unknown';
    // Refused: nothing of it executed, so the edited values are simply new work.
    if (out.state === 'failed') {
      planned.set(item.id, { state: 'new', sentState, ...detail });
      sendable.push(item.id);
    } else {
      planned.set(item.id, { state: 'changed', sentState, ...detail });
      changed.push(item.id);
    }
  }
  // A whole-body job retries its one key once, however many items share it.
  const retryList = [...retry].map(([jobId, keys]) => ({ jobId, keys: [...new Set(keys)] }));
  return { items: planned, sendable, changed, retry: retryList, resume: [...resume], applied, unknown, failed, loading, live };
}

/**
 * The ledger after `sent` went out in `jobId`: items sent again with the same values add the job to their entry.
 * `starting`: the start is not confirmed yet; each entry keeps what it was, to be put back (`unrecordSend`).
 */
export function recordSend(ledger: SentLedger, sent: readonly PlanItem[], jobId: string, starting = false): SentLedger {
  const next: Record<string, SentEntry> = { ...ledger };
  for (const item of sent) {
    const before = next[item.id];
    const entry: SentEntry =
      before && sameValues(before.values, item.values)
        ? { values: before.values, jobs: before.jobs.includes(jobId) ? before.jobs : [...before.jobs, jobId] }
        : { values: { ...item.values }, jobs: [jobId] };
    next[item.id] = starting ? { ...entry, starting: { job: jobId, was: before ? { values: before.values, jobs: before.jobs } : null } } : entry;
  }
  return next;
}

/** Jobs recorded whose start is not confirmed (never asked of the journal until settled). */
export function startingJobs(ledger: SentLedger): Set<string> {
  const jobs = new Set<string>();
  for (const entry of Object.values(ledger)) if (entry.starting) jobs.add(entry.starting.job);
  return jobs;
}

/** The start of `jobId` is confirmed (the job exists): its entries stay, without what they were before. */
export function confirmStart(ledger: SentLedger, jobId: string): SentLedger {
  const next: Record<string, SentEntry> = { ...ledger };
  for (const [id, e] of Object.entries(ledger)) if (e.starting?.job === jobId) next[id] = { values: e.values, jobs: e.jobs };
  return next;
}

/** The start of `jobId` was refused or never made (nothing of it went out): its entries are put back as they were. */
export function unrecordSend(ledger: SentLedger, jobId: string): SentLedger {
  const next: Record<string, SentEntry> = { ...ledger };
  for (const [id, e] of Object.entries(ledger)) {
    if (e.starting?.job !== jobId) continue;
    if (e.starting.was) next[id] = { values: e.starting.was.values, jobs: e.starting.was.jobs };
    else delete next[id];
  }
  return next;
}

/** Every job the ledger refers to (their outcomes are read from the journal). */
export function ledgerJobs(ledger: SentLedger): string[] {
  const jobs = new Set<string>();
  for (const entry of Object.values(ledger)) for (const j of entry.jobs) jobs.add(j);
  return [...jobs];
}

/** The ledger without items that are gone (deleted rows): their outcomes no longer matter to the screen. */
export function pruneLedger(ledger: SentLedger, ids: ReadonlySet<string>): SentLedger {
  const next: Record<string, SentEntry> = {};
  for (const [id, entry] of Object.entries(ledger)) if (ids.has(id)) next[id] = entry;
  return next;
}
