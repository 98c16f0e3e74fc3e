// What became of one row in one attempt: the job model applies it, the journal writes it and reads it back
// (a trust boundary after a crash, hence a schema).
import { z } from 'zod';

const nullableText = z.string().nullable().optional().transform((v) => v ?? null);
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
