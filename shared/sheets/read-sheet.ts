// A sheet file's bytes → every sheet as text cells, within the import's limits (sheet-files.ts): the one read both the grids' import
// (in its worker, renderer/src/components/grid/import/reader-protocol.ts) and the core's sync (electron/core/sync/)
// do. Text files (CSV, TSV, TXT, and the tab-separated text old ERPs save as .xls) are decoded honestly and split
// with every cell kept as text; workbooks are checked as containers first, then an .xlsx is scanned in one pass
// (xlsx-scan.ts, several times faster on big sheets) and anything the scan leaves is read by SheetJS.
import { readTextFile } from './text-read';
import { inspectWorkbook, isTextWorkbook } from './workbook-container';
import type { FileRead, ReadLimits } from './workbook';
import { readWorkbook } from './xlsx-read';
import { scanWorkbook, type ReadProgress } from './xlsx-scan';
import type { TextEncodingName } from './encoding';

/**
 * Reads the bytes of a file named `name` of `kind`. Throws `WorkbookRefused` (workbook-container.ts) for a workbook
 * that is not one or unpacks too large; anything SheetJS cannot read throws its own error. `onProgress` hears
 * how far an .xlsx's scan has read (SheetJS and the text reader tell nothing until they are done).
 */
export function readSheetBytes(data: Uint8Array, name: string, kind: 'workbook' | 'text', limits: ReadLimits, encoding?: TextEncodingName, onProgress?: ReadProgress): FileRead {
  const asText = kind === 'text' || isTextWorkbook(data, name);
  if (asText) return readTextFile(data, name, encoding, limits);
  const container = inspectWorkbook(data, name);
  const scanned = container.zip ? scanWorkbook(data, container.styles, limits, onProgress) : null;
  return { sheets: scanned ?? readWorkbook(data, name, limits), text: null };
}
