// A job's rows for a results table, read from the journal a page at a time, only the pages in view: a 100,000-row
// job costs what is on screen. While the job runs, the pages in view are read again now and then (the counts
// come from events; nothing re-reads the whole job).
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JobRow, JobSummary, RowStatus } from '../../../shared/ipc';
import { ipcQuery } from '../api/queries';
import type { BridgeClient } from '../bridge/client';

/** Rows read in one call (the contract allows 1,000). */
export const ROWS_PER_PAGE = 500;
/** How often the pages in view are read again while their job runs. */
export const LIVE_PAGE_MS = 1000;

export type RowFilter = 'all' | RowStatus;

/** A job's rows as a results table reads them: `count` rows (of the filter), a page at a time. */
export interface JournalRows {
  count: number;
  rowAt(index: number): JobRow | undefined;
  onRange(first: number, last: number): void;
}

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
export function useJobRows(bridge: BridgeClient, jobId: string, filter: RowFilter, live = false): JournalRows & { error: unknown; loading: boolean; summary: JobSummary | null } {
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const pages = useMemo(() => pagesOf(range[0], range[1]), [range]);
  const results = useQueries({ queries: pages.map((p) => ({ ...jobRowsPage(bridge, jobId, filter, p), refetchInterval: live ? LIVE_PAGE_MS : (false as const) })) });
  // The job ended: its pages in view are read once more (their last rows settled after the last read).
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) for (const r of results) void r.refetch();
    wasLive.current = live;
  }, [live, results]);
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
    summary: head?.data?.job ?? null,
  };
}
