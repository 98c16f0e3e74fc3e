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

/** Every row with an unknown outcome (up to 1000), for the decide dialog. */
export function unknownRowsQuery(bridge: BridgeClient, jobId: string) {
  return ipcQuery(bridge, 'jobs.get', { jobId, status: 'unknown', limit: 1000 });
}
