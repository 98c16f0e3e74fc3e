// The outcomes of every job a screen's ledger names, read from the journal (every page of rows) and followed
// while a job is live. A job the journal no longer has answers null: the plan then treats its rows as
// possibly applied rather than as new work.
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MethodOutput } from '../../../../shared/ipc';
import { ipcKey } from '../../api/keys';
import { isJobLive } from '../../api/job-live';
import { BridgeError, type BridgeClient } from '../../bridge/client';
import { useBridge } from '../../bridge/context';
import type { JobOutcomes } from './send-plan';

const PAGE = 1000;
const POLL_MS = 700;

export type JobDetail = MethodOutput<'jobs.get'>;

/** A job's summary and all its rows; null when the journal has no such job. */
export async function readJob(bridge: BridgeClient, jobId: string): Promise<JobDetail | null> {
  try {
    const first = await bridge.call('jobs.get', { jobId, limit: PAGE });
    const rows = [...first.rows];
    while (rows.length < first.matching) {
      const next = await bridge.call('jobs.get', { jobId, offset: rows.length, limit: PAGE });
      if (next.rows.length === 0) break;
      rows.push(...next.rows);
    }
    return { ...first, rows };
  } catch (err) {
    if (err instanceof BridgeError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}

export function toOutcomes(detail: JobDetail): JobOutcomes {
  return { job: detail.job, rows: new Map(detail.rows.map((r) => [r.key, r])) };
}

export interface JobOutcomesRead {
  /** By job id: absent while loading, null when the journal has no such job. */
  outcomes: ReadonlyMap<string, JobOutcomes | null>;
  details: ReadonlyMap<string, JobDetail>;
  error: unknown;
  refetch(): Promise<void>;
}

export function useJobOutcomes(jobIds: readonly string[]): JobOutcomesRead {
  const bridge = useBridge();
  const results = useQueries({
    queries: jobIds.map((jobId) => ({
      queryKey: [...ipcKey('jobs.get', { jobId }), 'all'] as const,
      queryFn: () => readJob(bridge, jobId),
      refetchInterval: (q: { state: { data?: JobDetail | null } }) => (isJobLive(q.state.data?.job) ? POLL_MS : false),
    })),
  });
  const stamp = results.map((r) => r.dataUpdatedAt).join(',');
  // Rebuilt when an answer changes (stamp) or the job list does, not on every render.
  const read = useMemo(() => {
    const outcomes = new Map<string, JobOutcomes | null>();
    const details = new Map<string, JobDetail>();
    results.forEach((r, i) => {
      const jobId = jobIds[i]!;
      if (r.data === undefined) return;
      outcomes.set(jobId, r.data === null ? null : toOutcomes(r.data));
      if (r.data) details.set(jobId, r.data);
    });
    return { outcomes, details, error: results.find((r) => r.error)?.error ?? null };
  }, [stamp, jobIds.join(',')]);
  return {
    ...read,
    refetch: async () => {
      await Promise.all(results.map((r) => r.refetch()));
    },
  };
}
