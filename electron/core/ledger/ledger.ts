// The ledger of what was sent, one per profile session: per write operation, every item's latest row across jobs
// (ledger-index.ts), derived from the journals alone. At the session's start it is built from the ledger files of
// every earlier job (ledger-build.ts, in slices); this session's jobs are indexed from memory, kept current by
// their models (JobObserver: every start, intent, answer, decision, retry, invalid row and state change).
//
// It answers `ledger.lookup`, pushes `ledger.changed`, and holds the rules at a start (refusal.ts) and
// supersession: a row of an older stopped job that a new job takes over (pending, or failed) is never sent by
// that job again. Starts and runs that may send are checked one at a time (a lock), so two starts racing with
// the same items cannot both go, and a resume cannot send what a start just took.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { OperationId } from '../../../shared/catalogue';
import type { LedgerChangedEvent, LedgerEntry, LedgerLookupOutput } from '../../../shared/ipc/ledger';
import type { JobModel, JobObserver, RowState } from '../job/job-model';
import type { JobState } from '../job/types';
import type { Journal } from '../journal/journal';
import { silentLogger, type Logger } from '../logger';
import { buildFromJournals, withdraw } from './ledger-build';
import { JobRef, LiveCandidate, StaticCandidate, type Candidate, LedgerIndex } from './ledger-index';
import { LedgerPush, type PushTimers } from './ledger-push';
import { refusalOf, Refusals } from './refusal';

export interface LedgerOptions {
  journal: Journal;
  log?: Logger;
  /** Where `ledger.changed` goes (the session's event sink). */
  emit?: (event: LedgerChangedEvent) => void;
  /** The gathering's clock (tests drive it) and how long it gathers. */
  timers?: PushTimers;
  gatherMs?: number;
  /** Work at most this long before the loop gets its turn (default 8 ms). */
  sliceMs?: number;
  /**
   * Jobs made before this time are left out (a reset sandbox: what was sent before the reset reached a state that is
   * gone). Real profiles have none: their journals are the whole truth.
   */
  since?: string | null;
}

/** Rows of one older job a new job took over: to be marked superseded in it. */
export interface Supersession {
  jobId: string;
  keys: string[];
  /** The job is in memory (its model is marked as well as its journal). */
  inMemory: boolean;
}

export class Ledger implements JobObserver {
  private readonly index = new LedgerIndex();
  private readonly push: LedgerPush;
  private readonly log: Logger;
  private readonly sliceMs: number;
  private built: Promise<void> | null = null;
  private since: string | null;
  private closed = false;
  /** Starts, runs about to send, and a start's take-over are checked one at a time. */
  private lock: Promise<unknown> = Promise.resolve();

  constructor(private readonly opts: LedgerOptions) {
    this.log = (opts.log ?? silentLogger()).child({ module: 'ledger' });
    this.sliceMs = opts.sliceMs ?? 8;
    this.since = opts.since ?? null;
    this.push = new LedgerPush(
      { entryOf: (op, id) => this.index.op(op).entry(id)?.entry() ?? null, stateOf: (jobId) => this.index.jobs.get(jobId)?.state ?? null },
      (event) => opts.emit?.(event),
      opts.timers,
      opts.gatherMs,
    );
  }

  /** Builds the ledger from the journals (once); `ready` settles when it is built. */
  open(): Promise<void> {
    this.built ??= (async () => {
      const started = performance.now();
      try {
        const { jobs, rows } = await buildFromJournals({ journal: this.opts.journal, index: this.index, log: this.log, sliceMs: this.sliceMs, closed: () => this.closed, since: this.since });
        this.log.info({ jobs, rows, identities: this.index.size, ms: Math.round(performance.now() - started) }, 'ledger built');
      } catch (err) {
        this.log.error({ err }, 'the ledger could not be built from the journals');
      }
    })();
    return this.built;
  }

  /** Settles once the ledger is built (lookups and starts wait for it). */
  ready(): Promise<void> {
    return this.open();
  }

  /**
   * Forgets every job made before `time` (the sandbox was reset: its state began anew, so nothing sent before is
   * applied there any more). Jobs of this session still sending are kept. Screens are told to ask again.
   */
  async forgetBefore(time: string): Promise<void> {
    await this.ready();
    this.since = time;
    const gone = [...this.index.jobs.values()].filter((ref) => ref.createdAt < time && !ref.active);
    for (const ref of gone) withdraw(this.index, ref);
    for (const operation of new Set(gone.map((r) => r.operation))) this.push.lookupAgain(operation);
  }

  /** Pushes what changed now, without waiting for the gathering's end. */
  flush(): void {
    this.push.flush();
  }

  close(): void {
    this.closed = true;
    this.push.close();
  }

  // ——— answers ————————————————————————————————————————————————————————————————————————————————————————————

  /** For each item asked: its entry if the ledger holds one, and whether its values are the ones asked. */
  async lookup(operation: OperationId, items: ReadonlyArray<{ id: string; values: string }>): Promise<LedgerLookupOutput> {
    await this.ready();
    const op = this.index.op(operation);
    const found: LedgerLookupOutput['found'] = [];
    const named = new Map<string, JobRef>();
    let last: JobRef | null = null;
    let sliceStart = performance.now();
    for (let i = 0; i < items.length; i++) {
      if ((i & 1023) === 1023 && performance.now() - sliceStart > this.sliceMs) {
        await nextTurn();
        sliceStart = performance.now();
      }
      const item = items[i] as { id: string; values: string };
      const c = op.entry(item.id);
      if (!c) continue;
      found.push({ id: item.id, same: c.values === item.values, entry: c.entry() });
      if (c.job !== last) named.set(c.job.jobId, (last = c.job));
    }
    const jobs: Record<string, JobState> = {};
    for (const [jobId, ref] of named) jobs[jobId] = ref.state;
    return { found, jobs };
  }

  /** The entry of one item (tests, the push). */
  entry(operation: OperationId, id: string): LedgerEntry | null {
    return this.index.op(operation).entry(id)?.entry() ?? null;
  }

  // ——— a start ——————————————————————————————————————————————————————————————————————————————————————————————

  /**
   * Checks every valid row of a new job (validated: its identity set) against the ledger and, if none is refused,
   * registers them as the job's candidates, all before anything of the job is journaled. Refused: AlreadySentError,
   * nothing registered. Two starts are checked one after the other, so of two with the same items one goes.
   */
  async admit(model: JobModel, again: ReadonlySet<string>): Promise<void> {
    await this.ready();
    await this.exclusive(async () => {
      const op = this.index.op(model.meta.operation);
      const refusals = new Refusals();
      await this.eachRow(model, (row, id) => {
        const r = refusalOf(op.slot(id), (row.identity as { values: string }).values, again.has(row.key));
        if (r) refusals.add(row.key, r.why, r.by);
      });
      if (refusals.any) throw refusals.error();
      const ref = JobRef.live(model);
      ref.provisional = true;
      this.track(ref);
      await this.eachRow(model, (row, id) => this.add(ref, new LiveCandidate(ref, id, row)));
    });
  }

  /**
   * The new job is durable: it is a start no longer to roll back. The rows of older stopped jobs it takes over
   * (the same item, that row pending or failed; never an unknown one, which stays for the user to decide) are
   * returned, to be marked superseded in their jobs; rows of a job not in memory leave the index now.
   */
  async confirm(model: JobModel): Promise<Supersession[]> {
    const ref = this.index.jobs.get(model.jobId);
    if (!ref || ref.model !== model) return [];
    ref.provisional = false;
    return this.exclusive(async () => {
      const op = this.index.op(ref.operation);
      const byJob = new Map<string, Supersession>();
      const taken: Candidate[] = [];
      await this.eachRow(model, (_row, id) => {
        const slot = op.slot(id);
        // Alone, the candidate is the new job's own.
        if (slot === undefined || !Array.isArray(slot)) return;
        for (const c of slot as readonly Candidate[]) {
          if (c.job === ref || c.job.active || c.job.provisional || c.job.damaged) continue;
          if (c.status !== 'pending' && c.status !== 'failed') continue;
          let s = byJob.get(c.job.jobId);
          if (!s) byJob.set(c.job.jobId, (s = { jobId: c.job.jobId, keys: [], inMemory: c.job.model !== null }));
          s.keys.push(c.rowKey);
          if (c.job.model === null) taken.push(c);
        }
      });
      for (const c of taken) if (op.remove(c)) this.push.item(ref.operation, c.id);
      return [...byJob.values()];
    });
  }

  // ——— a run that may send: a resume, a retry ——————————————————————————————————————————————————————————————

  /**
   * Of the rows a run of this job is about to send, those a newer job took over since (with that job's id): their
   * identity's entry is not that very row, or another job is sending the item now. They are superseded, never
   * sent by this run. Taken under the start's lock, with the job already running, so no start can take an item
   * this run then sends.
   */
  async supersededIn(model: JobModel, rows: readonly RowState[]): Promise<Array<{ row: RowState; by: string }>> {
    await this.ready();
    return this.exclusive(async () => {
      let ref = this.index.jobs.get(model.jobId);
      if (ref?.model !== model) this.track((ref = JobRef.live(model)));
      const live = ref;
      const op = this.index.op(model.meta.operation);
      const out: Array<{ row: RowState; by: string }> = [];
      let sliceStart = performance.now();
      for (let i = 0; i < rows.length; i++) {
        if ((i & 1023) === 1023 && performance.now() - sliceStart > this.sliceMs) {
          await nextTurn();
          sliceStart = performance.now();
        }
        const row = rows[i] as RowState;
        if (row.identity === null || row.status === 'invalid') continue;
        const list = op.candidates(row.identity.key);
        // Not in the ledger at all (no job ever named the item since): this run is its row from now on.
        if (list.length === 0) {
          this.add(live, new LiveCandidate(live, row.identity.key, row));
          continue;
        }
        // By job id: a job just loaded may still be named by its ledger file's rows for a moment (`adopt` is sliced).
        const other = list.find((c) => c.job.jobId !== model.jobId && c.status === 'pending' && (c.job.active || c.job.provisional));
        const entry = list[list.length - 1] as Candidate;
        if (other) out.push({ row, by: other.job.jobId });
        else if (!(entry.job.jobId === model.jobId && entry.rowKey === row.key)) out.push({ row, by: entry.job.jobId });
      }
      return out;
    });
  }

  // ——— jobs in and out of memory ————————————————————————————————————————————————————————————————————————————

  /**
   * A job loaded from its journal (its rows validated, identities set): from now on indexed from its model, in
   * place of its ledger file's rows.
   */
  async adopt(model: JobModel): Promise<void> {
    const old = this.index.jobs.get(model.jobId);
    if (old?.model === model) return;
    const ref = JobRef.live(model);
    this.track(ref);
    // The same rows as its ledger file's (one journal gave both): nothing a screen shows changes, nothing is pushed.
    const op = this.index.op(ref.operation);
    await this.eachRow(model, (row, id) => {
      const c = new LiveCandidate(ref, id, row);
      ref.candidates.push(c);
      op.insert(c);
    });
    if (old) {
      if (old.model) old.model.observer = null;
      // Rows the model no longer names as items (none, as the same journal gave both) go with the old record.
      for (const c of old.candidates) if (!c.removed && op.remove(c)) this.push.item(old.operation, c.id);
    }
  }

  /**
   * A job let go from memory. A start that never became durable is rolled back: its candidates go and the entries
   * before it show again. Any other job is kept as its rows are now, no longer read from the model.
   */
  async letGo(model: JobModel): Promise<void> {
    const ref = this.index.jobs.get(model.jobId);
    if (!ref || ref.model !== model) return;
    model.observer = null;
    const op = this.index.op(ref.operation);
    if (ref.provisional) {
      let n = 0;
      for (const c of ref.candidates) {
        if (op.remove(c)) this.push.item(ref.operation, c.id);
        if ((++n & 1023) === 0) await nextTurn();
      }
      ref.candidates.length = 0;
      if (this.index.jobs.get(ref.jobId) === ref) this.index.jobs.delete(ref.jobId);
      this.push.job(ref.operation, ref.jobId);
      return;
    }
    const kept = new JobRef(ref.jobId, ref.operation, ref.createdAt, null, model.state, ref.damaged);
    this.index.jobs.set(ref.jobId, kept);
    let n = 0;
    for (const c of ref.candidates) {
      if (c.removed || !(c instanceof LiveCandidate)) continue;
      if ((++n & 1023) === 0) await nextTurn();
      // Loaded again meanwhile: that model is indexed now.
      if (this.index.jobs.get(ref.jobId) !== kept) return;
      const e = c.entry();
      const s = new StaticCandidate(kept, { rowKey: e.rowKey, id: c.id, values: e.values, status: e.status, item: e.item, sent: e.sent, sentAt: e.sentAt, reason: e.reason, code: e.code, category: e.category, resolvedBy: e.resolvedBy });
      kept.candidates.push(s);
      op.insert(s);
    }
    ref.candidates.length = 0;
  }

  // ——— JobObserver: this session's jobs as they change ——————————————————————————————————————————————————————

  rowChanged(model: JobModel, row: RowState): void {
    const ref = this.index.jobs.get(model.jobId);
    if (!ref || ref.model !== model || row.identity === null) return;
    const op = this.index.op(ref.operation);
    const c = op.candidateOf(row.identity.key, ref);
    if (!c) return;
    const changed = row.status === 'invalid' ? op.remove(c) : op.moved(c);
    if (changed) this.push.item(ref.operation, c.id);
  }

  stateChanged(model: JobModel): void {
    const ref = this.index.jobs.get(model.jobId);
    if (ref?.model === model) this.push.job(ref.operation, ref.jobId);
  }

  // ——— inside ——————————————————————————————————————————————————————————————————————————————————————————————

  private track(ref: JobRef): void {
    const old = this.index.jobs.get(ref.jobId);
    if (old?.model && old.model !== ref.model) old.model.observer = null;
    this.index.jobs.set(ref.jobId, ref);
    if (ref.model) ref.model.observer = this;
  }

  private add(ref: JobRef, c: Candidate): void {
    ref.candidates.push(c);
    if (this.index.op(ref.operation).insert(c)) this.push.item(ref.operation, c.id);
  }

  /** Every row of the job that names an item (validated, not invalid), in slices. */
  private async eachRow(model: JobModel, visit: (row: RowState, id: string) => void): Promise<void> {
    let sliceStart = performance.now();
    let i = 0;
    for (const row of model.rows.values()) {
      if ((++i & 1023) === 0 && performance.now() - sliceStart > this.sliceMs) {
        await nextTurn();
        sliceStart = performance.now();
      }
      if (row.identity === null || row.status === 'invalid') continue;
      visit(row, row.identity.key);
    }
  }

  private exclusive<T>(body: () => Promise<T>): Promise<T> {
    const run = this.lock.then(body, body);
    this.lock = run.catch(() => undefined);
    return run;
  }
}
