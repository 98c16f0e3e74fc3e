// The Activity screen's reads: a job's rows a page at a time, the pages in view only.
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { JobRow } from '../../../../shared/ipc';
import { ipcQuery } from '../../api/queries';
import type { BridgeClient } from '../../bridge/client';
import type { JournalRows } from '../../components/job';
import type { RowFilter } from './search';

/** Rows read in one call (the contract allows 1,000). */
export const ROWS_PER_PAGE = 500;

export function jobRowsPage(bridge: BridgeClient, jobId: string, filter: RowFilter, page: number) {
  return ipcQuery(bridge, 'jobs.get', {
    jobId,
    offset: page * ROWS_PER_PAGE,
    limit: ROWS_PER_PAGE,
    ...(filter === 'all' ? {} : { status: filter }),
  });
}

/** The pages holding rows first..last (inclusive), and always the first (it tells how many rows match). */
export function pagesOf(first: number, last: number): number[] {
  const pages = new Set([0]);
  for (let p = Math.floor(first / ROWS_PER_PAGE); p <= Math.floor(Math.max(first, last) / ROWS_PER_PAGE); p++) pages.add(p);
  return [...pages];
}

/** A job's rows for the results table: the count of the filter, the rows of the pages read, the range to read. */
export function useJobRows(bridge: BridgeClient, jobId: string, filter: RowFilter): JournalRows & { error: unknown; loading: boolean } {
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const pages = useMemo(() => pagesOf(range[0], range[1]), [range]);
  const results = useQueries({ queries: pages.map((p) => jobRowsPage(bridge, jobId, filter, p)) });
  const byPage = new Map<number, readonly JobRow[]>();
  results.forEach((r, i) => r.data && byPage.set(pages[i]!, r.data.rows));
  const pagesKey = results.map((r) => r.dataUpdatedAt).join(',');
  // byPage is new each render; its content changes exactly when a page's data does (pagesKey).
  const rowAt = useCallback((i: number) => byPage.get(Math.floor(i / ROWS_PER_PAGE))?.[i % ROWS_PER_PAGE], [pagesKey, pages]);
  const onRange = useCallback((first: number, last: number) => setRange((r) => (r[0] === first && r[1] === last ? r : [first, last])), []);
  const head = results[0];
  return {
    count: head?.data?.matching ?? 0,
    rowAt,
    onRange,
    error: results.find((r) => r.error)?.error ?? null,
    loading: head?.isPending ?? true,
  };
}

export const REQUESTS_PER_PAGE = 50;

/** A page of the requests whose rows have an unknown outcome, for the decide dialog. */
export function unknownRequestsQuery(bridge: BridgeClient, jobId: string, offset: number) {
  return ipcQuery(bridge, 'jobs.requests', { jobId, status: 'unknown', offset, limit: REQUESTS_PER_PAGE });
}
