// Workbooks (.xlsx, .xls, .ods) with SheetJS, every sheet, each cell as the user saw it in Excel: a number at
// Excel's 15 significant digits in plain notation (1111.1111000000001 → 1111.1111, 4.4999999999999998E-2 →
// 0.045, Tencent's 11.0 → 11), a date-formatted number as `yyyy-MM-dd HH:mm:ss`, a text cell exactly (a 22-digit
// id keeps every digit), a formula as its cached result, TRUE/FALSE. Runs in the worker, within limits decided
// around SheetJS rather than inside it: the container checked first (workbook-container.ts), at most `maxRows`
// rows read per sheet (SheetJS's `sheetRows`), a longer sheet marked and cut to its first rows.
import { read, SSF, type CellObject, type WorkSheet } from '@e965/xlsx';
import { excelSerialToText } from './dates';
import { excelNumberText } from './decimal-text';
import { inspectWorkbook, unlistedFormatsAreDates } from './workbook-container';
import type { MergedRange, ReadLimits, SheetData } from './workbook';

/** SheetJS types its number-format module as any; the one call used here. */
const isDateFormatText = (SSF as { is_date: (format: string) => boolean }).is_date;
/** A workbook has a handful of formats and each number cell names one: each is looked at once, not per cell. */
const dateFormats = new Map<string, boolean>();
function isDateFormat(format: string): boolean {
  let date = dateFormats.get(format);
  if (date === undefined) dateFormats.set(format, (date = isDateFormatText(format)));
  return date;
}

/**
 * Excel's error values by their code (the file formats' own table). The reader is asked for no formatted text
 * (`cellText: false`: every cell's text is made here from its value and format, and formatting each one cost a
 * tenth of a 50,000-row read), so an error cell's text comes from here.
 */
const ERROR_TEXT: Readonly<Record<number, string>> = { 0x00: '#NULL!', 0x07: '#DIV/0!', 0x0f: '#VALUE!', 0x17: '#REF!', 0x1d: '#NAME?', 0x24: '#NUM!', 0x2a: '#N/A', 0x2b: '#GETTING_DATA' };

/** Days between the 1900 and 1904 date systems (Excel for Mac's old default). */
const DAYS_1904 = 1462;

/** How the workbook's number formats read (see `unlistedFormatsAreDates`). */
export interface FormatContext {
  readonly date1904?: boolean;
  /** A number cell that arrives with no format is under an East Asian built-in date format. */
  readonly unlistedAreDates?: boolean;
}

/** From here a number has more digits than Excel holds (15): an id stored so has lost its last ones. */
const LOSSY_FROM = 1e15;

const isDateCell = (cell: CellObject, formats: FormatContext) =>
  typeof cell.z === 'string' ? isDateFormat(cell.z) : cell.z === undefined && formats.unlistedAreDates === true;

/** A number cell no spreadsheet can hold exactly (not a date): 16 digits or more before the point. */
export function isLossyNumber(cell: CellObject | undefined, formats: FormatContext = {}): boolean {
  return cell?.t === 'n' && typeof cell.v === 'number' && Math.abs(cell.v) >= LOSSY_FROM && !isDateCell(cell, formats);
}

export function cellText(cell: CellObject | undefined, formats: FormatContext = {}): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 'n': {
      const v = cell.v as number;
      if (isDateCell(cell, formats)) return excelSerialToText(formats.date1904 ? v + DAYS_1904 : v);
      return excelNumberText(v);
    }
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return cell.w ?? ERROR_TEXT[cell.v as number] ?? '';
    case 'd':
      return cell.v instanceof Date ? excelSerialToText(cell.v.getTime() / 86400000 + 25569) : String(cell.v);
    default:
      return String(cell.v);
  }
}

function sheetCells(ws: WorkSheet, formats: FormatContext): { cells: string[][]; lossy: number[]; rows: number } {
  const data = (ws['!data'] ?? []) as (CellObject[] | undefined)[];
  const out: string[][] = [];
  const lossy: number[] = [];
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    if (!row) {
      out.push([]);
      continue;
    }
    const texts = new Array<string>(row.length);
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      texts[c] = cellText(cell, formats);
      if (isLossyNumber(cell, formats)) lossy.push(r, c);
    }
    out.push(texts);
  }
  // Trailing blank rows (formatting that reaches row 1,048,576) are not data.
  while (out.length > 0 && out[out.length - 1]!.every((t) => t === '')) out.pop();
  return { cells: out, lossy, rows: data.length };
}

export function readWorkbook(data: ArrayBuffer | Uint8Array, name = '', limits: ReadLimits = { maxRows: Infinity, previewRows: 20 }): SheetData[] {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const container = inspectWorkbook(bytes, name);
  // Only what cellText needs: values and number formats. No formula text (`cellFormula: false`: the cached
  // result is in the cell's value either way, and matching every cell for a formula cost a tenth of a
  // 50,000-row read), no formatted text, HTML or styles; no row past the first over the cap.
  const wb = read(bytes, {
    type: 'array',
    dense: true,
    cellNF: true,
    cellText: false,
    cellFormula: false,
    cellDates: false,
    cellHTML: false,
    cellStyles: false,
    ...(Number.isFinite(limits.maxRows) ? { sheetRows: limits.maxRows + 1 } : {}),
  });
  const formats: FormatContext = { date1904: Boolean(wb.Workbook?.WBProps?.date1904), unlistedAreDates: unlistedFormatsAreDates(container.styles) };
  return wb.SheetNames.map((sheetName) => {
    const ws = wb.Sheets[sheetName]!;
    const merges: MergedRange[] = (ws['!merges'] ?? []).map((m) => ({ top: m.s.r, left: m.s.c, bottom: m.e.r, right: m.e.c }));
    const { cells, lossy, rows } = sheetCells(ws, formats);
    // A cell at or past row maxRows + 1 (SheetJS stopped there): what follows was not read, so the sheet is more
    // than one import takes even if that row is blank. Its size is the extent it declares (`!fullref`), if any.
    if (rows > limits.maxRows) {
      const declared = ws['!fullref'] ? rowsOf(ws['!fullref']) : 0;
      return { name: sheetName, cells: cells.slice(0, limits.previewRows), merges: [], overCap: Math.max(declared, rows) };
    }
    return { name: sheetName, cells, merges, lossy };
  });
}

/** The number of rows an A1 range spans ("A1:J1000000" → 1,000,000). */
function rowsOf(ref: string): number {
  const m = /^[A-Z]+(\d+)(?::[A-Z]+(\d+))?$/i.exec(ref);
  return m ? Number(m[2] ?? m[1]) : 0;
}
