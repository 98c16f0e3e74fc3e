// Keys → grid commands, and the navigation reducer. Pure, so every shortcut is pinned down by a unit test;
// the component only forwards keydown events and applies what comes back.
import { cellSelection, clampPos, extendTo, type GridSize, type Selection } from './selection';
import type { CellPos } from './types';

export interface KeyInput {
  readonly key: string;
  readonly shift?: boolean;
  /** Ctrl on Windows/Linux, Cmd on macOS. */
  readonly ctrl?: boolean;
  readonly alt?: boolean;
  /** The physical key (KeyboardEvent.code): Alt+Shift+F on a Mac types "Ï", its code is still KeyF. */
  readonly code?: string;
}

export type MoveKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown' | 'Tab' | 'Enter';

export type GridCommand =
  | { type: 'move'; key: MoveKey; shift: boolean; ctrl: boolean }
  | { type: 'selectAll' }
  | { type: 'edit' }
  /** A printable key starts editing and replaces the cell's text with it. */
  | { type: 'type'; text: string }
  /** An input method is composing: open the editor empty so the composition lands in it. */
  | { type: 'compose' }
  | { type: 'clear' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'fillDown' }
  | { type: 'insertRow' }
  | { type: 'deleteRows' }
  | { type: 'escape' }
  /** Alt+← / Alt+→: the active column one step narrower or wider. */
  | { type: 'resizeColumn'; direction: -1 | 1 }
  /** Alt+Shift+F: the active column as wide as its widest text. */
  | { type: 'fitColumn' };

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/** The command a key means while the grid (not an open editor) has focus; null lets the browser have it. */
export function commandFor(k: KeyInput): GridCommand | null {
  const shift = k.shift === true;
  const ctrl = k.ctrl === true;
  // Column widths by keyboard, on the active column (the cells' or the header's). Alt with the arrows is free in
  // the grid (the shell's Alt keys are the digits; a browser's Alt+← "back" must not leave a half-typed sheet).
  if (k.alt && !ctrl) {
    if (!shift && (k.key === 'ArrowLeft' || k.key === 'ArrowRight')) return { type: 'resizeColumn', direction: k.key === 'ArrowLeft' ? -1 : 1 };
    if (shift && (k.code === 'KeyF' || k.key.toLowerCase() === 'f')) return { type: 'fitColumn' };
  }
  if (ARROWS.has(k.key)) return { type: 'move', key: k.key as MoveKey, shift, ctrl };
  // The grid is one tab stop (arrows move inside): Tab leaves it for the next control, as in any WAI-ARIA grid.
  // Tab still commits an open editor and moves along the row (editorKey), so a row can be typed in one go.
  if (ctrl && !k.alt) {
    const key = k.key.toLowerCase();
    if (key === 'a') return { type: 'selectAll' };
    if (key === 'z') return shift ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y') return { type: 'redo' };
    if (key === 'd') return { type: 'fillDown' };
    // Ctrl++ / Ctrl+- insert and delete rows as in Excel (Ctrl+= is + without Shift on most layouts).
    if (key === '+' || key === '=') return { type: 'insertRow' };
    if (key === '-') return { type: 'deleteRows' };
    return null;
  }
  if (k.key === 'F2' || k.key === 'Enter') return k.key === 'Enter' && shift ? { type: 'move', key: 'Enter', shift: true, ctrl: false } : { type: 'edit' };
  if (k.key === 'Delete' || k.key === 'Backspace') return { type: 'clear' };
  if (k.key === 'Escape') return { type: 'escape' };
  if (k.key === 'Process') return { type: 'compose' };
  if (k.key.length === 1 && !k.alt) return { type: 'type', text: k.key };
  return null;
}

/** What a key does inside an open editor: commit and move, cancel, or stay with the editor. */
export type EditorKeyResult = { type: 'commit'; then: KeyInput | null } | { type: 'cancel' } | null;

export function editorKey(k: KeyInput, composing: boolean): EditorKeyResult {
  if (composing) return null;
  if (k.key === 'Escape') return { type: 'cancel' };
  // Alt+Enter is a line break inside the cell, as in Excel.
  if (k.key === 'Enter' && !k.alt) return { type: 'commit', then: { key: 'Enter', shift: k.shift === true } };
  if (k.key === 'Tab') return { type: 'commit', then: { key: 'Tab', shift: k.shift === true } };
  return null;
}

/** Whether a cell (view coordinates) is empty: Ctrl+arrows stop at the edges of filled runs, as in Excel. */
export type IsBlank = (row: number, col: number) => boolean;

/**
 * Excel's Ctrl+arrow: from a filled cell whose neighbour is filled, to the last filled cell of that run;
 * otherwise to the next filled cell; the grid's edge when there is none.
 */
function dataEdge(pos: CellPos, dRow: number, dCol: number, size: GridSize, isBlank: IsBlank): CellPos {
  const inside = (r: number, c: number) => r >= 0 && c >= 0 && r < size.rows && c < size.cols;
  let r = pos.row + dRow;
  let c = pos.col + dCol;
  if (!inside(r, c)) return pos;
  if (!isBlank(pos.row, pos.col) && !isBlank(r, c)) {
    while (inside(r + dRow, c + dCol) && !isBlank(r + dRow, c + dCol)) {
      r += dRow;
      c += dCol;
    }
    return { row: r, col: c };
  }
  while (inside(r, c) && isBlank(r, c)) {
    if (!inside(r + dRow, c + dCol)) return { row: r, col: c };
    r += dRow;
    c += dCol;
  }
  return { row: r, col: c };
}

function step(pos: CellPos, key: MoveKey, shiftBack: boolean, ctrl: boolean, size: GridSize, pageRows: number, isBlank?: IsBlank): CellPos {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  switch (key) {
    case 'ArrowUp':
      return ctrl ? (isBlank ? dataEdge(pos, -1, 0, size, isBlank) : { row: 0, col: pos.col }) : { row: pos.row - 1, col: pos.col };
    case 'ArrowDown':
      return ctrl ? (isBlank ? dataEdge(pos, 1, 0, size, isBlank) : { row: lastRow, col: pos.col }) : { row: pos.row + 1, col: pos.col };
    case 'ArrowLeft':
      return ctrl ? (isBlank ? dataEdge(pos, 0, -1, size, isBlank) : { row: pos.row, col: 0 }) : { row: pos.row, col: pos.col - 1 };
    case 'ArrowRight':
      return ctrl ? (isBlank ? dataEdge(pos, 0, 1, size, isBlank) : { row: pos.row, col: lastCol }) : { row: pos.row, col: pos.col + 1 };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: pos.row, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { row: pos.row, col: lastCol };
    case 'PageUp':
      return { row: pos.row - pageRows, col: pos.col };
    case 'PageDown':
      return { row: pos.row + pageRows, col: pos.col };
    case 'Enter':
      return { row: pos.row + (shiftBack ? -1 : 1), col: pos.col };
    case 'Tab': {
      // Tab runs along the row and wraps to the next one, so a whole row can be typed without the mouse.
      if (shiftBack) return pos.col > 0 ? { row: pos.row, col: pos.col - 1 } : pos.row > 0 ? { row: pos.row - 1, col: lastCol } : pos;
      return pos.col < lastCol ? { row: pos.row, col: pos.col + 1 } : pos.row < lastRow ? { row: pos.row + 1, col: 0 } : pos;
    }
  }
}

/**
 * The selection after a movement key. Shift extends the range from the anchor (except Tab/Enter, where Shift
 * means backwards); Ctrl+arrows jump to the edge of the filled run when `isBlank` is given (else the grid's
 * edge); Ctrl+Home/End go to the grid's corners.
 */
export function navigate(sel: Selection, cmd: { key: MoveKey; shift: boolean; ctrl: boolean }, size: GridSize, pageRows: number, isBlank?: IsBlank): Selection {
  if (size.rows === 0 || size.cols === 0) return sel;
  const backwards = cmd.key === 'Tab' || cmd.key === 'Enter';
  if (cmd.shift && !backwards) return extendTo(sel, clampPos(step(sel.extent, cmd.key, false, cmd.ctrl, size, pageRows, isBlank), size));
  return cellSelection(clampPos(step(sel.active, cmd.key, cmd.shift, cmd.ctrl, size, pageRows, isBlank), size));
}
