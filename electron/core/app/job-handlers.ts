// operations.call, jobs.* and journal.*: the active profile's client, batch runner and journal. The runner
// answers for itself (typed errors become NOT_FOUND / CONFLICT in the IPC layer; runs resolve once begun), so
// these handlers only pick the session and shape the answer.
import type { IpcHandlers } from '../../../shared/ipc';
import { exportResult } from '../batch/export';
import { toPlainJson } from './plain-json';
import type { ProfileSession } from './session';

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

/** What the job handlers need of the app service (not the service itself: no import cycle). */
export interface ActiveSession {
  activeSession(): ProfileSession;
}

export function jobHandlers(app: ActiveSession): JobHandlers {
  const session = () => app.activeSession();

  return {
    async 'operations.call'({ operation, input }) {
      const result = await session().client.call(operation, input as never, { priority: 'interactive' });
      return { ...result, data: toPlainJson(result.data) };
    },

    async 'jobs.start'(input) {
      const s = session();
      // Resolves once every row is on disk and the run has begun; its end comes as a job.finished event.
      const { jobId } = await s.runner.start({ operation: input.operation, rows: input.rows, common: input.common, context: input.context, label: input.label });
      return s.runner.get(jobId).summary;
    },

    async 'jobs.cancel'({ jobId }) {
      const s = session();
      s.runner.cancel(jobId);
      return s.runner.get(jobId).summary;
    },

    async 'jobs.retryFailed'({ jobId, keys }) {
      const s = session();
      await s.runner.retryFailed(jobId, keys);
      return s.runner.get(jobId).summary;
    },

    async 'jobs.list'() {
      return { jobs: session().runner.list().sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
    },

    async 'jobs.get'({ jobId, offset = 0, limit = 200, status }) {
      const { job, rows, matching } = await session().runner.page(jobId, { offset, limit, status });
      return { job, rows, matching, offset };
    },

    async 'jobs.export'({ jobId, format }) {
      const result = await session().runner.read(jobId);
      const base = (result.summary.label ?? jobId).replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60) || jobId;
      return {
        filename: `${base}-results.${format}`,
        mimeType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json',
        content: exportResult(result, format),
      };
    },

    async 'journal.unfinished'() {
      const s = session();
      const running = new Set(s.runner.list().filter((j) => j.state === 'running' || j.state === 'cancelling').map((j) => j.jobId));
      const { jobs, unreadable } = await s.journal.unfinished();
      return { jobs: jobs.filter((j) => !running.has(j.jobId)), unreadable };
    },

    async 'journal.reconcile'({ jobId, decisions }) {
      const s = session();
      return decisions ? s.runner.decide(jobId, decisions) : s.runner.reconcile(jobId);
    },

    async 'journal.resume'({ jobId }) {
      const s = session();
      await s.runner.resume(jobId);
      return { job: s.runner.get(jobId).summary };
    },
  };
}
