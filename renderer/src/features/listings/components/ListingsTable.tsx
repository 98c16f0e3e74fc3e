// The listings page as a table (TanStack Table): parents expand to their children, rows are ticked for
// un-pairing, headers sort on the server, columns follow the chooser. Numbers are right-aligned and formatted
// for the active locale; the vendor's own texts keep their language.
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
  type ColumnDef as TableColumnDef,
  type ExpandedState,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { useFormat } from '../../../i18n/format';
import { COLUMNS, isPaired, type ColumnDef, type Visibility } from '../columns';
import { allVisibleSelected, pruneHidden, toggleVisible, visibleRowIds } from '../select-visible';
import type { ListingLine } from '../types';
import { ProductImage } from './ProductImage';

export interface ListingsTableProps {
  lines: ListingLine[];
  visibility: Visibility;
  selection: RowSelectionState;
  onSelectionChange: (s: RowSelectionState) => void;
  sort: { field: string | undefined; dir: 'asc' | 'desc' | undefined };
  onSort: (field: string) => void;
}

function Cell({ def, line }: { def: ColumnDef; line: ListingLine }) {
  const f = useFormat();
  const r = line.record;
  const value = r[def.field];
  if (def.kind === 'int') return <>{typeof value === 'number' ? f.integer(value) : f.number(null)}</>;
  if (def.kind === 'money') return <>{f.money(typeof value === 'string' ? value : null, null)}</>;
  if (def.kind === 'status')
    return r.status === 1 ? (
      <Badge tone="muted">
        <FormattedMessage id="listings.status.deleted" />
      </Badge>
    ) : (
      <Badge tone="ok">
        <FormattedMessage id="listings.status.normal" />
      </Badge>
    );
  if (def.kind === 'pairing')
    return isPaired(r) ? (
      <Badge tone="info">
        <FormattedMessage id="listings.pairing.paired" />
      </Badge>
    ) : (
      <Badge tone="warn">
        <FormattedMessage id="listings.pairing.unpaired" />
      </Badge>
    );
  if (value === null || value === undefined || value === '') return <span className="muted">{f.number(null)}</span>;
  // Vendor texts (names, titles, stores) are shown as they came.
  return (
    <span translate="no" lang={def.field === 'pname' || def.field === 'title' || def.field === 'category' ? 'zh-CN' : undefined}>
      {String(value)}
    </span>
  );
}

// Free text may wrap; codes and ids stay on one line so they read (and scan) whole.
const WRAPPING: ReadonlySet<string> = new Set(['pname', 'title', 'attributes', 'category', 'storeName']);
const isNumeric = (def: ColumnDef) => def.kind === 'int' || def.kind === 'money';

export function ListingsTable({ lines, visibility, selection, onSelectionChange, sort, onSort }: ListingsTableProps) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const columns = useMemo<Array<TableColumnDef<ListingLine>>>(
    () => [
      {
        id: 'select',
        header: ({ table }) => {
          // The rows on screen (variants of collapsed parents are not): the tick covers exactly these.
          const visible = table.getRowModel().rows.map((r) => r.id);
          const sel = table.getState().rowSelection;
          const all = allVisibleSelected(sel, visible);
          return (
            <input
              type="checkbox"
              aria-label={intl.formatMessage({ id: 'listings.table.selectPage' })}
              checked={all}
              ref={(el) => {
                if (el) el.indeterminate = !all && visible.some((id) => sel[id]);
              }}
              onChange={(e) => table.setRowSelection(toggleVisible(visible, e.currentTarget.checked))}
            />
          );
        },
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={intl.formatMessage({ id: 'listings.table.selectRow' }, { msku: row.original.record.msku ?? '' })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      {
        id: 'expand',
        header: () => <span className="visually-hidden">{intl.formatMessage({ id: 'listings.table.children' })}</span>,
        cell: ({ row }) =>
          row.getCanExpand() ? (
            <button type="button" className="btn quiet expand-toggle" aria-expanded={row.getIsExpanded()} onClick={row.getToggleExpandedHandler()}>
              <span aria-hidden="true">{row.getIsExpanded() ? '▾' : '▸'}</span> {row.original.children.length}
              <span className="visually-hidden">
                {' '}
                <FormattedMessage
                  id="listings.table.variantsOf"
                  values={{ count: row.original.children.length, msku: <span translate="no">{row.original.record.msku ?? ''}</span> }}
                />
              </span>
            </button>
          ) : row.depth > 0 ? (
            <span className="child-mark" aria-hidden="true">
              └
            </span>
          ) : null,
      },
      {
        id: 'image',
        header: () => <span className="visually-hidden">{intl.formatMessage({ id: 'listings.col.image' })}</span>,
        cell: ({ row }) => <ProductImage url={row.original.record.imgUrl} title={row.original.record.title} />,
      },
      ...COLUMNS.map(
        (def): TableColumnDef<ListingLine> => ({
          id: def.id,
          header: () => intl.formatMessage({ id: `listings.col.${def.id}` }),
          cell: ({ row }) => <Cell def={def} line={row.original} />,
          meta: def,
        }),
      ),
    ],
    [intl],
  );

  const table = useReactTable({
    data: lines,
    columns,
    state: { rowSelection: selection, expanded, columnVisibility: visibility },
    getRowId: (line) => line.rowId,
    getSubRows: (line) => line.children,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    enableSubRowSelection: false,
    onRowSelectionChange: (u) => onSelectionChange(typeof u === 'function' ? u(selection) : u),
    onExpandedChange: (u) => {
      const next = typeof u === 'function' ? u(expanded) : u;
      setExpanded(next);
      // A collapse hides variants: their ticks go with them, so nothing unseen is acted on.
      const pruned = pruneHidden(selection, visibleRowIds(lines, next));
      if (pruned !== selection) onSelectionChange(pruned);
    },
    manualSorting: true,
  });

  return (
    <div className="table-scroll listings-scroll">
      <table className="table listings-table" aria-label={intl.formatMessage({ id: 'listings.table.label' })}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const def = header.column.columnDef.meta as ColumnDef | undefined;
                const sorted = def && sort.field === def.field ? (sort.dir ?? 'asc') : null;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={def && isNumeric(def) ? 'num' : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {def && def.kind !== 'pairing' ? (
                      <button type="button" className="sort-button" onClick={() => onSort(def.field)}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? 'selected' : undefined} data-depth={row.depth} data-msku={row.original.record.msku ?? undefined}>
              {row.getVisibleCells().map((cell) => {
                const def = cell.column.columnDef.meta as ColumnDef | undefined;
                return (
                  <td key={cell.id} className={def && isNumeric(def) ? 'num' : def && WRAPPING.has(def.id) ? 'wrap' : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {lines.length === 0 ? (
        <p className="muted listings-empty">
          <FormattedMessage id="listings.table.empty" />
        </p>
      ) : null}
    </div>
  );
}
