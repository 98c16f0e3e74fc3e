// One job's summary and per-row results, read from the main process (every page of rows), refreshed while
// the job runs and when it finishes; turned into the grid's per-row statuses keyed by the job's row keys.
import { useQuery } from '@tanstack/react-query';
import type { JobRow, JobSummary, MethodOutput } from '../../../../../shared/ipc';
import { ipcKey } from '../../../api/keys';
import type { BridgeClient } from '../../../bridge/client';
import { useBridge } from '../../../bridge/context';
import type { RowStatus } from '../model/types';

const PAGE = 1000;

async function readAll(bridge: BridgeClient, jobId: string): Promise<MethodOutput<'jobs.get'>> {
  const first = await bridge.call('jobs.get', { jobId, limit: PAGE });
  const rows = [...first.rows];
  while (rows.length < first.matching) {
    const next = await bridge.call('jobs.get', { jobId, offset: rows.length, limit: PAGE });
    if (next.rows.length === 0) break;
    rows.push(...next.rows);
  }
  return { ...first, rows };
}

export const isRunning = (job: JobSummary | undefined) => job?.state === 'running' || job?.state === 'cancelling';

export function useJobRows(jobId: string | null) {
  const bridge = useBridge();
  return useQuery({
    queryKey: ipcKey('jobs.get', { jobId: jobId ?? '' }),
    queryFn: () => readAll(bridge, jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (q) => (isRunning(q.state.data?.job) ? 700 : false),
  });
}

/** The grid's status of one job row; `translate` adds the user's language to reasons the app knows. */
export function rowStatusOf(row: JobRow, job: JobSummary, translate: (reason: string) => string): RowStatus {
  switch (row.status) {
    case 'succeeded':
      return { state: 'succeeded' };
    case 'failed':
      return { state: 'failed', reason: translate(row.reason ?? row.code ?? '') };
    case 'invalid':
      return { state: 'failed', reason: row.issues?.map((i) => `${i.path} ${i.message}`).join('; ') ?? row.reason ?? '' };
    case 'unknown':
      return { state: 'unknown', ...(row.reason ? { reason: row.reason } : {}) };
    case 'pending':
      if (!isRunning(job)) return { state: 'draft' };
      return { state: job.succeeded + job.failed + job.unknown + job.invalid === 0 ? 'queued' : 'sending' };
  }
}
