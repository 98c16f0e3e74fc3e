// Column widths from what the cells hold, measured in the grid's own font: the cells' for values, the header's
// weight for the column's name. Double-clicking a header's edge, Alt+Shift+F and Alt+←/→ come here.
import { boundsOf } from '../hooks/useGridTable';
import { fitWidth, stepWidth } from '../model/column-sizing';
import { labelOf, type GridColumn, type GridRow } from '../model/types';
import { DEFAULT_COLUMN_WIDTH } from './layout';
import { fontOf, textMeasurer } from './measure-text';

export interface ColumnFitting {
  /** A text's width in pixels in the grid's font (`weight`: the header's). */
  measurer(weight?: string): (text: string) => number;
  /** Column `col` as wide as its name and the widest of its values in every row (not only the rendered ones). */
  fitColumn(col: number): void;
  /** Column `col` one step narrower or wider. */
  resizeColumn(col: number, direction: -1 | 1): void;
}

export function columnFitting(o: {
  /** The grid's scroll box, whose font the cells are drawn in (null before it is laid out). */
  root: () => Element | null;
  /** The columns at the widths on screen. */
  columns: readonly GridColumn[];
  rows: readonly GridRow[];
  locale: string;
  setWidth(columnId: string, width: number): void;
}): ColumnFitting {
  const measurer = (weight?: string) => textMeasurer(fontOf(o.root(), weight));
  return {
    measurer,
    fitColumn(col) {
      const c = o.columns[col];
      if (!c) return;
      const cell = measurer();
      const head = measurer('600');
      const values = function* () {
        for (const r of o.rows) yield r.values[c.id] ?? '';
      };
      o.setWidth(c.id, fitWidth(labelOf(c, o.locale), values(), cell, boundsOf(c), head));
    },
    resizeColumn(col, direction) {
      const c = o.columns[col];
      if (c) o.setWidth(c.id, stepWidth(c.width ?? DEFAULT_COLUMN_WIDTH, direction, boundsOf(c)));
    },
  };
}
