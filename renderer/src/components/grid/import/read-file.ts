// A dropped or chosen file → every sheet as text cells, read in a worker (reader.worker.ts) within limits: a
// size cap checked before reading; in the worker, a workbook's container checked (an .xlsx that is no zip, a zip
// declaring too much unzipped) and at most a job's rows read per sheet; a time limit after which the worker is
// terminated, and Cancel through an AbortSignal. Failures carry a reason and values the UI says in the user's
// language.
import type { TextEncodingName } from '../../../../../shared/sheets/encoding';
import { fileKind, hasData, IMPORT_LIMITS, sheetRowsFor, TEXT_EXTENSIONS, WORKBOOK_EXTENSIONS } from '../../../../../shared/sheets/sheet-files';
import type { ReaderAnswer, ReaderRequest } from './reader-protocol';
import type { FileRead } from '../../../../../shared/sheets/workbook';

/** For the file dialog: the extensions and the types browsers report for them. */
export const ACCEPTED_FILES = [...WORKBOOK_EXTENSIONS, ...TEXT_EXTENSIONS].map((e) => `.${e}`).join(',');

/** Rows of a sheet over the cap still shown in the mapping step. */
const PREVIEW_ROWS = 20;

export type ReadFailure = 'tooLarge' | 'timedOut' | 'cancelled' | 'unsupported' | 'unreadable' | 'notExcel' | 'unzipsTooLarge' | 'tooManyRows';

export class ReadFileError extends Error {
  constructor(
    readonly reason: ReadFailure,
    detail = '',
    /** What the message names: declared and limit MB for `unzipsTooLarge`, rows and the most for `tooManyRows`. */
    readonly values: Readonly<Record<string, number>> = {},
  ) {
    super(detail || reason);
  }
}

export interface ReadOptions {
  readonly signal?: AbortSignal;
  /** Decode a text file with this encoding (the user's choice) instead of detecting one. */
  readonly encoding?: TextEncodingName;
  readonly limits?: Partial<typeof IMPORT_LIMITS>;
  /** Hears how far the worker has read: rows read of the rows the sheet declares (null when it declares none). */
  readonly onProgress?: (progress: { readonly rows: number; readonly of: number | null }) => void;
  /** Injected in tests; the real one starts reader.worker.ts. */
  readonly startWorker?: () => Worker;
  readonly setTimer?: (run: () => void, ms: number) => () => void;
}

const startReader = () => new Worker(new URL('./reader.worker.ts', import.meta.url), { type: 'module' });

/**
 * A reader started ahead, while a grid that can import is on screen: starting a worker and loading SheetJS
 * into it takes a tenth of a second, which a chosen file then does not wait for. Shared by every grid on screen;
 * each read takes it (and ends it), the next read starts its own unless a grid asks for another spare.
 */
let spare: Worker | null = null;
let wanted = 0;

/** Keeps a reader started ahead while the caller is on screen; the returned function lets it go. */
export function keepReaderWarm(): () => void {
  // Where there are no workers (a test's DOM), there is nothing to start ahead; a read says why it cannot run.
  if (typeof Worker === 'undefined') return () => undefined;
  wanted++;
  spare ??= startReader();
  return () => {
    wanted--;
    if (wanted === 0) {
      spare?.terminate();
      spare = null;
    }
  };
}

function defaultWorker(): Worker {
  const ready = spare;
  spare = null;
  return ready ?? startReader();
}
const defaultTimer = (run: () => void, ms: number) => {
  const t = setTimeout(run, ms);
  return () => clearTimeout(t);
};

export async function readSheetFile(file: File, options: ReadOptions = {}): Promise<FileRead> {
  const limits = { ...IMPORT_LIMITS, ...options.limits };
  const kind = fileKind(file.name);
  if (!kind) throw new ReadFileError('unsupported', file.name);
  if (file.size > limits.maxBytes) throw new ReadFileError('tooLarge', String(file.size));
  if (options.signal?.aborted) throw new ReadFileError('cancelled');
  // The worker starts before the bytes are read: loading it and its SheetJS overlaps reading the file.
  const worker = (options.startWorker ?? defaultWorker)();
  return new Promise<FileRead>((resolve, reject) => {
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      worker.terminate();
      clearTimer();
      options.signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(new ReadFileError('cancelled')));
    const clearTimer = (options.setTimer ?? defaultTimer)(() => finish(() => reject(new ReadFileError('timedOut'))), limits.timeoutMs);
    options.signal?.addEventListener('abort', onAbort);
    // Each sheet's cells arrive in slices before the rest of the read.
    const cells: string[][][] = [];
    worker.onmessage = (e: MessageEvent<ReaderAnswer>) => {
      const answer = e.data;
      if (answer.type === 'progress') {
        if (!done) options.onProgress?.({ rows: answer.rows, of: answer.of });
        return;
      }
      if (answer.type === 'rows') {
        const into = (cells[answer.sheet] ??= []);
        for (const row of answer.rows) into.push(row);
        return;
      }
      finish(() => {
        if (answer.type === 'failed') return reject(new ReadFileError('unreadable', answer.message));
        if (answer.type === 'refused') {
          const r = answer.refusal;
          const mb = (n: number) => Math.ceil(n / 1024 / 1024);
          return reject(r.reason === 'notExcel' ? new ReadFileError('notExcel', file.name) : new ReadFileError('unzipsTooLarge', file.name, { declared: mb(r.declaredBytes), limit: mb(r.limitBytes) }));
        }
        const read: FileRead = { ...answer.read, sheets: answer.read.sheets.map((sheet, i) => ({ ...sheet, cells: cells[i] ?? [] })) };
        const withData = read.sheets.filter(hasData);
        // Nothing but sheets too long to take: said now, before any mapping step.
        if (withData.length > 0 && withData.every((s) => s.overCap !== undefined)) {
          return reject(new ReadFileError('tooManyRows', file.name, { rows: Math.max(...withData.map((s) => s.overCap ?? 0)), max: limits.maxRows }));
        }
        resolve(read);
      });
    };
    worker.onerror = (e) => finish(() => reject(new ReadFileError('unreadable', e.message)));
    file.arrayBuffer().then(
      (bytes) => {
        if (done) return;
        const request: ReaderRequest = {
          bytes,
          name: file.name,
          kind,
          limits: { maxRows: sheetRowsFor(limits.maxRows), previewRows: PREVIEW_ROWS },
          ...(options.encoding ? { encoding: options.encoding } : {}),
        };
        worker.postMessage(request, [bytes]);
      },
      (err: unknown) => finish(() => reject(new ReadFileError('unreadable', err instanceof Error ? err.message : String(err)))),
    );
  });
}

/** Offers a file for download (the export buttons). */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
