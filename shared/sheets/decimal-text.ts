// Exact decimal text arithmetic for what spreadsheets write: scientific notation ("4.4999999999999998E-2") and
// binary-float tails ("1111.1111000000001"). Done on digit strings, never through a double, so an 18-digit
// value that needs no rounding keeps every digit.

/** Excel shows and computes with 15 significant digits; anything past that in a file is float noise. */
export const EXCEL_DIGITS = 15;

/** value = digits × 10^exp, digits without leading zeros ('' for zero). */
interface Scaled {
  digits: string;
  exp: number;
}

function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Rounds half away from zero to `significant` digits. */
function round(s: Scaled, significant: number): Scaled {
  if (s.digits.length <= significant) return s;
  const kept = s.digits.slice(0, significant);
  const dropped = s.digits.length - significant;
  const up = s.digits.charCodeAt(significant) >= 0x35; // '5'
  return { digits: up ? increment(kept) : kept, exp: s.exp + dropped };
}

function plain(s: Scaled): string {
  const digits = s.digits.replace(/0+$/, '');
  const exp = s.exp + (s.digits.length - digits.length);
  if (digits === '') return '0';
  if (exp >= 0) return digits + '0'.repeat(exp);
  const padded = digits.padStart(-exp + 1, '0');
  return `${padded.slice(0, exp)}.${padded.slice(exp)}`;
}

const DECIMAL = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Canonical plain text of an unsigned decimal with an optional exponent ("4.5E-2" → "0.045"), or null when
 * the text is not one. A value with a fraction and more than 15 significant digits is rounded to 15 (Excel's
 * float noise); `roundIntegers` also rounds whole numbers (a number cell read from a workbook: Excel shows
 * 123456789012345678 as 123456789012345000).
 */
export function plainDecimal(text: string, roundIntegers = false): string | null {
  const m = DECIMAL.exec(text);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  const intPart = m[1]!;
  const frac = m[2] ?? '';
  const raw = `${intPart}${frac}`.replace(/^0+/, '');
  let s: Scaled = { digits: raw, exp: Number(m[3] ?? '0') - frac.length };
  const trimmed = s.digits.replace(/0+$/, '');
  const hasFraction = s.exp + (s.digits.length - trimmed.length) < 0;
  if (hasFraction || roundIntegers) s = round(s, EXCEL_DIGITS);
  return plain(s);
}

/** A number cell's double as the user saw it in Excel: 15 significant digits, never exponent notation. */
export function excelNumberText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const shortest = String(Math.abs(value));
  // At most 15 digits in plain notation (most cells): nothing to round, and a double's shortest text has no
  // padding zeros, so it is already canonical.
  if (shortest.length <= (shortest.includes('.') ? 16 : 15) && !shortest.includes('e')) return value < 0 && shortest !== '0' ? `-${shortest}` : shortest;
  const text = plainDecimal(shortest, true) ?? String(value);
  return value < 0 && text !== '0' ? `-${text}` : text;
}

/**
 * A number's digits as Excel shows a number too long for its 15 digits in a General cell: `138400326137585000` →
 * `1.38400326137585E+17`. What an id stored as a number looks like to the user, and what it is kept as here.
 */
export function excelScientific(text: string): string {
  const m = /^(-?)(\d+)$/.exec(text);
  if (!m) return text;
  const digits = m[2]!.replace(/^0+(?=\d)/, '');
  const mantissa = digits.slice(0, EXCEL_DIGITS).replace(/0+$/, '');
  const rest = mantissa.slice(1);
  return `${m[1]}${mantissa[0] ?? '0'}${rest ? `.${rest}` : ''}E+${String(digits.length - 1).padStart(2, '0')}`;
}
