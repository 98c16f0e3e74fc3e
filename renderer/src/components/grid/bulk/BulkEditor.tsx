// A bulk-edit screen's grid with everything around it: the draft autosaved per screen, import/export, Send
// (confirmed with the count and the target), the job's progress with cancel, per-row results in the grid's
// status column, retry of the failed rows. The screen gives the columns, the operation and its common fields.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { JobRow, JsonValue, MethodInput } from '../../../../../shared/ipc';
import { jsonValue } from '../../../../../shared/ipc/common';
import type { WriteOperationId } from '../../../bridge/operations';
import { useBridge } from '../../../bridge/context';
import { Button } from '../../Button';
import { useConfirm } from '../../ConfirmDialog';
import { ErrorNotice } from '../../ErrorNotice';
import { DataGrid } from '../DataGrid';
import { rowsToCsv } from '../import/csv';
import { downloadBlob } from '../import/read-file';
import type { GridColumn, GridRow, RowStatus } from '../model/types';
import { GridValidator, isBlankRow, rowToInput, type GridValidation } from '../model/validation';
import { bulkDraft, fromDraftRows, toDraftRows, type BulkDraft } from './draft-content';
import { DraftStatus } from './DraftStatus';
import { translateReason } from './reasons';
import { SendPanel } from './SendPanel';
import { SheetTools } from './SheetTools';
import { isRunning, rowStatusOf, useJobRows } from './useJobRows';
import { useDraft } from './useDraft';
import './bulk.css';

export interface BulkEditorProps {
  /** Draft name and file-name stem, unique per screen (e.g. "videox-stock"). */
  name: string;
  operation: WriteOperationId;
  columns: readonly GridColumn[];
  /** Fields every request carries (store, queue type); for a whole-body operation, the body without the grid's list. */
  common: Record<string, unknown> | null;
  /** What the rows are sent to, for the confirmation (e.g. the store id). */
  target: string;
  jobLabel: string;
  gridLabel: string;
  /** The route's job (search param): the results shown when the screen is opened again. */
  jobId: string | null;
  onJobId(jobId: string | null): void;
  /** A whole-body operation (cargo): the grid's rows become this list field of one request. */
  wholeBody?: { listField: string; key: string };
  /** The screen's own form, saved in the same draft. */
  extra?: JsonValue;
  onExtraLoaded?(extra: JsonValue): void;
  /** Checked before the confirmation (a form's validation); false stops the send. */
  beforeSend?(): Promise<boolean>;
  /** Disables Send (a form field the rows need is missing). */
  blocked?: boolean;
  /** Shown under the progress (e.g. the id the vendor gave). */
  renderResult?(rows: readonly JobRow[]): ReactNode;
  height?: number;
  /** The schema of one row when the rows are a list inside one request (cargo goods). */
  itemSchema?: z.ZodType;
  /** Screen-specific tools under the grid (they edit rows outside the grid's undo history). */
  renderTools?(rows: readonly GridRow[], setRows: (rows: GridRow[]) => void): ReactNode;
}

let counter = 0;
const newRowId = () => `r${Date.now().toString(36)}${(++counter).toString(36)}`;
function sameValues(a: GridRow['values'], b: GridRow['values']): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if ((a[k] ?? '') !== (b[k] ?? '')) return false;
  return true;
}

const blankRows = (n: number): GridRow[] => Array.from({ length: n }, () => ({ id: newRowId(), values: {} }));

export function BulkEditor(p: BulkEditorProps) {
  const intl = useIntl();
  const bridge = useBridge();
  const confirm = useConfirm();
  /** A file dropped anywhere on the frame (the grid included) is imported through the mapping step. */
  const dropBox = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState<GridRow[]>(() => blankRows(5));
  const [validation, setValidation] = useState<GridValidation | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [earlier, setEarlier] = useState<ReadonlyMap<string, RowStatus>>(new Map());
  const job = useJobRows(p.jobId);
  const importValidator = useMemo(
    () => new GridValidator({ operation: p.operation, common: p.wholeBody ? null : p.common, columns: p.columns, locale: intl.locale, item: p.itemSchema }),
    [p.operation, p.wholeBody, p.common, p.columns, intl.locale, p.itemSchema],
  );

  const content = useMemo<BulkDraft>(() => ({ rows: toDraftRows(rows), extra: p.extra ?? null, jobId: p.jobId }), [rows, p.extra, p.jobId]);
  const onJobIdRef = useRef(p.onJobId);
  onJobIdRef.current = p.onJobId;
  const draft = useDraft(p.name, p.operation, content, bulkDraft, (d) => {
    if (d.rows.length > 0) setRows(fromDraftRows(d.rows));
    if (d.extra !== null) p.onExtraLoaded?.(d.extra);
    if (d.jobId !== null && p.jobId === null) onJobIdRef.current(d.jobId);
  });

  const summary = job.data?.job;
  const statuses = useMemo(() => {
    const map = new Map(earlier);
    if (!job.data) return map;
    const translate = (reason: string) => translateReason(intl, reason);
    if (p.wholeBody) {
      const only = job.data.rows[0];
      if (only) for (const r of rows) if (!isBlankRow(r.values, p.columns)) map.set(r.id, rowStatusOf(only, job.data.job, translate));
    } else for (const r of job.data.rows) map.set(r.key, rowStatusOf(r, job.data.job, translate));
    return map;
  }, [earlier, job.data, rows, p.wholeBody, p.columns, intl]);

  // A fully successful send clears the draft (the rows stay on screen with their results).
  const clearedFor = useRef<string | null>(null);
  const allSucceeded = summary !== undefined && summary.state === 'finished' && summary.pending + summary.failed + summary.unknown + summary.invalid + summary.missing === 0;
  const clearDraft = draft.clear;
  useEffect(() => {
    if (!allSucceeded || !summary || !draft.loaded || clearedFor.current === summary.jobId) return;
    clearedFor.current = summary.jobId;
    void clearDraft();
  }, [allSucceeded, summary, draft.loaded, clearDraft]);

  const filled = rows.filter((r) => !isBlankRow(r.values, p.columns));
  // A whole request (cargo) can always be sent again as it stands (it updates the draft the form names); rows
  // of a list job are sent once unless they failed.
  const sendable = p.wholeBody ? filled : filled.filter((r) => {
    const s = statuses.get(r.id)?.state;
    return s !== 'succeeded' && s !== 'unknown' && s !== 'sending' && s !== 'queued';
  });
  const errors = validation?.total ?? 0;
  const running = isRunning(summary);

  const start = async (toSend: GridRow[]) => {
    const input: MethodInput<'jobs.start'> = p.wholeBody
      ? {
          operation: p.operation,
          rows: [{ key: p.wholeBody.key, input: jsonValue.parse({ ...p.common, [p.wholeBody.listField]: toSend.map((r) => rowToInput(r.values, p.columns)) }) }],
          label: p.jobLabel,
        }
      : {
          operation: p.operation,
          rows: toSend.map((r) => ({ key: r.id, input: jsonValue.parse(rowToInput(r.values, p.columns)) })),
          ...(p.common ? { common: jsonValue.parse(p.common) as Record<string, JsonValue> } : {}),
          label: p.jobLabel,
        };
    const started = await bridge.call('jobs.start', input);
    // Statuses of rows outside the new job stay visible; the sent rows are no longer "changed".
    setEarlier(new Map([...statuses].filter(([id]) => !toSend.some((r) => r.id === id))));
    const sent = new Set(toSend.map((r) => r.id));
    setRows((prev) => prev.map((r) => (sent.has(r.id) ? { ...r, original: r.values } : r)));
    p.onJobId(started.jobId);
  };

  const send = async () => {
    setError(null);
    if (p.beforeSend && !(await p.beforeSend())) return;
    const toSend = p.wholeBody ? filled : sendable;
    const ok = await confirm({
      title: intl.formatMessage({ id: 'bulk.send.title' }),
      count: toSend.length,
      target: p.target,
      confirmLabel: intl.formatMessage({ id: 'bulk.send.confirm' }, { count: toSend.length }),
    });
    if (!ok) return;
    try {
      await start(toSend);
    } catch (err) {
      setError(err);
    }
  };

  const retry = async (failedIds: string[]) => {
    setError(null);
    const failed = rows.filter((r) => failedIds.includes(r.id));
    const ok = await confirm({
      title: intl.formatMessage({ id: 'bulk.send.retryTitle' }),
      count: p.wholeBody ? 1 : failed.length,
      target: p.target,
      body: intl.formatMessage({ id: 'bulk.send.retryBody' }),
      confirmLabel: intl.formatMessage({ id: 'bulk.send.retryConfirm' }, { count: p.wholeBody ? 1 : failed.length }),
    });
    if (!ok) return;
    try {
      // Rows the vendor refused and nobody edited since are retried in their job (the runner re-sends only
      // refused rows); edited rows, or rows from an earlier job, go out as a new job with their new values.
      const inJob = new Set(job.data?.rows.map((r) => r.key));
      const unchanged = (r: GridRow) => r.original !== undefined && sameValues(r.original, r.values);
      // A whole-body request always goes out as it now stands (its form may have been corrected); it was refused,
      // so nothing of it executed.
      const retryInPlace = p.jobId !== null && !p.wholeBody && failed.every((r) => unchanged(r) && inJob.has(r.id));
      if (retryInPlace && p.jobId !== null) {
        await bridge.call('jobs.retryFailed', { jobId: p.jobId, keys: failed.map((r) => r.id) });
        await job.refetch();
      } else await start(p.wholeBody ? filled : failed);
    } catch (err) {
      setError(err);
    }
  };

  const exportFailed = (failed: GridRow[]) => {
    const reasonCol: GridColumn = { id: '__reason', field: '__reason', label: { en: 'Reason', zh: '原因' }, kind: 'text' };
    const withReason = failed.map((r) => ({ id: r.id, values: { ...r.values, __reason: statuses.get(r.id)?.reason ?? '' } }));
    const csv = rowsToCsv([...p.columns, reasonCol], withReason, intl.locale);
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${p.name}-${intl.formatMessage({ id: 'bulk.send.failedExport' })}.csv`);
  };

  const discard = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'bulk.draft.clearTitle' }),
      count: filled.length,
      target: intl.formatMessage({ id: 'bulk.draft.thisScreen' }),
      confirmLabel: intl.formatMessage({ id: 'bulk.draft.clearGo' }, { count: filled.length }),
      danger: true,
    });
    if (!ok) return;
    const fresh = blankRows(5);
    setRows(fresh);
    setEarlier(new Map());
    p.onJobId(null);
    await draft.clear();
  };

  return (
    <div className="bulk stack" ref={dropBox}>
      <SheetTools columns={p.columns} rows={rows} onRows={setRows} fileName={p.name} newId={newRowId} validator={importValidator} dropTarget={dropBox} />
      <DataGrid
        columns={p.columns}
        rows={rows}
        onRowsChange={setRows}
        operation={p.operation}
        common={p.wholeBody ? null : p.common}
        statuses={statuses}
        label={p.gridLabel}
        height={p.height ?? 360}
        onValidation={setValidation}
        onRetryFailed={running ? undefined : (ids) => void retry(ids)}
        onExportFailed={exportFailed}
        createRowId={newRowId}
        itemSchema={p.itemSchema}
      />
      {p.renderTools?.(rows, setRows)}
      {error !== null && <ErrorNotice error={error} />}
      <div className="row bulk-actions">
        <Button variant="primary" isDisabled={running || p.blocked === true || errors > 0 || validation?.pending === true || sendable.length === 0 || !draft.loaded} onPress={() => void send()}>
          <FormattedMessage id="bulk.send.go" values={{ count: p.wholeBody ? filled.length : sendable.length }} />
        </Button>
        <span className="small muted">
          {errors > 0 ? <FormattedMessage id="bulk.send.fixFirst" values={{ count: errors }} /> : sendable.length === 0 ? <FormattedMessage id="bulk.send.nothing" /> : null}
        </span>
        <span className="spacer" />
        <DraftStatus state={draft.state} />
        <Button variant="quiet" isDisabled={running} onPress={() => void discard()}>
          <FormattedMessage id="bulk.draft.clear" />
        </Button>
      </div>
      {summary && <SendPanel job={summary} onCancel={() => void bridge.call('jobs.cancel', { jobId: summary.jobId }).then(() => job.refetch())} />}
      {job.data && p.renderResult?.(job.data.rows)}
    </div>
  );
}
