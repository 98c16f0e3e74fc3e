// One visible row: row header (number, error count), the data cells, the status cell. Memoised so that
// scrolling and editing re-render only the rows whose props changed.
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cellId, DEFAULT_COLUMN_WIDTH, shownText } from '../logic/layout';
import { issueText } from '../model/issue-text';
import type { Rect } from '../model/selection';
import { isDirty, type GridColumn, type GridRow, type RowStatus } from '../model/types';
import type { RowIssues } from '../model/validation';

export interface GridRowViewProps {
  gridId: string;
  row: GridRow;
  viewRow: number;
  /** The row's own number, shown in its header: its place in the data, kept under sort and filter. */
  number: number;
  top: number;
  columns: readonly GridColumn[];
  statusWidth: number;
  issues: RowIssues | undefined;
  status: RowStatus | undefined;
  /** The selection's rectangle when it touches this row (null otherwise), the active column, the fill range. */
  selected: Rect | null;
  activeCol: number | null;
  fillHandle: boolean;
  fillPreview: boolean;
  /** The editor when this row's cell is being edited. */
  editor: { col: number; node: ReactNode } | null;
  infoId: string;
}

function StatusCell({ status }: { status: RowStatus | undefined }) {
  const intl = useIntl();
  const state = status?.state ?? 'draft';
  const name = intl.formatMessage({ id: `grid.state.${state}` });
  const full =
    status?.reason && (state === 'failed' || state === 'unknown')
      ? intl.formatMessage({ id: state === 'failed' ? 'grid.state.failedWithReason' : 'grid.state.unknownWithReason' }, { reason: status.reason })
      : name;
  return (
    <span className={`dg-status dg-status-${state}`} title={full}>
      {full}
    </span>
  );
}

function GridRowViewInner(p: GridRowViewProps) {
  const intl = useIntl();
  const { row, viewRow, columns, issues, selected } = p;
  const errorCount = issues?.count ?? 0;
  const rowIssue = issues?.row[0];
  const rowIssueText = rowIssue ? issueText(rowIssue) : null;
  return (
    <div
      role="row"
      aria-rowindex={viewRow + 2}
      className={`dg-row${errorCount > 0 ? ' dg-row-invalid' : ''}${p.fillPreview ? ' dg-fill-preview' : ''}`}
      style={{ transform: `translateY(${p.top}px)` }}
      data-row-id={row.id}
    >
      <div
        role="rowheader"
        aria-colindex={1}
        className="dg-rowheader"
        title={
          rowIssueText
            ? intl.formatMessage({ id: rowIssueText.id }, rowIssueText.values)
            : errorCount > 0
              ? intl.formatMessage({ id: 'grid.rowErrors' }, { count: errorCount })
              : undefined
        }
      >
        <span className="dg-rownum">{p.number}</span>
        {errorCount > 0 && (
          // The 64 px row header holds the number and a count-only badge ("12 个错" was cut there, issues 16 and 17);
          // the words are there for the hover and the screen reader.
          <span className="dg-errcount" title={intl.formatMessage({ id: 'grid.rowErrors' }, { count: errorCount })}>
            <span aria-hidden="true">{errorCount > 99 ? '99+' : errorCount}</span>
            <span className="dg-sr">{intl.formatMessage({ id: 'grid.rowErrors' }, { count: errorCount })}</span>
          </span>
        )}
      </div>
      {columns.map((c, col) => {
        const issue = issues?.cells.get(c.id);
        const text = issue ? issueText(issue) : null;
        const isSelected = selected !== null && col >= selected.left && col <= selected.right;
        const isActive = p.activeCol === col;
        const value = row.values[c.id] ?? '';
        const editing = p.editor !== null && p.editor.col === col;
        const cls =
          'dg-cell' +
          (c.kind === 'text' ? '' : ' dg-num') +
          (col === 0 ? ' dg-pin-first' : '') +
          (isSelected ? ' dg-selected' : '') +
          (isActive ? ' dg-active' : '') +
          (isDirty(row, c.id) ? ' dg-dirty' : '') +
          (issue ? ' dg-invalid' : '');
        return (
          <div
            key={c.id}
            id={cellId(p.gridId, viewRow, col)}
            role="gridcell"
            aria-colindex={col + 2}
            aria-selected={isSelected}
            aria-invalid={issue ? true : undefined}
            aria-describedby={isActive && issue ? p.infoId : undefined}
            className={cls}
            style={{ width: c.width ?? DEFAULT_COLUMN_WIDTH }}
            data-row={viewRow}
            data-col={col}
            title={text ? intl.formatMessage({ id: text.id }, text.values) : undefined}
          >
            {editing ? p.editor!.node : shownText(value)}
            {p.fillHandle && selected && col === selected.right && viewRow === selected.bottom && <FillHandle />}
          </div>
        );
      })}
      <div role="gridcell" aria-colindex={columns.length + 2} aria-readonly className="dg-cell dg-statuscell dg-pin-status" style={{ width: p.statusWidth }}>
        <StatusCell status={p.status} />
      </div>
    </div>
  );
}

function FillHandle() {
  const intl = useIntl();
  return <span className="dg-fill-handle" data-fill-handle aria-hidden title={intl.formatMessage({ id: 'grid.fillHandle' })} />;
}

export const GridRowView = memo(GridRowViewInner);
