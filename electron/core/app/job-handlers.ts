// operations.call, jobs.* and journal.*: the active profile's client, batch runner and journal.
import { stat } from 'node:fs/promises';
import type { IpcHandlers, JobSummary } from '../../../shared/ipc';
import { exportResult } from '../batch/export';
import type { JobHandle, JobResult } from '../batch/types';
import { conflict, notFound } from '../ipc/app-error';
import type { AppService } from './app-service';
import { toPlainJson } from './plain-json';
import type { ProfileSession } from './session';
import { jobRowView, jobSummaryView } from './job-views';

type JobHandlers = Pick<
  IpcHandlers,
  | 'operations.call'
  | 'jobs.start'
  | 'jobs.cancel'
  | 'jobs.retryFailed'
  | 'jobs.list'
  | 'jobs.get'
  | 'jobs.export'
  | 'journal.unfinished'
  | 'journal.reconcile'
  | 'journal.resume'
>;

const isRunning = (state: string) => state === 'running' || state === 'cancelling';

function inSession(s: ProfileSession, jobId: string) {
  return s.runner.list().find((j) => j.jobId === jobId) ?? null;
}

/** This session's job, or one from an earlier session read back from the journal. */
async function resultOf(s: ProfileSession, jobId: string): Promise<JobResult> {
  if (inSession(s, jobId)) return s.runner.get(jobId);
  await requireJournal(s, jobId);
  const { model } = await s.journal.load(jobId);
  return { summary: model.summary(), rows: model.rowResults() };
}

async function requireJournal(s: ProfileSession, jobId: string): Promise<void> {
  let file: string;
  try {
    file = s.journal.fileOf(jobId);
  } catch {
    throw notFound('job', jobId);
  }
  const exists = await stat(file).then((st) => st.isFile(), () => false);
  if (!exists) throw notFound('job', jobId);
}

async function requireIdleJob(s: ProfileSession, jobId: string): Promise<void> {
  const live = inSession(s, jobId);
  if (live && isRunning(live.state)) throw conflict(`Job ${jobId} is running; wait for it or cancel it first.`);
  if (!live) await requireJournal(s, jobId);
}

/**
 * The job's summary once its new run has begun (or has already ended): a retry or resume loads the job and
 * starts the run a few ticks after the call returns.
 */
async function summaryAfterStart(s: ProfileSession, handle: JobHandle): Promise<JobSummary> {
  handle.done.catch((err: unknown) => s.log.error({ err, jobId: handle.jobId }, 'job run failed'));
  const started = new Promise<void>((resolve) => {
    const check = () => {
      const j = inSession(s, handle.jobId);
      if (j && isRunning(j.state)) resolve();
      else timer = setTimeout(check, 5);
    };
    let timer = setTimeout(check, 0);
    void handle.done.finally(() => clearTimeout(timer));
  });
  await Promise.race([started, handle.done.then(() => undefined, () => undefined)]);
  return jobSummaryView(s.runner.get(handle.jobId).summary) as JobSummary;
}

export function jobHandlers(app: AppService): JobHandlers {
  const session = () => app.activeSession();

  return {
    async 'operations.call'({ operation, input }) {
      const result = await session().client.call(operation, input as never, { priority: 'interactive' });
      return { ...result, data: toPlainJson(result.data) };
    },

    async 'jobs.start'(input) {
      const s = session();
      const handle = s.runner.start({ operation: input.operation, rows: input.rows, common: input.common, label: input.label });
      handle.done.catch((err: unknown) => s.log.error({ err, jobId: handle.jobId }, 'job run failed'));
      return jobSummaryView(s.runner.get(handle.jobId).summary);
    },

    async 'jobs.cancel'({ jobId }) {
      const s = session();
      if (!inSession(s, jobId)) throw notFound('running job', jobId);
      s.runner.cancel(jobId);
      return jobSummaryView(s.runner.get(jobId).summary);
    },

    async 'jobs.retryFailed'({ jobId, keys }) {
      const s = session();
      await requireIdleJob(s, jobId);
      return summaryAfterStart(s, s.runner.retryFailed(jobId, keys));
    },

    async 'jobs.list'() {
      const jobs = session().runner.list().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { jobs: jobs.map(jobSummaryView) };
    },

    async 'jobs.get'({ jobId, offset = 0, limit = 200, status }) {
      const result = await resultOf(session(), jobId);
      const rows = status ? result.rows.filter((r) => r.status === status) : result.rows;
      return { job: jobSummaryView(result.summary), rows: rows.slice(offset, offset + limit).map(jobRowView), matching: rows.length, offset };
    },

    async 'jobs.export'({ jobId, format }) {
      const result = await resultOf(session(), jobId);
      const base = (result.summary.label ?? jobId).replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60) || jobId;
      return {
        filename: `${base}-results.${format}`,
        mimeType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json',
        content: exportResult(result, format),
      };
    },

    async 'journal.unfinished'() {
      const s = session();
      const running = new Set(s.runner.list().filter((j) => isRunning(j.state)).map((j) => j.jobId));
      const jobs = (await s.journal.unfinished()).filter((j) => !running.has(j.jobId));
      return { jobs: jobs.map(jobSummaryView) };
    },

    async 'journal.reconcile'({ jobId, decisions }) {
      const s = session();
      await requireIdleJob(s, jobId);
      if (!decisions) return s.runner.reconcile(jobId);
      const applied = decisions.filter((d) => d.applied).map((d) => d.key);
      const notApplied = decisions.filter((d) => !d.applied).map((d) => d.key);
      if (applied.length > 0) await s.runner.resolve(jobId, applied, 'applied');
      if (notApplied.length > 0) await s.runner.resolve(jobId, notApplied, 'not-applied');
      const after = s.runner.get(jobId).summary;
      return { jobId, checked: decisions.length, applied: applied.length, notApplied: notApplied.length, stillUnknown: after.unknown };
    },

    async 'journal.resume'({ jobId }) {
      const s = session();
      await requireIdleJob(s, jobId);
      return { job: await summaryAfterStart(s, await s.runner.resume(jobId)) };
    },
  };
}
