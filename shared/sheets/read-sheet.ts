// A sheet file's bytes → every sheet as text cells, with the import's limits: the one read both the grids' import
// (in its worker, renderer/src/components/grid/import/reader-protocol.ts) and the core's sync (electron/core/sync/)
// do. Text files (CSV, TSV, TXT, and the tab-separated text old ERPs save as .xls) are decoded honestly and split
// with every cell kept as text; workbooks are checked as containers first, then an .xlsx is scanned in one pass
// (xlsx-scan.ts, several times faster on big sheets) and anything the scan leaves is read by SheetJS.
import { MAX_JOB_ROWS } from '../ipc/operations';
import { readTextFile } from './text-read';
import { inspectWorkbook, isTextWorkbook } from './workbook-container';
import type { FileRead, ReadLimits, SheetData } from './workbook';
import { readWorkbook } from './xlsx-read';
import { scanWorkbook, type ReadProgress } from './xlsx-scan';
import type { TextEncodingName } from './encoding';

export const WORKBOOK_EXTENSIONS = ['xlsx', 'xlsm', 'xls', 'ods'] as const;
export const TEXT_EXTENSIONS = ['csv', 'tsv', 'txt'] as const;

/** How far down a title block may push the header row. */
export const HEADER_SEARCH_ROWS = 10;

/**
 * `maxRows`: rows one import takes, a job's most (`MAX_JOB_ROWS`). A sheet may hold that many data rows under a
 * title block and its header; one with more is refused before anything lands.
 */
export const IMPORT_LIMITS = { maxBytes: 50 * 1024 * 1024, timeoutMs: 60_000, maxRows: MAX_JOB_ROWS };

/** Rows a sheet may hold beyond its data: a title block and the header row. */
export const sheetRowsFor = (maxRows: number) => maxRows + HEADER_SEARCH_ROWS + 1;

export function fileKind(name: string): 'workbook' | 'text' | null {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if ((WORKBOOK_EXTENSIONS as readonly string[]).includes(ext)) return 'workbook';
  if ((TEXT_EXTENSIONS as readonly string[]).includes(ext)) return 'text';
  return null;
}

/** A sheet holding data (over the cap or not). */
export const hasData = (s: SheetData) => s.overCap !== undefined || s.cells.some((r) => r.some((t) => t.trim() !== ''));

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
