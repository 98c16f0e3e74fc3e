// The grid's edits as commands: each plans a patch over the current view, commits it as one undo step, holds
// the view (edited rows neither jump away under a sort nor vanish under a filter), selects what it covered and
// says what it did in the live region. A paste is first offered to the screen's `onPaste` hook.
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { normaliseCell } from '../../../../../shared/sheets/cell-values';
import type { Matrix } from '../model/clipboard-tsv';
import { indexRows, planClear, planDeleteRows, planFill, planInsertRow, planPaste, readMatrix, type EditContext, type PlannedEdit, type RowIndex } from '../model/edits';
import type { GridMessageId } from '../messages';
import { issueText } from '../model/issue-text';
import type { RowValidator } from '../model/row-validator';
import { cellSelection, clampSelection, rectSize, type Rect, type Selection } from '../model/selection';
import { labelOf, type CellPos, type GridColumn, type GridRow } from '../model/types';
import type { useGridHistory } from './useGridHistory';
import type { useGridTable } from './useGridTable';

/** What a paste becomes: its cells, optionally each pasted column's grid column (by a header row), a note. */
export interface PasteDecision {
  readonly matrix: Matrix;
  /** For each pasted column, the index of the grid column it fills (null: left out); the paste then starts at the first column. */
  readonly targets?: ReadonlyArray<number | null>;
  /** Told to the user beside the usual announcement (e.g. "the header row was skipped"). */
  readonly note?: string;
}

/** Sees every paste before it lands; null refuses it, undefined keeps it as it came. */
export type PasteHook = (paste: { readonly matrix: Matrix; readonly columns: readonly GridColumn[] }) => PasteDecision | null | undefined;

export interface GridEditsOptions {
  columns: readonly GridColumn[];
  view: readonly GridRow[];
  grid: Pick<ReturnType<typeof useGridTable>, 'holdView'>;
  history: ReturnType<typeof useGridHistory>;
  validator: RowValidator;
  selection: Selection;
  rect: Rect;
  setSelection: Dispatch<SetStateAction<Selection>>;
  /** The row's own number (its place in the data, stable under sort and filter). */
  numberOf(viewRow: number): number;
  newId(): string;
  onPaste?: PasteHook;
}

export function useGridEdits(o: GridEditsOptions) {
  const intl = useIntl();
  const locale = intl.locale;
  const { history, grid, columns, view, rect, selection } = o;
  const [announcement, setAnnouncement] = useState('');
  /** A note the user should see (not only hear), e.g. a pasted header row that was skipped; cleared by the next edit. */
  const [note, setNote] = useState<string | null>(null);
  const say = (id: GridMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // Rows by id, built only when an edit needs it (never on load or scroll) and once per rows array.
  const indexCache = useRef<RowIndex | null>(null);
  const currentIndex = (): RowIndex => {
    const current = history.rowsRef.current;
    if (indexCache.current?.rows !== current) indexCache.current = indexRows(current);
    return indexCache.current;
  };
  const ctx = (): EditContext => ({ index: currentIndex(), view, columns, locale, newId: o.newId });
  const size = { rows: view.length, cols: columns.length };

  const run = (plan: PlannedEdit, message: string, shown: string | null = null) => {
    setNote(shown);
    if (!history.commit(plan.patch, plan.area)) return;
    grid.holdView([...plan.patch.cells.map((c) => c.rowId), ...plan.patch.inserted.map((r) => r.row.id)]);
    o.setSelection({ active: { row: plan.area.top, col: plan.area.left }, anchor: { row: plan.area.top, col: plan.area.left }, extent: { row: plan.area.bottom, col: plan.area.right } });
    setAnnouncement(shown ? `${message}. ${shown}` : message);
  };

  const travel = (direction: 'undo' | 'redo') => {
    setNote(null);
    const step = direction === 'undo' ? history.undo() : history.redo();
    if (!step) {
      setAnnouncement(say('grid.announce.nothing'));
      return;
    }
    grid.holdView([...step.patch.cells.map((c) => c.rowId), ...step.patch.inserted.map((r) => r.row.id), ...step.patch.removed.map((r) => r.row.id)]);
    o.setSelection(clampSelection({ active: { row: step.area.top, col: step.area.left }, anchor: { row: step.area.top, col: step.area.left }, extent: { row: step.area.bottom, col: step.area.right } }, size));
    setAnnouncement(say(direction === 'undo' ? 'grid.announce.undone' : 'grid.announce.redone'));
  };

  const paste = (raw: Matrix) => {
    const decision = o.onPaste ? o.onPaste({ matrix: raw, columns }) : undefined;
    if (decision === null) return;
    const { matrix, targets, note: shown } = decision ?? { matrix: raw };
    if (matrix.length === 0) {
      setNote(shown ?? null);
      if (shown) setAnnouncement(shown);
      return;
    }
    const plan = planPaste(ctx(), targets ? { ...rect, left: 0, right: 0 } : rect, matrix, targets);
    const message = say('grid.announce.pasted', { rows: plan.area.bottom - plan.area.top + 1, added: plan.rowsAdded });
    // What the paste left out is shown above the grid, not only told to screen readers.
    const dropped = plan.columnsDropped > 0 ? say('grid.announce.columnsDropped', { count: plan.columnsDropped }) : null;
    const notes = [shown, dropped].filter((n): n is string => !!n);
    run(plan, message, notes.length > 0 ? notes.join(' ') : null);
  };

  /** Stores what was typed in a cell (normalised as its column takes it: numbers, ids, dates). */
  const write = (rowId: string, pos: CellPos, value: string) => {
    setNote(null);
    const row = currentIndex().byId.get(rowId)?.row;
    const column = columns[pos.col];
    if (!row || !column) return;
    const after = normaliseCell(column, value, locale);
    const before = row.values[column.id] ?? '';
    const area = { top: pos.row, bottom: pos.row, left: pos.col, right: pos.col };
    if (!history.commit({ cells: before === after ? [] : [{ rowId, col: column.id, before, after }], inserted: [], removed: [] }, area)) return;
    grid.holdView([rowId]);
    const issue = o.validator.check({ ...row.values, [column.id]: after }).issues?.cells.get(column.id);
    const text = issue ? issueText(issue) : null;
    const where = { column: labelOf(column, locale), row: o.numberOf(pos.row) };
    setAnnouncement(text ? say('grid.announce.editedInvalid', { ...where, message: intl.formatMessage({ id: text.id }, text.values) }) : say('grid.announce.edited', { ...where, value: after }));
  };

  const fillTo = (to: number) => run(planFill(ctx(), rect, to), say('grid.announce.filled', { rows: to - rect.bottom }));
  const fillDown = () => {
    const plan = planFill(ctx(), rect, rect.bottom);
    run(plan, say('grid.announce.filled', { rows: Math.max(0, plan.area.bottom - plan.area.top) }));
  };
  const insertRow = () => run(planInsertRow(ctx(), selection.active.row), say('grid.announce.inserted'));
  const deleteRows = () => {
    setNote(null);
    const plan = planDeleteRows(ctx(), rect);
    if (!history.commit(plan.patch, plan.area)) return;
    grid.holdView([]);
    o.setSelection(cellSelection({ row: rect.top, col: selection.active.col }));
    setAnnouncement(say('grid.announce.deleted', { count: plan.patch.removed.length }));
  };
  const clear = () => {
    const plan = planClear(ctx(), rect);
    run(plan, say('grid.announce.cleared', { count: plan.patch.cells.length }));
  };
  const cut = () => run(planClear(ctx(), rect), say('grid.announce.cleared', { count: rectSize(rect).rows * rectSize(rect).cols }));

  return {
    announcement,
    note,
    currentIndex,
    copied: () => readMatrix(ctx(), rect),
    rowById: (id: string) => currentIndex().byId.get(id)?.row,
    paste,
    write,
    fillTo,
    fillDown,
    insertRow,
    deleteRows,
    clear,
    cut,
    undo: () => travel('undo'),
    redo: () => travel('redo'),
  };
}
