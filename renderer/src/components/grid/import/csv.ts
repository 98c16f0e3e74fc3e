// CSV in and out with papaparse. Every cell stays text (no dynamic typing: ids above 2^53 and leading
// zeros survive); files from a zh-CN Excel are often GB18030 rather than UTF-8, so bytes that are not valid
// UTF-8 are read as GB18030. Export writes a BOM (Excel then reads UTF-8) and wraps ids Excel would mangle
// (leading zeros, more than 15 digits) as ="…", which our import unwraps.
import Papa from 'papaparse';
import type { Matrix } from '../model/clipboard-tsv';
import type { GridColumn, GridRow } from '../model/types';
import { labelOf } from '../model/types';

export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(view);
  } catch {
    return new TextDecoder('gb18030').decode(view);
  }
}

export function parseCsvText(text: string): Matrix {
  const result = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { header: false, dynamicTyping: false, skipEmptyLines: 'greedy' });
  return result.data.map((row) => row.map((cell) => cell ?? ''));
}

function excelSafe(column: GridColumn, text: string): string {
  return column.kind === 'id' && (/^0\d/.test(text) || /^\d{16,}$/.test(text)) ? `="${text}"` : text;
}

function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Written by hand rather than Papa.unparse: the ="…" wrapper must stay unquoted for Excel to apply it. */
export function rowsToCsv(columns: readonly GridColumn[], rows: readonly GridRow[], locale: string): string {
  let out = `\ufeff${columns.map((c) => field(labelOf(c, locale))).join(',')}\r\n`;
  for (const r of rows) {
    out += columns
      .map((c) => {
        const text = r.values[c.id] ?? '';
        const safe = excelSafe(c, text);
        return safe === text ? field(text) : safe;
      })
      .join(',');
    out += '\r\n';
  }
  return out;
}
