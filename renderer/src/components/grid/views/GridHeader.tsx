// The header row: column names with sort buttons (click: ascending, descending, none), and on each column's
// right edge the handle that resizes it (drag, TanStack's resize handler) and fits it (double click).
import type { Table } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { DEFAULT_COLUMN_WIDTH, headerCellId, ROW_HEADER_WIDTH } from '../logic/layout';
import { labelOf, type GridColumn, type GridRow } from '../model/types';

export interface GridHeaderProps {
  gridId: string;
  /** The header the keyboard is on (Enter sorts by it), or null. */
  activeCol: number | null;
  table: Table<GridRow>;
  columns: readonly GridColumn[];
  /** The status column's width: it takes the room the columns leave (layout.ts statusWidthIn). */
  statusWidth: number;
  locale: string;
  width: number;
  /** Makes column `col` as wide as its widest text. */
  onFit(col: number): void;
  /** Called as a drag starts, before TanStack reads the column's size. */
  onResizeStart(): void;
}

export function GridHeader({ gridId, activeCol, table, columns, statusWidth, locale, width, onFit, onResizeStart }: GridHeaderProps) {
  const intl = useIntl();
  const byId = new Map(columns.map((c) => [c.id, c]));
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return (
    <div role="rowgroup" className="dg-head" style={{ width }}>
      <div role="row" aria-rowindex={1} className="dg-row dg-headrow">
        <div role="columnheader" aria-colindex={1} className="dg-rowheader" style={{ width: ROW_HEADER_WIDTH }}>
          {intl.formatMessage({ id: 'grid.rowHeader' })}
        </div>
        {headers.map((h, i) => {
          const col = byId.get(h.column.id)!;
          const sorted = h.column.getIsSorted();
          const resize = h.getResizeHandler();
          return (
            <div
              key={h.id}
              id={headerCellId(gridId, i)}
              role="columnheader"
              aria-colindex={i + 2}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
              className={`dg-colheader${i === 0 ? ' dg-pin-first' : ''}${activeCol === i ? ' dg-header-active' : ''}${h.column.getIsResizing() ? ' dg-resizing' : ''}`}
              style={{ width: col.width ?? DEFAULT_COLUMN_WIDTH }}
            >
              <button type="button" tabIndex={-1} className="dg-sort" onClick={h.column.getToggleSortingHandler()}>
                {labelOf(col, locale)}
                {sorted && <span aria-hidden>{sorted === 'asc' ? ' ▲' : ' ▼'}</span>}
              </button>
              {/* Not a tab stop: the keyboard sizes the active column with Alt+← / Alt+→ / Alt+Shift+F. */}
              <span
                aria-hidden
                className="dg-resizer"
                data-testid="grid-resizer"
                title={intl.formatMessage({ id: 'grid.resize.handle' })}
                onMouseDown={(e) => {
                  // The drag is the handle's: no cell selection, no text selection.
                  e.stopPropagation();
                  e.preventDefault();
                  onResizeStart();
                  resize(e);
                }}
                onTouchStart={(e) => {
                  e.stopPropagation();
                  onResizeStart();
                  resize(e);
                }}
                onDoubleClick={(e) => {
                  e.stopPropagation();
                  onFit(i);
                }}
              />
            </div>
          );
        })}
        <div role="columnheader" aria-colindex={columns.length + 2} className="dg-colheader dg-pin-status" style={{ width: statusWidth }}>
          {intl.formatMessage({ id: 'grid.status' })}
        </div>
      </div>
    </div>
  );
}
