// A sheet (header row, then data rows, every cell as text) → grid rows. Every non-blank row is kept: a cell
// that does not parse keeps its text and is listed as an import error (sheet row, column, reason), so the
// good rows are never dropped with the bad ones and nothing the user wrote is lost.
import { cellProblem, normaliseCell, type CellProblem } from '../model/cell-values';
import type { GridColumn, GridRow } from '../model/types';
import { mapHeaders, type HeaderMapping } from './header-mapping';

export type ImportReason = CellProblem;

export interface SheetToRowsOptions {
  /** 0-based index of the header row (a title row may sit above it); the data starts below it. */
  readonly headerRow?: number;
  /** For each sheet column, the grid column it fills, as the user confirmed it in the mapping step. */
  readonly columns?: ReadonlyArray<GridColumn | null>;
}

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

export function sheetToRows(
  matrix: readonly (readonly string[])[],
  columns: readonly GridColumn[],
  locale: string,
  newId: (sheetRow: number) => string,
  options: SheetToRowsOptions = {},
): SheetImport {
  const headerRow = options.headerRow ?? 0;
  const header = matrix[headerRow] ?? [];
  const body = matrix.slice(headerRow + 1);
  /** The sheet's own 1-based row number of a body row. */
  const sheetRow = (bodyIndex: number) => headerRow + bodyIndex + 2;
  const mapping = options.columns ? chosenMapping(header, options.columns, columns) : mapHeaders(header, columns);
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
      const problem = cellProblem(column, raw, locale);
      if (problem) errors.push({ row: sheetRow(i), column, reason: problem, text: raw });
      values[column.id] = normaliseCell(column, raw, locale);
    });
    if (blank) {
      blankRows++;
      return;
    }
    rows.push({ id: newId(sheetRow(i)), values });
  });
  return { rows, errors, mapping, blankRows };
}

/** The mapping the user confirmed, in the shape of an automatic one (for the report). */
function chosenMapping(header: readonly string[], chosen: ReadonlyArray<GridColumn | null>, columns: readonly GridColumn[]): HeaderMapping {
  const taken = new Set(chosen.flatMap((c) => (c ? [c.id] : [])));
  return {
    columns: Array.from({ length: Math.max(header.length, chosen.length) }, (_, k) => chosen[k] ?? null),
    missing: columns.filter((c) => !taken.has(c.id)),
    unknown: header.filter((h, k) => !chosen[k] && h.trim() !== ''),
    duplicates: [],
  };
}
