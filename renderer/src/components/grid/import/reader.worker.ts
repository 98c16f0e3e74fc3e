// Reads an import file off the UI thread: unzipping a workbook, decoding and splitting a large CSV would freeze
// the grid. The page terminates this worker on Cancel or when the time limit passes (a zip bomb).
import type { TextEncodingName } from './encoding';
import { readTextFile } from './text-read';
import type { FileRead } from './workbook';
import { readWorkbook } from './xlsx-read';

export interface ReaderRequest {
  readonly bytes: ArrayBuffer;
  readonly name: string;
  readonly kind: 'workbook' | 'text';
  readonly encoding?: TextEncodingName;
}

export type ReaderAnswer = { ok: true; read: FileRead } | { ok: false; message: string };

self.onmessage = (event: MessageEvent<ReaderRequest>) => {
  const { bytes, name, kind, encoding } = event.data;
  let answer: ReaderAnswer;
  try {
    const data = new Uint8Array(bytes);
    answer = { ok: true, read: kind === 'workbook' ? { sheets: readWorkbook(data), text: null } : readTextFile(data, name, encoding) };
  } catch (err) {
    answer = { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  (self as unknown as Worker).postMessage(answer);
};
