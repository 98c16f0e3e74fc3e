// Fast paths for the two JSON texts of every chunk, each giving exactly what the lossless code gives:
// - an answer whose numbers all have at most 15 digits and no exponent reads the same with the native parser
//   (every such decimal round-trips through a double), so only answers with a long number pay for the lossless
//   parser (ids past 2^53, notes §1);
// - a request body without a LosslessNumber or bigint renders the same with the native stringifier.
import { isLosslessNumber, parseJson, sortKeysDeep, stringifyJson } from '../../shared/json/lossless';

/** Digits a decimal may have and still be read exactly by `Number` (DBL_DIG). */
const SAFE_DIGITS = 15;

/**
 * True when every number outside strings has at most 15 digits and no exponent. A cheap scan, conservative:
 * leading zeros count as digits, and a text it cannot vouch for goes to the lossless parser.
 */
export function numbersAreShort(text: string): boolean {
  let inString = false;
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c >= 48 && c <= 57) {
      if (++digits > SAFE_DIGITS) return false;
    } else if (c === 101 || c === 69 /* e E */) {
      if (digits > 0) return false;
    } else if (c !== 46 /* . */ && c !== 45 /* - */) {
      digits = 0;
      if (c === 34) inString = true;
    }
  }
  return true;
}

/** What `parseJson` reads, natively when no number needs the lossless parser. */
export function parseAnswer(text: string): unknown {
  return numbersAreShort(text) ? JSON.parse(text) : parseJson(text);
}

/**
 * True when `sortKeysDeep` would give a value that renders exactly like this one: plain objects whose keys
 * already come in code-unit order with no undefined value, arrays and leaves, at every depth. The validated
 * rows of a chunk are such (their schemas list fields in order), so their 200 copies are not made.
 */
export function isCanonical(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) {
    for (const v of value) if (!isCanonical(v)) return false;
    return true;
  }
  if (isLosslessNumber(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  let previous: string | null = null;
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    if ((previous !== null && !(previous < key)) || v === undefined || !isCanonical(v)) return false;
    previous = key;
  }
  return true;
}

/** What `canonicalJson` renders (keys sorted at every depth), natively when nothing needs the lossless writer. */
export function canonicalJsonFast(value: unknown): string {
  const sorted = isCanonical(value) ? value : sortKeysDeep(value);
  try {
    const text = JSON.stringify(sorted);
    if (text !== undefined && !text.includes('"isLosslessNumber":true')) return text;
  } catch {
    // a bigint: the lossless writer renders it as bare digits
  }
  return stringifyJson(sorted);
}
