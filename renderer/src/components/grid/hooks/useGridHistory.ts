// Applying patches to the screen's rows with one undo step per user action. The rows are read from a ref so
// two events in one frame (a paste right after a keystroke) build on each other, never on a stale array.
import { useCallback, useRef, useState } from 'react';
import { applyPatch, invertPatch, isEmptyPatch, type RowPatch } from '../model/patch';
import type { Rect } from '../model/selection';
import type { GridRow } from '../model/types';
import { UndoStack } from '../model/undo-stack';

export interface HistoryStep {
  readonly patch: RowPatch;
  /** Where the edit was, in view coordinates, to select it again on undo/redo. */
  readonly area: Rect;
}

export function useGridHistory(rows: readonly GridRow[], onRowsChange: (rows: GridRow[]) => void) {
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const stack = useRef(new UndoStack<HistoryStep>());
  const [, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);

  const commit = useCallback(
    (patch: RowPatch, area: Rect): boolean => {
      if (isEmptyPatch(patch)) return false;
      const next = applyPatch(rowsRef.current, patch);
      rowsRef.current = next;
      stack.current.push({ patch, area });
      onRowsChange(next);
      bump();
      return true;
    },
    [onRowsChange],
  );

  const travel = useCallback(
    (direction: 'undo' | 'redo'): HistoryStep | undefined => {
      const step = direction === 'undo' ? stack.current.undo() : stack.current.redo();
      if (!step) return undefined;
      const next = applyPatch(rowsRef.current, direction === 'undo' ? invertPatch(step.patch) : step.patch);
      rowsRef.current = next;
      onRowsChange(next);
      bump();
      return step;
    },
    [onRowsChange],
  );

  return {
    rowsRef,
    commit,
    undo: () => travel('undo'),
    redo: () => travel('redo'),
    canUndo: stack.current.canUndo,
    canRedo: stack.current.canRedo,
  };
}
