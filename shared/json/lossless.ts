// The vendor sends ids above 2^53 (store ids, order numbers) as bare JSON numbers; JSON.parse would silently
// round them. Every JSON text that crosses a trust boundary goes through these functions instead.
import { isLosslessNumber, isSafeNumber, LosslessNumber, parse, stringify } from 'lossless-json';

export { LosslessNumber, isLosslessNumber };

/**
 * Parses JSON keeping every number that a double cannot hold exactly as its decimal text (a string).
 * Safe numbers become plain numbers, so downstream schemas see `number | string` for numeric fields and
 * id fields normalise both to strings.
 */
export function parseJson(text: string): unknown {
  return parse(text, null, (digits: string) => (isSafeNumber(digits) ? Number(digits) : digits));
}

/** Parses JSON keeping every number as a LosslessNumber with its exact text ("1.50" stays "1.50"). */
export function parseJsonExact(text: string): unknown {
  return parse(text, null, (digits: string) => new LosslessNumber(digits));
}

/**
 * What `parseJson` would have read, from what `parseJsonExact` read: one parse serves a reader that needs the
 * exact digits (sign verification) and one that needs plain numbers.
 */
export function plainValue(value: unknown): unknown {
  if (isLosslessNumber(value)) return isSafeNumber(value.value) ? Number(value.value) : value.value;
  if (Array.isArray(value)) return value.map(plainValue);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = plainValue((value as Record<string, unknown>)[key]);
    // defineProperty for "__proto__" only: it stays a plain key, as the parser left it (and the common case stays fast).
    if (key === '__proto__') Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    else out[key] = v;
  }
  return out;
}

/** Compact JSON; LosslessNumber and bigint values are written as bare numbers with their exact digits. */
export function stringifyJson(value: unknown): string {
  // lossless-json writes bigints as bare digits itself; a custom number stringifier would be tried on every
  // value of the tree and triple the time of a 200-row answer.
  const text = stringify(value);
  if (text === undefined) throw new TypeError('value has no JSON form');
  return text;
}

/** Returns a copy whose object keys are sorted by code unit at every depth (arrays keep their order). */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value === null || typeof value !== 'object' || isLosslessNumber(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(compareCodeUnits)) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) Object.defineProperty(out, key, { value: sortKeysDeep(v), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Compact JSON with keys sorted recursively: the form Opsdesk sends and signs. */
export function canonicalJson(value: unknown): string {
  return stringifyJson(sortKeysDeep(value));
}

/**
 * Byte order of UTF-8 equals code-point order; for the ASCII keys the vendor uses it is also code-unit order,
 * which is what `<` on strings compares. Surrogate pairs are the only place the two differ.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** An integer id from a response or user input, as the decimal string Opsdesk keeps it in. */
export function idToString(value: unknown): string | null {
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  if (isLosslessNumber(value)) return value.value;
  return null;
}
