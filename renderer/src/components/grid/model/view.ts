// The rows the grid shows: filtered (text, failed only, rows kept visible while a filter is on) and sorted
// by one column. A pure function over the rows, so 100,000 rows cost one pass and no per-row objects; with
// no filter and no sort the rows array itself is the view.
import type { ColumnKind, GridColumn, GridRow, RowStatus } from './types';

export interface RowFilter {
  readonly text: string;
  readonly failedOnly: boolean;
  readonly statuses: ReadonlyMap<string, RowStatus> | undefined;
  /** Rows edited while the filter was on: they stay until the filter changes (as in Excel). */
  readonly keep: ReadonlySet<string>;
}

export interface SortKey {
  readonly id: string;
  readonly desc: boolean;
}

export function rowPasses(row: GridRow, filter: RowFilter, columns: readonly GridColumn[]): boolean {
  if (filter.keep.has(row.id)) return true;
  if (filter.failedOnly && filter.statuses?.get(row.id)?.state !== 'failed') return false;
  if (filter.text === '') return true;
  const needle = filter.text.toLocaleLowerCase();
  return columns.some((c) => (row.values[c.id] ?? '').toLocaleLowerCase().includes(needle));
}

const collator = new Intl.Collator(undefined, { numeric: true });

/** Numbers and ids by value (digit strings by length then digits, so 18-digit ids compare exactly), text by the locale; blanks last. */
export function compareCells(kind: ColumnKind): (x: string, y: string) => number {
  if (kind === 'text') return collator.compare;
  return (x, y) => {
    const dx = /^\d+$/.test(x);
    const dy = /^\d+$/.test(y);
    if (dx && dy) return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
    const nx = Number(x);
    const ny = Number(y);
    if (x !== '' && y !== '' && Number.isFinite(nx) && Number.isFinite(ny)) return nx - ny;
    return collator.compare(x, y);
  };
}

/**
 * The visible rows. `pinned` is the order of the rows when the user first edited under a sort: edited rows
 * keep their place (they do not jump away while being typed in, as in Excel) and new rows come last, until
 * the sort is changed.
 */
export function computeView(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
  sort: SortKey | undefined,
  filter: RowFilter | undefined,
  pinned?: readonly string[] | null,
): readonly GridRow[] {
  if (pinned) {
    const byId = new Map<string, GridRow>();
    for (const r of rows) byId.set(r.id, r);
    const ordered: GridRow[] = [];
    for (const id of pinned) {
      const r = byId.get(id);
      if (r) {
        ordered.push(r);
        byId.delete(id);
      }
    }
    for (const r of rows) if (byId.has(r.id)) ordered.push(r);
    return filter ? ordered.filter((r) => rowPasses(r, filter, columns)) : ordered;
  }
  const filtered = filter ? rows.filter((r) => rowPasses(r, filter, columns)) : rows;
  const column = sort ? columns.find((c) => c.id === sort.id) : undefined;
  if (!sort || !column) return filtered;
  const cmp = compareCells(column.kind);
  const sign = sort.desc ? -1 : 1;
  const id = column.id;
  // Blank cells sort last in both directions; equal cells keep their order (Array.prototype.sort is stable).
  return [...filtered].sort((a, b) => {
    const x = a.values[id] ?? '';
    const y = b.values[id] ?? '';
    if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1;
    return sign * cmp(x, y);
  });
}
