// .xlsx out (write-excel-file), each cell as what it is so the file opens exactly in Excel, WPS, LibreOffice and
// Sheets: a number column's numbers as number cells (SUM adds them), a date column's dates as date cells shown
// `yyyy-mm-dd hh:mm:ss`, everything else (ids, leading zeros, codes, names, a value that did not parse) as a text
// cell (format `@`), which no spreadsheet reads as a number or runs as a formula. The sheet is named in the user's
// language. Reading is xlsx-read.ts, in the worker.
import writeXlsxFile from 'write-excel-file/browser';
import { labelOf, type GridColumn, type GridRow } from '../model/types';

/** Excel keeps 15 significant digits: a longer number is written as text rather than rounded. */
const CANONICAL_NUMBER = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
export const XLSX_DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

const text = (value: string) => ({ value, type: String, format: '@' });

function numberCell(value: string) {
  if (!CANONICAL_NUMBER.test(value) || value.replace(/[-.]/g, '').replace(/^0+/, '').length > 15) return null;
  const n = Number(value);
  return Number.isFinite(n) ? { value: n, type: Number } : null;
}

function dateCell(value: string) {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // 2024-02-30 rolls over to March: a text that is no real date stays text. Serials start in 1900.
  if (at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d || y < 1900) return null;
  return { value: at, type: Date, format: XLSX_DATE_FORMAT };
}

function cellOf(column: GridColumn, value: string) {
  if (value === '') return null;
  if (column.kind === 'integer' || column.kind === 'decimal') return numberCell(value) ?? text(value);
  if (column.editor?.type === 'dateTime') return dateCell(value) ?? text(value);
  return text(value);
}

export function rowsToXlsxSheet(columns: readonly GridColumn[], rows: readonly GridRow[], locale: string) {
  return [columns.map((c) => ({ ...text(labelOf(c, locale)), fontWeight: 'bold' as const })), ...rows.map((r) => columns.map((c) => cellOf(c, r.values[c.id] ?? '')))];
}

/** A sheet name Excel takes: at most 31 characters, none of `[]:*?/\`, not blank. */
export function sheetNameOf(name: string): string {
  const cleaned = name.replace(/[[\]:*?/\\]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31).trim();
  return cleaned || 'Opsdesk';
}

export function rowsToXlsxBlob(columns: readonly GridColumn[], rows: readonly GridRow[], locale: string, sheet = 'Opsdesk'): Promise<Blob> {
  return writeXlsxFile(rowsToXlsxSheet(columns, rows, locale), {
    sheet: sheetNameOf(sheet),
    columns: columns.map((c) => ({ width: Math.round((c.width ?? 140) / 7) })),
  }).toBlob();
}
