// What a write screen gives useBulkJob and gets back from it: the options that describe its items and their
// requests, and the job handle its send bar, results and draft use.
import type { JobSummary, MethodInput } from '../../../../shared/ipc';
import type { BodyDraft, JobCommonInput, JobRowDraft, JobRowInput, WriteOperationId } from '../../bridge/operations';
import type { JobLabel } from '../../jobs/job-label';
import type { JobRecord } from '../../jobs/job-record';
import type { IdentifiedItem, PlanItem, SendPlan, SendReasons } from '../../jobs/send-plan';
import type { ConfirmRequest } from '../ConfirmDialog';

/**
 * Typed by the operation `K`: an item's input, the common fields and a whole body are the catalogue's shapes for
 * `K` (a screen pointed at another operation, or with a misspelt common field, does not compile). `K` is taken
 * from `operation` alone (`NoInfer` elsewhere), so the other options are checked against it, never widen it.
 */
export interface BulkJobOptions<K extends WriteOperationId> {
  operation: K;
  /**
   * The screen's items as they stand now (blank grid rows left out), in screen order, each with its identity in
   * the ledger (`identityOf`, or the grid validator's): the ledger says what each one's state is.
   */
  items: readonly IdentifiedItem[];
  /** One item's request input (a list element, or a whole body for single-request operations); checked as JSON. */
  inputOf(item: PlanItem): NoInfer<JobRowInput<K> | JobRowDraft<K>>;
  /** Fields every request carries beside the rows (store, queue type). */
  common?: NoInfer<JobCommonInput<K>> | null;
  /**
   * Every item goes out in one request (cargo's goods): the body is built from all items and sent under one row
   * key; the plan judges that body as one item.
   */
  wholeBody?: { key: string; bodyOf(items: readonly PlanItem[]): NoInfer<BodyDraft<K>> };
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
   * Items that go to different targets in one send (un-pairing across stores): one job per group, each with its
   * own common fields and label.
   */
  groupOf?(item: PlanItem): { key: string; common: NoInfer<JobCommonInput<K>>; label(count: number): JobLabel; context?: MethodInput<'jobs.start'>['context'] };
  /** Rows are edited in place (a grid): a row applied and edited since is "changed" (send-plan.ts). */
  editedInPlace?: boolean;
  /** The screen's own words for the send confirmation (title, consequence, button); items and count stay the hook's. */
  confirmText?(items: readonly PlanItem[]): Pick<ConfirmRequest, 'title' | 'confirmLabel'> & Partial<Pick<ConfirmRequest, 'body' | 'danger' | 'target'>>;
}

export interface BulkJob {
  plan: SendPlan;
  /** What the screen's draft keeps of its sends (the jobs of the last send, a start on its way); never what was sent. */
  record: JobRecord;
  /** The record as the draft loaded it. */
  restore(record: JobRecord): void;
  /**
   * The screen's draft hands its durable save here (useDraft's `job` option does it): a start is recorded in the
   * draft, and the save awaited, before it is asked for, so a reload right after Send cannot lose it.
   */
  persistWith(save: (() => Promise<void>) | null): void;
  /** Forgets the last send (a one-shot form's "Start a new one", a discarded draft). The ledger keeps what was sent. */
  reset(): void;
  /** The jobs of the last send as one summary (their counts summed), followed as events come. */
  job: JobSummary | null;
  /** The jobs of the last send, oldest first. */
  jobs: readonly JobSummary[];
  progress: { ratePerSecond: number; etaSeconds: number | null } | null;
  /** A job of the last send is running, or an item is on its way, or a start is being made. */
  live: boolean;
  /** What `send()` sends: new work, rows changed since applied, rows a stopped job left unsent (whole-body: every item). */
  toSend: readonly PlanItem[];
  /** Why `toSend` holds what it holds (never sent, left by a stop, changed since sent), for the Send button to name. */
  toSendReasons: SendReasons;
  /** Sends what the plan offers (or only those of `only` it offers), after the confirmation. */
  send(only?: readonly string[]): Promise<boolean>;
  /** Items applied (or maybe) with these values, sent again on the user's explicit word (a separate, red confirmation). */
  sendAgain(only?: readonly string[]): Promise<boolean>;
  /** The unchanged refusals on screen that may succeed another time, each in the job that refused it, and edited refusals. */
  retryFailed(): Promise<boolean>;
  /** How many rows `retryFailed()` sends (refusals the same row would meet again are left out). */
  retryCount: number;
  /** The retryable refusals of one job of the last send (a results panel's own), in that job: its store, its list. */
  retryJob(jobId: string): Promise<boolean>;
  cancel(): Promise<void>;
  exportFailed(): void;
  error: unknown;
  clearError(): void;
}
