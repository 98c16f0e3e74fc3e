// The rows of the job a bulk screen sent last, as the vendor answered them (the id a whole-body request made),
// for a screen that shows that answer. Read again while the job runs: the answer that names the id may come
// after the first read.
import { useQuery } from '@tanstack/react-query';
import { isJobLive } from '../../../api/job-live';
import { ipcQuery } from '../../../api/queries';
import { useBridge } from '../../../bridge/context';

export function useLastJobRows(jobId: string | null, wanted: boolean) {
  const bridge = useBridge();
  return useQuery({
    ...ipcQuery(bridge, 'jobs.get', { jobId: jobId ?? '-', limit: 20 }),
    enabled: jobId !== null && wanted,
    refetchInterval: (q) => (q.state.data && isJobLive(q.state.data.job) ? 1000 : false),
  });
}
