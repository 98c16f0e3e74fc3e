// The spreadsheet grid the bulk-edit screens are built on: WAI-ARIA grid (rows and cells with their indexes,
// the active cell as aria-activedescendant of the focus sink, which also takes input-method composition; a
// polite live region for edits), virtualised rows, keyboard and mouse selection, clipboard in TSV and HTML,
// fill, insert/delete rows, undo by row id. It knows columns and cells, never a domain: the screen owns the
// rows, the statuses and the rules (`validate`), and may reshape a paste (`onPaste`).
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useBoxWidth } from './hooks/useBoxWidth';
import { useCellEditing } from './hooks/useCellEditing';
import { useFitHeight } from './hooks/useFitHeight';
import { useGridEdits, type PasteHook } from './hooks/useGridEdits';
import { useGridHistory } from './hooks/useGridHistory';
import { useGridMouse } from './hooks/useGridMouse';
import { useGridTable } from './hooks/useGridTable';
import { useGridValidation } from './hooks/useGridValidation';
import { useGridVirtualizer } from './hooks/useGridVirtualizer';
import { useRowCounts } from './hooks/useRowCounts';
import { activeCellOf, issuesLookup } from './logic/active-cell';
import { columnFitting } from './logic/column-fit';
import { titleIfCut } from './logic/cut-text';
import { errorNavigation } from './logic/error-nav';
import { clipboardHandlers } from './logic/grid-clipboard';
import { gridKeyDown } from './logic/grid-keydown';
import { cellBox, cellId, DEFAULT_COLUMN_WIDTH, headerCellId, ROW_HEADER_WIDTH, ROW_HEIGHT, shownText, STATUS_WIDTH, statusWidthIn, totalWidth } from './logic/layout';
import { navigate } from './model/keyboard';
import { noValidation, type RowValidator } from './model/row-validator';
import { cellSelection, clampSelection, extendTo, rectOf, rectSize, type Selection } from './model/selection';
import { labelOf, type GridColumn, type GridRow, type RowStatuses } from './model/types';
import type { GridValidation } from './model/validation';
import { CellEditor } from './views/CellEditor';
import { CellInfo } from './views/CellInfo';
import { FocusSink } from './views/FocusSink';
import { GridBody } from './views/GridBody';
import { GridFooter } from './views/GridFooter';
import { GridHeader } from './views/GridHeader';
import { GridToolbar } from './views/GridToolbar';
import './grid.css';

export interface DataGridProps {
  columns: readonly GridColumn[];
  rows: readonly GridRow[];
  onRowsChange(rows: GridRow[]): void;
  /** The rules each row must meet (for a vendor write: `useOperationValidator`); without it nothing is flagged. */
  validate?: RowValidator;
  /** Sees each paste before it lands (e.g. a header row mapping the columns, `usePasteHeaders`). */
  onPaste?: PasteHook;
  /** Per-row send status, fed by the screen. */
  statuses?: RowStatuses;
  /** Accessible name of the grid (defaults to "Rows to send"). */
  label?: string;
  /** The most height the scrolling area takes, in pixels (default: as much as the window allows). */
  height?: number;
  /** What must stay in view under the grid as the screen opens (the screen's Send bar): the grid leaves it room. */
  keepInView?: RefObject<HTMLElement | null>;
  onRetryFailed?: (rowIds: readonly string[]) => void;
  /** How many rows the screen's retry sends, when fewer than the failed ones (some cannot succeed unchanged). */
  retryCount?: number;
  onExportFailed?: (rows: GridRow[]) => void;
  /** Told the validation result whenever it changes (a screen disables Send while there are errors). */
  onValidation?: (validation: GridValidation) => void;
  createRowId?: () => string;
  /**
   * What identifies this grid among the app's (the screen's draft name, an id list's operation): the widths a user
   * gives its columns are remembered under it on this machine. Without it, widths last as long as the grid.
   */
  widthsKey?: string;
}

let idCounter = 0;
const defaultRowId = () => `row-${Date.now().toString(36)}-${(++idCounter).toString(36)}`;

export function DataGrid(props: DataGridProps) {
  const { columns: modelColumns, rows, statuses, onRowsChange } = props;
  const intl = useIntl();
  const locale = intl.locale;
  const gridId = useId().replace(/:/g, '');
  const infoId = `${gridId}-info`;
  const rootRef = useRef<HTMLDivElement>(null);

  const validator = props.validate ?? noValidation;
  const validation = useGridValidation(validator, rows);
  const onValidation = props.onValidation;
  // A block body: whatever the screen's hook returns must never reach React as an effect's clean-up.
  useEffect(() => {
    onValidation?.(validation);
  }, [onValidation, validation]);

  const boxWidth = useBoxWidth(rootRef);
  const grid = useGridTable(rows, modelColumns, statuses, props.widthsKey, boxWidth === undefined ? undefined : boxWidth - ROW_HEADER_WIDTH - STATUS_WIDTH);
  // The columns at the widths on screen, for everything that lays out or measures; the model's own columns
  // (whose identity holds while widths change) for the view, the edits and the rules.
  const columns = grid.sized;
  const statusWidth = statusWidthIn(columns, boxWidth);
  const view = grid.view;
  const history = useGridHistory(rows, onRowsChange);

  const size = { rows: view.length, cols: columns.length };
  const [rawSelection, setSelection] = useState<Selection>(() => cellSelection({ row: 0, col: 0 }));
  const selection = clampSelection(rawSelection, size);
  const rect = rectOf(selection);
  /** The column header the keyboard is on (sorting), or null when the cells are. */
  const [headerCol, setHeaderCol] = useState<number | null>(null);

  const { failedIds, dirtyCount } = useRowCounts(rows, modelColumns, statuses);
  // As many rows as the window allows, a header and five at the least; the box ends inside the window, so its
  // sideways scrollbar is in view, and so does what the screen keeps under it (issue 17).
  const height = useFitHeight(rootRef, props.height ?? Infinity, ROW_HEIGHT * 6, props.keepInView);
  const { virtualizer, scrollToCell } = useGridVirtualizer(rootRef, view.length, columns, selection.active.row, height, statusWidth);
  const colName = (col: number) => labelOf(columns[col]!, locale);

  const edits = useGridEdits({
    columns: modelColumns, view, grid, history, validator, selection, rect, setSelection,
    numberOf: grid.numberOf,
    newId: props.createRowId ?? defaultRowId,
    onPaste: props.onPaste,
  });

  const sinkRef = useRef<HTMLTextAreaElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusGrid = () => sinkRef.current?.focus({ preventScroll: true });

  const select = (next: Selection, scroll = true) => {
    setSelection(next);
    if (scroll) scrollToCell(next.extent.row, next.extent.col);
  };
  const pageRows = () => Math.max(1, Math.floor((rootRef.current?.clientHeight ?? 300) / ROW_HEIGHT) - 2);

  const { editing, startEdit, commitEdit, cancelEdit } = useCellEditing({
    active: selection.active,
    view,
    columns: modelColumns,
    currentText: (rowId, columnId) => edits.rowById(rowId)?.values[columnId] ?? '',
    scrollToCell,
    focusGrid,
    write: edits.write,
    moveAfter: (pos, key, shift) => select(navigate(cellSelection(pos), { key, shift, ctrl: false }, size, pageRows())),
  });

  const isBlank = (row: number, col: number) => (view[row]?.values[columns[col]?.id ?? ''] ?? '').trim() === '';

  const mouse = useGridMouse({
    selection,
    rect,
    editing: editing !== null,
    select: (next) => select(next, false),
    extend: (pos) => setSelection((sel) => extendTo(sel, pos)),
    focusGrid,
    startEdit: () => startEdit(null, true),
    fill: edits.fillTo,
  });

  const errorNav = errorNavigation({
    view,
    columns: modelColumns,
    validation,
    active: selection.active,
    moveTo: (cell) => {
      setHeaderCol(null);
      select(cellSelection(cell));
      focusGrid();
    },
  });
  const { measurer, fitColumn, resizeColumn } = columnFitting({ root: () => rootRef.current, columns, rows, locale, setWidth: grid.setWidth });

  const onKeyDown = gridKeyDown({
    editing: editing !== null,
    ownTargets: [sinkRef, gridRef],
    errorNav,
    headerCol,
    setHeaderCol,
    sortColumn: (col) => grid.table.getColumn(columns[col]!.id)?.toggleSorting(undefined, false),
    resizeColumn,
    fitColumn,
    selection,
    size,
    pageRows,
    isBlank,
    select,
    startEdit,
    edits,
    cancelFill: mouse.cancelFill,
  });

  const clip = clipboardHandlers({ editing: editing !== null, copied: edits.copied, paste: edits.paste, cut: edits.cut });

  const activeId = headerCol !== null ? headerCellId(gridId, headerCol) : view.length > 0 && !editing ? cellId(gridId, selection.active.row, selection.active.col) : undefined;
  const issuesOf = issuesLookup(validation, validator);
  const active = activeCellOf({ view, columns, active: selection.active, issuesOf, measure: (text) => measurer()(text) });
  const rowsWidth = totalWidth(columns, statusWidth);

  return (
    <div className="dg">
      <GridToolbar
        filterText={grid.filterText}
        failedOnly={grid.failedOnly}
        failedCount={failedIds.length}
        retryCount={props.retryCount}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onFilter={grid.changeFilter}
        onInsertRow={edits.insertRow}
        onDeleteRows={() => {
          edits.deleteRows();
          // Back to the cells: a second Enter edits the next row instead of deleting it too.
          focusGrid();
        }}
        onFillDown={edits.fillDown}
        onUndo={edits.undo}
        onRedo={edits.redo}
        onResetWidths={grid.widthsChanged ? grid.resetWidths : undefined}
        onRetryFailed={props.onRetryFailed ? () => props.onRetryFailed?.(failedIds) : undefined}
        onExportFailed={props.onExportFailed ? () => props.onExportFailed?.(failedIds.map(edits.rowById).filter((r): r is GridRow => r !== undefined)) : undefined}
      />
      {edits.note && (
        <p className="dg-note" role="status" data-testid="grid-note">
          {edits.note}
        </p>
      )}
      <CellInfo id={infoId} cell={active.row ? { column: colName(selection.active.col), row: grid.numberOf(selection.active.row) } : null} issue={active.issue} whole={active.whole} />
      <div
        ref={rootRef}
        className="dg-scroll"
        // The pinned header, first column and status column cover what scrolls under them: the browser's own
        // scrolling into view (focus, find, assistive tech) must stop short of them, as the grid's own does.
        style={{
          height,
          scrollPaddingTop: ROW_HEIGHT,
          scrollPaddingLeft: ROW_HEADER_WIDTH + (columns[0]?.width ?? DEFAULT_COLUMN_WIDTH),
          scrollPaddingRight: statusWidth,
        }}
        onKeyDown={onKeyDown}
        onCopy={clip.onCopy}
        onCut={clip.onCut}
        onPaste={clip.onPaste}
        onMouseDown={(e) => {
          setHeaderCol(null);
          mouse.onMouseDown(e);
        }}
        onMouseOver={(e) => {
          titleIfCut(e.target, (row, col) => shownText(view[row]?.values[columns[col]?.id ?? ''] ?? ''));
          mouse.onMouseOver(e);
        }}
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
          <GridHeader gridId={gridId} table={grid.table} columns={columns} statusWidth={statusWidth} locale={locale} width={rowsWidth} activeCol={headerCol} onFit={fitColumn} onResizeStart={() => flushSync(grid.keepShownWidths)} />
          <GridBody
            gridId={gridId}
            view={view}
            items={virtualizer.getVirtualItems()}
            height={virtualizer.getTotalSize()}
            width={rowsWidth}
            columns={columns}
            statusWidth={statusWidth}
            selection={selection}
            rect={rect}
            issuesOf={issuesOf}
            numberOf={grid.numberOf}
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
                    typed={editing.typed}
                    label={intl.formatMessage({ id: 'grid.editor.label' }, { column: colName(editing.col), row: grid.numberOf(editing.row) })}
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
        {edits.announcement}
      </div>
    </div>
  );
}

export type { GridColumn, GridRow, GridValidation, RowValidator, PasteHook };
