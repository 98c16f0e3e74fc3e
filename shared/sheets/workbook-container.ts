// What a workbook file is, decided before SheetJS opens it, in milliseconds: an .xlsx that is no zip is refused as
// "not an Excel workbook" (SheetJS would guess it is a CSV or a web page and the mapping step would open with
// nothing matched), and a zip whose entries declare more than the limit unzipped is refused on those declared
// sizes, from its central directory, before anything is inflated (a zip bomb took 60 s to stop by the clock).
// The styles part is read on the way: the number formats the sheets use (see `unlistedFormatsAreDates`).
import { strFromU8, unzipSync } from 'fflate';

/** Unzipped, a 100,000-row sheet of 13 columns is about 60 MB of XML; this leaves room and stops a bomb. */
export const MAX_UNZIPPED_BYTES = 300 * 1024 * 1024;

export type WorkbookRefusal =
  | { readonly reason: 'notExcel' }
  | { readonly reason: 'unzipsTooLarge'; readonly declaredBytes: number; readonly limitBytes: number };

export class WorkbookRefused extends Error {
  constructor(readonly refusal: WorkbookRefusal) {
    super(refusal.reason);
  }
}

const startsWith = (b: Uint8Array, magic: readonly number[]) => magic.every((v, i) => b[i] === v);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * An `.xls` that is neither a zip, an OLE file nor markup (a web page, SpreadsheetML): the tab-separated text old
 * ERPs save under that name. It is read as a text file, with the text file's honest decoding (SheetJS would take
 * its bytes as Latin-1, and GBK or UTF-8 Chinese would arrive garbled).
 */
export function isTextWorkbook(bytes: Uint8Array, name: string): boolean {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (ext !== 'xls' || startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP) || startsWith(bytes, OLE)) return false;
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0d || bytes[i] === 0x0a)) i++;
  return bytes[i] !== 0x3c; // '<'
}

export interface WorkbookContainer {
  /** `xl/styles.xml` of an .xlsx (null for other kinds, or when it has none). */
  readonly styles: string | null;
  /** A zip (an .xlsx, .xlsm or .ods), whose size was checked. */
  readonly zip: boolean;
}

/** The kinds that are always a zip: anything else under these names is not the workbook it claims to be. */
const ZIP_KINDS = new Set(['xlsx', 'xlsm', 'ods']);

/**
 * Refuses what is not a workbook of its kind, and a zip that declares too much. `.xls` stays lenient: old ERPs
 * write web pages and tab-separated text under that name, and SheetJS reads them.
 */
export function inspectWorkbook(bytes: Uint8Array, name: string, limitBytes = MAX_UNZIPPED_BYTES): WorkbookContainer {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const zip = startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP);
  if (!zip) {
    if (ZIP_KINDS.has(ext)) throw new WorkbookRefused({ reason: 'notExcel' });
    return { styles: null, zip: false };
  }
  let declared = 0;
  const parts = unzipSync(bytes, {
    filter: (entry) => {
      declared += entry.originalSize;
      if (declared > limitBytes) throw new WorkbookRefused({ reason: 'unzipsTooLarge', declaredBytes: declared, limitBytes });
      return entry.name === 'xl/styles.xml';
    },
  });
  const styles = parts['xl/styles.xml'];
  return { styles: styles ? strFromU8(styles) : null, zip: true };
}

/** The number formats SheetJS's own table holds; a cell under any other built-in id arrives with no format. */
const KNOWN_BUILT_INS = new Set([...Array.from({ length: 23 }, (_, i) => i), 37, 38, 39, 40, 45, 46, 47, 48, 49, 56]);
/**
 * Built-in formats that East Asian Excel never writes out: in zh-CN `yyyy"年"m"月"d"日"` (31), `m"月"d"日"` (58),
 * `上午/下午h"时"mm"分"` (34) and the rest of 27–36 and 50–58 are all dates or times (ECMA-376 §18.8.30).
 */
const EAST_ASIAN_DATES = new Set([27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 57, 58]);

/**
 * Whether every number cell SheetJS hands over without a format is a date: true when the built-in formats the
 * workbook uses and does not define are all East Asian dates. Then a cell without a format can only be under one
 * of them. When other unlisted ids are in use too (Thai, accounting), nothing is guessed.
 */
export function unlistedFormatsAreDates(styles: string | null): boolean {
  if (!styles) return false;
  const defined = new Set<number>();
  for (const m of styles.matchAll(/<(?:\w+:)?numFmt\b[^>]*\bnumFmtId="(\d+)"/g)) defined.add(Number(m[1]));
  const xfs = /<(?:\w+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:\w+:)?cellXfs>/.exec(styles)?.[1] ?? '';
  const unlisted = new Set<number>();
  for (const m of xfs.matchAll(/<(?:\w+:)?xf\b[^>]*\bnumFmtId="(\d+)"/g)) {
    const id = Number(m[1]);
    if (!KNOWN_BUILT_INS.has(id) && !defined.has(id)) unlisted.add(id);
  }
  return unlisted.size > 0 && [...unlisted].every((id) => EAST_ASIAN_DATES.has(id));
}
