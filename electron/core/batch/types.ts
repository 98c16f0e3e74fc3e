// The shapes of a batch job. What the app sees (summaries, rows, progress, counts, states) is the IPC contract's
// own schema types (shared/ipc/operations.ts), defined once; this file adds what only the core handles.
import type { NormaliseContext, OperationId } from '../../../shared/catalogue';
import type { JobCounts, JobDamage, JobProgress, JobRow, JobState, JobSummary, RowStatus } from '../../../shared/ipc/operations';

export type { JobCounts, JobDamage, JobProgress, JobState, JobSummary, RowStatus };

/**
 * A row's result as the app sees it. pending: not sent yet (or reconciled as not applied: safe to send).
 * succeeded / failed: the service said so (failed carries whether it executed). unknown: sent, and nobody can
 * tell yet whether it was applied; never re-sent automatically. invalid: refused by validation; never sent.
 */
export type RowResult = JobRow;

/** A row as given to `start`: the app's key and the operation's input for it. */
export interface JobSpecRow {
  key: string;
  input: unknown;
}

export interface JobSpec {
  /** A write operation of the catalogue. */
  operation: OperationId;
  rows: JobSpecRow[];
  /** For list operations, the body's other fields (e.g. store_id); for single ones, merged under each row. */
  common?: Record<string, unknown>;
  /** What reconciling needs and the rows do not hold (picking: shipping-list code → id). */
  context?: NormaliseContext;
  label?: string;
}

export interface JobResult {
  summary: JobSummary;
  rows: RowResult[];
}

/** A run that has begun: its rows are on disk and its `run` record written. */
export interface JobHandle {
  jobId: string;
  /**
   * Resolves when the run ends (finished, cancelled or halted: failures end the job as halted, with the error in
   * the summary). Never rejects.
   */
  done: Promise<JobSummary>;
}

export interface ReconcileReport {
  jobId: string;
  /** Unknown rows read back (or decided); rows that were not unknown are not counted. */
  checked: number;
  applied: number;
  notApplied: number;
  stillUnknown: number;
}
