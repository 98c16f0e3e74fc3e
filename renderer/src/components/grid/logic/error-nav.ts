// "Go to the next error" in a big sheet: F8 or Ctrl+. (Excel's keys for the next error) walks the cells with an
// issue in the order the user sees them (after sort and filter), Shift+F8 walks back, both wrap around; the
// footer's error count is a button doing the same. A row-level issue (a duplicate) lands on the row's first cell.
import type { KeyboardEvent } from 'react';
import type { GridValidation } from '../model/validation';
import type { CellPos, GridColumn, GridRow } from '../model/types';

export function errorCells(view: readonly GridRow[], columns: readonly GridColumn[], byRow: GridValidation['byRow']): CellPos[] {
  const out: CellPos[] = [];
  if (byRow.size === 0) return out;
  view.forEach((row, r) => {
    const issues = byRow.get(row.id);
    if (!issues) return;
    const cols = columns.flatMap((c, k) => (issues.cells.has(c.id) ? [k] : []));
    if (issues.row.length > 0 && !cols.includes(0)) cols.unshift(0);
    for (const col of cols) out.push({ row: r, col });
  });
  return out;
}

/** The error cell after (or before) `from`, wrapping around; null when there is none. */
export function nextErrorCell(cells: readonly CellPos[], from: CellPos, backwards = false): CellPos | null {
  if (cells.length === 0) return null;
  const after = (c: CellPos) => c.row > from.row || (c.row === from.row && c.col > from.col);
  const before = (c: CellPos) => c.row < from.row || (c.row === from.row && c.col < from.col);
  if (backwards) return [...cells].reverse().find(before) ?? cells[cells.length - 1]!;
  return cells.find(after) ?? cells[0]!;
}

/** F8 / Ctrl+. forward, Shift+F8 / Ctrl+Shift+. back. */
export function errorKeyDirection(e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>): 'next' | 'previous' | null {
  if (e.altKey) return null;
  if (e.key === 'F8') return e.shiftKey ? 'previous' : 'next';
  if ((e.ctrlKey || e.metaKey) && (e.key === '.' || e.key === '>')) return e.shiftKey ? 'previous' : 'next';
  return null;
}

export interface ErrorNavigation {
  /** Moves to the next (or previous) error; false when there is none. */
  go(backwards?: boolean): boolean;
  /** Handles F8 / Ctrl+.; true when the key was taken. */
  onKeyDown(e: KeyboardEvent): boolean;
}

export function errorNavigation(p: {
  view: readonly GridRow[];
  columns: readonly GridColumn[];
  validation: GridValidation;
  active: CellPos;
  moveTo(cell: CellPos): void;
}): ErrorNavigation {
  const go = (backwards = false) => {
    const target = nextErrorCell(errorCells(p.view, p.columns, p.validation.byRow), p.active, backwards);
    if (target) p.moveTo(target);
    return target !== null;
  };
  return {
    go,
    onKeyDown: (e) => {
      const direction = errorKeyDirection(e);
      if (!direction) return false;
      e.preventDefault();
      go(direction === 'previous');
      return true;
    },
  };
}
