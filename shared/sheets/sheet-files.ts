// What a sheet file is and how much one import takes: the names and limits the file dialog, the import's steps
// and the core's sync share. Apart from read-sheet.ts (the reading itself, SheetJS and the text reader behind
// it), so a screen that only names files or limits does not load the readers.
import { MAX_JOB_ROWS } from '../ipc/operations';
import type { SheetData } from './workbook';

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
