// Reads an .xlsx off the UI thread: unzipping and XML parsing of a large sheet would freeze the grid.
import { readXlsxMatrix } from './xlsx-read';

export type XlsxWorkerAnswer = { ok: true; matrix: string[][] } | { ok: false; message: string };

self.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  let answer: XlsxWorkerAnswer;
  try {
    answer = { ok: true, matrix: await readXlsxMatrix(event.data) };
  } catch (err) {
    answer = { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  (self as unknown as Worker).postMessage(answer);
};
