// Fast paths for the two JSON texts of every chunk, each giving exactly what the lossless code gives:
// - an answer whose numbers all have at most 15 digits and no exponent reads the same with the native parser
//   (every such decimal round-trips through a double); an answer with a long number (ids past 2^53, notes §1)
//   has each number a double cannot hold put in quotes first, which is what the lossless reader makes of it (its
//   digits as a string), and is then read natively too: the lossless parser cost 2 ms and most of the garbage of
//   a 200-row chunk. Duplicate keys read as the native parser reads them (the last wins), on both paths;
// - a request body without a LosslessNumber or bigint renders the same with the native stringifier.
import { isSafeNumber } from 'lossless-json';
import { isLosslessNumber, sortKeysDeep, stringifyJson } from '../../shared/json/lossless';

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

/** What `parseJson` reads, read natively. */
export function parseAnswer(text: string): unknown {
  return JSON.parse(numbersAreShort(text) ? text : quoteUnsafeNumbers(text));
}

/** A JSON number, whole: a token that is not one is left as it is, for the parser to refuse. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * The text with every number outside strings that a double cannot hold exactly written as a string of its
 * digits, as `parseJson` reads it. A number of at most 15 characters is always held exactly.
 */
export function quoteUnsafeNumbers(text: string): string {
  let out = '';
  let copied = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: skipped whole, escapes included, so digits inside it are never touched.
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i += 2;
        else {
          i++;
          if (d === 0x22) break;
        }
      }
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      const start = i;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        // digits . e E + -
        if ((d >= 0x30 && d <= 0x39) || d === 0x2e || d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d) i++;
        else break;
      }
      if (i - start > 15 || hasExponent(text, start, i)) {
        const token = text.slice(start, i);
        if (JSON_NUMBER.test(token) && !isSafeNumber(token)) {
          out += `${text.slice(copied, start)}"${token}"`;
          copied = i;
        }
      }
    } else i++;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

function hasExponent(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const d = text.charCodeAt(k);
    if (d === 0x65 || d === 0x45) return true;
  }
  return false;
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
  // Walked, not listed (200 elements a chunk): own enumerable keys in Object.keys's order.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
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
