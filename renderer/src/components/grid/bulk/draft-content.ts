// What a bulk screen's draft holds: the grid's rows (text as typed), the screen's form (if any) and the jobs of
// its last send (so its results come back after leaving the screen, a reload or a restart). Never what was sent:
// the ledger has that, from the journal. Drafts saved before the ledger held a copy of it (`sent`) and each sent
// row's values as its `original`: both are read and dropped.
import { z } from 'zod';
import { jsonValue } from '../../../../../shared/ipc/common';
import { jobId } from '../../../../../shared/ipc/common';
import { EMPTY_JOB_RECORD, jobRecord } from '../../../jobs/job-record';
import type { GridRow } from '../model/types';

const cells = z.record(z.string().max(200), z.string());

export const bulkDraft = z
  .object({
    rows: z.array(z.object({ id: z.string().min(1).max(200), values: cells, original: cells.nullable().optional() }).transform((r) => ({ id: r.id, values: r.values }))).max(100_000),
    extra: jsonValue.nullable(),
    job: jobRecord.optional(),
    /** Before the ledger: the last job, and a copy of what was sent (dropped). */
    jobId: jobId.nullable().optional(),
    sent: z.unknown().optional(),
  })
  .transform((d) => ({ rows: d.rows, extra: d.extra, job: d.job ?? (d.jobId ? { last: [d.jobId], starting: null } : EMPTY_JOB_RECORD) }));
export type BulkDraft = z.output<typeof bulkDraft>;

/** Each grid row's draft form, kept by the row's identity: an unchanged row keeps its object, so the draft
 * store serialises it once (drafts/draft-text.ts), not at every autosave. */
const draftRowOf = new WeakMap<GridRow, BulkDraft['rows'][number]>();

export function toDraftRows(rows: readonly GridRow[]): BulkDraft['rows'] {
  return rows.map((r) => {
    let d = draftRowOf.get(r);
    if (!d) draftRowOf.set(r, (d = { id: r.id, values: { ...r.values } }));
    return d;
  });
}

export function fromDraftRows(rows: BulkDraft['rows']): GridRow[] {
  return rows.map((r) => ({ id: r.id, values: r.values }));
}
