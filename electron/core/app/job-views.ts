// Batch jobs as the contract shows them.
import type { z } from 'zod';
import type { jobProgress, jobRow, jobSummary } from '../../../shared/ipc';
import type { JobProgress, JobSummary, RowResult } from '../batch/types';

export function jobSummaryView(s: JobSummary): z.input<typeof jobSummary> {
  return {
    jobId: s.jobId,
    operation: s.operation as z.input<typeof jobSummary>['operation'],
    label: s.label,
    state: s.state,
    createdAt: s.createdAt,
    finishedAt: s.finishedAt,
    error: s.error,
    reconcilable: s.reconcilable,
    total: s.total,
    pending: s.pending,
    succeeded: s.succeeded,
    failed: s.failed,
    unknown: s.unknown,
    invalid: s.invalid,
  };
}

export function jobProgressView(p: JobProgress, state: JobSummary['state']): z.input<typeof jobProgress> {
  return {
    jobId: p.jobId,
    state,
    total: p.total,
    pending: p.pending,
    succeeded: p.succeeded,
    failed: p.failed,
    unknown: p.unknown,
    invalid: p.invalid,
    done: p.done,
    ratePerSecond: Math.round(p.rate * 10) / 10,
    etaSeconds: p.etaMs === null ? null : Math.round(p.etaMs / 1000),
  };
}

/** Rows are already copies (JobModel.rowResults); the contract's output schema drops anything it does not name. */
export function jobRowView(r: RowResult): z.input<typeof jobRow> {
  return r;
}
