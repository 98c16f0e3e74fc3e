// TanStack Table holds the grid's column model and sorting state (header groups, toggle handlers,
// aria-sort); the visible rows come from computeView, which at 100,000 rows is far cheaper than TanStack's
// per-row model objects (measured: 700 ms and ~100 MB for the core row model alone). Rows the user edits
// while a filter is on stay visible until the filter changes, so a paste never makes its own rows vanish,
// and under a sort the order is held until the sort changes, so an edited row never jumps away.
// Column widths are TanStack's column sizing (`columnSizing`, resized live while a header's edge is dragged),
// bounded per column and remembered per grid (`widthsKey`) on this machine. Until the user sizes a column, the
// columns that declare a `minWidth` give way to fit the box (`available`), and in a box with room to spare they
// widen into it; the first sizing keeps the widths then shown, so nothing else jumps, and from there the widths
// are the user's.
import { getCoreRowModel, useReactTable, type ColumnDef, type ColumnSizingState, type SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_COLUMN_WIDTH, STATUS_WIDTH } from '../logic/layout';
import { clampWidth, growToBox, loadWidths, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, saveWidths, shrinkToBox, type WidthBounds } from '../model/column-sizing';
import { computeView, type RowFilter } from '../model/view';
import type { GridColumn, GridRow, RowStatus } from '../model/types';

/** A column's bounds: its own, else the grid's, widened to take the width the column declares. */
export function boundsOf(c: GridColumn): WidthBounds {
  const width = c.width ?? DEFAULT_COLUMN_WIDTH;
  return { min: Math.min(c.minWidth ?? MIN_COLUMN_WIDTH, width), max: Math.max(c.maxWidth ?? MAX_COLUMN_WIDTH, width) };
}

const NO_ROWS: GridRow[] = [];

/**
 * The columns' widths before the user sizes any: too wide for the box, those that may shrink give way; narrower,
 * the status column may double (its reasons are the longest texts) and the columns share the rest, so no cell is
 * cut beside free room. What is still spare goes to the status column (layout.ts statusWidthIn).
 */
function fitToBox(columns: readonly GridColumn[], available: number): Map<string, number> {
  const own = columns.map((c) => ({ id: c.id, width: c.width ?? DEFAULT_COLUMN_WIDTH, shrinkTo: c.minWidth, max: boundsOf(c).max }));
  const total = own.reduce((w, c) => w + c.width, 0);
  return total > available ? shrinkToBox(own, available) : growToBox(own, available, STATUS_WIDTH);
}

export function useGridTable(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
  statuses: ReadonlyMap<string, RowStatus> | undefined,
  widthsKey?: string,
  /** The room the box has for the data columns, in pixels, once laid out. */
  available?: number,
) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>(() => {
    if (widthsKey === undefined) return {};
    const byId = new Map(columns.map((c) => [c.id, c]));
    return loadWidths(widthsKey, (id) => {
      const c = byId.get(id);
      return c && boundsOf(c);
    });
  });
  const [text, setText] = useState('');
  const [failedOnly, setFailedOnly] = useState(false);
  const [keep, setKeep] = useState<ReadonlySet<string>>(() => new Set());
  const [pinned, setPinned] = useState<readonly string[] | null>(null);
  const filterActive = text !== '' || failedOnly;

  const filter = useMemo<RowFilter | undefined>(
    () => (filterActive ? { text, failedOnly, statuses, keep } : undefined),
    [filterActive, text, failedOnly, statuses, keep],
  );

  const tableColumns = useMemo<ColumnDef<GridRow>[]>(
    () =>
      columns.map((c) => {
        const b = boundsOf(c);
        return { id: c.id, accessorFn: (r: GridRow) => r.values[c.id] ?? '', sortDescFirst: false, size: c.width ?? DEFAULT_COLUMN_WIDTH, minSize: b.min, maxSize: b.max };
      }),
    [columns],
  );

  const table = useReactTable<GridRow>({
    data: NO_ROWS,
    columns: tableColumns,
    state: { sorting, columnSizing },
    onColumnSizingChange: setColumnSizing,
    // The column follows the pointer while its edge is dragged (the layout is plain widths, cheap to redo).
    columnResizeMode: 'onChange',
    onSortingChange: (updater) => {
      setSorting(updater);
      setPinned(null);
    },
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    getCoreRowModel: getCoreRowModel(),
  });

  // Saved when a drag ends (not on every pointer move), and at once for a fit, a keyboard step or a reset.
  const resizing = table.getState().columnSizingInfo.isResizingColumn !== false;
  useEffect(() => {
    if (widthsKey !== undefined && !resizing) saveWidths(widthsKey, columnSizing);
  }, [widthsKey, columnSizing, resizing]);

  const widthsChanged = Object.keys(columnSizing).length > 0;
  const shrunk = useMemo(
    () =>
      widthsChanged || available === undefined
        ? null
        : fitToBox(columns, available),
    [columns, widthsChanged, available],
  );
  /** The columns with the widths on screen: what the layout (header, rows, scrolling) reads. */
  const sized = useMemo(
    () =>
      columns.map((c) => {
        const chosen = columnSizing[c.id];
        const width = chosen === undefined ? shrunk?.get(c.id) : clampWidth(chosen, boundsOf(c));
        return width === undefined || width === c.width ? c : { ...c, width };
      }),
    [columns, columnSizing, shrunk],
  );
  /** The widths on screen, kept as the user's when they differ from the columns' own (a first sizing). */
  const shownWidths = (): ColumnSizingState => {
    const out: ColumnSizingState = {};
    sized.forEach((c, i) => {
      if (c.width !== columns[i]!.width) out[c.id] = c.width ?? DEFAULT_COLUMN_WIDTH;
    });
    return out;
  };
  /** Before a drag: the shown widths become the user's, so the drag starts from what is seen. */
  const keepShownWidths = () => {
    if (!widthsChanged) {
      const shown = shownWidths();
      if (Object.keys(shown).length > 0) setColumnSizing(shown);
    }
  };
  const setWidth = (columnId: string, width: number) => {
    const c = columns.find((x) => x.id === columnId);
    if (c) setColumnSizing((prev) => ({ ...(Object.keys(prev).length === 0 ? shownWidths() : prev), [columnId]: clampWidth(width, boundsOf(c)) }));
  };
  const resetWidths = () => setColumnSizing({});

  const sort = sorting[0];
  const view = useMemo(() => computeView(rows, columns, sort, filter, pinned), [rows, columns, sort, filter, pinned]);

  // A row keeps its own number (its place in the data, as the sheet numbers it) under sort and filter, so an
  // error at "row 2,500" is found at row 2,500. Built at the first look, and only when the view is reordered.
  const numberOf = useMemo(() => {
    if (view === rows) return (viewRow: number) => viewRow + 1;
    let at: Map<string, number> | null = null;
    return (viewRow: number) => {
      if (at === null) {
        at = new Map();
        for (let i = 0; i < rows.length; i++) at.set(rows[i]!.id, i + 1);
      }
      return at.get(view[viewRow]?.id ?? '') ?? viewRow + 1;
    };
  }, [rows, view]);

  const changeFilter = (next: { text?: string; failedOnly?: boolean }) => {
    if (next.text !== undefined) setText(next.text);
    if (next.failedOnly !== undefined) setFailedOnly(next.failedOnly);
    setKeep(new Set());
  };

  /**
   * Called before an edit is applied: under a sort, the current order is pinned (rows stay where they are);
   * under a filter, the edited rows stay visible.
   */
  const holdView = (ids: Iterable<string>) => {
    if (sort && pinned === null) setPinned(computeView(rows, columns, sort, undefined).map((r) => r.id));
    if (!filterActive) return;
    setKeep((prev) => {
      const next = new Set(prev);
      for (const id of ids) next.add(id);
      return next;
    });
  };

  return { table, view, numberOf, sized, setWidth, keepShownWidths, resetWidths, widthsChanged, filterText: text, failedOnly, filterActive, changeFilter, holdView };
}
