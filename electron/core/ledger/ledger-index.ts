// The ledger's index: per write operation, an item's identity → the candidate rows of that identity, at most one
// per job, oldest first. The ENTRY of an identity is its latest candidate, ordered by (sentAt ?? the job's
// createdAt, then job id). A candidate is a row of this session's jobs (read live from the job's model) or a row
// of an earlier session's job (read once from its ledger file, journal/ledger-file.ts). Invalid and missing rows
// are never candidates.
import type { OperationId } from '../../../shared/catalogue';
import type { LedgerEntry } from '../../../shared/ipc/ledger';
import type { JobModel, RowState } from '../job/job-model';
import type { JobState, RowStatus } from '../job/types';
import type { LedgerLine } from '../journal/ledger-file';
import { isLiveJobState } from '../../../shared/ipc/operations';

/** A job the index names: this session's (its model) or an earlier session's (as its summary said). */
export class JobRef {
  /** The candidates this job added (some may have gone since: `removed`). */
  readonly candidates: Candidate[] = [];
  /** A start not yet durable: its candidates go if it fails. */
  provisional = false;

  constructor(
    readonly jobId: string,
    readonly operation: OperationId,
    readonly createdAt: string,
    /** The job in memory, for a job of this session (or one loaded from its journal). */
    readonly model: JobModel | null,
    private readonly listedState: JobState,
    /** A damaged journal never sends again: its rows are never superseded. */
    readonly damaged: boolean,
  ) {}

  static live(model: JobModel): JobRef {
    return new JobRef(model.jobId, model.meta.operation, model.meta.createdAt, model, model.state, model.damage !== null);
  }

  get state(): JobState {
    return this.model ? this.model.state : this.listedState;
  }

  /** Sending now: its pending rows are queued or in flight. */
  get active(): boolean {
    return isLiveJobState(this.state);
  }
}

export abstract class Candidate {
  /** Taken out of its identity's list (invalid, rolled back, replaced). */
  removed = false;

  constructor(
    readonly job: JobRef,
    /** The item's identity (the index's key). */
    readonly id: string,
  ) {}

  abstract get rowKey(): string;
  abstract get status(): RowStatus;
  abstract get values(): string;
  abstract get sentAt(): string | null;
  abstract entry(): LedgerEntry;

  /** Where the candidate sorts among its identity's: when its request went out, else when its job was made. */
  get at(): string {
    return this.sentAt ?? this.job.createdAt;
  }
}

/** A row of a job in memory: every field read from the row as it is now. */
export class LiveCandidate extends Candidate {
  /** The item and values sent as the user knows them: made from the row's input (which never changes) when first asked. */
  private described: { item: string | null; sent: Record<string, string> | null } | null = null;

  constructor(
    job: JobRef,
    id: string,
    readonly row: RowState,
  ) {
    super(job, id);
  }

  get rowKey(): string {
    return this.row.key;
  }
  get status(): RowStatus {
    return this.row.status;
  }
  get values(): string {
    return this.row.identity?.values ?? '';
  }
  get sentAt(): string | null {
    return this.row.sentAt;
  }

  entry(): LedgerEntry {
    const { row } = this;
    if (this.described === null) {
      const d = this.job.model?.describeRow(row) ?? null;
      this.described = { item: d?.item ?? null, sent: d && Object.keys(d.sent).length > 0 ? d.sent : null };
    }
    return {
      jobId: this.job.jobId,
      rowKey: row.key,
      status: row.status === 'invalid' ? 'pending' : row.status,
      values: this.values,
      item: this.described.item,
      sent: this.described.sent,
      sentAt: row.sentAt,
      createdAt: this.job.createdAt,
      reason: row.reason,
      code: row.code,
      category: row.category,
      resolvedBy: row.resolvedBy,
    };
  }
}

/** How a row ended, beyond its status: absent (all null) for most rows, shared by the rows that ended alike. */
export interface CandidateDetail {
  reason: string | null;
  code: string | null;
  category: LedgerLine['category'];
  resolvedBy: LedgerLine['resolvedBy'];
}

const NO_DETAIL: CandidateDetail = { reason: null, code: null, category: null, resolvedBy: null };

/** A row as a ledger file (or a job let go from memory) left it: it no longer changes. */
export class StaticCandidate extends Candidate {
  // Few fields, one object a row: an earlier session's 100,000-row job is 100,000 candidates held all session.
  readonly rowKey: string;
  readonly status: LedgerLine['status'];
  readonly values: string;
  readonly sentAt: string | null;
  private readonly item: string | null;
  private readonly sent: Record<string, string> | null;
  private readonly detail: CandidateDetail | null;

  constructor(job: JobRef, line: LedgerLine, detail?: CandidateDetail | null) {
    super(job, line.id);
    this.rowKey = line.rowKey;
    this.status = line.status;
    this.values = line.values;
    this.sentAt = line.sentAt;
    this.item = line.item;
    this.sent = line.sent;
    this.detail =
      detail !== undefined ? detail : line.reason === null && line.code === null && line.category === null && line.resolvedBy === null ? null : { reason: line.reason, code: line.code, category: line.category, resolvedBy: line.resolvedBy };
  }

  entry(): LedgerEntry {
    const d = this.detail ?? NO_DETAIL;
    return {
      jobId: this.job.jobId,
      rowKey: this.rowKey,
      status: this.status,
      values: this.values,
      item: this.item,
      sent: this.sent,
      sentAt: this.sentAt,
      createdAt: this.job.createdAt,
      reason: d.reason,
      code: d.code,
      category: d.category,
      resolvedBy: d.resolvedBy,
    };
  }
}

/** a before b in an identity's history. */
export function before(a: Candidate, b: Candidate): boolean {
  const x = a.at;
  const y = b.at;
  return x < y || (x === y && a.job.jobId < b.job.jobId);
}

/** Succeeded or maybe applied: never taken out again (only a start in progress, rolled back, is). */
const settled = (c: Candidate) => (c.status === 'succeeded' || c.status === 'unknown') && !c.job.provisional;

type Slot = Candidate | Candidate[];

/** One operation's identities. */
export class OperationIndex {
  private readonly slots = new Map<string, Slot>();

  get size(): number {
    return this.slots.size;
  }

  /** The identity's candidates, oldest first (empty: the ledger holds none). */
  candidates(id: string): readonly Candidate[] {
    const s = this.slots.get(id);
    return s === undefined ? [] : Array.isArray(s) ? s : [s];
  }

  /** The identity's candidates without a copy: one, several (oldest first), or none. */
  slot(id: string): Candidate | readonly Candidate[] | undefined {
    return this.slots.get(id);
  }

  /** The job's candidate for the identity, if it has one. */
  candidateOf(id: string, job: JobRef): Candidate | null {
    const s = this.slots.get(id);
    if (s === undefined) return null;
    if (!Array.isArray(s)) return s.job === job ? s : null;
    for (const c of s) if (c.job === job) return c;
    return null;
  }

  /** The identity's entry: its latest candidate. */
  entry(id: string): Candidate | null {
    const s = this.slots.get(id);
    if (s === undefined) return null;
    return Array.isArray(s) ? (s[s.length - 1] as Candidate) : s;
  }

  /**
   * Adds a candidate in its place, replacing the one its job had for the identity (a job names an item once; a
   * single-body job naming it twice keeps its later row). Returns whether the entry changed.
   */
  insert(c: Candidate): boolean {
    const s = this.slots.get(c.id);
    // The usual case: an item no job named before, or one named by another job only (a start's 100,000 rows).
    if (s === undefined) {
      this.slots.set(c.id, c);
      return true;
    }
    if (!Array.isArray(s) && s.job.jobId !== c.job.jobId && before(s, c)) {
      this.store(c.id, prune([s, c]));
      return true;
    }
    const was = this.entry(c.id);
    const list = this.candidates(c.id).filter((o) => {
      if (o.job.jobId !== c.job.jobId) return true;
      o.removed = true;
      return false;
    });
    let i = list.length;
    while (i > 0 && before(c, list[i - 1] as Candidate)) i--;
    list.splice(i, 0, c);
    this.store(c.id, prune(list));
    return this.entry(c.id) !== was;
  }

  /** Takes a candidate out; returns whether the entry changed (the one before it shows again). */
  remove(c: Candidate): boolean {
    if (c.removed) return false;
    c.removed = true;
    const s = this.slots.get(c.id);
    if (s === c) {
      this.slots.delete(c.id);
      return true;
    }
    const list = this.candidates(c.id);
    const at = list.indexOf(c);
    if (at < 0) return false;
    const was = list[list.length - 1] === c;
    this.store(c.id, list.filter((o) => o !== c));
    return was;
  }

  /** The candidate's time or status changed: sorted again and pruned; returns whether the entry changed. */
  moved(c: Candidate): boolean {
    const s = this.slots.get(c.id);
    // Alone: it is the entry, and its change is the entry's.
    if (s === c) return true;
    if (!Array.isArray(s)) return false;
    const list = [...s];
    const was = list[list.length - 1];
    const at = list.indexOf(c);
    if (at < 0) return false;
    list.splice(at, 1);
    let i = list.length;
    while (i > 0 && before(c, list[i - 1] as Candidate)) i--;
    list.splice(i, 0, c);
    const kept = prune(list);
    this.store(c.id, kept);
    return kept[kept.length - 1] !== was || was === c;
  }

  private store(id: string, list: Candidate[]): void {
    if (list.length === 0) this.slots.delete(id);
    else this.slots.set(id, list.length === 1 ? (list[0] as Candidate) : list);
  }
}

/**
 * Keeps the history small: a candidate older than the latest settled one (applied or maybe applied) can never
 * be an entry again, unless its job is sending now (a start's in-flight check looks at every candidate).
 */
function prune(list: Candidate[]): Candidate[] {
  let s = list.length - 1;
  while (s > 0 && !settled(list[s] as Candidate)) s--;
  if (s <= 0) return list;
  const kept: Candidate[] = [];
  for (let i = 0; i < list.length; i++) {
    const c = list[i] as Candidate;
    if (i >= s || c.job.active || c.job.provisional) kept.push(c);
    else c.removed = true;
  }
  return kept;
}

/** Every operation's index, and the jobs it names. */
export class LedgerIndex {
  private readonly ops = new Map<OperationId, OperationIndex>();
  readonly jobs = new Map<string, JobRef>();

  op(operation: OperationId): OperationIndex {
    let o = this.ops.get(operation);
    if (!o) this.ops.set(operation, (o = new OperationIndex()));
    return o;
  }

  /** How many identities the index holds, over every operation. */
  get size(): number {
    let n = 0;
    for (const o of this.ops.values()) n += o.size;
    return n;
  }
}
