// An .xlsx read in one pass over its XML, for the big workbooks staff import (50,000 rows took SheetJS about a
// second calm and 7–14 s loaded; most of it building a cell object, a formatted text and a split string per
// cell). The parts are unzipped with fflate and scanned with indexOf, and each cell becomes the text
// xlsx-read.ts's `cellText` makes of it, from the same value and number format SheetJS would give it: the
// same quirks included (a formula's string result unescaped twice, `_xHHHH_` escapes, an empty boolean read as
// FALSE), so both readers give the same cells for the same file (xlsx-scan.test.ts holds them equal).
// Anything this scan does not read exactly as SheetJS does (namespace prefixes, CDATA, a cell or row with no
// reference, ISO date cells, chartsheets, bytes that are not UTF-8) returns null, and the caller reads the file
// with SheetJS: slower, never different.
import { SSF, type CellObject, type ExcelDataType } from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { cellText, isLossyNumber, type FormatContext } from './xlsx-read';
import { unlistedFormatsAreDates } from './workbook-container';
import type { MergedRange, ReadLimits, SheetData } from './workbook';

/** Rows read so far in the sheet being read, and the rows it declares (its dimension), when it does. */
export type ReadProgress = (progress: { readonly sheet: number; readonly rows: number; readonly of: number | null }) => void;

/** Progress is told every this many rows (a 50,000-row sheet: 25 times). */
export const PROGRESS_EVERY = 2000;

/** The scan meets something it does not read as SheetJS does: the caller reads the file with SheetJS. */
class NotScanned extends Error {}
const notScanned = (why: string): never => {
  throw new NotScanned(why);
};

const utf8 = new TextDecoder('utf-8', { fatal: true });
function text(bytes: Uint8Array | undefined): string | null {
  if (!bytes) return null;
  try {
    return utf8.decode(bytes);
  } catch {
    return notScanned('not UTF-8');
  }
}

// SheetJS's own XML unescaping (its `unescapexml`), to the letter: the five entities and numeric references
// (case-blind, an unknown one read as U+0000), then `_xHHHH_` escapes, \r\n as \n where it says so.
const ENTITIES: Readonly<Record<string, string>> = { '&quot;': '"', '&apos;': "'", '&gt;': '>', '&lt;': '<', '&amp;': '&' };
const ENTITY = /&(?:quot|apos|gt|lt|amp|#x?([\da-fA-F]+));/gi;
const CODE = /_x([\da-fA-F]{4})_/gi;
function unescapeXml(s: string, crlf = false): string {
  let out = s;
  if (out.includes('&')) out = out.replace(ENTITY, (m, code: string | undefined) => ENTITIES[m] ?? (String.fromCharCode(parseInt(code ?? '', m.includes('x') ? 16 : 10)) || m));
  if (out.includes('_')) out = out.replace(CODE, (_m, c: string) => String.fromCharCode(parseInt(c, 16)));
  return crlf && out.includes('\r\n') ? out.replace(/\r\n/g, '\n') : out;
}

/** A tag's attributes (`name="value"`), raw. */
function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([\w:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) out.set(m[1]!, m[2] ?? m[3] ?? '');
  return out;
}

/** The value of the attribute that `key` (` r="`) opens in a tag's text. */
function attribute(tag: string, key: string): string | undefined {
  const at = tag.indexOf(key);
  if (at < 0) return undefined;
  const end = tag.indexOf('"', at + key.length);
  return end < 0 ? undefined : tag.slice(at + key.length, end);
}

/** The text between the first `<tag …>` and its `</tag>` in `s` (no namespace prefixes: those are not scanned). */
const opening = new Map<string, RegExp>();
function inner(s: string, tag: string): string | null {
  let open = opening.get(tag);
  if (!open) opening.set(tag, (open = new RegExp(`<${tag}\\b[^<>]*>`, 'g')));
  open.lastIndex = 0;
  const m = open.exec(s);
  if (!m) return null;
  const end = s.indexOf(`</${tag}>`, open.lastIndex);
  return end < 0 ? null : s.slice(open.lastIndex, end);
}

/** A cell's `<v>` text (the usual `<v>…</v>` found without a regular expression). */
function valueText(content: string): string | null {
  const at = content.indexOf('<v>');
  if (at < 0) return inner(content, 'v');
  const end = content.indexOf('</v>', at + 3);
  return end < 0 ? null : content.slice(at + 3, end);
}

/** A shared or inline string's text as SheetJS's `parse_si` reads it (undefined: no text it recognises). */
function stringItem(x: string): string | undefined {
  if (x === '') return '';
  if (/^\s*<t[^>]*>/.test(x)) return unescapeXml(x.slice(x.indexOf('>') + 1).split('</t>')[0] ?? '', true);
  if (/<r\b[^<>]*>/.test(x)) {
    const withoutPhonetic = x.replace(/<rPh\b[^<>]*>[\s\S]*?<\/rPh>/g, '');
    const runs = withoutPhonetic.match(/<t\b[^<>]*>([^<]*)<\/t>/g) ?? [];
    return unescapeXml(runs.join('').replace(/<[^<>]*>/g, ''), true);
  }
  return undefined;
}

function sharedStrings(xml: string | null): (string | undefined)[] {
  if (xml === null) return [];
  const body = inner(xml, 'sst');
  if (body === null) return [];
  return body
    .replace(/<si>/g, '')
    .split('</si>')
    .map((s) => stringItem(s.trim()));
}

/** Number formats by id as SheetJS's table holds them for this workbook: its built-ins, then the workbook's own. */
const BUILT_IN_IDS = [...Array.from({ length: 23 }, (_, i) => i), 37, 38, 39, 40, 45, 46, 47, 48, 49, 56];
const builtIns: ReadonlyMap<number, string> = (() => {
  // Taken at load, before any read has put a workbook's own formats in SheetJS's shared table.
  const table = (SSF as { get_table: () => Record<number, string | undefined> }).get_table();
  return new Map(BUILT_IN_IDS.flatMap((id) => (table[id] === undefined ? [] : [[id, table[id]] as const])));
})();

interface Styles {
  /** Each cell style's number format id, by style index; null when the workbook lists no cell styles. */
  readonly xfs: readonly (number | undefined)[] | null;
  readonly formats: ReadonlyMap<number, string>;
}

function stylesOf(xml: string | null): Styles {
  const formats = new Map(builtIns);
  if (xml === null) return { xfs: null, formats };
  const numFmts = inner(xml, 'numFmts');
  for (const m of (numFmts ?? '').matchAll(/<numFmt\b[^<>]*>/g)) {
    const a = attributes(m[0]);
    const id = parseInt(a.get('numFmtId') ?? '', 10);
    if (id > 0) formats.set(id, unescapeXml(a.get('formatCode') ?? ''));
  }
  const cellXfs = /<cellXfs\b[^<>]*\/>/.test(xml) ? '' : inner(xml, 'cellXfs');
  if (cellXfs === null) return { xfs: null, formats };
  const xfs: (number | undefined)[] = [];
  for (const m of cellXfs.matchAll(/<xf\b[^<>]*>/g)) {
    const id = attributes(m[0]).get('numFmtId');
    xfs.push(id ? parseInt(id, 10) : undefined);
  }
  return { xfs, formats };
}

/** "AB12" → [row 11, column 27] (0-based), as SheetJS's `decode_cell` reads a reference. */
function decodeCell(ref: string): [number, number] {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = 26 * col + c - 64;
    else if (c >= 97 && c <= 122) col = 26 * col + c - 96;
    else if (c !== 36) break;
  }
  return [parseInt(ref.slice(i).replace(/\$/g, ''), 10) - 1, col - 1];
}

/** "AB12" → [row 11, column 27] for a plain reference (capitals, then digits), else null. */
function plainRef(ref: string): [number, number] | null {
  let col = 0;
  let i = 0;
  for (let c = ref.charCodeAt(0); c >= 65 && c <= 90; c = ref.charCodeAt(++i)) col = 26 * col + c - 64;
  let row = 0;
  const digitsAt = i;
  for (let c = ref.charCodeAt(i); c >= 48 && c <= 57; c = ref.charCodeAt(++i)) row = 10 * row + c - 48;
  return i === ref.length && digitsAt > 0 && i > digitsAt ? [row - 1, col - 1] : null;
}

function decodeRange(ref: string): MergedRange | null {
  const [a, b = a] = ref.split(':') as [string, string?];
  const [top, left] = decodeCell(a);
  const [bottom, right] = decodeCell(b);
  return Number.isFinite(top) && Number.isFinite(bottom) && top >= 0 && left >= 0 ? { top, left, bottom, right } : null;
}

const ERROR_TEXTS = new Set(['#NULL!', '#DIV/0!', '#VALUE!', '#REF!', '#NAME?', '#NUM!', '#N/A', '#GETTING_DATA']);

interface Cell {
  readonly t: ExcelDataType;
  readonly v: string | number | boolean | undefined;
  readonly z?: string;
}

/**
 * One cell's tag and content → the value SheetJS gives it, or null for a cell it does not keep (no value). The
 * error value is kept as its text (what `cellText` gives of SheetJS's error code).
 */
function cellValue(type: string | undefined, content: string, strings: readonly (string | undefined)[]): Pick<Cell, 't' | 'v'> | null {
  const vi = content === '' ? null : valueText(content);
  const raw = vi === null || vi === '' ? undefined : unescapeXml(vi);
  if (type === undefined && raw === undefined) return null;
  switch (type ?? 'n') {
    case 'n':
      return raw === undefined ? null : { t: 'n', v: parseFloat(raw) };
    case 's': {
      if (raw === undefined) return null;
      const index = parseInt(raw, 10);
      if (!(index >= 0 && index < strings.length)) notScanned('a shared string out of range');
      return { t: 's', v: strings[index] };
    }
    case 'str':
      return { t: 's', v: raw === undefined ? '' : unescapeXml(raw, true) };
    case 'inlineStr': {
      const is = inner(content, 'is');
      return { t: 's', v: is === null ? '' : (stringItem(is) ?? undefined) };
    }
    case 'b':
      return { t: 'b', v: raw === '1' || raw === 'true' };
    case 'e':
      return { t: 'e', v: raw !== undefined && ERROR_TEXTS.has(raw) ? raw : undefined };
    default:
      return notScanned(`cell type ${type ?? ''}`);
  }
}

function textOf(cell: Cell, formats: FormatContext): string {
  if (cell.t === 'e') return typeof cell.v === 'string' ? cell.v : '';
  return cellText(cell as CellObject, formats);
}

interface Scanned {
  readonly cells: string[][];
  readonly lossy: number[];
  /** SheetJS's `!data` length: the last row holding a kept cell, plus one. */
  readonly rows: number;
  /** The last row (1-based) the sheet's dimension declares, 0 without one. */
  readonly declared: number;
  readonly merges: MergedRange[];
}

function scanSheet(xml: string, strings: readonly (string | undefined)[], styles: Styles, formats: FormatContext, sheetRows: number, progress: (rows: number, of: number | null) => void): Scanned {
  if (xml.includes('<![CDATA[')) notScanned('CDATA');
  const dataAt = xml.search(/<sheetData\b/);
  if (dataAt < 0) notScanned('no sheetData');
  const head = xml.slice(0, dataAt);
  const dimAt = head.search(/<(?:\w*:)?dimension/);
  const dimRef = dimAt > 0 ? /"(\w*:\w*)"/.exec(head.slice(dimAt, dimAt + 50))?.[1] : undefined;
  const dim = dimRef ? decodeRange(dimRef) : null;
  const declared = dim && dim.top <= dim.bottom && dim.left <= dim.right ? dim.bottom + 1 : 0;
  const of = declared > 0 ? Math.min(declared, sheetRows) : null;

  const openEnd = xml.indexOf('>', dataAt);
  const selfClosed = xml[openEnd - 1] === '/';
  const dataEnd = selfClosed ? openEnd : xml.indexOf('</sheetData>', openEnd);
  if (dataEnd < 0) notScanned('unclosed sheetData');

  const out: string[][] = [];
  const lossy: number[] = [];
  let rows = 0;
  let nextProgress = PROGRESS_EVERY;
  let at = openEnd + 1;
  while (!selfClosed && at < dataEnd) {
    const rowAt = xml.indexOf('<row', at);
    if (rowAt < 0 || rowAt >= dataEnd) break;
    const rowTagEnd = xml.indexOf('>', rowAt);
    const rowTag = xml.slice(rowAt, rowTagEnd + 1);
    if (rowTag.endsWith('/>')) {
      at = rowTagEnd + 1;
      continue;
    }
    const rowEnd = xml.indexOf('</row>', rowTagEnd);
    if (rowEnd < 0) notScanned('unclosed row');
    at = rowEnd + 6;
    const rAttr = /\sr="(\d+)"/.exec(rowTag);
    if (!rAttr) notScanned('a row with no number');
    if (Number(rAttr![1]) > sheetRows) continue;
    let c = rowTagEnd + 1;
    while (c < rowEnd) {
      const cellAt = xml.indexOf('<c', c);
      if (cellAt < 0 || cellAt >= rowEnd) break;
      const next = xml.charCodeAt(cellAt + 2);
      // `<c ` `<c>` `<c/`: anything else here (a namespace, another element) is not scanned.
      if (next !== 32 && next !== 62 && next !== 47) notScanned('an element in a row');
      const tagEnd = xml.indexOf('>', cellAt);
      const closed = xml.charCodeAt(tagEnd - 1) === 47;
      const end = closed ? tagEnd + 1 : xml.indexOf('</c>', tagEnd);
      if (end < 0 || end > rowEnd) notScanned('unclosed cell');
      const content = closed ? '' : xml.slice(tagEnd + 1, end);
      c = closed ? end : end + 4;
      const tag = xml.slice(cellAt, tagEnd);
      const ref = attribute(tag, ' r="');
      const at = ref === undefined ? null : plainRef(ref);
      if (at === null) return notScanned('a cell with no plain reference');
      const value = cellValue(attribute(tag, ' t="'), content, strings);
      if (!value) continue;
      const style = attribute(tag, ' s="');
      const fmt = styles.xfs && style !== undefined ? (styles.xfs[Number(style)] ?? 0) : 0;
      const cell: Cell = { t: value.t, v: value.v, z: styles.formats.get(fmt) };
      const [r, col] = at;
      while (out.length <= r) out.push([]);
      const row = out[r]!;
      while (row.length < col) row.push('');
      row[col] = textOf(cell, formats);
      if (isLossyNumber(cell as CellObject, formats)) lossy.push(r, col);
      if (r + 1 > rows) rows = r + 1;
    }
    if (out.length >= nextProgress) {
      progress(out.length, of);
      nextProgress = out.length + PROGRESS_EVERY;
    }
  }
  // Trailing blank rows (formatting that reaches row 1,048,576) are not data.
  out.length = rows;
  while (out.length > 0 && out[out.length - 1]!.every((t) => t === '')) out.pop();
  const merges: MergedRange[] = [];
  for (const m of xml.slice(dataEnd).matchAll(/<mergeCell ref=["']([A-Z0-9:]+)['"]\s*\/?>/g)) {
    const range = decodeRange(m[1]!);
    if (range) merges.push(range);
  }
  return { cells: out, lossy, rows, declared, merges };
}

/** `xl/_rels/workbook.xml.rels`'s targets by id, resolved to zip paths, with their types. */
function relations(xml: string | null): Map<string, { type: string; path: string }> {
  const out = new Map<string, { type: string; path: string }>();
  for (const m of (xml ?? '').matchAll(/<Relationship\b[^<>]*>/g)) {
    const a = attributes(m[0]);
    const target = a.get('Target') ?? '';
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    out.set(a.get('Id') ?? '', { type: a.get('Type') ?? '', path: path.replace(/\/\.\//g, '/') });
  }
  return out;
}

/**
 * The workbook's sheets as xlsx-read.ts's `readWorkbook` gives them, or null when the scan cannot be sure to (the
 * caller then reads it with SheetJS). The container was inspected first (sizes, kind); `styles` is its styles part.
 */
export function scanWorkbook(bytes: Uint8Array, styleXml: string | null, limits: ReadLimits, onProgress?: ReadProgress): SheetData[] | null {
  try {
    return scan(bytes, styleXml, limits, onProgress);
  } catch (err) {
    if (err instanceof NotScanned) return null;
    throw err;
  }
}

function scan(bytes: Uint8Array, styleXml: string | null, limits: ReadLimits, onProgress?: ReadProgress): SheetData[] {
  const head = unzipSync(bytes, { filter: (f) => f.name === 'xl/workbook.xml' || f.name === 'xl/_rels/workbook.xml.rels' });
  const workbook = text(head['xl/workbook.xml']);
  if (workbook === null || /<\w+:sheet\b/.test(workbook)) return notScanned('no plain xl/workbook.xml');
  const rels = relations(text(head['xl/_rels/workbook.xml.rels']));
  const sheets = [...workbook.matchAll(/<sheet\b[^<>]*>/g)].map((m) => {
    const a = attributes(m[0]);
    const rel = rels.get(a.get('r:id') ?? '');
    if (!rel || !rel.type.endsWith('/worksheet')) notScanned('a sheet that is not a worksheet');
    return { name: unescapeXml(a.get('name') ?? ''), path: rel!.path };
  });
  if (sheets.length === 0) notScanned('no sheets');
  const sstPath = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.path;
  const wanted = new Set([...sheets.map((s) => s.path), ...(sstPath ? [sstPath] : [])]);
  const parts = unzipSync(bytes, { filter: (f) => wanted.has(f.name) });
  const strings = sharedStrings(sstPath ? text(parts[sstPath]) : null);
  const styles = stylesOf(styleXml);
  const pr = /<workbookPr\b[^<>]*>/.exec(workbook)?.[0];
  const date1904 = pr ? ['1', 'true'].includes(attributes(pr).get('date1904') ?? '') : false;
  const formats: FormatContext = { date1904, unlistedAreDates: unlistedFormatsAreDates(styleXml) };
  const sheetRows = Number.isFinite(limits.maxRows) ? limits.maxRows + 1 : Infinity;
  return sheets.map(({ name, path }, index) => {
    const xml = text(parts[path]);
    if (xml === null) return notScanned(`no ${path}`);
    const s = scanSheet(xml, strings, styles, formats, sheetRows, (rows, of) => onProgress?.({ sheet: index, rows, of }));
    // Past the cap: marked with the rows it declares or holds, as readWorkbook marks it.
    if (s.rows > limits.maxRows) return { name, cells: s.cells.slice(0, limits.previewRows), merges: [], overCap: Math.max(s.declared > sheetRows ? s.declared : 0, s.rows) };
    return { name, cells: s.cells, merges: s.merges, lossy: s.lossy };
  });
}
