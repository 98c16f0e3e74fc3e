// Workbooks (.xlsx, .xls, .ods) with SheetJS, every sheet, each cell as the user saw it in Excel: a number at
// Excel's 15 significant digits in plain notation (1111.1111000000001 → 1111.1111, 4.4999999999999998E-2 →
// 0.045, Tencent's 11.0 → 11), a date-formatted number as `yyyy-MM-dd HH:mm:ss`, a text cell exactly (a 22-digit
// id keeps every digit), a formula as its cached result, TRUE/FALSE. Runs in the worker.
import { read, SSF, type CellObject, type WorkSheet } from '@e965/xlsx';
import { excelSerialToText } from '../model/dates';
import { excelNumberText } from '../model/decimal-text';
import type { MergedRange, SheetData } from './workbook';

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

export function cellText(cell: CellObject | undefined, date1904 = false): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 'n': {
      const v = cell.v as number;
      if (typeof cell.z === 'string' && isDateFormat(cell.z)) return excelSerialToText(date1904 ? v + DAYS_1904 : v);
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

function sheetCells(ws: WorkSheet, date1904: boolean): string[][] {
  const data = (ws['!data'] ?? []) as (CellObject[] | undefined)[];
  const out: string[][] = [];
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    out.push(row ? Array.from(row, (cell) => cellText(cell, date1904)) : []);
  }
  // Trailing blank rows (formatting that reaches row 1,048,576) are not data.
  while (out.length > 0 && out[out.length - 1]!.every((t) => t === '')) out.pop();
  return out;
}

export function readWorkbook(data: ArrayBuffer | Uint8Array): SheetData[] {
  // Only what cellText needs: values and number formats. No formula text (`cellFormula: false`: the cached
  // result is in the cell's value either way, and matching every cell for a formula cost a tenth of a
  // 50,000-row read), no formatted text, HTML or styles.
  const wb = read(data instanceof Uint8Array ? data : new Uint8Array(data), {
    type: 'array',
    dense: true,
    cellNF: true,
    cellText: false,
    cellFormula: false,
    cellDates: false,
    cellHTML: false,
    cellStyles: false,
  });
  const date1904 = Boolean(wb.Workbook?.WBProps?.date1904);
  return wb.SheetNames.map((name) => {
    const ws = wb.Sheets[name]!;
    const merges: MergedRange[] = (ws['!merges'] ?? []).map((m) => ({ top: m.s.r, left: m.s.c, bottom: m.e.r, right: m.e.c }));
    return { name, cells: sheetCells(ws, date1904), merges };
  });
}
