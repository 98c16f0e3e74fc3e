// The footer's count of changed cells, kept by change: a running job's push sets the sent originals of the 200
// rows it names, and a recount of a 100,000-row grid at every push was a walk of every cell. Rows are immutable
// objects (an edit or an original makes a new one), so a row whose object is the same one as at the last count
// holds the same dirty cells; only the positions whose object is another one are counted again.
import { isDirty, type GridColumn, type GridRow } from './types';

/** The changed cells of one row (a row as loaded shares its values object with its original: none). */
export function dirtyCellsOf(row: GridRow, columns: readonly GridColumn[]): number {
  if (row.original === row.values) return 0;
  let n = 0;
  for (const c of columns) if (isDirty(row, c.id)) n++;
  return n;
}

export class DirtyCount {
  private rows: readonly GridRow[] = [];
  private columns: readonly GridColumn[] | null = null;
  private total = 0;

  /** The changed cells of `rows`, counted again only where a row is another object than at the last count. */
  count(rows: readonly GridRow[], columns: readonly GridColumn[]): number {
    if (columns !== this.columns) {
      this.columns = columns;
      this.total = 0;
      for (const r of rows) this.total += dirtyCellsOf(r, columns);
    } else if (rows !== this.rows) {
      const before = this.rows;
      const longest = Math.max(rows.length, before.length);
      for (let i = 0; i < longest; i++) {
        const was = before[i];
        const now = rows[i];
        if (was === now) continue;
        if (was) this.total -= dirtyCellsOf(was, columns);
        if (now) this.total += dirtyCellsOf(now, columns);
      }
    }
    this.rows = rows;
    return this.total;
  }
}
