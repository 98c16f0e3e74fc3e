// A sheet (header row, then data rows, every cell as text) → grid rows. Every non-blank row is kept: a cell
// that does not parse keeps its text and is listed as an import error (sheet row, column, reason), so the
// good rows are never dropped with the bad ones and nothing the user wrote is lost.
import { unprotectCell } from '../../../../../shared/csv/csv-field';
import { parseCell, type CellProblem } from '../../../../../shared/sheets/cell-values';
import { excelScientific } from '../../../../../shared/sheets/decimal-text';
import type { GridColumn, GridRow } from '../model/types';
import { yieldToUi } from '../logic/yield-to-ui';
import { mapHeaders, type HeaderMapping } from './header-mapping';
import { cellKey } from '../../../../../shared/sheets/workbook';

export type ImportReason = CellProblem;

export interface SheetToRowsOptions {
  /** 0-based index of the header row (a title row may sit above it); the data starts below it. */
  readonly headerRow?: number;
  /** For each sheet column, the grid column it fills, as the user confirmed it in the mapping step. */
  readonly columns?: ReadonlyArray<GridColumn | null>;
  /** The grid's identifier columns (model/identifiers.ts): ids and codes, never taken from a lossy number. */
  readonly identifiers?: ReadonlySet<string>;
  /** The sheet's number cells too long to hold exactly (`cellKey`s, workbook.ts `lossyCells`). */
  readonly lossy?: ReadonlySet<number>;
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

export function sheetToRows(
  matrix: readonly (readonly string[])[],
  columns: readonly GridColumn[],
  locale: string,
  newId: (sheetRow: number) => string,
  options: SheetToRowsOptions = {},
): SheetImport {
  const steps = convert(matrix, columns, locale, newId, options, Infinity);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Rows converted between two looks at the clock. */
export const ROWS_PER_STEP = 200;
/**
 * How long one slice may hold the UI thread. A fixed count of 2,000 rows a slice took 100–200 ms on a loaded
 * machine (a garbage collection on top): slices end by the clock.
 */
export const SLICE_MS = 25;

/**
 * The same, a slice of rows at a time with `pause()` awaited between slices, so a 100,000-row sheet never holds
 * the UI thread for long (converting 50,000 at once took 300–500 ms). Stops with null when `signal` is aborted.
 */
export async function sheetToRowsInSlices(
  matrix: readonly (readonly string[])[],
  columns: readonly GridColumn[],
  locale: string,
  newId: (sheetRow: number) => string,
  options: SheetToRowsOptions & { signal?: AbortSignal; pause?: () => Promise<void>; now?: () => number } = {},
): Promise<SheetImport | null> {
  const pause = options.pause ?? yieldToUi;
  const now = options.now ?? (() => performance.now());
  const steps = convert(matrix, columns, locale, newId, options, ROWS_PER_STEP);
  let until = now() + SLICE_MS;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (now() < until) continue;
    await pause();
    if (options.signal?.aborted) return null;
    until = now() + SLICE_MS;
  }
}

/** The conversion, yielding after every `slice` body rows. */
function* convert(
  matrix: readonly (readonly string[])[],
  columns: readonly GridColumn[],
  locale: string,
  newId: (sheetRow: number) => string,
  options: SheetToRowsOptions,
  slice: number,
): Generator<void, SheetImport, void> {
  const headerRow = options.headerRow ?? 0;
  const header = matrix[headerRow] ?? [];
  /** The sheet's own 1-based row number of a matrix row. */
  const sheetRow = (index: number) => index + 1;
  const mapping = options.columns ? chosenMapping(header, options.columns, columns) : mapHeaders(header, columns);
  const mapped = mapping.columns;
  const identifiers = options.identifiers ?? new Set<string>();
  const lossy = options.lossy ?? new Set<number>();
  const rows: GridRow[] = [];
  const errors: ImportError[] = [];
  let blankRows = 0;
  for (let r = headerRow + 1; r < matrix.length; r++) {
    const done = r - headerRow - 1;
    if (done > 0 && done % slice === 0) yield;
    const cells = matrix[r] ?? [];
    const values: Record<string, string> = {};
    let blank = true;
    for (let k = 0; k < mapped.length; k++) {
      const column = mapped[k];
      if (!column) continue;
      const raw = unprotectCell(cells[k] ?? '');
      if (blank && raw.trim() !== '') blank = false;
      if (lossy.size > 0 && identifiers.has(column.id) && lossy.has(cellKey(r, k))) {
        // Kept as Excel shows it (1.38400326137585E+17), which the id's own rule refuses in the grid too: never
        // as the rounded digits, which would look like an id and send another item.
        const shown = excelScientific(raw);
        errors.push({ row: sheetRow(r), column, reason: 'idStoredAsNumber', text: shown });
        values[column.id] = shown;
        continue;
      }
      const { text, problem } = parseCell(column, raw, locale);
      if (problem) errors.push({ row: sheetRow(r), column, reason: problem, text: raw });
      values[column.id] = text;
    }
    if (blank) {
      blankRows++;
      continue;
    }
    rows.push({ id: newId(sheetRow(r)), values });
  }
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
