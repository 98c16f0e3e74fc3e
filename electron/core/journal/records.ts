// The journal's records (field `t` names one). The file is read back after a crash, so it is a trust boundary:
// every line's checksum and sequence number are checked (see frame.ts) and every record against these schemas.
import { z } from 'zod';
import { isOperationId, validationIssueSchema, type OperationId, type ValidationIssue } from '../../../shared/catalogue';
import { rowOutcomeSchema } from '../job/row-outcome';

/** 2: every line framed with a sequence number and a CRC-32; rows blocks say where they start; a seal ends the rows. */
export const JOURNAL_VERSION = 2;

const operation = z.string().refine(isOperationId, { message: 'unknown operation' }).transform((s) => s as OperationId);
// An issue written before codes existed has no code: it reads back as text only (the renderer shows it as written).
const issue = validationIssueSchema.transform(
  (i): ValidationIssue => ({ path: i.path, message: i.message, code: i.code ?? 'other', values: i.values ?? (i.code ? {} : { text: i.message }) }),
);

/** What a job is: written first (`job`) and again after its last row (`sealed`), so one damaged line cannot lose it. */
const jobMeta = {
  jobId: z.string(),
  operation,
  // Text, or (since labels follow the reader's language) a message id with its values; older journals hold text.
  label: z.union([z.string(), z.object({ id: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) })]).nullable(),
  createdAt: z.string(),
  total: z.number().int().nonnegative(),
  common: z.record(z.string(), z.unknown()).nullable(),
  context: z.object({ aliases: z.record(z.string(), z.string()).optional() }).nullable(),
};

export const journalRecordSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('job'), v: z.literal(JOURNAL_VERSION), ...jobMeta }),
  /** The rows as given, in blocks; `from` is the block's first row (0-based) in the job. */
  z.object({ t: z.literal('rows'), from: z.number().int().nonnegative(), rows: z.array(z.object({ key: z.string(), input: z.unknown() })) }),
  /** Every row is on disk (made durable before anything is sent). */
  z.object({ t: z.literal('sealed'), ...jobMeta }),
  z.object({ t: z.literal('invalid'), rows: z.array(z.object({ key: z.string(), issues: z.array(issue) })) }),
  /** A run starts: the first one, a resume, or a retry of failed rows (`retry` lists them). */
  z.object({ t: z.literal('run'), run: z.number().int().positive(), at: z.string(), retry: z.array(z.string()).nullable() }),
  /** Made durable (fsync) before the chunk is sent. */
  z.object({ t: z.literal('intent'), chunk: z.string(), at: z.string(), keys: z.array(z.string()) }),
  z.object({ t: z.literal('outcome'), chunk: z.string(), at: z.string(), attempts: z.number().int().nonnegative(), rows: z.array(rowOutcomeSchema) }),
  /** Unknown rows settled by a reconciliation read or by the user. */
  z.object({ t: z.literal('resolve'), at: z.string(), by: z.enum(['reconcile', 'user']), rows: z.array(rowOutcomeSchema) }),
  /** A run ended; `interrupted` is written at the next start for a run the process never ended. */
  z.object({
    t: z.literal('end'),
    run: z.number().int().positive(),
    at: z.string(),
    state: z.enum(['finished', 'cancelled', 'halted', 'interrupted']),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
  }),
  /** The user dismissed the job: it is no longer listed as unfinished. */
  z.object({ t: z.literal('closed'), at: z.string() }),
]);
export type JournalRecord = z.input<typeof journalRecordSchema>;
export type ParsedRecord = z.output<typeof journalRecordSchema>;

// Job ids become file names; the one rule for them is the contract's.
export { JOB_ID_PATTERN } from '../../../shared/ipc/common';
