// The open editor's life: which cell, its starting text (the cell's, or the key typed over it), then commit
// (the grid writes the value and moves on Enter/Tab) or cancel (nothing changes); focus returns to the grid.
import { useState } from 'react';
import type { KeyInput } from '../model/keyboard';
import type { CellPos, GridColumn, GridRow } from '../model/types';

export interface Editing {
  row: number;
  col: number;
  initial: string;
  caretAtEnd: boolean;
  /** Opened by typing over the cell (not F2 or a double click): the text is what the user writes. */
  typed: boolean;
}

export interface CellEditingOptions {
  active: CellPos;
  view: readonly GridRow[];
  columns: readonly GridColumn[];
  /** The cell's current text (from the latest rows, not the rendered ones). */
  currentText(rowId: string, columnId: string): string;
  scrollToCell(row: number, col: number): void;
  focusGrid(): void;
  /** Stores the edited text of a cell. */
  write(rowId: string, pos: CellPos, text: string): void;
  /** Enter/Tab after a commit: the next cell. */
  moveAfter(pos: CellPos, key: 'Enter' | 'Tab', shift: boolean): void;
}

export function useCellEditing(o: CellEditingOptions) {
  const [editing, setEditing] = useState<Editing | null>(null);

  const startEdit = (initial: string | null, caretAtEnd: boolean) => {
    const { row, col } = o.active;
    const rowId = o.view[row]?.id;
    const column = o.columns[col];
    if (rowId === undefined || column === undefined) return;
    o.scrollToCell(row, col);
    setEditing({ row, col, initial: initial ?? o.currentText(rowId, column.id), caretAtEnd, typed: initial !== null });
  };

  const commitEdit = (value: string, then: KeyInput | null) => {
    const e = editing;
    setEditing(null);
    o.focusGrid();
    if (!e) return;
    const rowId = o.view[e.row]?.id;
    if (rowId !== undefined) o.write(rowId, { row: e.row, col: e.col }, value);
    if (then && (then.key === 'Tab' || then.key === 'Enter')) o.moveAfter({ row: e.row, col: e.col }, then.key, then.shift === true);
  };

  const cancelEdit = () => {
    setEditing(null);
    o.focusGrid();
  };

  return { editing, startEdit, commitEdit, cancelEdit };
}
