// A bulk-edit screen's grid composed with the job lifecycle (components/job): the draft autosaved per screen
// (the rows as typed, the screen's form, the jobs of its last send), import/export, Send confirmed with the
// count and the target, the job followed in place, per-row results in the grid's status column from the ledger
// of what was sent. The screen gives the columns, the operation and its common fields. A one-shot screen (a
// whole-body request such as cargo) is locked once sent.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { JobRow, JsonValue } from '../../../../../shared/ipc';
import type { BodyDraft, JobCommonInput, JobRowDraft, OperationInput, WriteOperationId } from '../../../bridge/operations';
import { useConfirm } from '../../ConfirmDialog';
import { ErrorNotice } from '../../ErrorNotice';
import { JobPanel } from '../../job/JobPanel';
import type { IdentifiedItem } from '../../../jobs/send-plan';
import { useBulkJob } from '../../job/useBulkJob';
import type { JobLabel } from '../../../jobs/job-label';
import { DataGrid } from '../DataGrid';
import type { ColumnsOf, GridColumn, GridRow, ScreenColumn } from '../model/types';
import { usePasteHeaders } from '../import/paste-headers';
import { isBlankRow, rowToInput, type GridValidation, type GridValidator } from '../model/validation';
import { blankRows, newRowId } from './blank-rows';
import { DraftRestoring } from './DraftRestoring';
import { identifiedItems } from './identified-items';
import { OneShotResult } from './OneShotResult';
import { SendBar } from './SendBar';
import { exportFailedRows, statusesOf } from './grid-statuses';
import { SentOriginals } from './sent-originals';
import { SheetTools } from './SheetTools';
import { useEditorDraft } from './useEditorDraft';
import { useLastJobRows } from './useLastJobRows';
import { useOperationValidator } from './useOperationValidator';
import { useTypedRows } from '../hooks/useTypedRows';
import './bulk.css';

/** A list field of operation K's whole body: where a whole-body screen puts its grid's rows. */
type ListFieldOf<K extends WriteOperationId> = { [F in keyof OperationInput<K>]-?: NonNullable<OperationInput<K>[F]> extends ReadonlyArray<unknown> ? F : never }[keyof OperationInput<K>] & string;

type ElementOf<T> = T extends ReadonlyArray<infer E> ? E : never;
/** The grid's columns: K's rows, or for a whole body the elements of its list field `L`. */
type GridColumnsOf<K extends WriteOperationId, L> = [L] extends [never] ? ColumnsOf<K> : L extends keyof OperationInput<K> ? readonly ScreenColumn<ElementOf<NonNullable<OperationInput<K>[L]>>>[] : never;

/**
 * Typed by the operation `K` (taken from `operation` alone): the columns fill K's rows (a whole body's: the
 * elements of its list field `L`, one of K's fields), the common fields are K's. A screen pointed at one
 * operation with another's columns or a misspelt common field does not compile (test/unit/write-screen-typing.test.ts).
 */
export interface BulkEditorProps<K extends WriteOperationId, L extends ListFieldOf<K> = never> {
  /** Draft name and file-name stem, unique per screen (e.g. "videox-stock"). */
  name: string;
  operation: K;
  columns: NoInfer<GridColumnsOf<K, L>>;
  /** Fields every request carries (store, queue type); for a whole-body operation, the body without the grid's list. */
  common: NoInfer<JobCommonInput<K>> | null;
  /** What the rows are sent to, for the confirmation (e.g. the store id). */
  target: string;
  /** The job's label in Activity: `jobLabel(messageId, values)`, read in the reader's language. */
  jobLabel: JobLabel;
  gridLabel: string;
  /** The route's job (search param): kept in step with the job the screen sent last. */
  jobId: string | null;
  onJobId(jobId: string | null): void;
  /** A whole-body operation (cargo): the grid's rows become this list field of one request, sent once. */
  wholeBody?: { listField: L; key: string };
  /** The screen's own form, saved in the same draft. */
  extra?: JsonValue;
  onExtraLoaded?(extra: JsonValue): void;
  /** Checked before the confirmation (a form's validation); false stops the send. */
  beforeSend?(): Promise<boolean>;
  /** Disables Send (a form field the rows need is missing). */
  blocked?: boolean;
  /** The outcome as the vendor gave it (e.g. the id it made), from the last send's rows; one-shot screens show it at the top. */
  renderResult?(rows: readonly JobRow[]): ReactNode;
  /** A one-shot screen's form, rendered above the grid and locked (read-only) once the request was sent. */
  renderForm?(locked: boolean): ReactNode;
  /** "Start a new one" on a one-shot screen: the screen empties its form. */
  onStartNew?(): void;
  /** The most height the grid takes (default: as much as the window allows, Send kept in view). */
  height?: number;
  /** The schema of one row when the rows are a list inside one request (cargo goods). */
  itemSchema?: z.ZodType;
  /** Screen-specific tools under the grid (they edit rows outside the grid's undo history). */
  renderTools?(rows: readonly GridRow[], setRows: (rows: GridRow[]) => void): ReactNode;
}

const ignoreEdits = () => undefined;

export function BulkEditor<K extends WriteOperationId, L extends ListFieldOf<K> = never>(p: BulkEditorProps<K, L>) {
  const intl = useIntl();
  const confirm = useConfirm();
  /** A file dropped anywhere on the frame (the grid included) is imported through the mapping step. */
  const dropBox = useRef<HTMLDivElement>(null);
  /** The grid leaves room for Send as the screen opens (issue 17). */
  const sendBar = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState<GridRow[]>(() => blankRows(5));
  // The grid's validation with the rows it was made for: the import report trusts it only for the rows shown.
  // One validator for the grid and the import report: the catalogue's rules stay here, the grid knows none.
  const validator = useOperationValidator(p.operation, p.wholeBody ? null : p.common, p.columns, intl.locale, p.itemSchema);
  // What depends on what was typed alone (the validation, the items, the draft) follows the rows as typed: the
  // same array while a running job's pushes only give rows their sent originals.
  const typedRows = useTypedRows(rows);
  const [checked, setChecked] = useState<{ rows: readonly GridRow[]; validator: GridValidator; validation: GridValidation } | null>(null);
  const onValidation = useCallback((v: GridValidation) => setChecked({ rows: typedRows, validator, validation: v }), [typedRows, validator]);
  const validation = checked?.validation ?? null;
  const onPaste = usePasteHeaders();

  // Many rows never checked (a 100,000-row draft just back) wait for the grid's background validation:
  // meanwhile the items stay as they were (identified-items.ts).
  const validated = checked !== null && checked.rows === typedRows && checked.validator === validator && !checked.validation.pending;
  const lastItems = useRef<readonly IdentifiedItem[]>([]);
  // `itemsCurrent`: the items are the rows on screen. Until they are, nothing is sent or sent again: the items
  // kept meanwhile may be rows the screen no longer holds (an import that replaced them).
  const { items, itemsCurrent } = useMemo(() => {
    const now = identifiedItems(typedRows, p.columns, validator, validated, lastItems.current);
    if (now) lastItems.current = now;
    return { items: lastItems.current, itemsCurrent: now !== null };
  }, [typedRows, p.columns, validator, validated]);
  const { wholeBody, columns, common } = p;
  // The props' type ties the columns to K: the drafts they make are K's rows (a whole body's, its list's elements).
  const draftOf = (values: GridRow['values']) => rowToInput(values, columns as readonly GridColumn[]) as JobRowDraft<K>;
  const bulk = useBulkJob({
    operation: p.operation,
    items,
    inputOf: (item) => draftOf(item.values),
    common,
    ...(wholeBody ? { wholeBody: { key: wholeBody.key, bodyOf: (all): BodyDraft<K> => ({ ...common, [wholeBody.listField]: all.map((i) => draftOf(i.values)) }) } } : {}),
    label: p.jobLabel,
    target: p.target,
    exportName: p.name,
    editedInPlace: true,
  });
  const { lastJob, draft } = useEditorDraft({
    name: p.name,
    operation: p.operation,
    rows: typedRows,
    extra: p.extra,
    bulk,
    onLoaded: (loaded, extra) => {
      setRows(loaded.length > 0 ? loaded : blankRows(5));
      if (extra !== null) p.onExtraLoaded?.(extra);
    },
    jobId: p.jobId,
    onJobId: p.onJobId,
  });

  // (Kept across plans: a push's plan names the rows it judged again, and only those are looked at.)
  const [sentOriginals] = useState(() => new SentOriginals());
  // A row's original values are the ones its item was last sent with (the ledger's entry): cells edited since show
  // as changed, and a row sent as it stands shows none.
  useEffect(() => {
    if (p.wholeBody) return;
    setRows((prev) => sentOriginals.apply(prev, bulk.plan, p.columns));
  }, [bulk.plan, p.columns, p.wholeBody, sentOriginals]);

  const rowIds = useMemo(() => (p.wholeBody ? { wholeKey: p.wholeBody.key, rows: items.map((i) => i.id) } : undefined), [p.wholeBody, items]);
  const statuses = useMemo(() => statusesOf(bulk.plan, intl, rowIds), [bulk.plan, intl, rowIds]);
  const errors = validation?.total ?? 0;
  const oneShot = p.wholeBody !== undefined;
  const locked = oneShot && (bulk.live || bulk.plan.applied.length > 0 || bulk.plan.unknown.length > 0);
  // The vendor's answer of the last send (the id it made), for a screen that shows it.
  const lastRows = useLastJobRows(lastJob, p.renderResult !== undefined);

  // A send started here puts the focus on its job's bar (JobPanel), where its outcome will be.
  const [focusRequest, setFocusRequest] = useState(0);
  // (A one-shot screen's result replaces its form at the top and takes the focus itself: OneShotResult.)
  const focusResultIf = (started: boolean) => {
    if (started && !oneShot) setFocusRequest((n) => n + 1);
  };
  const send = async () => {
    if (!itemsCurrent) return;
    if (p.beforeSend && !(await p.beforeSend())) return;
    focusResultIf(await bulk.send());
  };

  const clearAll = async (title: 'bulk.draft.clearTitle' | 'bulk.oneShot.newTitle') => {
    // Every row typed counts, sent or not: the discard removes them all from this screen (the journal keeps what was sent).
    const count = rows.filter((r) => !isBlankRow(r.values, p.columns)).length;
    const ok = await confirm({
      title: intl.formatMessage({ id: title }),
      count,
      target: intl.formatMessage({ id: oneShot ? 'bulk.oneShot.target' : 'bulk.draft.thisScreen' }),
      ...(title === 'bulk.oneShot.newTitle' ? { body: intl.formatMessage({ id: 'bulk.oneShot.newBody' }) } : {}),
      confirmLabel: title === 'bulk.oneShot.newTitle' ? intl.formatMessage({ id: 'bulk.oneShot.new' }) : intl.formatMessage({ id: 'bulk.draft.clearGo' }, { count }),
      danger: title === 'bulk.draft.clearTitle',
    });
    if (!ok) return;
    setRows(blankRows(5));
    bulk.reset();
    p.onStartNew?.();
    await draft.clear();
  };

  const result = lastRows.data && p.renderResult?.(lastRows.data.rows);
  // While a long stored draft comes back, how many of its rows are back is said above the grid. The grid stays
  // usable: what the user types or pastes meanwhile wins over the draft when it arrives, and they are asked
  // (DraftNotice), so nothing typed is lost either way.
  const restoring = draft.state.kind === 'loading' ? draft.state.restoring : undefined;
  return (
    <div className="bulk stack" ref={dropBox}>
      {oneShot && locked && <OneShotResult bulk={bulk} result={result} onStartNew={() => void clearAll('bulk.oneShot.newTitle')} />}
      {p.renderForm?.(locked)}
      <fieldset className="bulk-lock" disabled={locked}>
        <SheetTools columns={p.columns} rows={rows} onRows={setRows} fileName={p.name} {...(p.wholeBody ? {} : { operation: p.operation })} newId={newRowId} validator={validator} dropTarget={dropBox} validation={checked?.rows === typedRows ? checked.validation : null} sentCount={() => statuses.size} sheetName={p.gridLabel} />
      </fieldset>
      {/* A locked grid stays readable and navigable by keyboard; its edits are not taken. */}
      {restoring && <DraftRestoring restoring={restoring} />}
      <DataGrid
        columns={p.columns}
        rows={rows}
        onRowsChange={locked ? ignoreEdits : setRows}
        validate={validator}
        onPaste={onPaste}
        statuses={statuses}
        label={p.gridLabel}
        height={p.height}
        keepInView={sendBar}
        onValidation={onValidation}
        onRetryFailed={bulk.live || !itemsCurrent ? undefined : () => void bulk.retryFailed().then(focusResultIf)}
        retryCount={bulk.retryCount}
        onExportFailed={(failed) => exportFailedRows(p.columns, failed, statuses, p.name, intl)}
        createRowId={newRowId}
        widthsKey={p.name}
      />
      <fieldset className="bulk-lock" disabled={locked}>
        {p.renderTools?.(rows, setRows)}
      </fieldset>
      {bulk.error !== null && bulk.error !== undefined && <ErrorNotice error={bulk.error} />}
      <SendBar
        ref={sendBar}
        count={bulk.toSend.length}
        reasons={bulk.toSendReasons}
        errors={errors}
        canSend={!(bulk.live || locked || p.blocked === true || errors > 0 || validation?.pending === true || !itemsCurrent || bulk.toSend.length === 0 || !draft.loaded || bulk.plan.loading)}
        locked={locked}
        live={bulk.live}
        draft={draft.state}
        again={bulk.plan.again.length}
        onSend={() => void send()}
        onSendAgain={() => void (itemsCurrent ? bulk.sendAgain().then(focusResultIf) : undefined)}
        onDiscard={() => void clearAll('bulk.draft.clearTitle')}
      />
      {!(oneShot && locked) && (
        <>
          <JobPanel bulk={bulk} failureActions={false} focusRequest={focusRequest} />
          {result}
        </>
      )}
    </div>
  );
}
