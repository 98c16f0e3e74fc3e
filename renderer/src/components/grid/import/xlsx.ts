// .xlsx in (parsed in a Web Worker) and out (write-excel-file, every cell a text cell so ids keep their
// digits and leading zeros when the file is opened in Excel or WPS).
import writeXlsxFile from 'write-excel-file/browser';
import type { Matrix } from '../model/clipboard-tsv';
import { labelOf, type GridColumn, type GridRow } from '../model/types';
import type { XlsxWorkerAnswer } from './xlsx.worker';

export function readXlsxInWorker(file: Blob): Promise<Matrix> {
  return file.arrayBuffer().then(
    (buffer) =>
      new Promise<Matrix>((resolve, reject) => {
        const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = (e: MessageEvent<XlsxWorkerAnswer>) => {
          worker.terminate();
          if (e.data.ok) resolve(e.data.matrix);
          else reject(new Error(e.data.message));
        };
        worker.onerror = (e) => {
          worker.terminate();
          reject(new Error(e.message));
        };
        worker.postMessage(buffer, [buffer]);
      }),
  );
}

export function rowsToXlsxSheet(columns: readonly GridColumn[], rows: readonly GridRow[], locale: string) {
  const text = (value: string) => ({ value, type: String, format: '@' });
  return [columns.map((c) => ({ ...text(labelOf(c, locale)), fontWeight: 'bold' as const })), ...rows.map((r) => columns.map((c) => text(r.values[c.id] ?? '')))];
}

export function rowsToXlsxBlob(columns: readonly GridColumn[], rows: readonly GridRow[], locale: string): Promise<Blob> {
  return writeXlsxFile(rowsToXlsxSheet(columns, rows, locale), { columns: columns.map((c) => ({ width: Math.round((c.width ?? 140) / 7) })) }).toBlob();
}
