// The TanStack Table instance behind the grid: rows by stable id, sorting per column kind, and the row filter
// (text, failed only). Rows the user edits while a filter is on stay visible until the filter changes, so a
// paste never makes its own rows vanish.
import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type Row,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { ColumnKind, GridColumn, GridRow, RowStatus } from './model/types';

export interface RowFilter {
  readonly text: string;
  readonly failedOnly: boolean;
  readonly statuses: ReadonlyMap<string, RowStatus> | undefined;
  readonly keep: ReadonlySet<string>;
}

export function rowPasses(row: GridRow, filter: RowFilter, columns: readonly GridColumn[]): boolean {
  if (filter.keep.has(row.id)) return true;
  if (filter.failedOnly && filter.statuses?.get(row.id)?.state !== 'failed') return false;
  if (filter.text === '') return true;
  const needle = filter.text.toLocaleLowerCase();
  return columns.some((c) => (row.values[c.id] ?? '').toLocaleLowerCase().includes(needle));
}

/** Numbers and ids sort by value (as digit strings, so 18-digit ids compare exactly), text by the locale. */
function compareCells(kind: ColumnKind): SortingFn<GridRow> {
  if (kind === 'text') {
    const collator = new Intl.Collator(undefined, { numeric: true });
    return (a, b, id) => collator.compare(a.getValue<string>(id), b.getValue<string>(id));
  }
  return (a, b, id) => {
    const x = a.getValue<string>(id);
    const y = b.getValue<string>(id);
    const dx = /^\d+$/.test(x);
    const dy = /^\d+$/.test(y);
    if (dx && dy) return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
    const nx = Number(x);
    const ny = Number(y);
    if (x !== '' && y !== '' && Number.isFinite(nx) && Number.isFinite(ny)) return nx - ny;
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

export function useGridTable(rows: readonly GridRow[], columns: readonly GridColumn[], statuses: ReadonlyMap<string, RowStatus> | undefined) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [text, setText] = useState('');
  const [failedOnly, setFailedOnly] = useState(false);
  const [keep, setKeep] = useState<ReadonlySet<string>>(() => new Set());
  const filterActive = text !== '' || failedOnly;
  const firstColumn = columns[0]?.id;

  const filter = useMemo<RowFilter | undefined>(
    () => (filterActive ? { text, failedOnly, statuses, keep } : undefined),
    [filterActive, text, failedOnly, statuses, keep],
  );

  const tableColumns = useMemo<ColumnDef<GridRow>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        accessorFn: (r: GridRow) => r.values[c.id] ?? '',
        sortingFn: compareCells(c.kind),
        sortUndefined: 'last',
      })),
    [columns],
  );

  // The filter is about whole rows: decided once per row, on the first column (TanStack asks every column).
  const globalFilterFn = useMemo<FilterFn<GridRow>>(
    () => (row: Row<GridRow>, columnId: string, value: RowFilter) => columnId === firstColumn && rowPasses(row.original, value, columns),
    [columns, firstColumn],
  );

  const table = useReactTable<GridRow>({
    data: rows as GridRow[],
    columns: tableColumns,
    getRowId: (r) => r.id,
    state: { sorting, globalFilter: filter },
    onSortingChange: setSorting,
    globalFilterFn,
    getColumnCanGlobalFilter: () => true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });

  const changeFilter = (next: { text?: string; failedOnly?: boolean }) => {
    if (next.text !== undefined) setText(next.text);
    if (next.failedOnly !== undefined) setFailedOnly(next.failedOnly);
    setKeep(new Set());
  };

  /** Keeps edited rows on screen while a filter is on (Excel does not re-filter until asked). */
  const keepVisible = (ids: Iterable<string>) => {
    if (!filterActive) return;
    setKeep((prev) => {
      const next = new Set(prev);
      for (const id of ids) next.add(id);
      return next;
    });
  };

  return { table, sorting, filterText: text, failedOnly, filterActive, changeFilter, keepVisible };
}
