// A text file (CSV, TSV, Excel's tab-separated "Unicode text") → one sheet of text cells. Decoded honestly
// (encoding.ts), split by papaparse with every cell kept as text (no dynamic typing: ids above 2^53 and leading
// zeros survive) and the delimiter detected (comma, tab, semicolon). Runs in the worker.
import Papa from 'papaparse';
import { decodeText, type TextEncodingName } from './encoding';
import type { FileRead, ReadLimits, SheetData } from './workbook';

const PREVIEW_LINES = 4;
/** A line of the other encoding's preview is shown up to here (a 20 MB first cell is one line). */
const PREVIEW_LINE_CHARS = 200;
const DELIMITER_PREVIEW_ROWS = 50;

function delimiterOf(body: string): string {
  // Guessed on the first lines without blank ones: papaparse counts a blank line as a row of one field, which in
  // a short tab-separated file outvotes the tabs.
  return Papa.parse<string[]>(body, { header: false, preview: DELIMITER_PREVIEW_ROWS, skipEmptyLines: 'greedy' }).meta.delimiter;
}

const asRow = (row: string[]) => (row.length === 1 && (row[0] ?? '') === '' ? [] : row.map((cell) => cell ?? ''));
const trimTrailingBlank = (rows: string[][]) => {
  while (rows.length > 0 && rows[rows.length - 1]!.every((t) => t.trim() === '')) rows.pop();
  return rows;
};

/** Lines in the text, as a spreadsheet counts a CSV's rows (a line break inside quotes counts too: an upper bound). */
function linesOf(body: string): number {
  let n = 0;
  for (let i = body.indexOf('\n'); i >= 0; i = body.indexOf('\n', i + 1)) n++;
  return body.endsWith('\n') ? n : n + 1;
}

/**
 * At most `maxRows` rows split (papaparse's `preview`): a longer file is not split past them. What follows the
 * rows read decides: nothing but separators and spaces (a sheet saved with its formatted blank rows) is not data;
 * anything else makes the file more than one import takes, and its lines are counted for the message.
 */
function readRows(body: string, delimiter: string, limits: ReadLimits): SheetData {
  const capped = Number.isFinite(limits.maxRows);
  const result = Papa.parse<string[]>(body, { header: false, dynamicTyping: false, skipEmptyLines: false, delimiter, ...(capped ? { preview: limits.maxRows + 1 } : {}) });
  const rows = trimTrailingBlank(result.data.map(asRow));
  const stopped = capped && result.data.length > limits.maxRows;
  const restHasData = stopped && /[^\s"',;\t]/.test(body.slice(result.meta.cursor));
  if (rows.length > limits.maxRows || restHasData) return { name: '', cells: rows.slice(0, limits.previewRows), merges: [], overCap: linesOf(body) };
  return { name: '', cells: rows, merges: [] };
}

/**
 * Records in file order. A blank line stays as an empty row, so row k of the result is the file's row k + 1 as a
 * spreadsheet shows it and the import report names the row the user sees (the import skips blank rows itself);
 * only blank rows at the end, which no one counts, are dropped.
 */
export function parseDelimited(text: string): string[][] {
  const body = text.replace(/^\ufeff/, '');
  return readRows(body, delimiterOf(body), { maxRows: Infinity, previewRows: 0 }).cells;
}

const NO_LIMITS: ReadLimits = { maxRows: Infinity, previewRows: 20 };

export function readTextFile(bytes: Uint8Array, name: string, forced?: TextEncodingName, limits: ReadLimits = NO_LIMITS): FileRead {
  const decoded = decodeText(bytes, forced);
  const alternative = decoded.alternative
    ? {
        encoding: decoded.alternative,
        preview: decodeText(bytes, decoded.alternative)
          .text.split(/\r?\n/, PREVIEW_LINES)
          .map((line) => line.slice(0, PREVIEW_LINE_CHARS))
          .join('\n'),
      }
    : null;
  const body = decoded.text.replace(/^\ufeff/, '');
  return {
    sheets: [{ ...readRows(body, delimiterOf(body), limits), name }],
    text: { encoding: decoded.encoding, by: decoded.by, alternative },
  };
}
