// Edits planned as patches over the current view: paste, fill, clear, insert and delete rows. They address
// the rows the view shows (visible after the filter, in sort order), so rows hidden by a filter are skipped,
// and they write rows by id, so the patch stays valid after a re-sort or refetch.
import type { Matrix } from './clipboard-tsv';
import { normaliseCell } from '../../../../../shared/sheets/cell-values';
import { effectiveCells, type CellChange, type RowPatch, type RowPlacement } from './patch';
import { rectSize, type Rect } from './selection';
import type { GridColumn, GridRow } from './types';

/** The rows by id with their index in the data, built once per rows array. */
export interface RowIndex {
  readonly rows: readonly GridRow[];
  readonly byId: ReadonlyMap<string, { row: GridRow; index: number }>;
}

export function indexRows(rows: readonly GridRow[]): RowIndex {
  const byId = new Map<string, { row: GridRow; index: number }>();
  for (let i = 0; i < rows.length; i++) byId.set(rows[i]!.id, { row: rows[i]!, index: i });
  return { rows, byId };
}

export interface EditContext {
  readonly index: RowIndex;
  /** The rows the view shows (after filter and sort), in view order. */
  readonly view: readonly GridRow[];
  readonly columns: readonly GridColumn[];
  readonly locale: string;
  /** A new stable row id (rows the grid adds). */
  readonly newId: () => string;
}

export interface PlannedEdit {
  readonly patch: RowPatch;
  /** The view rectangle the edit covered (rows added by a paste included), for the selection afterwards. */
  readonly area: Rect;
  readonly rowsAdded: number;
  /** Pasted columns beyond the grid's last column. */
  readonly columnsDropped: number;
}

function change(ctx: EditContext, rowId: string, col: number, raw: string, out: CellChange[]): void {
  const column = ctx.columns[col]!;
  const row = ctx.index.byId.get(rowId)?.row;
  if (!row) return;
  out.push({ rowId, col: column.id, before: row.values[column.id] ?? '', after: normaliseCell(column, raw, ctx.locale) });
}

/**
 * Pastes a matrix at the selection's top-left over the visible rows; rows past the end are added. One cell
 * pasted onto a larger selection fills all of it, as in Excel. With `targets` (a header row named the
 * columns), pasted column k fills grid column targets[k] whatever the selection's column, and null is left out.
 */
export function planPaste(ctx: EditContext, selection: Rect, matrix: Matrix, targets?: ReadonlyArray<number | null>): PlannedEdit {
  const cols = ctx.columns.length;
  const single = !targets && matrix.length === 1 && matrix[0]!.length === 1;
  const size = rectSize(selection);
  const height = single ? size.rows : matrix.length;
  const width = single ? size.cols : Math.max(0, ...matrix.map((r) => r.length));
  /** Pairs of (pasted column, grid column). */
  const pairs: Array<[number, number]> = [];
  for (let j = 0; j < width; j++) {
    const to = targets ? targets[j] : selection.left + j;
    if (to !== undefined && to !== null && to < cols) pairs.push([j, to]);
  }
  const cells: CellChange[] = [];
  const inserted: RowPlacement[] = [];
  for (let i = 0; i < height; i++) {
    const source = single ? matrix[0]! : matrix[i]!;
    const text = (j: number) => (single ? source[0]! : (source[j] ?? ''));
    const viewRow = selection.top + i;
    const rowId = ctx.view[viewRow]?.id;
    if (rowId !== undefined) {
      for (const [j, to] of pairs) change(ctx, rowId, to, text(j), cells);
      continue;
    }
    const values: Record<string, string> = {};
    for (const [j, to] of pairs) {
      const column = ctx.columns[to]!;
      values[column.id] = normaliseCell(column, text(j), ctx.locale);
    }
    inserted.push({ row: { id: ctx.newId(), values }, index: ctx.index.rows.length + inserted.length });
  }
  const covered = pairs.map(([, to]) => to);
  const left = covered.length > 0 ? Math.min(...covered) : selection.left;
  return {
    patch: { cells: effectiveCells(cells), inserted, removed: [] },
    area: { top: selection.top, left, bottom: selection.top + height - 1, right: covered.length > 0 ? Math.max(...covered) : left },
    rowsAdded: inserted.length,
    columnsDropped: targets ? 0 : Math.max(0, selection.left + width - cols),
  };
}

/**
 * Repeats the source rows' cells (within the source's columns) down to `toRow` over the visible rows. Fill
 * down (Ctrl+D) of a single row takes the row above it as the source, as Excel does.
 */
export function planFill(ctx: EditContext, source: Rect, toRow: number): PlannedEdit {
  let src = source;
  let target = { from: source.bottom + 1, to: toRow };
  if (toRow <= source.bottom) {
    if (source.top === source.bottom) {
      if (source.top === 0) return { patch: { cells: [], inserted: [], removed: [] }, area: source, rowsAdded: 0, columnsDropped: 0 };
      src = { ...source, top: source.top - 1, bottom: source.top - 1 };
      target = { from: source.top, to: source.top };
    } else {
      src = { ...source, bottom: source.top };
      target = { from: source.top + 1, to: source.bottom };
    }
  }
  const cells: CellChange[] = [];
  const height = src.bottom - src.top + 1;
  for (let r = target.from; r <= Math.min(target.to, ctx.view.length - 1); r++) {
    const fromId = ctx.view[src.top + ((r - target.from) % height)]!.id;
    const from = ctx.index.byId.get(fromId)!.row;
    for (let c = src.left; c <= src.right; c++) change(ctx, ctx.view[r]!.id, c, from.values[ctx.columns[c]!.id] ?? '', cells);
  }
  return {
    patch: { cells: effectiveCells(cells), inserted: [], removed: [] },
    area: { top: Math.min(src.top, target.from), left: src.left, bottom: Math.max(target.to, src.bottom), right: src.right },
    rowsAdded: 0,
    columnsDropped: 0,
  };
}

export function planClear(ctx: EditContext, rect: Rect): PlannedEdit {
  const cells: CellChange[] = [];
  for (let r = rect.top; r <= rect.bottom; r++) {
    const id = ctx.view[r]?.id;
    if (id === undefined) continue;
    for (let c = rect.left; c <= rect.right; c++) change(ctx, id, c, '', cells);
  }
  return { patch: { cells: effectiveCells(cells), inserted: [], removed: [] }, area: rect, rowsAdded: 0, columnsDropped: 0 };
}

/** A blank row above the view row `at` (or at the end when the view is empty or `at` is past it). */
export function planInsertRow(ctx: EditContext, at: number): PlannedEdit {
  const id = ctx.view[at]?.id;
  const index = id === undefined ? ctx.index.rows.length : ctx.index.byId.get(id)!.index;
  const row: GridRow = { id: ctx.newId(), values: {} };
  const viewRow = Math.min(at, ctx.view.length);
  return {
    patch: { cells: [], inserted: [{ row, index }], removed: [] },
    area: { top: viewRow, bottom: viewRow, left: 0, right: ctx.columns.length - 1 },
    rowsAdded: 1,
    columnsDropped: 0,
  };
}

export function planDeleteRows(ctx: EditContext, rect: Rect): PlannedEdit {
  const removed: RowPlacement[] = [];
  for (let r = rect.top; r <= rect.bottom; r++) {
    const id = ctx.view[r]?.id;
    const hit = id === undefined ? undefined : ctx.index.byId.get(id);
    if (hit) removed.push({ row: hit.row, index: hit.index });
  }
  removed.sort((a, b) => a.index - b.index);
  return { patch: { cells: [], inserted: [], removed }, area: rect, rowsAdded: 0, columnsDropped: 0 };
}

/** The view rectangle's text, for copying. */
export function readMatrix(ctx: Pick<EditContext, 'index' | 'view' | 'columns'>, rect: Rect): Matrix {
  const out: Matrix = [];
  for (let r = rect.top; r <= rect.bottom; r++) {
    const row = ctx.index.byId.get(ctx.view[r]?.id ?? '')?.row;
    const line: string[] = [];
    for (let c = rect.left; c <= rect.right; c++) line.push(row?.values[ctx.columns[c]!.id] ?? '');
    out.push(line);
  }
  return out;
}
