// The scheduler: runs each due rule through the sync core (electron/core/sync/) as one job named after the rule,
// on a clock it is given (timers in the app, a manual clock in tests). A rule never overlaps itself: while its
// last run's job is live (in this process, or resumed from the journal after a restart: a job a crash cut off is
// resumed by the rule itself) a due rule is skipped and says so. A rule whose profile cannot send now (not the
// open profile, no app secret, a team server that is required and absent) waits and says why; it runs once the
// reason goes. Each run's end is recorded in the store:
// when, its job, its counts, its outcome, its results files (beside the source, or in the rule's folder).
import { issueText } from '../../../shared/catalogue/issue-texts';
import type { JobSummary } from '../../../shared/ipc';
import { isLiveJobState } from '../../../shared/ipc/operations';
import type { ScheduleCounts, ScheduleDryRun, ScheduleLastRun, ScheduleOutcome, ScheduleView, ScheduleWaitCode } from '../../../shared/ipc/schedules';
import { silentLogger, type Logger } from '../logger';
import { CodedError, type Locale } from '../messages';
import { planSync, readSyncFile, startSync, SyncCallError, SyncError, syncOutcome, waitForSync, writeSyncResults, type SyncCaller, type SyncPlan } from '../sync';
import { ScheduleError, scheduleText, type ScheduleValues } from './messages';
import { resolveSource, sameStamp } from './source';
import type { RuleInput, ScheduleStore, StoredRule } from './store';
import { nextRunAt } from './timing';

export interface ScheduleClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** The machine's clock and timers (a sleeping scheduler does not keep the process alive). */
export const timerClock: ScheduleClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
};

/** Whether a rule's profile can send now: its calls, or why not. */
export type ScheduleGate = { readonly ok: true; readonly call: SyncCaller } | { readonly ok: false; readonly code: Extract<ScheduleWaitCode, 'PROFILE_NOT_OPEN' | 'NO_SECRET' | 'TEAM_SERVER_MISSING'>; readonly values: ScheduleValues };

/** What the scheduler needs of the app: the gate of a profile, and the user's language. */
export interface SchedulePort {
  open(profileId: string): Promise<ScheduleGate>;
  locale(): Locale;
}

export interface SchedulerOptions {
  store: ScheduleStore;
  port: SchedulePort;
  clock?: ScheduleClock;
  log?: Logger;
  /** How often rules are looked at (and files for "when the file changes"); default one minute. */
  lookMs?: number;
  /** Between two looks at a running job (default 500 ms). */
  jobPollMs?: number;
  /** Told each run's end (failures and unknown outcomes are for the user to hear about). */
  onRunEnded?: (view: ScheduleView) => void;
}

const NO_COUNTS: ScheduleCounts = { sent: 0, succeeded: 0, failed: 0, unknown: 0, unchanged: 0, held: 0, invalid: 0 };
const DRY_ROWS = 20;

interface Waiting {
  code: ScheduleWaitCode;
  message: string;
  at: number;
}

/** The worst of what a plan held back (before any job): unknown, failed (invalid rows), not sent (in flight). */
function planOutcome(plan: SyncPlan): ScheduleOutcome | null {
  if (plan.held.some((h) => h.held.why === 'unknown')) return 'unknown';
  if (plan.invalid.length > 0) return 'failed';
  if (plan.held.some((h) => h.held.why === 'inFlight')) return 'notSent';
  return null;
}

const RANK: Record<ScheduleOutcome, number> = { unknown: 5, failed: 4, notSent: 3, error: 2, refused: 2, running: 1, succeeded: 0, nothingToSend: 0 };
const worst = (a: ScheduleOutcome, b: ScheduleOutcome | null): ScheduleOutcome => (b !== null && RANK[b] > RANK[a] ? b : a);

export class Scheduler {
  private readonly store: ScheduleStore;
  private readonly port: SchedulePort;
  private readonly clock: ScheduleClock;
  private readonly log: Logger;
  private readonly lookMs: number;
  private readonly jobPollMs: number;
  /** Runs under way in this process, by rule. */
  private readonly running = new Map<string, Promise<void>>();
  private readonly waiting = new Map<string, Waiting>();
  /** The plan's worst, by rule, for a run whose job is followed (a job's rows alone do not say what was held). */
  private readonly planned = new Map<string, ScheduleOutcome | null>();
  private readonly abort = new AbortController();
  private loop: Promise<void> | null = null;
  private ticking: Promise<void> | null = null;

  constructor(private readonly opts: SchedulerOptions) {
    this.store = opts.store;
    this.port = opts.port;
    this.clock = opts.clock ?? timerClock;
    this.log = (opts.log ?? silentLogger()).child({ module: 'schedule' });
    this.lookMs = opts.lookMs ?? 60_000;
    this.jobPollMs = opts.jobPollMs ?? 500;
  }

  /** Looks at the rules now and then every `lookMs` of the clock, until stop(). */
  start(): void {
    if (this.loop) return;
    this.loop = (async () => {
      while (!this.abort.signal.aborted) {
        await this.tick().catch((err: unknown) => this.log.warn({ err }, 'scheduled syncs could not be looked at'));
        await this.clock.sleep(this.lookMs);
      }
    })();
  }

  /** No further runs; runs under way stop following their jobs (the jobs go on; a restart records their end). */
  async stop(): Promise<void> {
    this.abort.abort();
    await Promise.allSettled([...this.running.values()]);
  }

  /** One look at every rule: each due one begins (a look already under way is waited for, not doubled). */
  tick(): Promise<void> {
    this.ticking ??= this.look().finally(() => (this.ticking = null));
    return this.ticking;
  }

  /** Resolves once every run under way has ended (tests; quitting). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  async list(): Promise<ScheduleView[]> {
    return (await this.store.load()).map((r) => this.view(r));
  }

  async save(input: RuleInput): Promise<ScheduleView> {
    return this.view(await this.store.save(input, this.clock.now()));
  }

  async remove(id: string): Promise<void> {
    if (this.running.has(id)) await this.running.get(id);
    await this.store.remove(id);
    this.waiting.delete(id);
  }

  async setPaused(id: string, paused: boolean): Promise<ScheduleView> {
    const stored = await this.store.setPaused(id, paused, this.clock.now());
    if (paused) this.waiting.delete(id);
    return this.view(stored);
  }

  /** Runs a rule now, paused or not (the user's word); resolves once its job started, or why it did not. */
  async runNow(id: string): Promise<{ view: ScheduleView; started: boolean }> {
    const stored = await this.store.get(id);
    const started = await this.begin(stored, 'runNow');
    return { view: this.view(await this.store.get(id)), started };
  }

  /** What a run would send now, sending nothing: counts, and the first rows and problems. */
  async dryRun(id: string): Promise<ScheduleDryRun> {
    const { rule } = await this.store.get(id);
    const gate = await this.port.open(rule.profileId);
    if (!gate.ok) throw new ScheduleError(gate.code, gate.values);
    const file = await resolveSource(rule.source).catch((err: unknown) => {
      throw this.sourceProblem(rule, err);
    });
    if (!file) throw new ScheduleError('SOURCE_NO_MATCH', rule.source.kind === 'folder' ? { folder: rule.source.folder, pattern: rule.source.pattern } : {});
    const plan = await this.plan(gate.call, rule, file.path);
    const unchanged = plan.held.filter((h) => h.held.why === 'unchanged').length;
    return {
      file: file.path,
      send: plan.send.length,
      unchanged,
      held: plan.held.length - unchanged,
      invalid: plan.invalid.length,
      rows: plan.send.slice(0, DRY_ROWS).map((r) => ({ sheetRow: r.sheetRow, input: { ...r.input } })),
      problems: plan.invalid.flatMap((r) => r.issues.map((i) => ({ sheetRow: r.sheetRow, field: i.path, message: issueText(this.port.locale(), i) }))).slice(0, DRY_ROWS),
    };
  }

  private async look(): Promise<void> {
    const now = this.clock.now();
    for (const stored of await this.store.load()) {
      if (this.abort.signal.aborted) return;
      try {
        await this.consider(stored, now);
      } catch (err) {
        this.log.warn({ err, rule: stored.rule.id }, 'a scheduled sync could not be looked at');
      }
    }
  }

  private async consider(stored: StoredRule, now: number): Promise<void> {
    const { rule, lastRun } = stored;
    // A paused rule is never due; a run of it recorded as running is still followed to its end below.
    const due = !rule.paused && (await this.isDue(stored, now));
    if (this.running.has(rule.id)) {
      if (due) this.wait(rule.id, 'STILL_RUNNING', { jobId: lastRun?.jobId ?? '—' });
      return;
    }
    // A run whose end was not recorded (the app stopped while its job was sending): its job resumes from the
    // journal as any job does; the rule waits for it, then records its end.
    if (lastRun?.outcome === 'running' && lastRun.jobId) {
      const gate = await this.port.open(rule.profileId);
      if (gate.ok && (await this.settleRecorded(stored, gate.call)) === 'live' && due) this.wait(rule.id, 'STILL_RUNNING', { jobId: lastRun.jobId });
      return;
    }
    if (due) await this.begin(stored, 'schedule');
  }

  /**
   * A run recorded as running (its end not recorded: the app stopped, or it is followed elsewhere): its job is
   * still live, or it ended and its end is recorded now.
   */
  private async settleRecorded(stored: StoredRule, call: SyncCaller): Promise<'live' | 'recorded'> {
    const jobId = stored.lastRun?.jobId;
    if (!jobId) return 'recorded';
    let { job } = await call('jobs.get', { jobId, limit: 1 });
    // Cut off by a stop nobody asked for (a crash, a kill, the power going): the rule's word still holds for the
    // rows it never sent, so they go as Resume in Activity sends them (only `pending` rows; the chunks in flight
    // at the stop are unknown and wait for the user). Recorded as ended here, the run would stand half-sent and
    // stay so once the user resumed it. A run the user cancelled, or that halted on an error, ends as it is.
    if (job.state === 'interrupted' && job.pending > 0 && job.damage === null) job = await this.resume(stored.rule, call, job);
    if (isLiveJobState(job.state)) return 'live';
    await this.finish(stored, call, job, null);
    return 'recorded';
  }

  /** Resumes a run's job; its summary as it stands when the session refuses (a newer job took its rows…). */
  private async resume(rule: StoredRule['rule'], call: SyncCaller, job: JobSummary): Promise<JobSummary> {
    try {
      const { job: resumed } = await call('journal.resume', { jobId: job.jobId });
      this.log.info({ rule: rule.id, jobId: job.jobId, rows: job.pending }, 'a scheduled sync\'s job cut off by a stop resumed');
      return resumed;
    } catch (err) {
      this.log.warn({ err, rule: rule.id, jobId: job.jobId }, 'a scheduled sync\'s job cut off by a stop could not be resumed');
      return job;
    }
  }

  /** Why a rule's source could not be looked at, as the sync words an unreadable file. */
  private sourceProblem(rule: StoredRule['rule'], err: unknown): SyncError {
    return new SyncError('FILE_NOT_FOUND', { file: rule.source.kind === 'file' ? rule.source.path : rule.source.folder, reason: err instanceof Error ? err.message : String(err) });
  }

  private async isDue(stored: StoredRule, now: number): Promise<boolean> {
    const { rule, lastRun } = stored;
    if (rule.when.kind !== 'onChange') {
      const next = nextRunAt(rule.when, { lastRunAt: lastRun?.at ?? null, since: stored.since });
      return next !== null && next <= now;
    }
    const file = await resolveSource(rule.source).catch(() => null);
    return file !== null && !sameStamp(file, lastRun?.file ?? null);
  }

  private wait(id: string, code: ScheduleWaitCode, values: ScheduleValues): void {
    const message = scheduleText(code, values, this.port.locale());
    const before = this.waiting.get(id);
    if (before?.code !== code) this.log.info({ rule: id, code }, 'a due scheduled sync did not run');
    this.waiting.set(id, { code, message, at: this.clock.now() });
  }

  /** Begins a run: resolves true once its job started, false when it did not (why: its waiting, or its last run). */
  private begin(stored: StoredRule, trigger: ScheduleLastRun['trigger']): Promise<boolean> {
    const { rule } = stored;
    if (this.running.has(rule.id)) {
      this.wait(rule.id, 'STILL_RUNNING', { jobId: stored.lastRun?.jobId ?? '—' });
      return Promise.resolve(false);
    }
    let told!: (started: boolean) => void;
    const started = new Promise<boolean>((resolve) => (told = resolve));
    const run = this.execute(stored, trigger, told)
      .catch((err: unknown) => this.log.error({ err, rule: rule.id }, 'a scheduled sync failed'))
      .finally(() => {
        this.running.delete(rule.id);
        if (this.waiting.get(rule.id)?.code === 'STILL_RUNNING') this.waiting.delete(rule.id);
        told(false);
      });
    this.running.set(rule.id, run);
    return started;
  }

  private async execute(stored: StoredRule, trigger: ScheduleLastRun['trigger'], told: (started: boolean) => void): Promise<void> {
    const { rule } = stored;
    const at = this.clock.now();
    if (stored.lastRun?.outcome === 'running' && stored.lastRun.jobId) {
      // Asked to run now while the unrecorded run's job may still be live: look at it first.
      const jobId = stored.lastRun.jobId;
      const gate = await this.port.open(rule.profileId);
      if (gate.ok) {
        if ((await this.settleRecorded(stored, gate.call)) === 'live') return this.wait(rule.id, 'STILL_RUNNING', { jobId });
        stored = await this.store.get(rule.id);
      }
    }
    const gate = await this.port.open(rule.profileId);
    if (!gate.ok) return this.wait(rule.id, gate.code, gate.values);
    let file;
    try {
      file = await resolveSource(rule.source);
    } catch (err) {
      const problem = this.sourceProblem(rule, err);
      await this.record(rule.id, { at, trigger, jobId: null, outcome: 'refused', counts: NO_COUNTS, problem: { code: problem.code, message: problem.messageFor(this.port.locale()) }, results: null, file: null });
      return;
    }
    if (!file) return this.wait(rule.id, 'SOURCE_NO_MATCH', rule.source.kind === 'folder' ? { folder: rule.source.folder, pattern: rule.source.pattern } : {});
    this.waiting.delete(rule.id);
    const base = { at, trigger, file } as const;
    let plan: SyncPlan;
    const took = { readMs: 0, planMs: 0 };
    try {
      plan = await this.plan(gate.call, rule, file.path, took);
    } catch (err) {
      await this.record(rule.id, { ...base, jobId: null, outcome: err instanceof SyncError || err instanceof SyncCallError ? 'refused' : 'error', counts: NO_COUNTS, problem: this.problemOf(err), results: null });
      return;
    }
    const unchanged = plan.held.filter((h) => h.held.why === 'unchanged').length;
    const counts: ScheduleCounts = { ...NO_COUNTS, sent: plan.send.length, unchanged, held: plan.held.length - unchanged, invalid: plan.invalid.length };
    if (plan.send.length === 0) {
      await this.record(rule.id, { ...base, jobId: null, outcome: worst('nothingToSend', planOutcome(plan)), counts, problem: null, results: null });
      return;
    }
    let job: JobSummary;
    try {
      job = await startSync(gate.call, plan, rule.name);
    } catch (err) {
      await this.record(rule.id, { ...base, jobId: null, outcome: err instanceof SyncCallError ? 'refused' : 'error', counts, problem: this.problemOf(err), results: null });
      return;
    }
    // On disk before anything else: a restart from here on finds the job and waits for it.
    this.planned.set(rule.id, planOutcome(plan));
    const running = await this.store.recordRun(rule.id, { ...base, jobId: job.jobId, outcome: 'running', counts, problem: null, results: null });
    // How long the file took to read and to plan: what a large file's run spends before its first request.
    this.log.info({ rule: rule.id, jobId: job.jobId, rows: plan.send.length, readMs: took.readMs, planMs: took.planMs }, 'scheduled sync started');
    told(true);
    const ended = await waitForSync(gate.call, job.jobId, { pollMs: this.jobPollMs, signal: this.abort.signal });
    if (isLiveJobState(ended.state)) return; // stopping: the next start records its end
    await this.finish(running, gate.call, ended, this.planned.get(rule.id) ?? null);
    this.planned.delete(rule.id);
  }

  /** Records a run's end from its job: its counts, outcome, and results files. */
  private async finish(stored: StoredRule, call: SyncCaller, job: JobSummary, planned: ScheduleOutcome | null): Promise<void> {
    const { rule, lastRun } = stored;
    const last = lastRun ?? { at: this.clock.now(), trigger: 'schedule' as const, counts: NO_COUNTS, file: null };
    const counts: ScheduleCounts = { ...last.counts, succeeded: job.succeeded, failed: job.failed + job.invalid, unknown: job.unknown + job.missing };
    // After a restart the plan is gone: what it held back is in the counts kept with the run.
    const held = planned ?? (last.counts.held > 0 ? 'unknown' : last.counts.invalid > 0 ? 'failed' : null);
    let outcome = worst(syncOutcome(job), held);
    let problem: ScheduleLastRun['problem'] = null;
    let results: ScheduleLastRun['results'] = null;
    const source = last.file?.path ?? (rule.source.kind === 'file' ? rule.source.path : rule.source.folder);
    try {
      results = await writeSyncResults(call, job.jobId, source, { ...(rule.resultsDir ? { dir: rule.resultsDir } : {}), locale: this.port.locale() });
    } catch (err) {
      outcome = worst(outcome, 'error');
      problem = this.problemOf(err);
    }
    const view = await this.record(rule.id, { at: last.at, trigger: last.trigger, jobId: job.jobId, outcome, counts, problem, results, file: last.file });
    this.log.info({ rule: rule.id, jobId: job.jobId, outcome }, 'scheduled sync ended');
    if (view) this.told(view);
  }

  /** Reads and plans the file; `took` is told how long each step took (ms). */
  private async plan(call: SyncCaller, rule: StoredRule['rule'], path: string, took?: { readMs: number; planMs: number }): Promise<SyncPlan> {
    const started = performance.now();
    // Numbers are read with the profile's marks, as its screens read them.
    const source = await readSyncFile(path, rule.operation, { ...(rule.mapping ? { mapping: rule.mapping } : {}), locale: this.port.locale() });
    const read = performance.now();
    const plan = await planSync(call, rule.operation, rule.common, source.rows);
    if (took) {
      took.readMs = Math.round(read - started);
      took.planMs = Math.round(performance.now() - read);
    }
    return plan;
  }

  private async record(id: string, lastRun: ScheduleLastRun): Promise<ScheduleView | null> {
    try {
      const stored = await this.store.recordRun(id, lastRun);
      const view = this.view(stored);
      if (lastRun.outcome !== 'running' && lastRun.jobId === null) this.told(view);
      return view;
    } catch (err) {
      // Removed meanwhile, or the store refuses: the run's job (if any) is in Activity all the same.
      this.log.warn({ err, rule: id }, 'a scheduled sync\'s run could not be recorded');
      return null;
    }
  }

  /** Tells of a run's end. It is recorded before its run lets go of the rule: the view says what holds a moment later. */
  private told(view: ScheduleView): void {
    this.opts.onRunEnded?.({ ...view, running: false, waiting: view.waiting?.code === 'STILL_RUNNING' ? null : view.waiting });
  }

  private problemOf(err: unknown): NonNullable<ScheduleLastRun['problem']> {
    const locale = this.port.locale();
    if (err instanceof CodedError) return { code: err.code, message: err.messageFor(locale).slice(0, 2000) };
    if (err instanceof SyncCallError) return { code: err.code, message: err.message.slice(0, 2000) };
    return { code: 'RUN_ERROR', message: scheduleText('RUN_ERROR', { reason: err instanceof Error ? err.message : String(err) }, locale).slice(0, 2000) };
  }

  private view(stored: StoredRule): ScheduleView {
    const { rule, lastRun } = stored;
    return {
      rule,
      lastRun,
      nextRunAt: rule.paused ? null : nextRunAt(rule.when, { lastRunAt: lastRun?.at ?? null, since: stored.since }),
      running: this.running.has(rule.id) || lastRun?.outcome === 'running',
      waiting: this.waiting.get(rule.id) ?? null,
    };
  }
}
