// The shapes of a batch job. What the app sees (summaries, rows, progress, counts, states) is the IPC contract's
// own schema types (shared/ipc/operations.ts), defined once; this file adds what only the core handles.
import type { NormaliseContext, OperationId } from '../../../shared/catalogue';
import type { z } from 'zod';
import type { JobCounts, JobDamage, JobLabelMessage, JobProgress, JobRequest, JobRow, JobState, JobSummary, RowStatus } from '../../../shared/ipc/operations';
import type { reconcileOutput, unfinishedOutput } from '../../../shared/ipc/status';

export type { JobCounts, JobDamage, JobLabelMessage, JobProgress, JobRequest, JobState, JobSummary, RowStatus };

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
  /** Text, or a message id with its values (shown in the reader's language). */
  label?: string | JobLabelMessage;
  /**
   * Row keys the user said to send again though the ledger holds their item as applied or maybe applied with the
   * same values (a start naming such an item without it is refused, ALREADY_SENT).
   */
  again?: readonly string[];
  /**
   * The id the caller chose and recorded before asking (a screen saves it with its draft first, so a reload
   * can never lose what it sent). An id already in use is refused: a job is never started twice.
   */
  jobId?: string;
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

/** A reconciliation's or a decision's exact counts (the contract's reconcileOutput). */
export type ReconcileReport = z.infer<typeof reconcileOutput>;

/** Jobs left to look at after a start, and journal files in which not even the job can be read (the contract's unfinishedOutput). */
export type UnfinishedJobs = z.infer<typeof unfinishedOutput>;
export type UnreadableJournal = UnfinishedJobs['unreadable'][number];
