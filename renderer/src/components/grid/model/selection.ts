// Selection in view coordinates: the active cell (where typing goes) and a rectangular range whose moving
// corner Shift+keys or a drag extend, as in a spreadsheet.
import type { CellPos } from './types';

export interface Selection {
  readonly active: CellPos;
  /** The corner that stays put while extending (usually the active cell). */
  readonly anchor: CellPos;
  /** The corner Shift+arrows and drags move. */
  readonly extent: CellPos;
}

export interface Rect {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export interface GridSize {
  readonly rows: number;
  readonly cols: number;
}

export function cellSelection(pos: CellPos): Selection {
  return { active: pos, anchor: pos, extent: pos };
}

export function rectOf(sel: Selection): Rect {
  return {
    top: Math.min(sel.anchor.row, sel.extent.row),
    bottom: Math.max(sel.anchor.row, sel.extent.row),
    left: Math.min(sel.anchor.col, sel.extent.col),
    right: Math.max(sel.anchor.col, sel.extent.col),
  };
}

export function rectSize(r: Rect): { rows: number; cols: number } {
  return { rows: r.bottom - r.top + 1, cols: r.right - r.left + 1 };
}

export function clampPos(pos: CellPos, size: GridSize): CellPos {
  return {
    row: Math.min(Math.max(pos.row, 0), Math.max(size.rows - 1, 0)),
    col: Math.min(Math.max(pos.col, 0), Math.max(size.cols - 1, 0)),
  };
}

/** Keeps a selection inside the grid after rows were removed or filtered out. */
export function clampSelection(sel: Selection, size: GridSize): Selection {
  return { active: clampPos(sel.active, size), anchor: clampPos(sel.anchor, size), extent: clampPos(sel.extent, size) };
}

export function selectAll(sel: Selection, size: GridSize): Selection {
  return { active: sel.active, anchor: { row: 0, col: 0 }, extent: clampPos({ row: size.rows - 1, col: size.cols - 1 }, size) };
}

export function extendTo(sel: Selection, pos: CellPos): Selection {
  return { active: sel.active, anchor: sel.anchor, extent: pos };
}
