// What the line above the grid (CellInfo) and the focus sink's description say of the active cell: its issue and,
// when its column cuts it, its whole text. Worked out from the view, the validation and the grid's font.
import { CELL_CHROME } from '../model/column-sizing';
import type { RowValidator } from '../model/row-validator';
import type { CellPos, GridColumn, GridRow } from '../model/types';
import type { GridValidation, IssueMessage, RowIssues } from '../model/validation';
import { DEFAULT_COLUMN_WIDTH, shownText } from './layout';

/**
 * A row's issues: the validation's, or while a large load is still checked in the background, the row's own
 * check, so a row shown is never unjudged.
 */
export function issuesLookup(validation: GridValidation, validator: RowValidator): (row: GridRow) => RowIssues | undefined {
  return (row) => (validation.pending ? (validator.check(row.values).issues ?? undefined) : validation.byRow.get(row.id));
}

export interface ActiveCell {
  row: GridRow | undefined;
  /** The cell's own issue, else the row's (a duplicate: "the same item as row 2"), so it is read on every cell of the row. */
  issue: IssueMessage | undefined;
  /** The cell's text when its column cuts it (or it holds a line break), else null. */
  whole: string | null;
}

export function activeCellOf(o: {
  view: readonly GridRow[];
  /** The columns at the widths on screen. */
  columns: readonly GridColumn[];
  active: CellPos;
  issuesOf(row: GridRow): RowIssues | undefined;
  measure(text: string): number;
}): ActiveCell {
  const row = o.view[o.active.row];
  const issues = row === undefined ? undefined : o.issuesOf(row);
  const column = o.columns[o.active.col];
  const issue = issues?.cells.get(column?.id ?? '') ?? issues?.row[0];
  const text = row && column ? (row.values[column.id] ?? '') : '';
  const whole = text !== '' && column && (text.includes('\n') || o.measure(text) + CELL_CHROME > (column.width ?? DEFAULT_COLUMN_WIDTH)) ? shownText(text) : null;
  return { row, issue, whole };
}
