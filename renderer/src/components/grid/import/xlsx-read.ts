// The first sheet of an .xlsx as text cells: numbers keep the text Excel stored (parseNumber returns it
// as is, never a double), dates become `yyyy-MM-dd HH:mm:ss`, booleans TRUE/FALSE. Runs in the worker.
import { readSheet } from 'read-excel-file/universal';
import type { Matrix } from '../model/clipboard-tsv';

const pad = (n: number) => String(n).padStart(2, '0');

/** Spreadsheet dates carry no zone: read-excel-file gives them as UTC instants of the written wall time. */
export function cellToText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

export async function readXlsxMatrix(input: ArrayBuffer | Blob): Promise<Matrix> {
  const data = await readSheet<string>(input, { parseNumber: (text: string) => text, trim: false });
  return data.map((row) => row.map(cellToText));
}
