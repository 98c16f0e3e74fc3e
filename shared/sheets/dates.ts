// Dates and date-times as staff type, paste and import them, normalised to the vendor's `yyyy-MM-dd HH:mm:ss`:
// 2024/11/11, 2024-11-11, 2024.11.11, 2020年1月1日, 2020年1月1日 下午8时05分, 2020/1/1 1:01, 2024/11/11 上午 8:00,
// 11/25/2024 8:00 PM, 2024-11-11T08:00, ISO with a zone (2024-11-11T08:00:00Z: the same instant in this machine's
// time), 20241111, month names (Nov 11, 2024; 11-Nov-24; 11 November 2024) and Excel's date serials (45607.5).
// A day/month order that cannot be told apart (03/04/2024) is refused with its own reason rather than guessed; a
// month written as a name is never ambiguous.
import { toHalfWidth } from './numbers';

export type DateProblem = 'notADate' | 'ambiguousDate';
export type ParsedDate = { ok: true; text: string } | { ok: false; problem: DateProblem };

export interface DateOptions {
  /** Minutes this machine's zone is ahead of UTC at an instant (ms since 1970); the machine's own by default. */
  readonly zoneOffset?: (utcMs: number) => number;
}

const localOffset = (utcMs: number) => -new Date(utcMs).getTimezoneOffset();

const pad = (n: number) => String(n).padStart(2, '0');
const NOT_A_DATE: ParsedDate = { ok: false, problem: 'notADate' };

function compose(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): ParsedDate {
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // Date.UTC rolls 2024-02-30 over to March: a value that does not come back unchanged is not a date.
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return NOT_A_DATE;
  return { ok: true, text: `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}` };
}

/** Excel's day count from 1899-12-30 (which absorbs its fictitious 1900-02-29); the fraction is the time of day. */
export function excelSerialToText(serial: number): string {
  const seconds = Math.round(serial * 86400);
  const t = new Date(Date.UTC(1899, 11, 30) + seconds * 1000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** 1900-01-01 … 9999-12-31 as Excel counts days. */
const SERIAL = /^\d{1,7}(\.\d+)?$/;
const MAX_SERIAL = 2958465;

const TIME = String.raw`(?:\s*(?:T|\s)\s*(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.\d+)?)?)?`;
const YMD = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TIME}$`);
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DMY = new RegExp(String.raw`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})${TIME}$`);
/** An instant: ISO 8601 with a zone (Z, +08:00, +0800). */
const ISO_ZONED = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A month's English name, full or cut to three letters (Sept too). */
function monthOf(name: string): number {
  const n = name.toLowerCase().replace(/\.$/, '');
  const k = MONTHS.indexOf(n.slice(0, 3));
  if (k < 0) return 0;
  const full = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'][k]!;
  return n.length === 3 || full.startsWith(n) ? k + 1 : 0;
}
const NAMED_MDY = new RegExp(String.raw`^([a-z]{3,9}\.?)[\s-]+(\d{1,2}),?[\s-]+(\d{4}|\d{2})${TIME}$`, 'i');
const NAMED_DMY = new RegExp(String.raw`^(\d{1,2})[\s\-/.]+([a-z]{3,9}\.?)[\s\-/.,]+(\d{4}|\d{2})${TIME}$`, 'i');
const NAMED_YMD = new RegExp(String.raw`^(\d{4})[\s\-/.]+([a-z]{3,9}\.?)[\s\-/.]+(\d{1,2})${TIME}$`, 'i');
const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;

/** Excel's rule for a two-digit year: 00–29 are 2000–2029, 30–99 are 1930–1999. */
const fullYear = (y: string) => (y.length === 4 ? Number(y) : Number(y) < 30 ? 2000 + Number(y) : 1900 + Number(y));

const num = (s: string | undefined) => (s === undefined ? 0 : Number(s));

/**
 * The text with its zh-CN date and time words written as digits and colons (2020年1月1日 下午8时05分 →
 * 2020-1-1 8:05) and its AM/PM (上午/下午, AM/PM, a.m./p.m., before or after the time) taken out.
 */
function normalise(raw: string): { s: string; meridiem: 'am' | 'pm' | null } | null {
  let s = toHalfWidth(raw).trim().replace(/\s+/g, ' ').replace(WEEKDAY, '');
  let meridiem: 'am' | 'pm' | null = null;
  s = s.replace(/上午|下午|(?<![a-z])[ap]\.?m\.?(?![a-z])/gi, (word: string) => {
    meridiem = word === '上午' || /^a/i.test(word) ? 'am' : 'pm';
    return ' ';
  });
  s = s
    .replace(/(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?/, '$1-$2-$3 ')
    .replace(/(\d{1,2})\s*[时時点]\s*(?=\d)/, '$1:')
    .replace(/(\d{1,2})\s*[时時点]$/, '$1:00')
    .replace(/(\d{1,2})\s*分\s*(?=\d)/, '$1:')
    .replace(/\s*[分秒]$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return s === '' ? null : { s, meridiem };
}

/** An hour written with AM/PM as the 24-hour clock; -1 when it cannot be one (13 PM, 0 AM). */
function hour24(h: number, meridiem: 'am' | 'pm' | null, hasTime: boolean): number {
  if (meridiem === null) return h;
  if (!hasTime || h < 1 || h > 12) return -1;
  return meridiem === 'am' ? h % 12 : (h % 12) + 12;
}

function withTime(y: number, mo: number, d: number, m: RegExpExecArray, at: number, meridiem: 'am' | 'pm' | null): ParsedDate {
  const hasTime = m[at] !== undefined;
  const h = hour24(num(m[at]), meridiem, hasTime);
  if (h < 0) return NOT_A_DATE;
  return compose(y, mo, d, h, num(m[at + 1]), num(m[at + 2]));
}

/** Parses a date or date-time; a date alone means midnight. */
export function parseDateTime(raw: string, options: DateOptions = {}): ParsedDate {
  const n = normalise(raw);
  if (!n) return NOT_A_DATE;
  const { s, meridiem } = n;
  let m = ISO_ZONED.exec(s);
  if (m) {
    const wall = Date.UTC(num(m[1]), num(m[2]) - 1, num(m[3]), num(m[4]), num(m[5]), num(m[6]));
    if (Number.isNaN(wall) || compose(num(m[1]), num(m[2]), num(m[3]), num(m[4]), num(m[5]), num(m[6])).ok === false) return NOT_A_DATE;
    const zone = m[7]!.toUpperCase();
    const sign = zone.startsWith('-') ? -1 : 1;
    const zoneMinutes = zone === 'Z' ? 0 : sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
    const instant = wall - zoneMinutes * 60_000;
    const local = new Date(instant + (options.zoneOffset ?? localOffset)(instant) * 60_000);
    return compose(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds());
  }
  m = YMD.exec(s);
  if (m) return withTime(num(m[1]), num(m[2]), num(m[3]), m, 4, meridiem);
  m = COMPACT.exec(s);
  if (m && meridiem === null) return compose(num(m[1]), num(m[2]), num(m[3]));
  m = DMY.exec(s);
  if (m) {
    const a = num(m[1]);
    const b = num(m[2]);
    // 25/11/2024 can only be day first and 11/25/2024 only month first; 03/04/2024 is either.
    if (a <= 12 && b <= 12 && a !== b) return { ok: false, problem: 'ambiguousDate' };
    const [month, day] = a > 12 ? [b, a] : [a, b];
    return withTime(num(m[3]), month, day, m, 4, meridiem);
  }
  m = NAMED_MDY.exec(s);
  if (m && monthOf(m[1]!) > 0) return withTime(fullYear(m[3]!), monthOf(m[1]!), num(m[2]), m, 4, meridiem);
  m = NAMED_DMY.exec(s);
  if (m && monthOf(m[2]!) > 0) return withTime(fullYear(m[3]!), monthOf(m[2]!), num(m[1]), m, 4, meridiem);
  m = NAMED_YMD.exec(s);
  if (m && monthOf(m[2]!) > 0) return withTime(num(m[1]), monthOf(m[2]!), num(m[3]), m, 4, meridiem);
  if (SERIAL.test(s) && meridiem === null) {
    const serial = Number(s);
    if (serial >= 1 && serial <= MAX_SERIAL) return { ok: true, text: excelSerialToText(serial) };
  }
  return NOT_A_DATE;
}
