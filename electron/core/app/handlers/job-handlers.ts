// operations.call, jobs.* and journal.*: the active profile's client, batch runner and journal. The runner
// answers for itself (typed errors become NOT_FOUND / CONFLICT in the IPC layer; runs resolve once begun), so
// these handlers only pick the session and shape the answer.
import type { IpcHandlers } from '../../../../shared/ipc';
import { exportResult } from '../../batch/export';
import type { Locale } from '../../messages';
import { toPlainJson } from './plain-json';
import type { ProfileSession } from '../session/session';
import { isLiveJobState } from '../../../../shared/ipc/operations';

type JobHandlers = Pick<
  IpcHandlers,
  | 'operations.call'
  | 'jobs.start'
  | 'jobs.cancel'
  | 'jobs.retryFailed'
  | 'jobs.abandon'
  | 'jobs.stopWaiting'
  | 'jobs.list'
  | 'jobs.get'
  | 'jobs.requests'
  | 'jobs.export'
  | 'ledger.lookup'
  | 'journal.unfinished'
  | 'journal.reconcile'
  | 'journal.resume'
>;

/** What the job handlers need of the app service (not the service itself: no import cycle). */
export interface ActiveSession {
  activeSession(): ProfileSession;
  /** The active profile's language (a job export's words when the call names none). */
  locale?(): Locale;
}

export function jobHandlers(app: ActiveSession): JobHandlers {
  const session = () => app.activeSession();
  // A job's summary alone: `runner.get` also describes every row (100,000 of them: 200–400 ms of the loop at load).
  const summaryOf = (s: ProfileSession, jobId: string) => s.runner.list().find((j) => j.jobId === jobId) ?? s.runner.get(jobId).summary;

  return {
    async 'operations.call'({ operation, input }) {
      const result = await session().client.callFromJson(operation, input, { priority: 'interactive' });
      return { ...result, data: toPlainJson(result.data) };
    },

    async 'jobs.start'(input) {
      const s = session();
      // Resolves once every row is on disk and the run has begun; its end comes as a job.finished event.
      const { jobId } = await s.runner.start({
        operation: input.operation,
        rows: input.rows,
        common: input.common,
        context: input.context,
        label: input.label,
        ...(input.jobId ? { jobId: input.jobId } : {}),
        ...(input.again ? { again: input.again } : {}),
      });
      return summaryOf(s, jobId);
    },

    async 'jobs.cancel'({ jobId }) {
      const s = session();
      s.runner.cancel(jobId);
      return summaryOf(s, jobId);
    },

    async 'jobs.retryFailed'({ jobId, keys }) {
      const s = session();
      // The user's own word comes before the wait for the vendor.
      s.vendorWatch.stopWaiting(jobId);
      await s.runner.retryFailed(jobId, keys);
      return summaryOf(s, jobId);
    },

    async 'jobs.abandon'({ jobId }) {
      return { existed: await session().runner.abandon(jobId) };
    },

    async 'jobs.stopWaiting'({ jobId }) {
      return { jobId, waited: session().vendorWatch.stopWaiting(jobId) };
    },

    async 'jobs.list'() {
      return { jobs: await session().runner.listAll() };
    },

    async 'jobs.get'({ jobId, offset = 0, limit = 200, status, request }) {
      const { summary, rows, matching } = await session().runner.page(jobId, { status, request }, offset, limit);
      return { job: summary, rows, matching, offset };
    },

    async 'jobs.requests'({ jobId, status = 'unknown', offset = 0, limit = 100 }) {
      const { summary, ...page } = await session().runner.requests(jobId, status, offset, limit);
      return { job: summary, ...page, offset };
    },

    async 'jobs.export'({ jobId, format, locale }) {
      const result = await session().runner.read(jobId);
      const base = (result.summary.label ?? result.summary.labelMessage?.id.split('.').pop() ?? jobId).replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60) || jobId;
      return {
        filename: `${base}-results.${format}`,
        mimeType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json',
        content: exportResult(result, format, locale ?? app.locale?.() ?? 'en'),
      };
    },

    async 'ledger.lookup'({ operation, items }) {
      // The dispatcher checked the items a slice at a time (the contract's list); the ledger answers in slices too.
      return session().ledger.lookup(operation, items);
    },

    async 'journal.unfinished'() {
      const s = session();
      const running = new Set(s.runner.list().filter((j) => isLiveJobState(j.state)).map((j) => j.jobId));
      // A running job is left out unread (its journal grows with every chunk: its summary is never current).
      return s.journal.unfinished(running);
    },

    async 'journal.reconcile'({ jobId, decisions, requests, allUnknown }) {
      const s = session();
      if (decisions) return s.runner.decide(jobId, decisions);
      if (requests) return s.runner.decideRequests(jobId, { requests });
      if (allUnknown) return s.runner.decideRequests(jobId, { all: allUnknown.applied });
      return s.runner.reconcile(jobId);
    },

    async 'journal.resume'({ jobId }) {
      const s = session();
      // Resumed by the user: no longer waiting for the vendor to resume it.
      s.vendorWatch.stopWaiting(jobId);
      await s.runner.resume(jobId);
      return { job: summaryOf(s, jobId) };
    },
  };
}
