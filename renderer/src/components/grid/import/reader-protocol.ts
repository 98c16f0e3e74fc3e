// What the page and its reader worker say to each other, and the read done in the worker's turn: the file's bytes
// and limits in; the cells back in messages of a couple of thousand rows (the page unpacks each as its own short
// task, where 100,000 rows in one message would be one long one), then the rest, or why the file was refused.
import { WorkbookRefused, type WorkbookRefusal } from '../../../../../shared/sheets/workbook-container';
import type { FileRead, ReadLimits } from '../../../../../shared/sheets/workbook';
import { readSheetBytes } from '../../../../../shared/sheets/read-sheet';
import type { TextEncodingName } from '../../../../../shared/sheets/encoding';

export interface ReaderRequest {
  readonly bytes: ArrayBuffer;
  readonly name: string;
  readonly kind: 'workbook' | 'text';
  readonly encoding?: TextEncodingName;
  readonly limits: ReadLimits;
}

/** Rows per message of cells (5,000 a message took the page up to 100 ms to unpack on a loaded machine). */
export const ROWS_PER_MESSAGE = 2000;

export type ReaderAnswer =
  /** How far the read is: rows of sheet `sheet` read, of the rows it declares (null when it declares none). */
  | { type: 'progress'; sheet: number; rows: number; of: number | null }
  /** Rows of sheet `sheet`, in order, to append to its cells. */
  | { type: 'rows'; sheet: number; rows: string[][] }
  /** The read, its sheets' cells empty (they came in `rows` messages before). */
  | { type: 'done'; read: FileRead }
  | { type: 'refused'; refusal: WorkbookRefusal }
  | { type: 'failed'; message: string };

/** The read as messages: the cells of each sheet in slices, then the rest. */
export function* answersOf(read: FileRead, rowsPerMessage = ROWS_PER_MESSAGE): Generator<ReaderAnswer> {
  for (let s = 0; s < read.sheets.length; s++) {
    const cells = read.sheets[s]!.cells;
    for (let i = 0; i < cells.length; i += rowsPerMessage) yield { type: 'rows', sheet: s, rows: cells.slice(i, i + rowsPerMessage) };
  }
  yield { type: 'done', read: { ...read, sheets: read.sheets.map((sheet) => ({ ...sheet, cells: [] })) } };
}

/** The read's answers; `progress` hears its progress answers while it reads. */
export function readRequest({ bytes, name, kind, encoding, limits }: ReaderRequest, progress?: (answer: ReaderAnswer) => void): ReaderAnswer[] | Generator<ReaderAnswer> {
  try {
    const onProgress = progress && ((p: { sheet: number; rows: number; of: number | null }) => progress({ type: 'progress', ...p }));
    return answersOf(readSheetBytes(new Uint8Array(bytes), name, kind, limits, encoding, onProgress));
  } catch (err) {
    if (err instanceof WorkbookRefused) return [{ type: 'refused', refusal: err.refusal }];
    return [{ type: 'failed', message: err instanceof Error ? err.message : String(err) }];
  }
}
