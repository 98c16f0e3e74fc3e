// What a bulk screen's draft holds: the grid's rows (text as typed), the screen's form (if any) and the job
// last started from it, so leaving the screen, a reload or a restart brings back both the work and its results.
import { z } from 'zod';
import { jsonValue } from '../../../../../shared/ipc/common';
import type { GridRow } from '../model/types';

const cells = z.record(z.string().max(200), z.string());

export const bulkDraft = z.object({
  rows: z.array(z.object({ id: z.string().min(1).max(200), values: cells, original: cells.nullable() })).max(100_000),
  extra: jsonValue.nullable(),
  jobId: z.string().max(64).nullable(),
});
export type BulkDraft = z.infer<typeof bulkDraft>;

export function toDraftRows(rows: readonly GridRow[]): BulkDraft['rows'] {
  return rows.map((r) => ({ id: r.id, values: { ...r.values }, original: r.original ? { ...r.original } : null }));
}

export function fromDraftRows(rows: BulkDraft['rows']): GridRow[] {
  return rows.map((r) => (r.original ? { id: r.id, values: r.values, original: r.original } : { id: r.id, values: r.values }));
}
