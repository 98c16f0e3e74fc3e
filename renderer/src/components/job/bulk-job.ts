// What a write screen gives useBulkJob and gets back from it: the options that describe its items and their
// requests, and the job handle its send bar, results and draft use.
import type { MethodInput } from '../../../../shared/ipc';
import type { WriteOperationId } from '../../bridge/operations';
import type { ConfirmRequest } from '../ConfirmDialog';
import type { JobLabel } from './job-label';
import type { BulkJobState } from './job-state';
import type { PlanItem, SendPlan } from './send-plan';
import type { JobDetail } from './useJobOutcomes';

/** A whole body's common fields, planned as one more item (never a grid row). */
export const COMMON_ID = '__common';

export interface BulkJobOptions {
  operation: WriteOperationId;
  /** The screen's items as they stand now (blank grid rows left out), in screen order. */
  items: readonly PlanItem[];
  /** One item's request input (a list element, or a whole body for single-request operations); checked as JSON. */
  inputOf(item: PlanItem): unknown;
  /** Fields every request carries beside the rows (store, queue type). */
  common?: Record<string, unknown> | null;
  /**
   * Every item goes out in one request (cargo's goods): the body is built from all items, sent under one row
   * key, and the whole is sent once: after it succeeded nothing is offered until `reset()`.
   */
  wholeBody?: { key: string; bodyOf(items: readonly PlanItem[]): unknown };
  /**
   * The job's label in Activity, as a message id and values (`jobLabel(id, values)`), so it reads in the
   * language of whoever looks at it later.
   */
  label: JobLabel;
  /** What the items go to (the confirmation's target). */
  target: string;
  /** How an item is named in confirmation lists (defaults to its values joined). */
  describe?(item: PlanItem): string;
  context?: MethodInput<'jobs.start'>['context'];
  /** File-name stem of the failures export. */
  exportName?: string;
  /**
   * Items that go to different targets in one send (un-pairing across stores): one job per group, each with
   * its own common fields and label. The plan is unchanged: every item keeps its own ledger entry.
   */
  groupOf?(item: PlanItem): { key: string; common: Record<string, unknown>; label(count: number): JobLabel; context?: MethodInput<'jobs.start'>['context'] };
  /**
   * Items are identities (un-pairing ids, shipping lists), not rows being edited: every item ever sent stays
   * in the plan with the values it was sent with (its result stays in view, it is never offered again as new
   * work), and a screen item with the same id is that item.
   */
  keepSent?: boolean;
  /** The screen's own words for the send confirmation (title, consequence, button); items and count stay the hook's. */
  confirmText?(items: readonly PlanItem[]): Pick<ConfirmRequest, 'title' | 'confirmLabel'> & Partial<Pick<ConfirmRequest, 'body' | 'danger' | 'target'>>;
}

export interface BulkJob {
  plan: SendPlan;
  /** The items planned: the screen's, and with `keepSent` every item sent before them. */
  items: readonly PlanItem[];
  /** Save this in the screen's draft; hand it back with `restore` when the draft loads. */
  state: BulkJobState;
  restore(state: BulkJobState): void;
  /**
   * The screen's draft hands its durable save here (useDraft's `job` option does it): a job is recorded in the
   * draft, and the save awaited, before it is started, so a reload right after Send cannot lose what was sent.
   */
  persistWith(save: (() => Promise<void>) | null): void;
  /** Forgets what was sent (a one-shot form's "Start a new one", a discarded draft). */
  reset(): void;
  /** The job the screen started last, followed on the screen; a send of several jobs (one per group) shows them together. */
  job: JobDetail | null;
  progress: { ratePerSecond: number; etaSeconds: number | null } | null;
  live: boolean;
  /** What `send()` sends (whole-body screens: every item, once). */
  toSend: readonly PlanItem[];
  /** Sends what the plan offers (or only those of `only` it offers), after the confirmation. */
  send(only?: readonly string[]): Promise<boolean>;
  /** Items changed since an applied send: a separate confirmation says they were already applied. */
  sendChanged(): Promise<boolean>;
  retryFailed(): Promise<boolean>;
  /** Sends, in its own job, what a stopped job never sent. */
  resume(): Promise<boolean>;
  cancel(): Promise<void>;
  exportFailed(): void;
  error: unknown;
  clearError(): void;
}
