// Mouse selection (click, Shift+click, drag), double-click to edit, and the fill handle: dragging it down
// previews the rows to fill, releasing fills them (one undo step).
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { cellSelection, extendTo, type Rect, type Selection } from '../model/selection';
import type { CellPos } from '../model/types';

export interface GridMouseOptions {
  selection: Selection;
  rect: Rect;
  editing: boolean;
  select(next: Selection): void;
  extend(pos: CellPos): void;
  focusGrid(): void;
  startEdit(): void;
  /** Fills from the selection down to the view row `to`. */
  fill(to: number): void;
}

function cellAt(target: EventTarget): CellPos | null {
  const el = (target as HTMLElement).closest?.('[data-col]');
  if (!el) return null;
  return { row: Number(el.getAttribute('data-row')), col: Number(el.getAttribute('data-col')) };
}

export function useGridMouse(o: GridMouseOptions) {
  const [fillTarget, setFillTarget] = useState<number | null>(null);
  const drag = useRef<'select' | 'fill' | null>(null);
  // The window's mouseup listener is registered once; it reads the latest state through this ref.
  const latest = useRef({ o, fillTarget });
  latest.current = { o, fillTarget };

  useEffect(() => {
    const up = () => {
      const mode = drag.current;
      drag.current = null;
      if (mode !== 'fill') return;
      const { o: opts, fillTarget: target } = latest.current;
      setFillTarget(null);
      if (target !== null && target > opts.rect.bottom) opts.fill(target);
    };
    window.addEventListener('mouseup', up);
    return () => window.removeEventListener('mouseup', up);
  }, []);

  const onMouseDown = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (e.button !== 0 || target.closest('.dg-editor')) return;
    if (target.hasAttribute('data-fill-handle')) {
      e.preventDefault();
      drag.current = 'fill';
      setFillTarget(o.rect.bottom);
      return;
    }
    const pos = cellAt(target);
    if (!pos) return;
    e.preventDefault();
    o.focusGrid();
    drag.current = 'select';
    o.select(e.shiftKey ? extendTo(o.selection, pos) : cellSelection(pos));
  };

  const onMouseOver = (e: MouseEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const pos = cellAt(e.target);
    if (!pos) return;
    if (drag.current === 'select') o.extend(pos);
    else setFillTarget(Math.max(pos.row, o.rect.bottom));
  };

  const onDoubleClick = (e: MouseEvent<HTMLDivElement>) => {
    if (cellAt(e.target) && !o.editing) o.startEdit();
  };

  const fillRange = fillTarget !== null && fillTarget > o.rect.bottom ? { from: o.rect.bottom + 1, to: fillTarget } : null;
  return { onMouseDown, onMouseOver, onDoubleClick, fillRange, cancelFill: () => setFillTarget(null) };
}
