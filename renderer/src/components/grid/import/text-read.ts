// A text file (CSV, TSV, Excel's tab-separated "Unicode text") → one sheet of text cells. Decoded honestly
// (encoding.ts), split by papaparse with every cell kept as text (no dynamic typing: ids above 2^53 and leading
// zeros survive) and the delimiter detected (comma, tab, semicolon). Runs in the worker.
import Papa from 'papaparse';
import { decodeText, type TextEncodingName } from './encoding';
import type { FileRead } from './workbook';

const PREVIEW_LINES = 4;
const DELIMITER_PREVIEW_ROWS = 50;

/**
 * Records in file order. A blank line stays as an empty row, so row k of the result is the file's row k + 1 as a
 * spreadsheet shows it and the import report names the row the user sees (the import skips blank rows itself);
 * only blank rows at the end, which no one counts, are dropped.
 */
export function parseDelimited(text: string): string[][] {
  const body = text.replace(/^\ufeff/, '');
  // The delimiter is guessed on the first lines without blank ones: papaparse counts a blank line as a row of one
  // field, which in a short tab-separated file outvotes the tabs.
  const delimiter = Papa.parse<string[]>(body, { header: false, preview: DELIMITER_PREVIEW_ROWS, skipEmptyLines: 'greedy' }).meta.delimiter;
  const result = Papa.parse<string[]>(body, { header: false, dynamicTyping: false, skipEmptyLines: false, delimiter });
  const rows = result.data.map((row) => (row.length === 1 && (row[0] ?? '') === '' ? [] : row.map((cell) => cell ?? '')));
  while (rows.length > 0 && rows[rows.length - 1]!.every((t) => t.trim() === '')) rows.pop();
  return rows;
}

export function readTextFile(bytes: Uint8Array, name: string, forced?: TextEncodingName): FileRead {
  const decoded = decodeText(bytes, forced);
  const alternative = decoded.alternative
    ? { encoding: decoded.alternative, preview: decodeText(bytes, decoded.alternative).text.split(/\r?\n/, PREVIEW_LINES).join('\n') }
    : null;
  return {
    sheets: [{ name, cells: parseDelimited(decoded.text), merges: [] }],
    text: { encoding: decoded.encoding, by: decoded.by, alternative },
  };
}
