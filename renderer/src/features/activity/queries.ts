// The Activity screen's reads: a job's rows a page at a time (jobs/job-rows.ts, shared with the screens'
// results panels), the pages in view only; the requests of the unknown rows for the decide dialog.
import { ipcQuery } from '../../api/queries';
import type { BridgeClient } from '../../bridge/client';

export { useJobRows } from '../../jobs/job-rows';

export const REQUESTS_PER_PAGE = 50;

/** A page of the requests whose rows have an unknown outcome, for the decide dialog. */
export function unknownRequestsQuery(bridge: BridgeClient, jobId: string, offset: number) {
  return ipcQuery(bridge, 'jobs.requests', { jobId, status: 'unknown', offset, limit: REQUESTS_PER_PAGE });
}
