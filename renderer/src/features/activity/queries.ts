// The Activity screen's reads: a page of one job's rows.
import type { BridgeClient } from '../../bridge/client';
import { ipcQuery } from '../../api/queries';
import type { RowFilter } from './search';

export const ROWS_PER_PAGE = 100;

export function jobRowsQuery(bridge: BridgeClient, jobId: string, filter: RowFilter, page: number) {
  return ipcQuery(bridge, 'jobs.get', {
    jobId,
    offset: (page - 1) * ROWS_PER_PAGE,
    limit: ROWS_PER_PAGE,
    ...(filter === 'all' ? {} : { status: filter }),
  });
}

export const REQUESTS_PER_PAGE = 50;

/** A page of the requests whose rows have an unknown outcome, for the decide dialog. */
export function unknownRequestsQuery(bridge: BridgeClient, jobId: string, offset: number) {
  return ipcQuery(bridge, 'jobs.requests', { jobId, status: 'unknown', offset, limit: REQUESTS_PER_PAGE });
}
