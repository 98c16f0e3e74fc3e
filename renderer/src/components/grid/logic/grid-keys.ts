// Keydown on the grid (not in an open editor) → the grid's actions, through the pure key map.
import type { KeyboardEvent } from 'react';
import { commandFor, type GridCommand } from '../model/keyboard';

export interface GridKeyActions {
  /** Returns false when the move should be left to the browser. */
  move(cmd: Extract<GridCommand, { type: 'move' }>): boolean;
  selectAll(): void;
  /** Opens the editor with the cell's text (null) or replacing it with `text`. */
  edit(text: string | null): void;
  clear(): void;
  undo(): void;
  redo(): void;
  fillDown(): void;
  insertRow(): void;
  deleteRows(): void;
  escape(): void;
  resizeColumn(direction: -1 | 1): void;
  fitColumn(): void;
}

/** The caller passes only keys meant for the grid (not those of an open editor or of the toolbar). */
export function onGridKeyDown(e: KeyboardEvent<HTMLElement>, actions: GridKeyActions): void {
  const cmd = commandFor({ key: e.key, shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey, alt: e.altKey, code: e.code });
  if (!cmd) return;
  if (cmd.type === 'move') {
    if (actions.move(cmd)) e.preventDefault();
    return;
  }
  // An input method's composition must reach the editor: its keydown is not cancelled.
  if (cmd.type !== 'compose' && cmd.type !== 'escape') e.preventDefault();
  switch (cmd.type) {
    case 'selectAll':
      return actions.selectAll();
    case 'edit':
      return actions.edit(null);
    case 'type':
      return actions.edit(cmd.text);
    case 'compose':
      return actions.edit('');
    case 'clear':
      return actions.clear();
    case 'undo':
      return actions.undo();
    case 'redo':
      return actions.redo();
    case 'fillDown':
      return actions.fillDown();
    case 'insertRow':
      return actions.insertRow();
    case 'deleteRows':
      return actions.deleteRows();
    case 'escape':
      return actions.escape();
    case 'resizeColumn':
      return actions.resizeColumn(cmd.direction);
    case 'fitColumn':
      return actions.fitColumn();
  }
}
