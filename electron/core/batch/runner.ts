// Batch jobs: rows of one write operation, chunked to the catalogue's maximum, sent through the throttle with
// a journal intent before each chunk, every per-item outcome mapped back to its row. Unknown outcomes are
// never re-sent: they are reconciled by a read where one can tell, or decided by the user. This is the jobs' API
// (start, cancel, retry, settle, recover, read); a run itself is carried out by run.ts.
import { EventEmitter } from 'node:events';
import { localError } from '../errors';
import { JournalWriteError, type Journal } from '../journal/journal';
import { JournalCorruptError } from '../journal/replay';
import type { JobJournalWriter } from '../journal/writer';
import type { Ledger } from '../ledger/ledger';
import { silentLogger, type Logger } from '../logger';
import type { OperationCaller } from '../reconcile';
import { exportResult, type ExportFormat } from './export';
import type { Locale } from '../messages';
import { JobError, jobNotFound, jobTaken } from './job-errors';
import { LiveJobs, progressOf, type LiveJob } from './live-jobs';
import { newJobInSlices, validateRows } from './new-job';
import { decisionsByRequest, requestGroups } from './requests';
import { launchRun, reconcileRows, type RunContext } from './run';
import type { BatchCaller } from './send-chunk';
import { decideUnknown } from './settle';
import { supersedeRows, takeOver } from './supersede';
import type { JobHandle, JobProgress, JobResult, JobSpec, JobSummary, ReconcileReport, RowResult, RowStatus, UnfinishedJobs } from '../job/types';

/** Rows per `invalid` record written when a job is made: lines short enough to read back cheaply. */
const INVALID_PER_RECORD = 500;

export interface BatchRunnerOptions {
  /** OpenApiClient: batches send validated bodies; reconciliation reads call as usual. */
  client: OperationCaller & BatchCaller;
  journal: Journal;
  logger?: Logger;
  now?: () => number;
  /** Rows per request, at most the catalogue's maximum (default: the maximum). */
  chunkSize?: number;
  /** Settle unknown rows with reads at the end of each run, where a read can tell (default true). */
  reconcileAfterRun?: boolean;
  /**
   * The ledger of what was sent (electron/core/ledger/): a start naming items on their way, applied or maybe
   * applied is refused before anything is journaled, and rows a newer job took over are never sent again.
   */
  ledger?: Ledger;
}

export class BatchRunner extends EventEmitter<{ progress: [JobProgress]; finished: [JobSummary] }> {
  private readonly jobs: LiveJobs;
  private readonly log: Logger;
  private readonly now: () => number;
  /** Caller-chosen ids given up (`abandon`): never started in this process. A restart ends every start on its way. */
  private readonly abandoned = new Set<string>();
  /** What a run (run.ts) uses of this runner. */
  private readonly run: RunContext;

  constructor(private readonly opts: BatchRunnerOptions) {
    super();
    const { ledger } = opts;
    this.jobs = new LiveJobs(
      opts.journal,
      ledger ? { loaded: (model) => ledger.adopt(model), dropped: (model) => void ledger.letGo(model).catch((err: unknown) => this.log.warn({ err, jobId: model.jobId }, 'the ledger could not let a job go')) } : null,
    );
    this.log = (opts.logger ?? silentLogger()).child({ module: 'batch' });
    this.now = opts.now ?? Date.now;
    this.run = {
      client: opts.client,
      journal: opts.journal,
      chunkSize: opts.chunkSize,
      reconcileAfterRun: opts.reconcileAfterRun,
      jobs: this.jobs,
      log: this.log,
      now: this.now,
      progress: (live) => this.emitProgress(live),
      finished: (summary) => this.emit('finished', summary),
    };
  }

  /**
   * Journals the job (every row durable) and starts sending; resolves once the run has begun. Each row is
   * validated on its own, once, as the job is made; a bad row is reported as invalid and never sent. A
   * bad common field, operation or row key refuses the whole job (OpenApiError INVALID_INPUT), and so does a
   * journal that cannot take the rows (JOURNAL_WRITE_FAILED: nothing is sent, no job is left behind).
   */
  async start(spec: JobSpec): Promise<JobHandle> {
    const createdAt = new Date(this.now());
    if (spec.jobId !== undefined && (this.jobs.get(spec.jobId) || this.abandoned.has(spec.jobId) || (await this.opts.journal.has(spec.jobId)))) throw jobTaken(spec.jobId);
    const { model, validator, ready } = newJobInSlices(spec, spec.jobId ?? this.opts.journal.newJobId(createdAt), createdAt.toISOString());
    const { jobId } = model;
    // Checked again after the journal was asked: two starts with one id never both run.
    if (this.jobs.get(jobId) || this.abandoned.has(jobId)) throw jobTaken(jobId);
    const live = this.jobs.track(model, validator);
    const { ledger } = this.opts;
    const again = new Set(spec.again ?? []);
    // The journal writes the rows as given; once written, nothing here keeps the caller's array alive.
    let journalRows: JobSpec['rows'] | null = spec.rows;
    return launchRun(this.run, live, async () => {
      // The token is fetched while the rows are validated and written; the first chunk joins that same renewal.
      void this.opts.client.warmUp?.();
      // Rows checked and built in slices (a refusal drops the job, as before anything was written).
      await ready;
      const rows = journalRows ?? [];
      journalRows = null;
      // Every row validated once, for the life of the job (its item, sent form and identity), and checked against
      // the ledger before anything is journaled: a refused start leaves nothing behind.
      const invalid = await validateRows(model, validator);
      await ledger?.admit(model, again);
      let writer: JobJournalWriter;
      try {
        writer = await this.opts.journal.create({ ...model.meta, rows });
      } catch (err) {
        throw err instanceof JournalWriteError ? localError('JOURNAL_WRITE_FAILED', model.meta.operation, 'not-executed', { cause: err, action: 'show' }) : err;
      }
      for (let i = 0; i < invalid.length; i += INVALID_PER_RECORD) await writer.append({ t: 'invalid', rows: invalid.slice(i, i + INVALID_PER_RECORD) });
      // Durable: rows of older stopped jobs this one took over are never sent by them again.
      const superseded = (await ledger?.confirm(model)) ?? [];
      if (superseded.length > 0) void supersedeRows({ jobs: this.jobs, journal: this.opts.journal, log: this.log }, jobId, superseded);
      this.log.info({ jobId, operation: model.meta.operation, rows: rows.length, invalid: invalid.length, superseding: superseded.length }, 'job started');
      return null;
    });
  }

  /**
   * Whether a job with this caller-chosen id exists; if not, none ever will: a start under it is refused from
   * now on. A screen that recorded a start it cannot tell was made asks this before taking it as never sent
   * (checked and marked in one turn of the loop, so a start on its way either shows up here or is refused).
   */
  async abandon(jobId: string): Promise<boolean> {
    if (this.jobs.get(jobId)) return true;
    const onDisk = await this.opts.journal.has(jobId);
    if (onDisk || this.jobs.get(jobId)) return true;
    this.abandoned.add(jobId);
    return false;
  }

  /** No new chunks; chunks in flight finish and are recorded. */
  cancel(jobId: string): void {
    const live = this.jobs.require(jobId);
    if (live.activity !== 'sending') return;
    live.cancelRequested = true;
    live.model.state = 'cancelling';
    live.cancel.abort();
    this.emitProgress(live);
  }

  /** Sends the chosen failed rows (all failed rows without `keys`) again, in the same job; resolves once the run has begun. */
  async retryFailed(jobId: string, keys?: string[]): Promise<JobHandle> {
    const live = await this.jobs.sendable(jobId);
    const wanted = keys ? new Set(keys) : null;
    const isWanted = (r: { status: string; key: string }) => r.status === 'failed' && (!wanted || wanted.has(r.key));
    // A lone failed order cannot be merged on its own: refused here, before anything changes or is sent.
    const tooFew = live.validator.tooFewIssue([...live.model.rows.values()].filter(isWanted).length);
    if (tooFew) throw localError('INVALID_INPUT', live.model.meta.operation, 'not-executed', { action: 'show', details: { issues: [tooFew] } });
    return launchRun(this.run, live, async () => {
      // Failed rows a newer job took over since are superseded, not sent again.
      await takeOver(this.opts.ledger, this.opts.journal, live, [...live.model.rows.values()].filter(isWanted));
      const retry: string[] = [];
      for (const row of live.model.rows.values()) {
        if (!isWanted(row)) continue;
        live.model.apply({ key: row.key, status: 'pending', reason: null, code: null, category: null, info: row.info, requestId: null });
        retry.push(row.key);
      }
      return retry;
    });
  }

  /** Sends the pending rows of a job (after a crash, a cancel or a reconciliation); resolves once the run has begun. */
  async resume(jobId: string): Promise<JobHandle> {
    const live = await this.jobs.sendable(jobId);
    // Pending rows a newer job took over since are superseded, not sent.
    return launchRun(this.run, live, async () => {
      await takeOver(this.opts.ledger, this.opts.journal, live, [...live.model.rows.values()].filter((r) => r.status === 'pending'));
      return null;
    });
  }

  /** Reads back what the unknown rows' requests did, where the operation has such a read. */
  async reconcile(jobId: string): Promise<ReconcileReport> {
    const live = await this.jobs.load(jobId);
    this.jobs.claim(live, 'reconciling');
    try {
      return await reconcileRows(this.run, live);
    } finally {
      this.jobs.unclaim(live);
      await this.opts.journal.release(jobId);
    }
  }

  /** The user's word on unknown rows: applied → succeeded, not applied → pending (sent on resume). Exact counts. */
  async decide(jobId: string, decisions: ReadonlyArray<{ key: string; applied: boolean }>): Promise<ReconcileReport> {
    const live = await this.jobs.load(jobId);
    this.jobs.claim(live, 'deciding');
    let summarise: (() => Promise<boolean>) | null = null;
    try {
      // The summary as it stood (Activity listed the job by it): the decided one is made from the model, not a replay.
      const before = await this.opts.journal.currentSummary(jobId).catch(() => null);
      const { report, span } = await decideUnknown(live.model, decisions, await this.opts.journal.writer(jobId), this.now);
      if (report.checked > 0) this.emitProgress(live);
      if (before && span) summarise = () => this.opts.journal.summariseAfter(jobId, before, span, live.model);
      return report;
    } finally {
      this.jobs.unclaim(live);
      await this.opts.journal.release(jobId);
      // After the answer: Activity's next listing waits for this summary instead of replaying the journal.
      if (summarise) void summarise().catch((err: unknown) => this.log.warn({ err, jobId }, 'the summary of a decided job could not be written'));
    }
  }

  /**
   * The user's word per request (every unknown row it sent), or on every unknown row of the job (`all`): the rows
   * are picked here from the job itself, so no decision is capped by what a screen loaded.
   */
  async decideRequests(jobId: string, choice: { requests: ReadonlyArray<{ request: string | null; applied: boolean }> } | { all: boolean }): Promise<ReconcileReport> {
    const { model } = await this.jobs.load(jobId);
    return this.decide(jobId, decisionsByRequest(model, choice));
  }

  /** The requests the job's rows of `status` went out in, a page at a time. */
  async requests(jobId: string, status: RowStatus, offset: number, limit: number): Promise<{ summary: JobSummary } & ReturnType<typeof requestGroups>> {
    const model = this.jobs.get(jobId)?.model ?? (await this.jobs.replayed(jobId)).model;
    return { summary: model.summary(), ...requestGroups(model, status, offset, limit) };
  }

  resolve(jobId: string, keys: readonly string[], decision: 'applied' | 'not-applied'): Promise<ReconcileReport> {
    return this.decide(jobId, keys.map((key) => ({ key, applied: decision === 'applied' })));
  }

  /**
   * Start-up: closes the runs the process never ended (a durable `end` record, so any line lost after it shows
   * as damage), reconciles the jobs a read can settle, and lists what is left for the user. Damaged jobs are
   * listed, never resumed.
   */
  async recover(): Promise<UnfinishedJobs> {
    // The listing comes from the journals' summaries (summary.ts): no journal is read whole here, and a job is
    // loaded into memory only when a read may settle its unknown rows.
    const { jobs, unreadable } = await this.opts.journal.unfinished();
    const left: JobSummary[] = [];
    for (const { closed: _c, openRun, ...listed } of jobs) {
      const { jobId } = listed;
      let summary: JobSummary = { ...listed, state: openRun !== null ? 'interrupted' : listed.state };
      const known = this.jobs.get(jobId);
      if (!known?.activity) {
        try {
          if (openRun !== null) {
            await this.jobs.outside(jobId, async () => {
              const writer = await this.opts.journal.writer(jobId);
              await writer.durable({ t: 'end', run: openRun, at: new Date(this.now()).toISOString(), state: 'interrupted', error: null });
              await this.opts.journal.release(jobId);
            });
          }
          if (listed.reconcilable && listed.unknown > 0) summary = await this.reconcileAtStart(jobId, !known);
        } catch (err) {
          this.log.warn({ jobId, err }, 'recovery of an unfinished job failed');
        }
      }
      if (summary.damage !== null || summary.pending > 0 || summary.unknown > 0 || summary.state === 'interrupted') left.push(summary);
    }
    return { jobs: left, unreadable };
  }

  private async reconcileAtStart(jobId: string, drop: boolean): Promise<JobSummary> {
    const live = await this.jobs.load(jobId);
    this.jobs.claim(live, 'reconciling');
    try {
      if (live.model.countsNow().unknown > 0) await reconcileRows(this.run, live);
      return live.model.summary();
    } finally {
      this.jobs.unclaim(live);
      await this.opts.journal.release(jobId);
      // Jobs of earlier sessions are read from their journal when asked for, not held in memory.
      if (drop) this.jobs.drop(live);
    }
  }

  /** The jobs of this session. */
  list(): JobSummary[] {
    return this.jobs.all().map((j) => j.model.summary());
  }

  /**
   * Every job: this session's as they are now, and every other one the journal holds (earlier sessions,
   * finished or not, dismissed or not), newest first. Files in which not even the job can be read are
   * `journal.unfinished()`'s to list.
   */
  async listAll(): Promise<JobSummary[]> {
    const live = this.list();
    // This session's jobs are not summarised from their journals: a running one's would be replayed whole.
    const { jobs } = await this.opts.journal.list(new Set(live.map((j) => j.jobId)));
    const earlier = jobs.map(({ closed: _c, openRun: _r, ...summary }) => summary);
    return [...live, ...earlier].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** A job of this session. */
  get(jobId: string): JobResult {
    const { model } = this.jobs.require(jobId);
    return { summary: model.summary(), rows: model.rowResults() };
  }

  /** A job of this session, or one read back from its journal. */
  async read(jobId: string): Promise<JobResult> {
    if (this.jobs.get(jobId)) return this.get(jobId);
    const { model } = await this.jobs.replayed(jobId);
    return { summary: model.summary(), rows: model.rowResults() };
  }

  /**
   * A page of a job's rows (of one status, or of one request) and how many match. A job of this session is read
   * from memory; an old job's status pages are read by offset from the journal's row index (never replayed here);
   * only a page of one request, which the row index does not hold, replays the journal.
   */
  async page(jobId: string, where: { status?: RowStatus; request?: string }, offset: number, limit: number): Promise<{ summary: JobSummary; rows: RowResult[]; matching: number }> {
    const { status, request } = where;
    const live = this.jobs.get(jobId);
    if (!live && request === undefined) {
      if (!(await this.opts.journal.has(jobId))) throw jobNotFound(jobId);
      try {
        const page = await this.opts.journal.page(jobId, { offset, limit, status });
        return { summary: page.job, rows: page.rows, matching: page.matching };
      } catch (err) {
        if (err instanceof JournalCorruptError) throw new JobError('conflict', `The journal of job ${jobId} cannot be read: ${err.message}.`, jobId);
        throw err;
      }
    }
    const model = live?.model ?? (await this.jobs.replayed(jobId)).model;
    return { summary: model.summary(), ...model.rowPage((r) => (!status || r.status === status) && (!request || r.request === request), offset, limit) };
  }

  /** Resolves when no job of this runner is sending (after cancel, for a quit). */
  async whenIdle(): Promise<void> {
    await Promise.all(this.jobs.all().map((j) => j.running?.catch(() => undefined)));
  }

  export(jobId: string, format: ExportFormat, locale: Locale = 'en'): string {
    return exportResult(this.get(jobId), format, locale);
  }

  /** Drops a finished job from memory (its journal stays). */
  forget(jobId: string): void {
    const live = this.jobs.get(jobId);
    if (live && !live.activity) this.jobs.drop(live);
  }

  private emitProgress(live: LiveJob): void {
    this.emit('progress', progressOf(live, this.now()));
  }
}
