// The virtualised rows: only the rows in (and just around) the viewport are in the DOM, placed by offset.
import type { VirtualItem } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { GridRowView } from './GridRowView';
import type { Rect, Selection } from '../model/selection';
import type { GridColumn, GridRow, RowStatus } from '../model/types';
import type { RowIssues } from '../model/validation';

export interface GridBodyProps {
  gridId: string;
  view: readonly GridRow[];
  items: VirtualItem[];
  height: number;
  width: number;
  columns: readonly GridColumn[];
  statusWidth: number;
  selection: Selection;
  rect: Rect;
  issuesOf(row: GridRow): RowIssues | undefined;
  /** The row's own number (stable under sort and filter). */
  numberOf(viewRow: number): number;
  statuses: ReadonlyMap<string, RowStatus> | undefined;
  fillRange: { from: number; to: number } | null;
  infoId: string;
  editing: { row: number; col: number; node: ReactNode } | null;
}

export function GridBody(p: GridBodyProps) {
  const { rect, selection, fillRange, editing } = p;
  return (
    <div role="rowgroup" className="dg-body" style={{ height: p.height, width: p.width }}>
      {p.items.map((item) => {
        const row = p.view[item.index]!;
        const i = item.index;
        return (
          <GridRowView
            key={row.id}
            gridId={p.gridId}
            row={row}
            viewRow={i}
            number={p.numberOf(i)}
            top={item.start}
            columns={p.columns}
            statusWidth={p.statusWidth}
            issues={p.issuesOf(row)}
            status={p.statuses?.get(row.id)}
            selected={i >= rect.top && i <= rect.bottom ? rect : null}
            activeCol={selection.active.row === i ? selection.active.col : null}
            fillHandle={!editing && i === rect.bottom}
            fillPreview={fillRange !== null && i >= fillRange.from && i <= fillRange.to}
            infoId={p.infoId}
            editor={editing && editing.row === i ? { col: editing.col, node: editing.node } : null}
          />
        );
      })}
    </div>
  );
}
