// .xlsx out (write-excel-file, every cell a text cell so ids keep their digits and leading zeros when the file
// is opened in Excel or WPS). Reading is xlsx-read.ts, in the worker.
import writeXlsxFile from 'write-excel-file/browser';
import { labelOf, type GridColumn, type GridRow } from '../model/types';

export function rowsToXlsxSheet(columns: readonly GridColumn[], rows: readonly GridRow[], locale: string) {
  const text = (value: string) => ({ value, type: String, format: '@' });
  return [columns.map((c) => ({ ...text(labelOf(c, locale)), fontWeight: 'bold' as const })), ...rows.map((r) => columns.map((c) => text(r.values[c.id] ?? '')))];
}

export function rowsToXlsxBlob(columns: readonly GridColumn[], rows: readonly GridRow[], locale: string): Promise<Blob> {
  return writeXlsxFile(rowsToXlsxSheet(columns, rows, locale), { columns: columns.map((c) => ({ width: Math.round((c.width ?? 140) / 7) })) }).toBlob();
}
