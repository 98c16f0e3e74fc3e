// What a bulk screen's draft holds: the grid's rows (text as typed), the screen's form (if any) and the jobs of
// its last send (so its results come back after leaving the screen, a reload or a restart). Never what was sent:
// the ledger has that, from the journal. Drafts saved before the ledger held a copy of it (`sent`) and each sent
// row's values as its `original`: both are read and dropped.
import { z } from 'zod';
import { jsonValue } from '../../../../../shared/ipc/common';
import { jobId } from '../../../../../shared/ipc/common';
import { EMPTY_JOB_RECORD, jobRecord } from '../../../jobs/job-record';
import type { DraftList } from '../../../drafts/use-draft';
import type { GridRow } from '../model/types';

const cells = z.record(z.string().max(200), z.string());
const MAX_ROWS = 100_000;

const draftRow = z.object({ id: z.string().min(1).max(200), values: cells, original: cells.nullable().optional() }).transform((r) => ({ id: r.id, values: r.values }));
type DraftRow = z.output<typeof draftRow>;

/** The draft with its rows checked by `rows` (each one by `draftRow`, or taken as already checked). */
const withRows = (rows: z.ZodType<DraftRow[]>) =>
  z
    .object({
      rows,
      extra: jsonValue.nullable(),
      job: jobRecord.optional(),
      /** Before the ledger: the last job, and a copy of what was sent (dropped). */
      jobId: jobId.nullable().optional(),
      sent: z.unknown().optional(),
    })
    .transform((d) => ({ rows: d.rows, extra: d.extra, job: d.job ?? (d.jobId ? { last: [d.jobId], starting: null } : EMPTY_JOB_RECORD) }));

export const bulkDraft = withRows(z.array(draftRow).max(MAX_ROWS));
export type BulkDraft = z.output<typeof bulkDraft>;

/** The same draft coming back a slice of rows at a time (drafts/draft-store.ts: a 100,000-row grid with progress). */
export const bulkDraftList: DraftList<BulkDraft> = { field: 'rows', item: draftRow, whole: withRows(z.array(z.custom<DraftRow>()).max(MAX_ROWS)) };

/** Each grid row's draft form, kept by the row's values (rows are immutable: an edit makes new values): an
 * unchanged row keeps its object, so the draft store serialises it once (drafts/draft-text.ts), not at every
 * autosave, and a row that only gained its sent original (a running job's push) is the same draft row. */
const draftRowOf = new WeakMap<GridRow['values'], BulkDraft['rows'][number]>();

/** The rows' draft form; `previous` when every row's is the same as in it (nothing typed changed: nothing to save). */
export function toDraftRows(rows: readonly GridRow[], previous?: BulkDraft['rows']): BulkDraft['rows'] {
  let same = previous?.length === rows.length;
  const out = rows.map((r, i) => {
    let d = draftRowOf.get(r.values);
    if (!d || d.id !== r.id) draftRowOf.set(r.values, (d = { id: r.id, values: { ...r.values } }));
    if (same && previous?.[i] !== d) same = false;
    return d;
  });
  return same && previous ? previous : out;
}

export function fromDraftRows(rows: BulkDraft['rows']): GridRow[] {
  return rows.map((r) => ({ id: r.id, values: r.values }));
}
