// CSV in and out. In: decoded honestly (encoding.ts) and split with every cell kept as text (text-read.ts).
// Out: a BOM (Excel then reads UTF-8), the shared cell rule (shared/csv/csv-field.ts: nothing a spreadsheet would
// run as a formula) and ids Excel would mangle (leading zeros, more than 15 digits) wrapped as ="…", which our
// import unwraps.
import { csvField } from '../../../../../shared/csv/csv-field';
import type { Matrix } from '../model/clipboard-tsv';
import type { GridColumn, GridRow } from '../model/types';
import { labelOf } from '../model/types';
import { decodeText } from './encoding';
import { parseDelimited } from './text-read';

export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  return decodeText(bytes).text;
}

export function parseCsvText(text: string): Matrix {
  return parseDelimited(text);
}

const fragileId = (column: GridColumn, text: string) => column.kind === 'id' && (/^0\d/.test(text) || /^\d{16,}$/.test(text));

export function rowsToCsv(columns: readonly GridColumn[], rows: readonly GridRow[], locale: string): string {
  let out = `\ufeff${columns.map((c) => csvField(labelOf(c, locale))).join(',')}\r\n`;
  for (const r of rows) {
    out += columns.map((c) => csvField(r.values[c.id] ?? '', { exact: fragileId(c, r.values[c.id] ?? '') })).join(',');
    out += '\r\n';
  }
  return out;
}
