// What the screen's rules find in the rows an import just took, listed by the file's own row numbers: the row a
// user finds in Excel, never the row's place among the imported rows or in the grid (blank rows, a title and the
// header sit between them). A duplicate names its first row the same way, or, when the rows were added to a sheet
// that held rows already, the row of the sheet it repeats: the report counts what the grid counts.
import type { IntlShape } from 'react-intl';
import type { ImportError } from '../import/sheet-rows';
import { issueText } from '../model/issue-text';
import { labelOf, type GridColumn, type GridRow } from '../model/types';
import type { GridValidation, IssueMessage, RowIssues } from '../model/validation';

export interface ImportRowIssue {
  /** 1-based row in the file, as a spreadsheet shows it. */
  readonly row: number;
  /** The grid row it is in, and the column (null: the row's, a duplicate), to know when it is fixed. */
  readonly rowId: string;
  readonly columnId: string | null;
  readonly column: string;
  readonly reason: string;
}

/** Enough to read, not so many that a broken 50,000-row file floods the screen (the grid lists them all). */
export const MAX_LISTED = 200;

export function importRowIssues(
  imported: readonly GridRow[],
  sheetRowOf: ReadonlyMap<string, number>,
  /** The imported rows' validation, made a slice at a time as they landed (useSheetImport). */
  validation: GridValidation,
  columns: readonly GridColumn[],
  intl: Pick<IntlShape, 'formatMessage' | 'locale'>,
  /** What the import itself found: a cell listed there (an id stored as a number) is not listed twice. */
  known: readonly ImportError[] = [],
  /** The sheet's rows the imported ones were added below (none when they replaced it); `validation` is then of them all. */
  before: readonly GridRow[] = [],
): ImportRowIssue[] {
  const out: ImportRowIssue[] = [];
  const reported = new Set(known.map((e) => `${e.row}:${e.column.id}`));
  const all = before.length > 0 ? [...before, ...imported] : imported;
  const fileRow = (r: GridRow | undefined) => (r ? (sheetRowOf.get(r.id) ?? 0) : 0);
  const say = (issue: IssueMessage) => {
    // The validator counts a duplicate's first row among the rows it was given; the user counts the file's rows,
    // or the sheet's when the first one was there before the import.
    if (issue.kind === 'duplicate' && issue.firstRow <= before.length) return intl.formatMessage({ id: 'bulk.sheet.sameAsSheetRow' }, { row: issue.firstRow });
    const own = issue.kind === 'duplicate' ? { ...issue, firstRow: fileRow(all[issue.firstRow - 1]) } : issue;
    const t = issueText(own);
    return intl.formatMessage({ id: t.id }, t.values);
  };
  for (const r of imported) {
    const issues = validation.byRow.get(r.id);
    if (!issues) continue;
    const row = fileRow(r);
    for (const [colId, issue] of issues.cells) {
      // A number that did not parse is in the import report already (with the text as it was).
      if (issue.kind === 'number' || reported.has(`${row}:${colId}`)) continue;
      const column = columns.find((c) => c.id === colId);
      out.push({ row, rowId: r.id, columnId: colId, column: column ? labelOf(column, intl.locale) : colId, reason: say(issue) });
    }
    for (const issue of issues.row) out.push({ row, rowId: r.id, columnId: null, column: '—', reason: say(issue) });
    if (out.length >= MAX_LISTED) break;
  }
  return out;
}

/**
 * Whether a problem the import found is still in the grid: its row is there and the rules still flag that cell
 * (or, for `columnId` null, the row itself). A deleted row has nothing left to fix.
 */
export function stillOpen(rowId: string, columnId: string | null, byRow: ReadonlyMap<string, RowIssues>): boolean {
  const issues = byRow.get(rowId);
  if (!issues) return false;
  return columnId === null ? issues.row.length > 0 : issues.cells.has(columnId);
}
