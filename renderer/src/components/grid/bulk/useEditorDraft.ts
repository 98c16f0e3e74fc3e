// A bulk screen's draft: the rows as typed, the screen's form and its job record, autosaved per screen and
// loaded once (drafts/use-draft.ts); and the address bar's job kept in step with the job the screen sent last.
import { useEffect, useMemo, useRef } from 'react';
import type { JsonValue } from '../../../../../shared/ipc';
import type { WriteOperationId } from '../../../bridge/operations';
import { useDraft } from '../../../drafts/use-draft';
import type { BulkJob } from '../../job/bulk-job';
import type { GridRow } from '../model/types';
import { bulkDraft, bulkDraftList, fromDraftRows, toDraftRows, type BulkDraft } from './draft-content';

export function useEditorDraft(o: {
  /** The draft's name, unique per screen. */
  name: string;
  operation: WriteOperationId;
  rows: readonly GridRow[];
  /** The screen's own form. */
  extra: JsonValue | undefined;
  bulk: BulkJob;
  /** The draft's rows and form as loaded (its job record goes back to `bulk` by itself). */
  onLoaded(rows: GridRow[], extra: JsonValue | null): void;
  /** The route's job (search param) and how to change it. */
  jobId: string | null;
  onJobId(jobId: string | null): void;
}) {
  const { bulk, rows, extra } = o;
  const { restore, record } = bulk;
  const lastJob = record.last.at(-1) ?? null;

  const onJobIdRef = useRef(o.onJobId);
  onJobIdRef.current = o.onJobId;
  // The draft is what was typed: rows that only gained their sent originals (a running job's pushes) leave it as it
  // was, the same object, so nothing is saved again.
  const lastDraftRows = useRef<BulkDraft['rows'] | undefined>(undefined);
  const draftRows = useMemo(() => (lastDraftRows.current = toDraftRows(rows, lastDraftRows.current)), [rows]);
  const content = useMemo<BulkDraft>(() => ({ rows: draftRows, extra: extra ?? null, job: record }), [draftRows, extra, record]);
  const draft = useDraft(o.name, o.operation, content, bulkDraft, (d) => {
    o.onLoaded(d.rows.length > 0 ? fromDraftRows(d.rows) : [], d.extra);
    restore(d.job);
  }, { job: bulk, list: bulkDraftList });
  // The address bar follows the job the screen sent last (a link to it, Activity's "open the screen").
  useEffect(() => {
    if (draft.loaded && lastJob !== o.jobId) onJobIdRef.current(lastJob);
  }, [draft.loaded, lastJob, o.jobId]);
  return { lastJob, draft };
}
