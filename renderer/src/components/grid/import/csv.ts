// CSV in and out. In: decoded honestly (encoding.ts) and split with every cell kept as text (text-read.ts).
// Out: a BOM (Excel then reads UTF-8) and the shared cell rule (shared/csv/csv-field.ts): a number column's numbers
// bare (a spreadsheet sums them), every other cell a spreadsheet would read as something else (ids, leading zeros,
// dates, formulas) as a string literal ="…", which the import unwraps.
import { csvField } from '../../../../../shared/csv/csv-field';
import type { Matrix } from '../model/clipboard-tsv';
import type { GridColumn, GridRow } from '../model/types';
import { labelOf } from '../model/types';
import { decodeText } from '../../../../../shared/sheets/encoding';
import { parseDelimited } from '../../../../../shared/sheets/text-read';

export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  return decodeText(bytes).text;
}

export function parseCsvText(text: string): Matrix {
  return parseDelimited(text);
}

const isNumberColumn = (column: GridColumn) => column.kind === 'integer' || column.kind === 'decimal';

export function rowsToCsv(columns: readonly GridColumn[], rows: readonly GridRow[], locale: string): string {
  let out = `\ufeff${columns.map((c) => csvField(labelOf(c, locale))).join(',')}\r\n`;
  for (const r of rows) {
    out += columns.map((c) => csvField(r.values[c.id] ?? '', { number: isNumberColumn(c) })).join(',');
    out += '\r\n';
  }
  return out;
}
