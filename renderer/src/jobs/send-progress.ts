// One send can start several jobs (un-pairing across stores: one per store). Its progress is theirs together:
// counts summed, live while any is live, stopped as the first that stopped. Framework-free (useBulkJob uses it).
import type { JobSummary } from '../../../shared/ipc';
import { isJobLive } from '../api/job-live';

const COUNTS = ['total', 'pending', 'succeeded', 'failed', 'unknown', 'invalid', 'missing'] as const;

/** The jobs of one send as one summary; the last job names it (its id links to Activity). */
export function aggregateJobs(jobs: readonly JobSummary[]): JobSummary | null {
  const last = jobs.at(-1);
  if (!last) return null;
  if (jobs.length === 1) return last;
  const sum = Object.fromEntries(COUNTS.map((k) => [k, jobs.reduce((n, j) => n + j[k], 0)])) as Pick<JobSummary, (typeof COUNTS)[number]>;
  const live = jobs.find((j) => isJobLive(j));
  const stopped = jobs.find((j) => j.state !== 'finished');
  return {
    ...last,
    ...sum,
    state: (live ?? stopped ?? last).state,
    error: jobs.find((j) => j.error)?.error ?? null,
    finishedAt: live ? null : last.finishedAt,
  };
}
