// A job's rows and their states: built up by the runner as answers arrive, or rebuilt from the journal by
// replaying its records. Counts are kept incrementally (jobs reach 100,000 rows).
import { getOperation, type NormaliseContext, type OperationId, type ValidationIssue } from '../../../shared/catalogue';
import { aliasesById, describeItem, type ItemDescription } from '../../../shared/catalogue/describe-item';
import type { ItemIdentity } from '../../../shared/catalogue/item-identity';
import type { RowOutcome } from './row-outcome';
import type { JobCounts, JobDamage, JobLabelMessage, JobState, JobSummary, RowResult, RowStatus } from './types';

/** A row as the runner holds it: its result, plus what sending it needs. */
export interface RowState extends RowResult {
  /** The catalogue's key of the row's item (what the answer names); null until validated, and for invalid rows. */
  itemKey: string | null;
  input: unknown;
  /** The row's validated form, what its chunk carries: set once per job (batch/new-job.ts `validateRows`), null before and once sent for good. */
  output: unknown;
  /** The request the row last went out in, and when its intent was written. */
  request: string | null;
  sentAt: string | null;
  /**
   * The item as the ledger of what was sent knows it across jobs, and its values' hash (shared item-identity.ts):
   * set where the row is validated (batch/new-job.ts `validateRows`), null for a row never validated or invalid.
   */
  identity: ItemIdentity | null;
}

/** Told of every change to a job's rows and state (the ledger keeps its index by it); set by whoever holds the job. */
export interface JobObserver {
  /** A row's status, outcome or send (its intent) changed; `invalid` rows included. */
  rowChanged(model: JobModel, row: RowState): void;
  stateChanged(model: JobModel): void;
}

export interface JobMeta {
  jobId: string;
  operation: OperationId;
  label: string | JobLabelMessage | null;
  createdAt: string;
  common: Record<string, unknown> | null;
  context: NormaliseContext | null;
}

export class JobModel {
  readonly rows = new Map<string, RowState>();
  observer: JobObserver | null = null;
  private current: JobState = 'running';
  finishedAt: string | null = null;
  error: { code: string; message: string } | null = null;
  run = 0;
  /** What the journal lost, when it was read back damaged; such a job never sends again. */
  damage: JobDamage | null = null;
  private readonly counts: JobCounts = { total: 0, pending: 0, succeeded: 0, failed: 0, unknown: 0, invalid: 0, missing: 0 };
  private byId: Map<string, string> | null | undefined;

  constructor(readonly meta: JobMeta) {}

  get jobId(): string {
    return this.meta.jobId;
  }

  get state(): JobState {
    return this.current;
  }

  set state(state: JobState) {
    if (state === this.current) return;
    this.current = state;
    this.observer?.stateChanged(this);
  }

  addRow(key: string, input: unknown, itemKey: string | null = null): RowState {
    const row: RowState = {
      key,
      itemKey,
      input,
      output: null,
      status: 'pending',
      reason: null,
      code: null,
      category: null,
      info: null,
      requestId: null,
      sends: 0,
      resolvedBy: null,
      issues: null,
      request: null,
      sentAt: null,
      identity: null,
    };
    this.rows.set(key, row);
    this.counts.total++;
    this.counts.pending++;
    return row;
  }

  /** Rows the journal names in its total but cannot produce (they count, with no key and no input). */
  addMissing(n: number): void {
    this.counts.total += n;
    this.counts.missing += n;
  }

  setStatus(row: RowState, status: RowStatus): void {
    if (row.status === status) return;
    this.counts[row.status]--;
    this.counts[status]++;
    row.status = status;
  }

  markInvalid(key: string, issues: ValidationIssue[]): void {
    const row = this.rows.get(key);
    if (!row) return;
    this.setStatus(row, 'invalid');
    row.issues = issues;
    row.reason = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
    this.observer?.rowChanged(this, row);
  }

  /** Applies an answer (or a decision) to a row; keys the job does not have are ignored. */
  apply(outcome: RowOutcome, resolvedBy: 'reconcile' | 'user' | null = null): void {
    const row = this.rows.get(outcome.key);
    if (row) this.applyTo(row, outcome, resolvedBy);
  }

  /**
   * `apply` to one of this job's own rows already at hand (a chunk's, from `rows`: no lookup of each by its key);
   * an outcome of another key is applied by its key.
   */
  applyTo(row: RowState, outcome: RowOutcome, resolvedBy: 'reconcile' | 'user' | null = null): void {
    if (row.key !== outcome.key) {
      this.apply(outcome, resolvedBy);
      return;
    }
    if (row.status === 'invalid') return;
    this.setStatus(row, outcome.status);
    row.reason = outcome.reason;
    row.code = outcome.code;
    row.category = outcome.category;
    // Outcomes are made for the row and never changed after: their info is taken as it is, not copied.
    row.info = outcome.info ?? row.info;
    row.requestId = outcome.requestId ?? row.requestId;
    // A succeeded row is never sent again: its validated form goes. Its input stays (often the very object the
    // caller's rows hold): the item's name and sent values are made from it only for the rows a page shows.
    if (outcome.status === 'succeeded') row.output = null;
    // A reconciliation that could not tell leaves the row unknown, and undecided.
    row.resolvedBy = outcome.status === 'unknown' ? null : resolvedBy;
    this.observer?.rowChanged(this, row);
  }

  /** The rows' intent is durable: they go out in this request now. */
  noteSent(keys: readonly string[], request: string, at: string): void {
    for (const key of keys) {
      const row = this.rows.get(key);
      if (row) this.noteRowSent(row, request, at);
    }
  }

  /** `noteSent` for this job's own rows already at hand (a chunk's, from `rows`: no lookup of each by its key). */
  noteRowsSent(rows: readonly RowState[], request: string, at: string): void {
    for (const row of rows) this.noteRowSent(row, request, at);
  }

  private noteRowSent(row: RowState, request: string, at: string): void {
    row.sends++;
    row.request = request;
    row.sentAt = at;
    this.observer?.rowChanged(this, row);
  }

  /** The row's item and the values it carries, as the user knows them (from its input). */
  describeRow(row: RowState): ItemDescription | null {
    return row.input !== null ? this.describe(row.input) : null;
  }

  private describe(input: unknown): ItemDescription | null {
    if (this.byId === undefined) this.byId = aliasesById(this.meta.context);
    return describeItem(this.meta.operation, input, this.byId);
  }

  countsNow(): JobCounts {
    return { ...this.counts };
  }

  /** The catalogue entry says how a read settles this operation's unknown rows. */
  get reconcilable(): boolean {
    return getOperation(this.meta.operation).reconcile !== undefined;
  }

  summary(): JobSummary {
    return {
      jobId: this.meta.jobId,
      operation: this.meta.operation,
      label: typeof this.meta.label === 'string' ? this.meta.label : null,
      labelMessage: typeof this.meta.label === 'object' ? this.meta.label : null,
      state: this.state,
      createdAt: this.meta.createdAt,
      finishedAt: this.finishedAt,
      error: this.error,
      reconcilable: this.reconcilable,
      damage: this.damage,
      ...this.countsNow(),
    };
  }

  /** One page of the rows a filter matches, and how many match: only the page is described. */
  rowPage(filter: (row: RowState) => boolean, offset: number, limit: number): { rows: RowResult[]; matching: number } {
    let matching = 0;
    const page = new Set<RowState>();
    for (const r of this.rows.values()) {
      if (!filter(r)) continue;
      if (matching >= offset && matching < offset + limit) page.add(r);
      matching++;
    }
    return { rows: this.rowResults((r) => page.has(r)), matching };
  }

  rowResults(filter?: (row: RowState) => boolean): RowResult[] {
    const out: RowResult[] = [];
    for (const r of this.rows.values()) if (!filter || filter(r)) out.push(this.resultOf(r));
    return out;
  }

  /** Every row's result in order, made one at a time as it is taken (a summary of 100,000 rows, sliced). */
  *eachRowResult(): Generator<RowResult> {
    for (const r of this.rows.values()) yield this.resultOf(r);
  }

  private resultOf(r: RowState): RowResult {
    const d = r.input !== null ? this.describe(r.input) : null;
    return {
      key: r.key,
      status: r.status,
      reason: r.reason,
      code: r.code,
      category: r.category,
      info: r.info,
      requestId: r.requestId,
      sends: r.sends,
      resolvedBy: r.resolvedBy,
      issues: r.issues,
      item: d?.item ?? null,
      sent: d && Object.keys(d.sent).length > 0 ? d.sent : null,
      request: r.request,
      sentAt: r.sentAt,
    };
  }

  get isList(): boolean {
    return getOperation(this.meta.operation).batch?.kind === 'list';
  }
}
