// The spreadsheet grid the bulk-edit screens are built on: WAI-ARIA grid (rows and cells with their indexes,
// the active cell as aria-activedescendant of the focus sink, which also takes input-method composition; a
// polite live region for edits), virtualised rows, keyboard and mouse selection, clipboard in TSV and HTML,
// fill, insert/delete rows, undo by row id, validation with the catalogue's own row rules. The screen owns the
// rows and the statuses; the grid owns selection and history.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { OperationId } from '../../../../shared/catalogue';
import { CellEditor } from './CellEditor';
import { CellInfo } from './CellInfo';
import { FocusSink } from './FocusSink';
import { errorNavigation } from './error-nav';
import { GridFooter } from './GridFooter';
import { GridHeader, headerCellId } from './GridHeader';
import { onHeaderKeyDown } from './header-keys';
import { cellBox, cellId, DEFAULT_COLUMN_WIDTH, ROW_HEADER_WIDTH, ROW_HEIGHT } from './GridRowView';
import { GridToolbar } from './GridToolbar';
import { normaliseCell } from './model/cell-values';
import { indexRows, type RowIndex, planClear, planDeleteRows, planFill, planInsertRow, planPaste, readMatrix, type EditContext, type PlannedEdit } from './model/edits';
import { issueText } from './model/issue-text';
import { navigate } from './model/keyboard';
import { cellSelection, clampSelection, extendTo, rectOf, rectSize, selectAll, type Rect, type Selection } from './model/selection';
import { labelOf, type GridColumn, type GridRow, type RowStatus } from './model/types';
import { GridValidator, type GridValidation } from './model/validation';
import { useGridHistory } from './useGridHistory';
import { GridBody } from './GridBody';
import { clipboardHandlers } from './grid-clipboard';
import { useGridMouse } from './useGridMouse';
import { useRowCounts } from './useRowCounts';
import { onGridKeyDown } from './grid-keys';
import { useCellEditing } from './useCellEditing';
import { useGridTable } from './useGridTable';
import { useGridVirtualizer } from './useGridVirtualizer';
import { useGridValidation } from './useGridValidation';
import './grid.css';

export interface DataGridProps {
  columns: readonly GridColumn[];
  rows: readonly GridRow[];
  onRowsChange(rows: GridRow[]): void;
  /** The batch write the rows are for: its item schema validates each row. */
  operation: OperationId;
  /** The operation's non-row fields (store, queue type…), checked with every row. */
  common?: Record<string, unknown> | null;
  /** The schema of one row when rows are a list inside one request (see GridValidatorOptions.item). */
  itemSchema?: z.ZodType;
  /** Per-row send status, fed by the screen. */
  statuses?: ReadonlyMap<string, RowStatus>;
  /** Accessible name of the grid (defaults to "Rows to send"). */
  label?: string;
  /** Height of the scrolling area in pixels. */
  height?: number;
  onRetryFailed?: (rowIds: string[]) => void;
  onExportFailed?: (rows: GridRow[]) => void;
  /** Told the validation result whenever it changes (a screen disables Send while there are errors). */
  onValidation?: (validation: GridValidation) => void;
  createRowId?: () => string;
}

let idCounter = 0;
const defaultRowId = () => `row-${Date.now().toString(36)}-${(++idCounter).toString(36)}`;


export function DataGrid(props: DataGridProps) {
  const { columns, rows, statuses, onRowsChange } = props;
  const intl = useIntl();
  const locale = intl.locale;
  const gridId = useId().replace(/:/g, '');
  const infoId = `${gridId}-info`;
  const rootRef = useRef<HTMLDivElement>(null);
  const newId = props.createRowId ?? defaultRowId;

  const validator = useMemo(
    () => new GridValidator({ operation: props.operation, common: props.common ?? null, columns, locale, item: props.itemSchema }),
    [props.operation, props.common, columns, locale, props.itemSchema],
  );
  const validation = useGridValidation(validator, rows);
  const onValidation = props.onValidation;
  useEffect(() => onValidation?.(validation), [onValidation, validation]);

  const grid = useGridTable(rows, columns, statuses);
  const view = grid.view;
  const history = useGridHistory(rows, onRowsChange);
  // Rows by id, built only when an edit needs it (never on load or scroll) and once per rows array.
  const indexCache = useRef<RowIndex | null>(null);
  const currentIndex = (): RowIndex => {
    const current = history.rowsRef.current;
    if (indexCache.current?.rows !== current) indexCache.current = indexRows(current);
    return indexCache.current;
  };

  const size = { rows: view.length, cols: columns.length };
  const [rawSelection, setSelection] = useState<Selection>(() => cellSelection({ row: 0, col: 0 }));
  const selection = clampSelection(rawSelection, size);
  const rect = rectOf(selection);
  /** The column header the keyboard is on (sorting), or null when the cells are. */
  const [headerCol, setHeaderCol] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const { failedIds, dirtyCount } = useRowCounts(rows, columns, statuses);

  const { virtualizer, scrollToCell } = useGridVirtualizer(rootRef, view.length, columns, selection.active.row, props.height ?? 420);

  const ctx = (): EditContext => ({ index: currentIndex(), view, columns, locale, newId });

  const colName = (col: number) => labelOf(columns[col]!, locale);

  const run = (plan: PlannedEdit, message: string) => {
    if (!history.commit(plan.patch, plan.area)) return;
    grid.holdView([...plan.patch.cells.map((c) => c.rowId), ...plan.patch.inserted.map((r) => r.row.id)]);
    setSelection({ active: { row: plan.area.top, col: plan.area.left }, anchor: { row: plan.area.top, col: plan.area.left }, extent: { row: plan.area.bottom, col: plan.area.right } });
    setAnnouncement(message);
  };

  const sinkRef = useRef<HTMLTextAreaElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusGrid = () => sinkRef.current?.focus({ preventScroll: true });

  const select = (next: Selection, scroll = true) => {
    setSelection(next);
    if (scroll) scrollToCell(next.extent.row, next.extent.col);
  };

  const { editing, startEdit, commitEdit, cancelEdit } = useCellEditing({
    active: selection.active,
    view,
    columns,
    currentText: (rowId, columnId) => currentIndex().byId.get(rowId)?.row.values[columnId] ?? '',
    scrollToCell,
    focusGrid,
    write: (rowId, pos, value) => {
      const row = currentIndex().byId.get(rowId)?.row;
      const column = columns[pos.col];
      if (!row || !column) return;
      const after = normaliseCell(column.kind, value, locale);
      const before = row.values[column.id] ?? '';
      const area = { top: pos.row, bottom: pos.row, left: pos.col, right: pos.col };
      if (!history.commit({ cells: before === after ? [] : [{ rowId, col: column.id, before, after }], inserted: [], removed: [] }, area)) return;
      grid.holdView([rowId]);
      const issue = validator.check({ ...row.values, [column.id]: after }).issues?.cells.get(column.id);
      const text = issue ? issueText(issue) : null;
      const where = { column: colName(pos.col), row: pos.row + 1 };
      setAnnouncement(
        text
          ? intl.formatMessage({ id: 'grid.announce.editedInvalid' }, { ...where, message: intl.formatMessage({ id: text.id }, text.values) })
          : intl.formatMessage({ id: 'grid.announce.edited' }, { ...where, value: after }),
      );
    },
    moveAfter: (pos, key, shift) => select(navigate(cellSelection(pos), { key, shift, ctrl: false }, size, pageRows())),
  });

  const isBlank = (row: number, col: number) => (view[row]?.values[columns[col]?.id ?? ''] ?? '').trim() === '';
  const pageRows = () => Math.max(1, Math.floor((rootRef.current?.clientHeight ?? 300) / ROW_HEIGHT) - 2);

  const mouse = useGridMouse({
    selection,
    rect,
    editing: editing !== null,
    select: (next) => select(next, false),
    extend: (pos) => setSelection((sel) => extendTo(sel, pos)),
    focusGrid,
    startEdit: () => startEdit(null, true),
    fill: (to) => run(planFill(ctx(), rect, to), intl.formatMessage({ id: 'grid.announce.filled' }, { rows: to - rect.bottom })),
  });

  // ---- commands ----
  const fillDown = () => {
    const plan = planFill(ctx(), rect, rect.bottom);
    run(plan, intl.formatMessage({ id: 'grid.announce.filled' }, { rows: Math.max(0, plan.area.bottom - plan.area.top) }));
  };
  const insertRow = () => {
    run(planInsertRow(ctx(), selection.active.row), intl.formatMessage({ id: 'grid.announce.inserted' }));
  };
  const deleteRows = () => {
    const plan = planDeleteRows(ctx(), rect);
    if (!history.commit(plan.patch, plan.area)) return;
    grid.holdView([]);
    setSelection(cellSelection({ row: rect.top, col: selection.active.col }));
    setAnnouncement(intl.formatMessage({ id: 'grid.announce.deleted' }, { count: plan.patch.removed.length }));
  };
  const travel = (direction: 'undo' | 'redo') => {
    const step = direction === 'undo' ? history.undo() : history.redo();
    if (!step) {
      setAnnouncement(intl.formatMessage({ id: 'grid.announce.nothing' }));
      return;
    }
    grid.holdView([...step.patch.cells.map((c) => c.rowId), ...step.patch.inserted.map((r) => r.row.id), ...step.patch.removed.map((r) => r.row.id)]);
    setSelection(clampSelection({ active: { row: step.area.top, col: step.area.left }, anchor: { row: step.area.top, col: step.area.left }, extent: { row: step.area.bottom, col: step.area.right } }, size));
    setAnnouncement(intl.formatMessage({ id: direction === 'undo' ? 'grid.announce.undone' : 'grid.announce.redone' }));
  };

  const errorNav = errorNavigation({
    view,
    columns,
    validation,
    active: selection.active,
    moveTo: (cell) => {
      setHeaderCol(null);
      select(cellSelection(cell));
      focusGrid();
    },
  });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Keys for the grid come from the focus sink (or are dispatched at the grid itself); not from an editor.
    if (editing || (e.target !== sinkRef.current && e.target !== gridRef.current && e.target !== e.currentTarget)) return;
    if (errorNav.onKeyDown(e)) return;
    if (headerCol !== null) {
      onHeaderKeyDown(e, headerCol, {
        columns: columns.length,
        moveTo: setHeaderCol,
        leave: (col) => {
          setHeaderCol(null);
          select(cellSelection({ row: 0, col }));
        },
        sort: (col) => grid.table.getColumn(columns[col]!.id)?.toggleSorting(undefined, false),
      });
      return;
    }
    onGridKeyDown(e, {
      move: (cmd) => {
        if (cmd.key === 'ArrowUp' && !cmd.ctrl && !cmd.shift && selection.active.row === 0) {
          setHeaderCol(selection.active.col);
          return true;
        }
        const next = navigate(selection, cmd, size, pageRows(), isBlank);
        // Tab on the very last cell leaves the grid (the grid must not trap focus).
        if (cmd.key === 'Tab' && next.active.row === selection.active.row && next.active.col === selection.active.col) return false;
        select(next);
        return true;
      },
      selectAll: () => select(selectAll(selection, size), false),
      // An input method's keydown ('Process') opens nothing: its composition goes into the focus sink.
      edit: (text) => (text === '' ? undefined : startEdit(text, true)),
      clear: () => {
        const plan = planClear(ctx(), rect);
        run(plan, intl.formatMessage({ id: 'grid.announce.cleared' }, { count: plan.patch.cells.length }));
      },
      undo: () => travel('undo'),
      redo: () => travel('redo'),
      fillDown,
      insertRow,
      deleteRows,
      escape: () => {
        mouse.cancelFill();
        select(cellSelection(selection.active), false);
      },
    });
  };

  const clip = clipboardHandlers({
    editing: editing !== null,
    copied: () => readMatrix(ctx(), rect),
    paste: (matrix) => {
      const plan = planPaste(ctx(), rect, matrix);
      let message = intl.formatMessage({ id: 'grid.announce.pasted' }, { rows: plan.area.bottom - plan.area.top + 1, added: plan.rowsAdded });
      if (plan.columnsDropped > 0) message += `. ${intl.formatMessage({ id: 'grid.announce.columnsDropped' }, { count: plan.columnsDropped })}`;
      run(plan, message);
    },
    cut: () => run(planClear(ctx(), rect), intl.formatMessage({ id: 'grid.announce.cleared' }, { count: rectSize(rect).rows * rectSize(rect).cols })),
  });

  // ---- render ----
  const activeId = headerCol !== null ? headerCellId(gridId, headerCol) : view.length > 0 && !editing ? cellId(gridId, selection.active.row, selection.active.col) : undefined;
  const issuesOf = (row: GridRow) => (validation.pending ? (validator.check(row.values).issues ?? undefined) : validation.byRow.get(row.id));
  const activeRow = view[selection.active.row];
  const activeIssue = activeRow === undefined ? undefined : issuesOf(activeRow)?.cells.get(columns[selection.active.col]?.id ?? '');
  const totalWidth = ROW_HEADER_WIDTH + columns.reduce((w, c) => w + (c.width ?? DEFAULT_COLUMN_WIDTH), 0) + 180;

  return (
    <div className="dg">
      <GridToolbar
        filterText={grid.filterText}
        failedOnly={grid.failedOnly}
        failedCount={failedIds.length}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onFilter={grid.changeFilter}
        onInsertRow={insertRow}
        onDeleteRows={() => {
          deleteRows();
          // Back to the cells: a second Enter edits the next row instead of deleting it too.
          focusGrid();
        }}
        onFillDown={fillDown}
        onUndo={() => travel('undo')}
        onRedo={() => travel('redo')}
        onRetryFailed={props.onRetryFailed ? () => props.onRetryFailed?.(failedIds) : undefined}
        onExportFailed={props.onExportFailed ? () => props.onExportFailed?.(failedIds.map((id) => currentIndex().byId.get(id)?.row).filter((r): r is GridRow => r !== undefined)) : undefined}
      />
      <CellInfo id={infoId} cell={activeRow ? { column: colName(selection.active.col), row: selection.active.row + 1 } : null} issue={activeIssue} />
      <div
        ref={rootRef}
        className="dg-scroll"
        style={{ height: props.height ?? 420 }}
        onKeyDown={onKeyDown}
        onCopy={clip.onCopy}
        onCut={clip.onCut}
        onPaste={clip.onPaste}
        onMouseDown={(e) => {
          setHeaderCol(null);
          mouse.onMouseDown(e);
        }}
        onMouseOver={mouse.onMouseOver}
        onDoubleClick={mouse.onDoubleClick}
      >
        <FocusSink
          sinkRef={sinkRef}
          label={props.label ?? intl.formatMessage({ id: 'grid.label' })}
          activeId={activeId}
          controls={gridId}
          describedBy={infoId}
          box={cellBox(columns, selection.active)}
          onText={(text) => startEdit(text, true)}
        />
        <div
          id={gridId}
          ref={gridRef}
          role="grid"
          tabIndex={-1}
          onFocus={(e) => {
            if (e.target === e.currentTarget) focusGrid();
          }}
          aria-label={props.label ?? intl.formatMessage({ id: 'grid.label' })}
          aria-rowcount={view.length + 1}
          aria-colcount={columns.length + 2}
          aria-multiselectable
          className="dg-grid"
        >
          <GridHeader gridId={gridId} table={grid.table} columns={columns} locale={locale} width={totalWidth} activeCol={headerCol} />
          <GridBody
            gridId={gridId}
            view={view}
            items={virtualizer.getVirtualItems()}
            height={virtualizer.getTotalSize()}
            width={totalWidth}
            columns={columns}
            selection={selection}
            rect={rect}
            issuesOf={issuesOf}
            statuses={statuses}
            fillRange={mouse.fillRange}
            infoId={infoId}
            editing={
              editing && {
                row: editing.row,
                col: editing.col,
                node: (
                  <CellEditor
                    key={`${editing.row}:${editing.col}`}
                    initial={editing.initial}
                    caretAtEnd={editing.caretAtEnd}
                    editor={columns[editing.col]?.editor}
                    label={intl.formatMessage({ id: 'grid.editor.label' }, { column: colName(editing.col), row: editing.row + 1 })}
                    describedBy={infoId}
                    onCommit={commitEdit}
                    onCancel={cancelEdit}
                  />
                ),
              }
            }
          />
        </div>
      </div>
      <GridFooter
        visible={view.length}
        total={rows.length}
        pending={validation.pending}
        errors={validation.total}
        rowsWithErrors={validation.rowsWithIssues}
        dirty={dirtyCount}
        selection={rectSize(rect)}
        onErrors={() => errorNav.go()}
      />
      <div aria-live="polite" className="dg-sr-only" data-testid="grid-live">
        {announcement}
      </div>
    </div>
  );
}

export type { GridColumn, GridRow, RowStatus, GridValidation, Rect };
