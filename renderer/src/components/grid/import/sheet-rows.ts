// A sheet (header row, then data rows, every cell as text) → grid rows. Every non-blank row is kept: a cell
// that does not parse keeps its text and is listed as an import error (sheet row, column, reason), so the
// good rows are never dropped with the bad ones and nothing the user wrote is lost.
import { cellProblem, normaliseCell } from '../model/cell-values';
import type { NumberProblem } from '../model/numbers';
import type { GridColumn, GridRow } from '../model/types';
import { mapHeaders, type HeaderMapping } from './header-mapping';

export type ImportReason = NumberProblem;

export interface ImportError {
  /** 1-based row number in the sheet (the header is row 1), as the user sees it in Excel. */
  readonly row: number;
  readonly column: GridColumn;
  readonly reason: ImportReason;
  readonly text: string;
}

export interface SheetImport {
  readonly rows: GridRow[];
  readonly errors: ImportError[];
  readonly mapping: HeaderMapping;
  /** Sheet rows skipped because every mapped cell was blank. */
  readonly blankRows: number;
}

/** A CSV written by our own export wraps fragile ids as ="0012" so Excel keeps them; unwrap it. */
function unwrapExcelText(text: string): string {
  const m = /^="(.*)"$/s.exec(text);
  return m ? m[1]!.replace(/""/g, '"') : text;
}

export function sheetToRows(matrix: readonly (readonly string[])[], columns: readonly GridColumn[], locale: string, newId: (sheetRow: number) => string): SheetImport {
  const [header = [], ...body] = matrix;
  const mapping = mapHeaders(header, columns);
  const rows: GridRow[] = [];
  const errors: ImportError[] = [];
  let blankRows = 0;
  body.forEach((cells, i) => {
    const values: Record<string, string> = {};
    let blank = true;
    mapping.columns.forEach((column, k) => {
      if (!column) return;
      const raw = unwrapExcelText(cells[k] ?? '');
      if (raw.trim() !== '') blank = false;
      const problem = cellProblem(column.kind, raw, locale);
      if (problem) errors.push({ row: i + 2, column, reason: problem, text: raw });
      values[column.id] = normaliseCell(column.kind, raw, locale);
    });
    if (blank) {
      blankRows++;
      return;
    }
    rows.push({ id: newId(i + 2), values });
  });
  return { rows, errors, mapping, blankRows };
}
