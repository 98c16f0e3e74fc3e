// Fast paths for the two JSON texts of every chunk, each giving exactly what the lossless code gives:
// - an answer whose numbers all have at most 15 digits and no exponent reads the same with the native parser
//   (every such decimal round-trips through a double), so only answers with a long number pay for the lossless
//   parser (ids past 2^53, notes §1);
// - a request body without a LosslessNumber or bigint renders the same with the native stringifier.
import { isLosslessNumber, parseJson, sortKeysDeep, stringifyJson } from '../../shared/json/lossless';

/**
 * A number outside strings that may not read exactly as a double: 16 or more digits (dots counted too), or an
 * exponent. A number outside a string follows `:`, `,` or `[` (or starts the text), after optional white space.
 * Conservative: a string holding such a text (`"a:12345678901234567"`) matches too, and goes to the lossless
 * parser; it never lets a long number through. One native regex pass, about half the cost of a scan in code.
 */
const LONG_OR_EXPONENT = /(?:^|[:,[])\s*-?(?:[\d.]{16}|[\d.]*[eE])/;

/** True when every number outside strings has at most 15 digits and no exponent (conservative, see above). */
export function numbersAreShort(text: string): boolean {
  return !LONG_OR_EXPONENT.test(text);
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
