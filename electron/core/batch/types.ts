// The shapes a batch job shows to the app: rows with a status each, summaries, progress.
import type { NormaliseContext, OperationId, ValidationIssue } from '../../../shared/catalogue';
import type { ErrorCategory } from '../errors';

/**
 * pending: not sent yet (or reconciled as not applied: safe to send).
 * succeeded / failed: the service said so (failed carries whether it executed).
 * unknown: sent, and nobody can tell yet whether it was applied; never re-sent automatically.
 * invalid: refused by validation; never sent.
 */
export type RowStatus = 'pending' | 'succeeded' | 'failed' | 'unknown' | 'invalid';

export interface JobRow {
  key: string;
  input: unknown;
}

export interface JobSpec {
  /** A write operation of the catalogue. */
  operation: OperationId;
  rows: JobRow[];
  /** For list operations, the body's other fields (e.g. store_id); for single ones, merged under each row. */
  common?: Record<string, unknown>;
  context?: NormaliseContext;
  label?: string;
}

export interface RowResult {
  key: string;
  status: RowStatus;
  reason: string | null;
  /** Error code of a failed or unknown row (vendor code or core code). */
  code: string | null;
  /** For failed rows: whether the service executed the request (not-executed rows are safe to retry). */
  category: ErrorCategory | null;
  info: Record<string, string> | null;
  requestId: string | null;
  /** How many chunks this row was sent in. */
  sends: number;
  /** Set when a reconciliation read or the user decided an unknown row. */
  resolvedBy: 'reconcile' | 'user' | null;
  /** Field errors of an invalid row. */
  issues: ValidationIssue[] | null;
}

export type JobState = 'running' | 'cancelling' | 'finished' | 'cancelled' | 'halted' | 'interrupted';

export interface JobCounts {
  total: number;
  pending: number;
  succeeded: number;
  failed: number;
  unknown: number;
  invalid: number;
}

export interface JobSummary extends JobCounts {
  jobId: string;
  operation: OperationId;
  label: string | null;
  state: JobState;
  createdAt: string;
  finishedAt: string | null;
  /** Why the job stopped early (halted), in English; the code is for the app to translate. */
  error: { code: string; message: string } | null;
  /** A read can settle this operation's unknown rows (picking, un-pairing). */
  reconcilable: boolean;
}

export interface JobProgress extends JobCounts {
  jobId: string;
  /** Rows with a final answer in this run, plus invalid ones. */
  done: number;
  /** Rows per second in the current run. */
  rate: number;
  /** Estimated ms until the pending rows are sent, null before the first answer. */
  etaMs: number | null;
}

export interface JobResult {
  summary: JobSummary;
  rows: RowResult[];
}

export interface JobHandle {
  jobId: string;
  /**
   * Resolves when the run ends (finished, cancelled or halted: failures end the job as halted, with the
   * error in the summary). Rejects only when a job that is not in memory cannot be read from its journal.
   */
  done: Promise<JobSummary>;
}

export interface ReconcileReport {
  jobId: string;
  checked: number;
  applied: number;
  notApplied: number;
  stillUnknown: number;
}
