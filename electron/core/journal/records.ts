// The journal's line format (one JSON object per line, `t` names the record). The file is read back after a
// crash, so it is a trust boundary: every line is checked against these schemas.
import { z } from 'zod';
import { isOperationId, type OperationId } from '../../../shared/catalogue';

export const JOURNAL_VERSION = 1;

const operation = z.string().refine(isOperationId, { message: 'unknown operation' }).transform((s) => s as OperationId);
const nullableText = z.string().nullable().optional().transform((v) => v ?? null);
const issue = z.object({ path: z.string(), message: z.string() });
const category = z.enum(['not-executed', 'executed', 'unknown-outcome']);

export const rowOutcomeSchema = z.object({
  key: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed', 'unknown']),
  reason: nullableText,
  code: nullableText,
  category: category.nullable().optional().transform((v) => v ?? null),
  info: z.record(z.string(), z.string()).nullable().optional().transform((v) => v ?? null),
  requestId: nullableText,
});
export type RowOutcome = z.output<typeof rowOutcomeSchema>;

export const journalRecordSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('job'),
    v: z.literal(JOURNAL_VERSION),
    jobId: z.string(),
    operation,
    label: z.string().nullable(),
    createdAt: z.string(),
    total: z.number().int().nonnegative(),
    common: z.record(z.string(), z.unknown()).nullable(),
    context: z.object({ aliases: z.record(z.string(), z.string()).optional() }).nullable(),
  }),
  /** The rows as given, in blocks; resume sends pending rows from these. */
  z.object({ t: z.literal('rows'), rows: z.array(z.object({ key: z.string(), input: z.unknown() })) }),
  z.object({ t: z.literal('invalid'), rows: z.array(z.object({ key: z.string(), issues: z.array(issue) })) }),
  /** A run starts: the first one, a resume, or a retry of failed rows (`retry` lists them). */
  z.object({ t: z.literal('run'), run: z.number().int().positive(), at: z.string(), retry: z.array(z.string()).nullable() }),
  /** Made durable (fsync) before the chunk is sent. */
  z.object({ t: z.literal('intent'), chunk: z.string(), at: z.string(), keys: z.array(z.string()) }),
  z.object({ t: z.literal('outcome'), chunk: z.string(), at: z.string(), attempts: z.number().int().nonnegative(), rows: z.array(rowOutcomeSchema) }),
  /** Unknown rows settled by a reconciliation read or by the user. */
  z.object({ t: z.literal('resolve'), at: z.string(), by: z.enum(['reconcile', 'user']), rows: z.array(rowOutcomeSchema) }),
  z.object({
    t: z.literal('end'),
    run: z.number().int().positive(),
    at: z.string(),
    state: z.enum(['finished', 'cancelled', 'halted']),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
  }),
  /** The user dismissed the job: it is no longer listed as unfinished. */
  z.object({ t: z.literal('closed'), at: z.string() }),
]);
export type JournalRecord = z.input<typeof journalRecordSchema>;
export type ParsedRecord = z.output<typeof journalRecordSchema>;

/** Job ids become file names: only this alphabet, so an id from the renderer cannot name another path. */
export const JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,80}$/;
