// Batch jobs: rows of one write operation, chunked to the catalogue's maximum, sent through the throttle with
// a journal intent before each chunk, every per-item outcome mapped back to its row. Unknown outcomes are
// never re-sent: they are reconciled by a read where one can tell, or decided by the user.
import { EventEmitter } from 'node:events';
import { getOperation } from '../../../shared/catalogue';
import { isOpenApiError, localError } from '../errors';
import { JournalWriteError, type Journal } from '../journal/journal';
import { JournalCorruptError } from '../journal/replay';
import type { JobJournalWriter } from '../journal/writer';
import { silentLogger, type Logger } from '../logger';
import { reconcilerFor, type OperationCaller } from '../reconcile';
import { ChunkBuilder } from './chunk-builder';
import { exportResult, type ExportFormat } from './export';
import { JobError, jobNotFound, jobTaken } from './job-errors';
import { LiveJobs, progressOf, type LiveJob } from './live-jobs';
import { newJobInSlices, validateRows } from './new-job';
import { decisionsByRequest, requestGroups } from './requests';
import { chunkSizeOf } from './rows';
import { sendChunk, type BatchCaller } from './send-chunk';
import { decideUnknown, reconcileUnknown } from './settle';
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
}

export class BatchRunner extends EventEmitter<{ progress: [JobProgress]; finished: [JobSummary] }> {
  private readonly jobs: LiveJobs;
  private readonly log: Logger;
  private readonly now: () => number;
  /** Caller-chosen ids given up (`abandon`): never started in this process. A restart ends every start on its way. */
  private readonly abandoned = new Set<string>();

  constructor(private readonly opts: BatchRunnerOptions) {
    super();
    this.jobs = new LiveJobs(opts.journal);
    this.log = (opts.logger ?? silentLogger()).child({ module: 'batch' });
    this.now = opts.now ?? Date.now;
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
    // The journal writes the rows as given; once written, nothing here keeps the caller's array alive.
    let journalRows: JobSpec['rows'] | null = spec.rows;
    return this.launch(live, async () => {
      // The token is fetched while the rows are written; the first chunk joins that same renewal.
      void this.opts.client.warmUp?.();
      // Rows checked and built in slices (a refusal drops the job, as before anything was written).
      await ready;
      const rows = journalRows ?? [];
      journalRows = null;
      // Every row validated once, for the life of the job, while its rows are on their way to the disk.
      const validated = validateRows(model, validator);
      validated.catch(() => undefined);
      let writer: JobJournalWriter;
      try {
        writer = await this.opts.journal.create({ ...model.meta, rows });
      } catch (err) {
        throw err instanceof JournalWriteError ? localError('JOURNAL_WRITE_FAILED', model.meta.operation, 'not-executed', { cause: err, action: 'show' }) : err;
      }
      const invalid = await validated;
      for (let i = 0; i < invalid.length; i += INVALID_PER_RECORD) await writer.append({ t: 'invalid', rows: invalid.slice(i, i + INVALID_PER_RECORD) });
      this.log.info({ jobId, operation: model.meta.operation, rows: rows.length, invalid: invalid.length }, 'job started');
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
    return this.launch(live, async () => {
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
    return this.launch(live, async () => null);
  }

  /** Reads back what the unknown rows' requests did, where the operation has such a read. */
  async reconcile(jobId: string): Promise<ReconcileReport> {
    const live = await this.jobs.load(jobId);
    this.jobs.claim(live, 'reconciling');
    try {
      return await this.reconcileRows(live);
    } finally {
      this.jobs.unclaim(live);
      await this.opts.journal.release(jobId);
    }
  }

  /** The user's word on unknown rows: applied → succeeded, not applied → pending (sent on resume). Exact counts. */
  async decide(jobId: string, decisions: ReadonlyArray<{ key: string; applied: boolean }>): Promise<ReconcileReport> {
    const live = await this.jobs.load(jobId);
    this.jobs.claim(live, 'deciding');
    try {
      const report = await decideUnknown(live.model, decisions, await this.opts.journal.writer(jobId), this.now);
      if (report.checked > 0) this.emitProgress(live);
      return report;
    } finally {
      this.jobs.unclaim(live);
      await this.opts.journal.release(jobId);
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
            const writer = await this.opts.journal.writer(jobId);
            await writer.durable({ t: 'end', run: openRun, at: new Date(this.now()).toISOString(), state: 'interrupted', error: null });
            await this.opts.journal.release(jobId);
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
      if (live.model.countsNow().unknown > 0) await this.reconcileRows(live);
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

  export(jobId: string, format: ExportFormat): string {
    return exportResult(this.get(jobId), format);
  }

  /** Drops a finished job from memory (its journal stays). */
  forget(jobId: string): void {
    const live = this.jobs.get(jobId);
    if (live && !live.activity) this.jobs.drop(live);
  }

  /**
   * Runs `prepare`, begins a run (its `run` record written) and resolves then; the rest of the run goes on in
   * `done`, which never rejects (a failure ends the job as halted). A failure before the run begins rejects, and
   * the job is dropped from memory (the journal, if any, is what it was).
   */
  private async launch(live: LiveJob, prepare: () => Promise<string[] | null>): Promise<JobHandle> {
    this.jobs.claim(live, 'sending');
    // A cancel from here on (even while the rows are still written) holds for this run.
    Object.assign(live, { cancel: new AbortController(), cancelRequested: false, halt: null });
    const previous = live.model.state;
    live.model.state = 'running';
    let began = false;
    let onBegun!: () => void;
    const begun = new Promise<void>((resolve) => (onBegun = resolve));
    const body = (async () => {
      const retry = await prepare();
      const writer = await this.beginRun(live, retry);
      began = true;
      onBegun();
      return this.send(live, writer);
    })();
    const done = body
      .catch((err: unknown) => {
        if (began) return this.endAfterCrash(live, err);
        live.model.state = previous;
        this.jobs.drop(live);
        void this.opts.journal.release(live.model.jobId).catch(() => undefined);
        throw err;
      })
      .finally(() => this.jobs.unclaim(live));
    live.running = done;
    await Promise.race([begun, done]);
    done.catch(() => undefined);
    return { jobId: live.model.jobId, done };
  }

  private async beginRun(live: LiveJob, retry: string[] | null): Promise<JobJournalWriter> {
    const { model } = live;
    const writer = await this.opts.journal.writer(model.jobId);
    await writer.append({ t: 'run', run: model.run + 1, at: new Date(this.now()).toISOString(), retry });
    model.run++;
    Object.assign(live, { runStartedAt: this.now(), doneInRun: 0 });
    model.state = live.cancelRequested ? 'cancelling' : 'running';
    model.finishedAt = null;
    model.error = null;
    this.emitProgress(live);
    return writer;
  }

  private async send(live: LiveJob, writer: JobJournalWriter): Promise<JobSummary> {
    const { model } = live;
    const op = getOperation(model.meta.operation);
    const chunks = new ChunkBuilder(model, live.validator, writer, chunkSizeOf(model.meta.operation, this.opts.chunkSize));
    // One worker more than the path's capacity: the extra one waits in the throttle with its chunk ready.
    const workers = Math.min(chunks.maxChunks, op.capacity + 1);
    const chunkRun = {
      model,
      writer,
      client: this.opts.client,
      waitSignal: live.cancel.signal,
      cancelled: () => live.cancelRequested,
      now: this.now,
    };
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (;;) {
          if (live.cancelRequested || live.halt) break;
          const chunk = chunks.next();
          if (chunk === null) break;
          const result = await sendChunk(chunkRun, chunk);
          live.doneInRun += result.outcomes.filter((o) => o.status !== 'pending').length;
          if (result.halt && !live.halt) {
            live.halt = result.halt;
            live.cancel.abort(); // chunks still waiting would only repeat the failure
          }
          this.emitProgress(live);
        }
      }),
    );
    if (this.opts.reconcileAfterRun !== false && model.countsNow().unknown > 0 && reconcilerFor(model.meta.operation)) {
      await this.reconcileRows(live).catch((err: unknown) => this.log.warn({ jobId: model.jobId, err }, 'reconciliation failed'));
    }
    return this.end(live, writer);
  }

  private async end(live: LiveJob, writer: JobJournalWriter): Promise<JobSummary> {
    const { model } = live;
    const state = live.halt ? 'halted' : live.cancelRequested ? 'cancelled' : 'finished';
    model.state = state;
    model.finishedAt = new Date(this.now()).toISOString();
    model.error = live.halt ? { code: live.halt.code, message: live.halt.messageFor('en') } : null;
    await writer.durable({ t: 'end', run: model.run, at: model.finishedAt, state, error: model.error });
    await this.opts.journal.release(model.jobId);
    const summary = model.summary();
    this.log.info({ jobId: model.jobId, state, succeeded: summary.succeeded, failed: summary.failed, unknown: summary.unknown }, 'job ended');
    this.emitProgress(live);
    this.emit('finished', summary);
    return summary;
  }

  private async endAfterCrash(live: LiveJob, err: unknown): Promise<JobSummary> {
    const e = isOpenApiError(err) ? err : localError('JOURNAL_WRITE_FAILED', live.model.meta.operation, 'not-executed', { cause: err });
    this.log.error({ jobId: live.model.jobId, err }, 'job stopped');
    live.model.state = 'halted';
    live.model.finishedAt = new Date(this.now()).toISOString();
    live.model.error = { code: e.code, message: e.messageFor('en') };
    await this.opts.journal.release(live.model.jobId).catch(() => undefined);
    const summary = live.model.summary();
    this.emitProgress(live);
    this.emit('finished', summary);
    return summary;
  }

  private async reconcileRows(live: LiveJob): Promise<ReconcileReport> {
    const report = await reconcileUnknown(live.model, this.opts.client, await this.opts.journal.writer(live.model.jobId), this.now);
    if (report.checked > 0) this.emitProgress(live);
    return report;
  }

  private emitProgress(live: LiveJob): void {
    this.emit('progress', progressOf(live, this.now()));
  }
}
