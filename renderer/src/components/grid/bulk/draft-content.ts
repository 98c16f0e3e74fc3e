// What a bulk screen's draft holds: the grid's rows (text as typed), the screen's form (if any), what was
// sent (per row the values last sent and the jobs they went out in) and the job last started from it, so
// leaving the screen, a reload or a restart brings back the work and its results from the journal.
import { z } from 'zod';
import { jsonValue } from '../../../../../shared/ipc/common';
import { plainEntry, sentLedger, type BulkJobState } from '../../job/job-state';
import type { SentLedger } from '../../job/send-plan';
import type { GridRow } from '../model/types';

const cells = z.record(z.string().max(200), z.string());

export const bulkDraft = z.object({
  rows: z.array(z.object({ id: z.string().min(1).max(200), values: cells, original: cells.nullable() })).max(100_000),
  extra: jsonValue.nullable(),
  jobId: z.string().max(64).nullable(),
  /** Absent in drafts saved before the send ledger: derived from the rows' sent values (see jobStateOf). */
  sent: sentLedger.optional(),
});
export type BulkDraft = z.infer<typeof bulkDraft>;

/** Each grid row's draft form, kept by the row's identity: an unchanged row keeps its object, so the draft
 * store serialises it once (components/drafts/draft-text.ts), not at every autosave. */
const draftRowOf = new WeakMap<GridRow, BulkDraft['rows'][number]>();

export function toDraftRows(rows: readonly GridRow[]): BulkDraft['rows'] {
  return rows.map((r) => {
    let d = draftRowOf.get(r);
    if (!d) draftRowOf.set(r, (d = { id: r.id, values: { ...r.values }, original: r.original ? { ...r.original } : null }));
    return d;
  });
}

export function fromDraftRows(rows: BulkDraft['rows']): GridRow[] {
  return rows.map((r) => (r.original ? { id: r.id, values: r.values, original: r.original } : { id: r.id, values: r.values }));
}

const draftEntryOf = new WeakMap<SentLedger[string], NonNullable<BulkDraft['sent']>[string]>();
function ledgerEntryOf(e: SentLedger[string]): NonNullable<BulkDraft['sent']>[string] {
  let d = draftEntryOf.get(e);
  if (!d) draftEntryOf.set(e, (d = plainEntry(e)));
  return d;
}

export function toDraftLedger(sent: SentLedger): NonNullable<BulkDraft['sent']> {
  const out: NonNullable<BulkDraft['sent']> = {};
  for (const [id, e] of Object.entries(sent)) out[id] = ledgerEntryOf(e);
  return out;
}

/**
 * The send state a draft records. An older draft kept only the last job and each sent row's values as its
 * `original`: those rows are taken as sent in that job, so none of them is offered again as new work.
 */
export function jobStateOf(draft: BulkDraft): BulkJobState {
  if (draft.sent) return { sent: draft.sent, lastJob: draft.jobId };
  const sent: Record<string, { values: Record<string, string>; jobs: string[] }> = {};
  if (draft.jobId !== null) for (const r of draft.rows) if (r.original) sent[r.id] = { values: r.original, jobs: [draft.jobId] };
  return { sent, lastJob: draft.jobId };
}
