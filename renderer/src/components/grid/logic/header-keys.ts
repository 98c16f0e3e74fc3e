// Keyboard on the header row (reached with ArrowUp from the first row, as the grid pattern allows): Left
// and Right move between column headers, Enter or Space sorts by the column (ascending, descending, none),
// ArrowDown or Escape go back to the cells; Alt+← / Alt+→ and Alt+Shift+F size the column, as on the cells.
import type { KeyboardEvent } from 'react';
import { commandFor } from '../model/keyboard';

export interface HeaderKeyActions {
  columns: number;
  moveTo(col: number | null): void;
  /** Back to the cells, on the first row of this column. */
  leave(col: number): void;
  sort(col: number): void;
  resize(col: number, direction: -1 | 1): void;
  fit(col: number): void;
}

/** Handles a key while a column header is active; returns true when the key was the header's. */
export function onHeaderKeyDown(e: KeyboardEvent<HTMLElement>, col: number, a: HeaderKeyActions): boolean {
  const cmd = e.altKey ? commandFor({ key: e.key, shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey, alt: true, code: e.code }) : null;
  if (cmd?.type === 'resizeColumn' || cmd?.type === 'fitColumn') {
    e.preventDefault();
    if (cmd.type === 'resizeColumn') a.resize(col, cmd.direction);
    else a.fit(col);
    return true;
  }
  switch (e.key) {
    case 'ArrowLeft':
      a.moveTo(Math.max(0, col - 1));
      break;
    case 'ArrowRight':
      a.moveTo(Math.min(a.columns - 1, col + 1));
      break;
    case 'ArrowDown':
    case 'Escape':
      a.leave(col);
      break;
    case 'Enter':
    case ' ':
      a.sort(col);
      break;
    case 'Tab':
      a.moveTo(null);
      return false;
    default:
      return true;
  }
  e.preventDefault();
  return true;
}
