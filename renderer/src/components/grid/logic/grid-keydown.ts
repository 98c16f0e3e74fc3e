// The grid's keydown, put together: the next-error key, then the column headers (sorting) when the keyboard is on
// them, else the cells through the pure key map. Kept out of DataGrid so the component stays its composition.
import type { KeyboardEvent, RefObject } from 'react';
import type { ErrorNavigation } from './error-nav';
import { onGridKeyDown } from './grid-keys';
import { onHeaderKeyDown } from './header-keys';
import { navigate, type IsBlank } from '../model/keyboard';
import { cellSelection, selectAll, type GridSize, type Selection } from '../model/selection';

export interface GridKeyDownInput {
  /** An editor is open: its keys are its own. */
  editing: boolean;
  /** The elements whose keys are the grid's (the focus sink and the grid itself), read as the key comes. */
  ownTargets: readonly RefObject<HTMLElement | null>[];
  errorNav: ErrorNavigation;
  /** The column header the keyboard is on, or null when it is on the cells. */
  headerCol: number | null;
  setHeaderCol(col: number | null): void;
  sortColumn(col: number): void;
  /** A column one step narrower or wider, or as wide as its widest text. */
  resizeColumn(col: number, direction: -1 | 1): void;
  fitColumn(col: number): void;
  selection: Selection;
  size: GridSize;
  pageRows(): number;
  isBlank: IsBlank;
  select(next: Selection, scroll?: boolean): void;
  startEdit(text: string | null, caretAtEnd: boolean): void;
  edits: { clear(): void; undo(): void; redo(): void; fillDown(): void; insertRow(): void; deleteRows(): void };
  cancelFill(): void;
}

export function gridKeyDown(p: GridKeyDownInput) {
  return (e: KeyboardEvent<HTMLDivElement>) => {
    // Keys for the grid come from the focus sink (or are dispatched at the grid itself); not from an editor.
    if (p.editing || (!p.ownTargets.some((ref) => ref.current === e.target) && e.target !== e.currentTarget)) return;
    if (p.errorNav.onKeyDown(e)) return;
    const { selection, size } = p;
    if (p.headerCol !== null) {
      onHeaderKeyDown(e, p.headerCol, {
        columns: size.cols,
        moveTo: p.setHeaderCol,
        leave: (col) => {
          p.setHeaderCol(null);
          p.select(cellSelection({ row: 0, col }));
        },
        sort: p.sortColumn,
        resize: p.resizeColumn,
        fit: p.fitColumn,
      });
      return;
    }
    onGridKeyDown(e, {
      move: (cmd) => {
        if (cmd.key === 'ArrowUp' && !cmd.ctrl && !cmd.shift && selection.active.row === 0) {
          p.setHeaderCol(selection.active.col);
          return true;
        }
        const next = navigate(selection, cmd, size, p.pageRows(), p.isBlank);
        p.select(next);
        return true;
      },
      selectAll: () => p.select(selectAll(selection, size), false),
      // An input method's keydown ('Process') opens nothing: its composition goes into the focus sink.
      edit: (text) => (text === '' ? undefined : p.startEdit(text, true)),
      clear: p.edits.clear,
      undo: p.edits.undo,
      redo: p.edits.redo,
      fillDown: p.edits.fillDown,
      insertRow: p.edits.insertRow,
      deleteRows: p.edits.deleteRows,
      resizeColumn: (direction) => p.resizeColumn(selection.active.col, direction),
      fitColumn: () => p.fitColumn(selection.active.col),
      escape: () => {
        p.cancelFill();
        p.select(cellSelection(selection.active), false);
      },
    });
  };
}
