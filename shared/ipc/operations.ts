// Operations and batch jobs. The catalogue validates every operation's input in the main process; the
// contract only makes sure the call has the right shape and size.
import { z } from 'zod';
import { OPERATION_IDS, READ_OPERATION_IDS, WRITE_OPERATION_IDS, type OperationId } from '../catalogue';
import { isoTime, jobId, jsonObject, jsonValue, label, type JsonValue } from './common';
import { validationIssueSchema } from '../catalogue/issue-codes';

/** Operations the renderer may call directly (reads); writes run only as batch jobs. Derived from the catalogue. */
export const READ_OPERATIONS: readonly OperationId[] = READ_OPERATION_IDS;
export const WRITE_OPERATIONS: readonly OperationId[] = WRITE_OPERATION_IDS;
const operationOf = (kind: string, ids: readonly OperationId[]) =>
  z.enum(OPERATION_IDS).refine((id) => ids.includes(id), { error: `must be a ${kind} operation (${ids.join(', ')})` });
export const readOperation = operationOf('read', READ_OPERATIONS);
export const writeOperation = operationOf('write', WRITE_OPERATIONS);
export const anyOperation = z.enum(OPERATION_IDS);

export const callInput = z.strictObject({ operation: readOperation, input: jsonObject });

export const envelopeView = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string().nullable(),
  responseTime: z.string().nullable(),
  errorDetails: z.array(z.string()),
  total: z.number().nullable(),
});

export const itemOutcomeView = z.object({
  key: z.string(),
  ok: z.boolean(),
  reason: z.string().nullable(),
  uncertain: z.boolean().optional(),
  info: z.record(z.string(), z.string()).optional(),
});

export const callOutput = z.object({
  envelope: envelopeView,
  ok: z.boolean(),
  items: z.array(itemOutcomeView),
  unmatched: z.array(z.object({ ref: z.string(), reason: z.string() })),
  data: jsonValue.nullable(),
});
export type CallOutput = z.infer<typeof callOutput>;

/** Largest job one call may start; bigger sets are split by the screen (the runner chunks each job anyway). */
export const MAX_JOB_ROWS = 100_000;

// A row of a list operation is one element (an id, an object); of a single operation, the body's fields.
export const jobRowInput = z.strictObject({ key: label(200), input: jsonValue });
/**
 * `jobRowInput` for a row whose every value is already known to be JSON (the main process's guard walked it):
 * the key checked as there, the input only required. `jsonValue`'s own walk of 100,000 inputs was the larger
 * part of a big start's contract check, and the runner validates each input against its operation anyway.
 */
export const jobRowOverJson = z.strictObject({ key: label(200), input: z.custom<JsonValue>((v) => v !== undefined) });

/** The rules of a job's list of rows as a whole (how many, keys unique), around whatever checks each row. */
const jobRowList = <T extends z.ZodType>(row: T) =>
  z
    .array(row)
    .min(1, { error: 'must hold at least one row' })
    .max(MAX_JOB_ROWS, { error: `must hold at most ${MAX_JOB_ROWS} rows` });
export const ROW_KEYS_UNIQUE = 'row keys must be unique';
const jobRows = <T extends z.ZodType>(row: T) =>
  jobRowList(row).refine((rows) => new Set(rows.map((r) => (r as { key?: unknown } | null)?.key)).size === rows.length, { error: ROW_KEYS_UNIQUE });

/**
 * A job's label as a message id of the renderer's catalogue and its values, so it reads in the language of
 * whoever looks at the job later (a plain string label stays in the language it was typed in).
 */
export const jobLabelMessage = z.strictObject({
  id: z.string().regex(/^[A-Za-z][\w.-]{0,99}$/, { error: 'must be a message id' }),
  values: z
    .record(z.string().max(40), z.union([label(200), z.number()]))
    .refine((v) => Object.keys(v).length <= 10, { error: 'must hold at most 10 values' }),
});
export type JobLabelMessage = z.infer<typeof jobLabelMessage>;

export const jobStartInput = z.strictObject({
  operation: writeOperation,
  rows: jobRows(jobRowInput),
  /** Fields every request of the job carries (e.g. `store_id` beside `queue_list`). */
  common: jsonObject.optional(),
  /**
   * What reconciling the job's unknown rows needs and the rows do not hold: for picking, each shipping list's
   * code → id (the answer names failures by code, the detail read is asked by code).
   */
  context: z
    .strictObject({
      aliases: z
        .record(label(200), label(200))
        .refine((a) => Object.keys(a).length <= MAX_JOB_ROWS, { error: `must hold at most ${MAX_JOB_ROWS} aliases` })
        .optional(),
    })
    .optional(),
  label: z.union([label(120), jobLabelMessage]).optional(),
  /**
   * An id the caller chose (`newJobId`) and recorded before asking, so what it sent survives a reload between
   * the start and its own save. An id already in use is refused (CONFLICT): the same start never runs twice.
   */
  jobId: jobId.optional(),
  /**
   * Row keys the user said to send again though the ledger holds their item as applied or maybe applied with the
   * same values (shared/ipc/ledger.ts); without it such a start is refused (ALREADY_SENT).
   */
  again: z.array(label(200)).max(MAX_JOB_ROWS).optional(),
});
/**
 * `jobs.start` with its rows checked only as a list (count, unique keys): the main process checks each row
 * against `jobRowInput` on its own, a slice at a time (one zod parse of 100,000 rows held its loop 0.3–0.8 s).
 */
/** The list's rules without its keys' uniqueness, which the main process checks in slices (`list.uniqueKey`). */
export const jobStartEnvelope = jobStartInput.extend({ rows: jobRowList(z.unknown()) });

/**
 * jobs.abandon: a screen recorded a start (`jobId`) it cannot tell was made. `existed`: the job is there. Else
 * no job ever will be: a start under that id is refused from now on, so the screen may take it as never sent.
 */
export const jobAbandonOutput = z.object({ existed: z.boolean() });

export const JOB_STATES = ['running', 'cancelling', 'finished', 'cancelled', 'halted', 'interrupted'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** The one rule for "is this job live": running, or winding down after a cancel (screens, the core, a sync). */
export function isLiveJobState(state: JobState): boolean {
  return state === 'running' || state === 'cancelling';
}
/**
 * pending: not sent yet. succeeded / failed: the service said so. unknown: sent without a usable answer (never
 * re-sent automatically). invalid: refused by validation, never sent.
 */
export const ROW_STATUSES = ['pending', 'succeeded', 'failed', 'unknown', 'invalid'] as const;
export const rowStatus = z.enum(ROW_STATUSES);
export type RowStatus = z.infer<typeof rowStatus>;
const count = z.number().int().nonnegative();

export const jobCounts = z.object({
  total: count,
  pending: count,
  succeeded: count,
  failed: count,
  unknown: count,
  invalid: count,
  /** Rows the journal cannot account for (they never reached the disk, or sit in a damaged line): no key, no input. */
  missing: count,
});
export type JobCounts = z.infer<typeof jobCounts>;

export const JOURNAL_PROBLEM_KINDS = ['unreadable-line', 'missing-lines', 'out-of-order-line', 'rows-missing'] as const;

/**
 * What a damaged journal lost, for the user: which lines cannot be read and which rows are not accounted for.
 * A damaged job never sends again (its rows that may have been sent are `unknown`); it can be read, exported,
 * reconciled, decided and dismissed.
 */
export const jobDamage = z.object({
  problems: z.array(
    z.object({
      kind: z.enum(JOURNAL_PROBLEM_KINDS),
      /** The journal line (1-based) where the problem shows, if it is one line. */
      line: z.number().int().positive().nullable(),
      /** Rows (1-based, inclusive) a `rows-missing` problem names. */
      fromRow: z.number().int().positive().nullable(),
      toRow: z.number().int().positive().nullable(),
      /** One sentence in English; the screens build their own from kind, line and rows. */
      message: z.string(),
    }),
  ),
  missingRows: count,
});
export type JobDamage = z.infer<typeof jobDamage>;

export const jobSummary = jobCounts.extend({
  jobId: jobId,
  operation: writeOperation,
  /** A label given as text (null when none, or when given as a message). */
  label: z.string().nullable(),
  /** A label given as a message id and values: the reader's language. */
  labelMessage: z.object({ id: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable().optional(),
  state: z.enum(JOB_STATES),
  createdAt: isoTime,
  finishedAt: isoTime.nullable(),
  /** Why the job stopped early (halted). */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** A read can settle this operation's unknown rows (the catalogue entry's `reconcile`). */
  reconcilable: z.boolean(),
  /** Set when the journal could not be read back whole (see jobDamage). */
  damage: jobDamage.nullable(),
});
export type JobSummary = z.infer<typeof jobSummary>;

export const jobProgress = jobCounts.extend({
  jobId: jobId,
  state: z.enum(JOB_STATES),
  done: count,
  /** Rows per second in the current run. */
  ratePerSecond: z.number().nonnegative(),
  /** Seconds until the pending rows are sent, null before the first answer. */
  etaSeconds: z.number().nonnegative().nullable(),
});
export type JobProgress = z.infer<typeof jobProgress>;

export const jobRow = z.object({
  key: z.string(),
  status: rowStatus,
  reason: z.string().nullable(),
  code: z.string().nullable(),
  category: z.enum(['not-executed', 'executed', 'unknown-outcome']).nullable(),
  info: z.record(z.string(), z.string()).nullable(),
  requestId: z.string().nullable(),
  sends: count,
  resolvedBy: z.enum(['reconcile', 'user']).nullable(),
  issues: z.array(validationIssueSchema).nullable(),
  /** The row's item as the user knows it (MSKU id, variant id, sid · confirmation id, order ids, list code), from the catalogue's describeItem. */
  item: z.string().nullable().optional(),
  /** The values that were sent for the item (field → value). */
  sent: z.record(z.string(), z.string()).nullable().optional(),
  /** The request the row last went out in (`<run>.<n>`, one per request) and when: a request is applied or not as a whole. */
  request: z.string().nullable().optional(),
  sentAt: isoTime.nullable().optional(),
});
export type JobRow = z.infer<typeof jobRow>;

export const jobIdInput = z.strictObject({ jobId: jobId });

export const jobGetInput = z.strictObject({
  jobId: jobId,
  offset: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  status: rowStatus.optional(),
  /** Only the rows that last went out in this request (`<run>.<n>`). */
  request: z.string().max(40).optional(),
});

export const jobDetail = z.object({
  job: jobSummary,
  rows: z.array(jobRow),
  /** Rows matching the filter, for paging. */
  matching: z.number().int(),
  offset: z.number().int(),
});

/** The requests a job's rows of one status went out in (default: the unknown ones), for deciding a request at a time. */
export const jobRequestsInput = z.strictObject({
  jobId: jobId,
  status: rowStatus.optional(),
  offset: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
});

export const jobRequest = z.object({
  /** `<run>.<n>`; null for rows of no request on record (a damaged journal's). */
  request: z.string().nullable(),
  sentAt: isoTime.nullable(),
  requestId: z.string().nullable(),
  /** Rows of the status in this request. */
  rows: count,
  /** The first few of them, by item. */
  items: z.array(z.object({ key: z.string(), item: z.string().nullable(), sent: z.record(z.string(), z.string()).nullable() })),
});
export type JobRequest = z.infer<typeof jobRequest>;

export const jobRequestsOutput = z.object({
  job: jobSummary,
  requests: z.array(jobRequest),
  /** Requests holding rows of the status, for paging. */
  matching: count,
  offset: count,
  /** Rows of the status, in all those requests. */
  rows: count,
});

export const jobRetryInput = z.strictObject({
  jobId: jobId,
  /** Rows to send again; absent = every failed row. Rows with an unknown outcome are never retried here. */
  keys: z.array(label(200)).max(MAX_JOB_ROWS).optional(),
});

/** `locale`: the language of a CSV's headers, statuses and reasons (the active profile's when absent). */
export const jobExportInput = z.strictObject({ jobId: jobId, format: z.enum(['csv', 'json']), locale: z.enum(['en', 'zh-CN']).optional() });
export const jobExportOutput = z.object({ filename: z.string(), mimeType: z.string(), content: z.string() });

export const jobListOutput = z.object({ jobs: z.array(jobSummary) });
