// A dropped or chosen file → every sheet as text cells, read in a worker (reader.worker.ts) within limits: a
// size cap checked before reading, a time limit after which the worker is terminated (a zip bomb expands for
// minutes), and Cancel through an AbortSignal. Failures carry a reason the UI can say in the user's language.
import type { TextEncodingName } from './encoding';
import type { ReaderAnswer, ReaderRequest } from './reader.worker';
import type { FileRead } from './workbook';

export const WORKBOOK_EXTENSIONS = ['xlsx', 'xlsm', 'xls', 'ods'] as const;
export const TEXT_EXTENSIONS = ['csv', 'tsv', 'txt'] as const;
/** For the file dialog: the extensions and the types browsers report for them. */
export const ACCEPTED_FILES = [...WORKBOOK_EXTENSIONS, ...TEXT_EXTENSIONS].map((e) => `.${e}`).join(',');

export const IMPORT_LIMITS = { maxBytes: 50 * 1024 * 1024, timeoutMs: 60_000 };

export type ReadFailure = 'tooLarge' | 'timedOut' | 'cancelled' | 'unsupported' | 'unreadable';

export class ReadFileError extends Error {
  constructor(
    readonly reason: ReadFailure,
    detail = '',
  ) {
    super(detail || reason);
  }
}

export function fileKind(name: string): 'workbook' | 'text' | null {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if ((WORKBOOK_EXTENSIONS as readonly string[]).includes(ext)) return 'workbook';
  if ((TEXT_EXTENSIONS as readonly string[]).includes(ext)) return 'text';
  return null;
}

export interface ReadOptions {
  readonly signal?: AbortSignal;
  /** Decode a text file with this encoding (the user's choice) instead of detecting one. */
  readonly encoding?: TextEncodingName;
  readonly limits?: typeof IMPORT_LIMITS;
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
  const limits = options.limits ?? IMPORT_LIMITS;
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
    worker.onmessage = (e: MessageEvent<ReaderAnswer>) => finish(() => (e.data.ok ? resolve(e.data.read) : reject(new ReadFileError('unreadable', e.data.message))));
    worker.onerror = (e) => finish(() => reject(new ReadFileError('unreadable', e.message)));
    file.arrayBuffer().then(
      (bytes) => {
        if (done) return;
        const request: ReaderRequest = { bytes, name: file.name, kind, ...(options.encoding ? { encoding: options.encoding } : {}) };
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
