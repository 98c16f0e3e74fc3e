// A dropped or chosen file → text cells: .xlsx through the worker, anything else as CSV (UTF-8 or GB18030).
import type { Matrix } from '../model/clipboard-tsv';
import { decodeCsvBytes, parseCsvText } from './csv';
import { readXlsxInWorker } from './xlsx';

export async function readSheetFile(file: File): Promise<Matrix> {
  if (/\.xlsx$/i.test(file.name)) return readXlsxInWorker(file);
  return parseCsvText(decodeCsvBytes(await file.arrayBuffer()));
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
