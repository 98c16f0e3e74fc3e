// Batch jobs: rows of one write operation, chunked to the catalogue's maximum, sent through the throttle with
// a journal intent before each chunk, every per-item outcome mapped back to its row. Unknown outcomes are
// never re-sent: they are reconciled by a read where one can tell, or decided by the user.
import { EventEmitter } from 'node:events';
import { getOperation } from '../../../shared/catalogue';
import { isOpenApiError, localError, type OpenApiError } from '../errors';
import type { Journal, UnfinishedJob } from '../journal/journal';
import type { JobJournalWriter } from '../journal/writer';
import { silentLogger, type Logger } from '../logger';
import { reconcilerFor, type OperationCaller } from '../reconcile';
import { sendChunk, type BatchCaller } from './chunk';
import { Chunker } from './chunker';
import { decideUnknown, reconcileUnknown } from './settle';
import { exportResult, type ExportFormat } from './export';
import { JobModel } from './job-model';
import { batchOperation, checkRowKeys, chunkSizeOf, RowValidator } from './rows';
import type { JobHandle, JobProgress, JobResult, JobRow, JobSpec, JobSummary, ReconcileReport } from './types';

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

interface LiveJob {
  model: JobModel;
  validator: RowValidator;
  running: Promise<JobSummary> | null;
  cancel: AbortController;
  cancelRequested: boolean;
  halt: OpenApiError | null;
  runStartedAt: number;
  doneInRun: number;
}

export class BatchRunner extends EventEmitter<{ progress: [JobProgress]; finished: [JobSummary] }> {
  private readonly jobs = new Map<string, LiveJob>();
  private readonly log: Logger;
  private readonly now: () => number;

  constructor(private readonly opts: BatchRunnerOptions) {
    super();
    this.log = (opts.logger ?? silentLogger()).child({ module: 'batch' });
    this.now = opts.now ?? Date.now;
  }

  /**
   * Journals the job and starts sending. Each row is validated on its own just before its chunk is built (so
   * sending starts at once); a bad row is reported as invalid and never sent. A bad common field, operation
   * or row key refuses the whole job here.
   */
  start(spec: JobSpec): JobHandle {
    batchOperation(spec.operation);
    const common = spec.common ?? null;
    checkRowKeys(spec.operation, spec.rows);
    const validator = new RowValidator(spec.operation, common);
    validator.checkCommon(spec.rows);
    const jobId = this.opts.journal.newJobId(new Date(this.now()));
    const model = new JobModel({
      jobId,
      operation: spec.operation,
      label: spec.label ?? null,
      createdAt: new Date(this.now()).toISOString(),
      common,
      context: spec.context ?? null,
    });
    for (const row of spec.rows) model.addRow(row.key, row.input);
    const live = this.track(model, validator);
    // The journal writes the rows as given; once written, nothing here keeps the caller's array alive.
    let journalRows: readonly JobRow[] | null = spec.rows;
    const done = this.exclusive(live, async () => {
      // The token is fetched while the rows are written; the first chunk joins that same renewal.
      void this.opts.client.warmUp?.();
      const rows = journalRows ?? [];
      journalRows = null;
      await this.opts.journal.create({ ...model.meta, rows, invalid: [] });
      this.log.info({ jobId, operation: model.meta.operation, rows: rows.length }, 'job started');
      return this.run(live, null);
    });
    return { jobId, done };
  }

  /** No new chunks; chunks in flight finish and are recorded. */
  cancel(jobId: string): void {
    const live = this.jobs.get(jobId);
    if (!live || !live.running) return;
    live.cancelRequested = true;
    live.model.state = 'cancelling';
    live.cancel.abort();
    this.emitProgress(live);
  }

  /** Sends the chosen failed rows (all failed rows without `keys`) again, in the same job. */
  retryFailed(jobId: string, keys?: string[]): JobHandle {
    this.assertIdle(jobId);
    const done = this.load(jobId).then((live) =>
      this.exclusive(live, () => {
        const wanted = keys ? new Set(keys) : null;
        const retry: string[] = [];
        for (const row of live.model.rows.values()) {
          if (row.status !== 'failed' || (wanted && !wanted.has(row.key))) continue;
          live.model.apply({ key: row.key, status: 'pending', reason: null, code: null, category: null, info: row.info, requestId: null });
          retry.push(row.key);
        }
        return this.run(live, retry);
      }),
    );
    return { jobId, done };
  }

  /** Sends the pending rows of a job (after a crash, a cancel or a reconciliation). */
  async resume(jobId: string): Promise<JobHandle> {
    this.assertIdle(jobId);
    const live = await this.load(jobId);
    return { jobId, done: this.exclusive(live, () => this.run(live, null)) };
  }

  /** Reads back what the unknown rows' requests did, where the operation has such a read. */
  async reconcile(jobId: string): Promise<ReconcileReport> {
    const live = await this.load(jobId);
    if (live.running) throw new Error(`job ${jobId} is running; reconcile it when it ends`);
    try {
      return await this.reconcileRows(live);
    } finally {
      await this.opts.journal.release(jobId);
    }
  }

  /** The user's decision on unknown rows: applied → succeeded, not-applied → pending (sent on resume). */
  async resolve(jobId: string, keys: string[], decision: 'applied' | 'not-applied'): Promise<void> {
    const live = await this.load(jobId);
    if (live.running) throw new Error(`job ${jobId} is running`);
    const changed = await decideUnknown(live.model, keys, decision, await this.opts.journal.writer(jobId), this.now);
    await this.opts.journal.release(jobId);
    if (changed > 0) this.emitProgress(live);
  }

  /** Start-up: lists unfinished jobs, reconciling first those a read can settle. */
  async recover(): Promise<UnfinishedJob[]> {
    for (const job of await this.opts.journal.unfinished()) {
      if (!job.reconcilable || job.unknown === 0) continue;
      try {
        await this.reconcile(job.jobId);
      } catch (err) {
        this.log.warn({ jobId: job.jobId, err }, 'reconciliation at start-up failed');
      }
    }
    return this.opts.journal.unfinished();
  }

  list(): JobSummary[] {
    return [...this.jobs.values()].map((j) => j.model.summary());
  }

  get(jobId: string): JobResult {
    const model = this.model(jobId);
    return { summary: model.summary(), rows: model.rowResults() };
  }

  export(jobId: string, format: ExportFormat): string {
    return exportResult(this.get(jobId), format);
  }

  /** Drops a finished job from memory (its journal stays). */
  forget(jobId: string): void {
    const live = this.jobs.get(jobId);
    if (live && !live.running) this.jobs.delete(jobId);
  }

  private assertIdle(jobId: string): void {
    if (this.jobs.get(jobId)?.running) throw new Error(`job ${jobId} is already running`);
  }

  private model(jobId: string): JobModel {
    const live = this.jobs.get(jobId);
    if (!live) throw new Error(`no job ${jobId} in this session`);
    return live.model;
  }

  private track(model: JobModel, validator: RowValidator): LiveJob {
    const live: LiveJob = { model, validator, running: null, cancel: new AbortController(), cancelRequested: false, halt: null, runStartedAt: 0, doneInRun: 0 };
    this.jobs.set(model.jobId, live);
    return live;
  }

  /** The job in memory, or rebuilt from its journal (item keys recomputed from the rows). */
  private async load(jobId: string): Promise<LiveJob> {
    const known = this.jobs.get(jobId);
    if (known) return known;
    const { model } = await this.opts.journal.load(jobId);
    const validator = new RowValidator(model.meta.operation, model.meta.common);
    for (const row of model.rows.values()) {
      // Succeeded rows are never sent again (and their input is not kept); invalid ones never were.
      if (row.status === 'invalid' || row.status === 'succeeded') continue;
      const v = validator.validate(row.key, row.input);
      if ('issues' in v) model.markInvalid(row.key, v.issues);
      else row.itemKey = v.itemKey;
    }
    return this.jobs.get(jobId) ?? this.track(model, validator);
  }

  /** One run at a time per job; the promise never rejects (a failure ends the job as halted). */
  private exclusive(live: LiveJob, body: () => Promise<JobSummary>): Promise<JobSummary> {
    if (live.running) throw new Error(`job ${live.model.jobId} is already running`);
    live.model.state = 'running';
    const running = body()
      .catch((err: unknown) => this.endAfterCrash(live, err))
      .finally(() => {
        live.running = null;
      });
    live.running = running;
    return running;
  }

  private async run(live: LiveJob, retry: string[] | null): Promise<JobSummary> {
    const { model } = live;
    const op = getOperation(model.meta.operation);
    const writer = await this.opts.journal.writer(model.jobId);
    model.run++;
    Object.assign(live, { cancel: new AbortController(), cancelRequested: false, halt: null, runStartedAt: this.now(), doneInRun: 0 });
    model.state = 'running';
    model.finishedAt = null;
    model.error = null;
    await writer.append({ t: 'run', run: model.run, at: new Date(this.now()).toISOString(), retry });
    const chunker = new Chunker(model, live.validator, writer, chunkSizeOf(model.meta.operation, this.opts.chunkSize));
    this.emitProgress(live);
    // One worker more than the path's capacity: the extra one waits in the throttle with its chunk ready.
    const workers = Math.min(chunker.maxChunks, op.capacity + 1);
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
          const chunk = chunker.next();
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
    const summary = live.model.summary();
    this.emit('finished', summary);
    return summary;
  }

  private async reconcileRows(live: LiveJob): Promise<ReconcileReport> {
    const report = await reconcileUnknown(live.model, this.opts.client, await this.opts.journal.writer(live.model.jobId), this.now);
    if (report.checked > 0) this.emitProgress(live);
    return report;
  }

  private emitProgress(live: LiveJob): void {
    const counts = live.model.countsNow();
    const elapsed = Math.max(1, this.now() - live.runStartedAt);
    const rate = (live.doneInRun * 1000) / elapsed;
    this.emit('progress', {
      jobId: live.model.jobId,
      ...counts,
      done: counts.total - counts.pending,
      rate,
      etaMs: rate > 0 ? Math.round((counts.pending / rate) * 1000) : null,
    });
  }
}
