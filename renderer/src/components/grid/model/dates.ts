// Dates and date-times as staff type, paste and import them, normalised to the vendor's `yyyy-MM-dd HH:mm:ss`:
// 2024/11/11, 2024-11-11, 2024.11.11, 2020年1月1日, 2020/1/1 1:01, 2020-01-01 01:01, 2024-11-11T08:00,
// 20241111, 11/25/2024 and Excel's date serials (45607.5). A day/month order that cannot be told apart
// (03/04/2024) is refused with its own reason rather than guessed.
import { toHalfWidth } from './numbers';

export type DateProblem = 'notADate' | 'ambiguousDate';
export type ParsedDate = { ok: true; text: string } | { ok: false; problem: DateProblem };

const pad = (n: number) => String(n).padStart(2, '0');

function compose(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): ParsedDate {
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // Date.UTC rolls 2024-02-30 over to March: a value that does not come back unchanged is not a date.
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return { ok: false, problem: 'notADate' };
  }
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

const TIME = String.raw`(?:\s*(?:T|\s)\s*(\d{1,2})[:：](\d{1,2})(?:[:：](\d{1,2})(?:\.\d+)?)?)?`;
const YMD = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TIME}$`);
const YMD_ZH = new RegExp(String.raw`^(\d{4})年(\d{1,2})月(\d{1,2})[日号]?(?:\s*(\d{1,2})[时:：](\d{1,2})(?:分|[:：](\d{1,2})秒?|分(\d{1,2})秒)?)?$`);
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DMY = new RegExp(String.raw`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})${TIME}$`);

const num = (s: string | undefined) => (s === undefined ? 0 : Number(s));

/** Parses a date or date-time; a date alone means midnight. */
export function parseDateTime(raw: string): ParsedDate {
  const s = toHalfWidth(raw).trim().replace(/\s+/g, ' ');
  let m = YMD.exec(s);
  if (m) return compose(num(m[1]), num(m[2]), num(m[3]), num(m[4]), num(m[5]), num(m[6]));
  m = YMD_ZH.exec(s);
  if (m) return compose(num(m[1]), num(m[2]), num(m[3]), num(m[4]), num(m[5]), num(m[6] ?? m[7]));
  m = COMPACT.exec(s);
  if (m) return compose(num(m[1]), num(m[2]), num(m[3]));
  m = DMY.exec(s);
  if (m) {
    const a = num(m[1]);
    const b = num(m[2]);
    // 25/11/2024 can only be day first and 11/25/2024 only month first; 03/04/2024 is either.
    if (a <= 12 && b <= 12 && a !== b) return { ok: false, problem: 'ambiguousDate' };
    const [month, day] = a > 12 ? [b, a] : [a, b];
    return compose(num(m[3]), month, day, num(m[4]), num(m[5]), num(m[6]));
  }
  if (SERIAL.test(s)) {
    const serial = Number(s);
    if (serial >= 1 && serial <= MAX_SERIAL) return { ok: true, text: excelSerialToText(serial) };
  }
  return { ok: false, problem: 'notADate' };
}
