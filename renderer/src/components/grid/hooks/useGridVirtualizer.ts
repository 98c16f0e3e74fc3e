// Row virtualisation (TanStack Virtual) on the grid's scroll area, and bringing a cell into view: rows by the
// virtualiser, columns by their widths (the row header and first column stay on the left, the status on the right).
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, type RefObject } from 'react';
import { DEFAULT_COLUMN_WIDTH, ROW_HEADER_WIDTH, ROW_HEIGHT, STATUS_WIDTH } from '../logic/layout';
import type { GridColumn } from '../model/types';

export function useGridVirtualizer(scrollRef: RefObject<HTMLDivElement | null>, count: number, columns: readonly GridColumn[], activeRow: number, height: number, statusWidth = STATUS_WIDTH) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // Rows render before the first layout measurement (and where there is no layout, as in unit tests).
    initialRect: { width: 1000, height },
    overscan: 5,
    // Rows are measured from the body's top, but the scroll area also holds the sticky one-row header: the last
    // rows in view end one header short of the box's bottom. Without this, F8 or ArrowDown selected a cell one
    // row below the visible rows (issue 32).
    scrollPaddingEnd: ROW_HEIGHT,
    // The active row stays rendered even when scrolled away, so aria-activedescendant always points at a cell.
    rangeExtractor: useCallback(
      (range: Range) => {
        const list = defaultRangeExtractor(range);
        if (activeRow < range.count && !list.includes(activeRow)) return [...list, activeRow].sort((a, b) => a - b);
        return list;
      },
      [activeRow],
    ),
  });

  const scrollToCell = useCallback(
    (row: number, col: number) => {
      virtualizer.scrollToIndex(row, { align: 'auto' });
      const el = scrollRef.current;
      if (!el) return;
      // The row header and the first column stay on the left, the status column on the right: a cell is in view
      // between them.
      if (col === 0) return;
      const pinnedLeft = ROW_HEADER_WIDTH + (columns[0]?.width ?? DEFAULT_COLUMN_WIDTH);
      let left = ROW_HEADER_WIDTH;
      for (let c = 0; c < col; c++) left += columns[c]!.width ?? DEFAULT_COLUMN_WIDTH;
      const right = left + (columns[col]?.width ?? DEFAULT_COLUMN_WIDTH);
      if (left - pinnedLeft < el.scrollLeft) el.scrollLeft = left - pinnedLeft;
      else if (right > el.scrollLeft + el.clientWidth - statusWidth) el.scrollLeft = right - el.clientWidth + statusWidth;
    },
    [virtualizer, columns, scrollRef, statusWidth],
  );

  return { virtualizer, scrollToCell };
}
