// Numbers as warehouse staff type and paste them: the locale's grouping and decimal marks, full-width digits
// and marks from a Chinese input method, accounting/currency dressing from Excel. The result is canonical
// text (never a double), so an 18-digit value keeps every digit. What spreadsheet files write is read too:
// scientific notation and binary-float tails (rounded to Excel's 15 significant digits, decimal-text.ts).
import { SHORTENED_NUMBER } from '../catalogue/fields';
import { EXCEL_DIGITS, plainDecimal } from './decimal-text';

export type NumberProblem =
  /** An id in scientific notation: a spreadsheet shortened it and its last digits are gone. */
  | 'idScientific'
  /** Not a number at all. */
  | 'notANumber'
  /** Has a non-zero fraction where a whole number is required. */
  | 'notWhole'
  /** Grouping marks in the wrong places for the locale (e.g. "1,2" in en). */
  | 'badGrouping';

export type ParsedNumber = { ok: true; text: string } | { ok: false; problem: NumberProblem };

/** Full-width forms (U+FF01–FF5E: digits, Latin letters, ，．－＋ …), the ideographic space and full stop, ￥ → ASCII/¥. */
export function toHalfWidth(s: string): string {
  if (!/[\u3000\u3002\uff01-\uffe5]/.test(s)) return s;
  let out = '';
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    if (code >= 0xff01 && code <= 0xff5e) out += String.fromCharCode(code - 0xfee0);
    else if (code === 0x3000) out += ' ';
    else if (code === 0x3002) out += '.';
    else if (code === 0xffe5) out += '¥';
    else out += ch;
  }
  return out;
}

interface Marks {
  group: string;
  decimal: string;
}

const marksCache = new Map<string, Marks>();

/** The locale's grouping and decimal marks, as Intl formats them. */
export function marksOf(locale: string): Marks {
  let marks = marksCache.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    marks = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    marksCache.set(locale, marks);
  }
  return marks;
}

const SPACES = /[\s\u00a0\u202f]/g;
const CURRENCY = /^[$¥€£]|[$¥€£]$/g;

/**
 * Parses a number typed or pasted in `locale`. Spaces, a currency sign and accounting parentheses are
 * dropped; grouping marks must sit every three digits; the result is canonical ("-1234.5", no grouping).
 */
export function parseLocaleNumber(raw: string, locale: string): ParsedNumber {
  // Plain digits (most pasted cells) need none of the work below.
  if (/^\d+$/.test(raw)) return { ok: true, text: raw.charCodeAt(0) === 0x30 ? raw.replace(/^0+(?=\d)/, '') : raw };
  const { group, decimal } = marksOf(locale);
  // Digits, the locale's '.', digits (what a workbook's numbers become): nothing to strip or ungroup.
  const plain = decimal === '.' ? PLAIN_DECIMAL.exec(raw) : null;
  if (plain) return canonical(false, plain[1]!, plain[2]!);
  let s = toHalfWidth(raw).trim();
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  s = s.replace(CURRENCY, '').trim();
  if (s.startsWith('-') || s.startsWith('+')) {
    negative = negative !== s.startsWith('-');
    s = s.slice(1).trim();
  }
  s = s.replace(CURRENCY, '');
  // "4.4999999999999998E-2": how Excel and WPS write small values into files; the mark is always '.'.
  if (/^(\d+(\.\d*)?|\.\d+)[eE][+-]?\d+$/.test(s)) return signed(negative, plainDecimal(s)!);
  // Grouping by spaces (fr, ru) arrives as NBSP or narrow NBSP; treat every space as that locale's group.
  const spaceGroup = /^[\s\u00a0\u202f]$/.test(group);
  if (!spaceGroup) s = s.replace(SPACES, '');
  const decimalAt = s.lastIndexOf(decimal);
  const intPart = decimalAt >= 0 ? s.slice(0, decimalAt) : s;
  const fraction = decimalAt >= 0 ? s.slice(decimalAt + 1) : '';
  if (decimalAt >= 0 && !/^\d+$/.test(fraction)) return { ok: false, problem: 'notANumber' };
  let digits: string;
  if (/^\d+$/.test(intPart)) digits = intPart;
  else {
    const g = spaceGroup ? '[\\s\\u00a0\\u202f]' : group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`^\\d{1,3}(${g}\\d{3})+$`).test(intPart)) digits = intPart.replace(new RegExp(g, 'g'), '');
    else if (new RegExp(`^\\d[\\d${spaceGroup ? '' : g}]*$`).test(intPart)) return { ok: false, problem: 'badGrouping' };
    else return { ok: false, problem: 'notANumber' };
  }
  return canonical(negative, digits, fraction);
}

const PLAIN_DECIMAL = /^(\d+)\.(\d+)$/;

/** "-1234.5" from a sign, the whole part's digits and the fraction's digits. */
function canonical(negative: boolean, whole: string, fraction: string): ParsedNumber {
  const digits = whole.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  // A fraction past 15 significant digits is a float tail ("213.23239999999998"): round as Excel shows it.
  // Up to 15 digits in all there is nothing to round, and the text is already canonical.
  const body = frac === '' ? digits : digits.length + frac.length <= EXCEL_DIGITS ? `${digits}.${frac}` : (plainDecimal(`${digits}.${frac}`) ?? `${digits}.${frac}`);
  return signed(negative, body);
}

function signed(negative: boolean, body: string): ParsedNumber {
  return { ok: true, text: negative && body !== '0' ? `-${body}` : body };
}

/** A whole number: as parseLocaleNumber, refusing a non-zero fraction ("12.00" is 12, "12.5" is refused). */
export function parseLocaleInteger(raw: string, locale: string): ParsedNumber {
  const n = parseLocaleNumber(raw, locale);
  if (!n.ok) return n;
  return n.text.includes('.') ? { ok: false, problem: 'notWhole' } : n;
}

/**
 * An id: digits only, kept as text with its leading zeros; full-width digits and stray spaces accepted, and a
 * zero fraction dropped (Tencent Docs writes the number 11 as "11.0").
 */
export function parseIdText(raw: string): ParsedNumber {
  if (/^\d+$/.test(raw)) return { ok: true, text: raw };
  const s = toHalfWidth(raw).replace(SPACES, '').replace(/^(\d+)\.0+$/, '$1');
  if (/^\d+$/.test(s)) return { ok: true, text: s };
  return { ok: false, problem: SHORTENED_NUMBER.test(s) ? 'idScientific' : 'notANumber' };
}
