// One job's summary and rows, followed until it ends: a screen that started a job shows its per-row outcome
// in place. `job.finished` invalidates jobs.get (events.ts); the interval covers a missed event.
import { useQuery } from '@tanstack/react-query';
import { useBridge } from '../bridge/context';
import { isJobLive } from './job-live';
import { ipcQuery } from './queries';

export function useJobResult(jobId: string | null, pollMs = 400) {
  const bridge = useBridge();
  return useQuery({
    ...ipcQuery(bridge, 'jobs.get', { jobId: jobId ?? '-', limit: 1000 }),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data && !isJobLive(q.state.data.job) ? false : pollMs),
  });
}
