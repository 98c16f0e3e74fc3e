// The jobs a runner holds in memory, each rebuilt from its journal on first use, and the one thing each is doing
// (sending, reconciling, deciding): a second call on a busy job is refused with a typed conflict.
import { JournalCorruptError, type ReplayResult } from '../journal/replay';
import type { Journal } from '../journal/journal';
import type { OpenApiError } from '../errors';
import { jobBusy, jobDamaged, JobError, jobNotFound } from './job-errors';
import type { JobModel } from '../job/job-model';
import { validateRows } from './new-job';
import { JobRowValidator } from './rows';
import type { JobProgress, JobSummary } from '../job/types';

export type Activity = 'sending' | 'reconciling' | 'deciding';

export interface LiveJob {
  model: JobModel;
  validator: JobRowValidator;
  activity: Activity | null;
  /** The run in progress: resolves when it ends. */
  running: Promise<JobSummary> | null;
  cancel: AbortController;
  cancelRequested: boolean;
  halt: OpenApiError | null;
  runStartedAt: number;
  doneInRun: number;
}

/** Told when a job comes into memory from its journal, and when it leaves (the ledger indexes it meanwhile). */
export interface LiveJobsHooks {
  loaded(model: JobModel): Promise<void>;
  dropped(model: JobModel): void;
}

export class LiveJobs {
  private readonly jobs = new Map<string, LiveJob>();
  /** Writes to the journal of a job not in memory (the rows a newer job took over): loading it waits for them. */
  private readonly aside = new Map<string, Promise<void>>();

  constructor(
    private readonly journal: Journal,
    private readonly hooks: LiveJobsHooks | null = null,
  ) {}

  get(jobId: string): LiveJob | undefined {
    return this.jobs.get(jobId);
  }

  /** A job of this session, or a typed not-found. */
  require(jobId: string): LiveJob {
    const live = this.jobs.get(jobId);
    if (!live) throw jobNotFound(jobId);
    return live;
  }

  all(): LiveJob[] {
    return [...this.jobs.values()];
  }

  track(model: JobModel, validator: JobRowValidator): LiveJob {
    const live: LiveJob = { model, validator, activity: null, running: null, cancel: new AbortController(), cancelRequested: false, halt: null, runStartedAt: 0, doneInRun: 0 };
    this.jobs.set(model.jobId, live);
    return live;
  }

  /** Forgets the job (the next use reads it from its journal again). */
  drop(live: LiveJob): void {
    if (this.jobs.get(live.model.jobId) !== live) return;
    this.jobs.delete(live.model.jobId);
    this.hooks?.dropped(live.model);
  }

  /**
   * Runs `body` (a write to the journal of a job not in memory) before any load of the job, one at a time per job:
   * the job is read back with what it wrote, and no run shares its writer meanwhile.
   */
  outside(jobId: string, body: () => Promise<void>): Promise<void> {
    const run = (this.aside.get(jobId) ?? Promise.resolve()).then(body);
    const settled = run.catch(() => undefined);
    this.aside.set(jobId, settled);
    void settled.then(() => {
      if (this.aside.get(jobId) === settled) this.aside.delete(jobId);
    });
    return run;
  }

  /** The job as its journal tells it: typed not-found when there is none, conflict when not even the job can be read. */
  async replayed(jobId: string): Promise<ReplayResult> {
    if (!(await this.journal.has(jobId))) throw jobNotFound(jobId);
    try {
      return await this.journal.load(jobId);
    } catch (err) {
      if (err instanceof JournalCorruptError) throw new JobError('conflict', `The journal of job ${jobId} cannot be read: ${err.message}.`, jobId);
      throw err;
    }
  }

  /** The job in memory, or rebuilt from its journal (its rows validated again, once: item keys and sent forms). */
  async load(jobId: string): Promise<LiveJob> {
    const known = this.jobs.get(jobId);
    if (known) return known;
    await this.aside.get(jobId);
    const { model } = await this.replayed(jobId);
    const validator = new JobRowValidator(model.meta.operation, model.meta.common);
    // Once per load: every later run, retry and attempt sends what this kept.
    await validateRows(model, validator);
    const again = this.jobs.get(jobId);
    if (again) return again;
    const live = this.track(model, validator);
    await this.hooks?.loaded(model);
    return this.jobs.get(jobId) ?? live;
  }

  /** A job that may send again: known, idle, and not damaged. */
  async sendable(jobId: string): Promise<LiveJob> {
    const live = await this.load(jobId);
    if (live.activity) throw jobBusy(jobId, live.activity);
    if (live.model.damage) throw jobDamaged(jobId, live.model.damage);
    return live;
  }

  claim(live: LiveJob, activity: Activity): void {
    if (live.activity) throw jobBusy(live.model.jobId, live.activity);
    live.activity = activity;
  }

  unclaim(live: LiveJob): void {
    live.activity = null;
    live.running = null;
  }
}

/** Progress as the app shows it, with the job's state (no lookup needed by whoever listens). */
export function progressOf(live: LiveJob, now: number): JobProgress {
  const counts = live.model.countsNow();
  const elapsed = Math.max(1, now - live.runStartedAt);
  const rate = (live.doneInRun * 1000) / elapsed;
  return {
    jobId: live.model.jobId,
    state: live.model.state,
    ...counts,
    done: counts.total - counts.pending - counts.missing,
    ratePerSecond: Math.round(rate * 10) / 10,
    etaSeconds: rate > 0 ? Math.round(counts.pending / rate) : null,
  };
}
