// CSV in: decoded honestly (encoding.ts) and split with every cell kept as text (text-read.ts). Apart from
// csv.ts (CSV out), which the send's failure export needs on every write screen.
import type { Matrix } from '../model/clipboard-tsv';
import { decodeText } from '../../../../../shared/sheets/encoding';
import { parseDelimited } from '../../../../../shared/sheets/text-read';

export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  return decodeText(bytes).text;
}

export function parseCsvText(text: string): Matrix {
  return parseDelimited(text);
}
