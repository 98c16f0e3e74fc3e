// CSV out: a BOM (Excel then reads UTF-8) and the shared cell rule (shared/csv/csv-field.ts): a number column's
// numbers bare (a spreadsheet sums them), every other cell a spreadsheet would read as something else (ids,
// leading zeros, dates, formulas) as a string literal ="…", which the import unwraps. CSV in is csv-in.ts: its
// splitter (papaparse) is not needed by a screen that only saves CSV.
import { csvField } from '../../../../../shared/csv/csv-field';
import type { GridColumn, GridRow } from '../model/types';
import { labelOf } from '../model/types';

const isNumberColumn = (column: GridColumn) => column.kind === 'integer' || column.kind === 'decimal';

export function rowsToCsv(columns: readonly GridColumn[], rows: readonly GridRow[], locale: string): string {
  let out = `\ufeff${columns.map((c) => csvField(labelOf(c, locale))).join(',')}\r\n`;
  for (const r of rows) {
    out += columns.map((c) => csvField(r.values[c.id] ?? '', { number: isNumberColumn(c) })).join(',');
    out += '\r\n';
  }
  return out;
}
