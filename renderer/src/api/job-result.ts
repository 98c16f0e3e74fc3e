// One job's summary and rows, followed until it ends: a screen that started a job shows its per-row outcome
// in place. `job.finished` invalidates jobs.get (events.ts); the interval covers a missed event.
import { useQuery } from '@tanstack/react-query';
import type { JobSummary } from '../../../shared/ipc';
import { useBridge } from '../bridge/context';
import { ipcQuery } from './queries';

const RUNNING: ReadonlyArray<JobSummary['state']> = ['running', 'cancelling'];

export const isJobRunning = (job: Pick<JobSummary, 'state'> | null | undefined): boolean => job !== null && job !== undefined && RUNNING.includes(job.state);

export function useJobResult(jobId: string | null, pollMs = 400) {
  const bridge = useBridge();
  return useQuery({
    ...ipcQuery(bridge, 'jobs.get', { jobId: jobId ?? '-', limit: 1000 }),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data && !isJobRunning(q.state.data.job) ? false : pollMs),
  });
}
