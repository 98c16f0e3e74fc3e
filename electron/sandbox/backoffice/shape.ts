// Shape checks of business bodies, as lenient as the vendor's Java side (numbers are accepted where text is
// declared, digit strings where integers are declared: an unsafe number arrives from parseJson as digits) and
// as strict where it is strict: anything else is code 102 naming the field.

export class ShapeError extends Error {
  override readonly name = 'ShapeError';
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field} ${reason}`);
  }
}

export type Obj = Record<string, unknown>;

export const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

export function isObj(value: unknown): value is Obj {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function bodyObject(body: unknown): Obj {
  if (!isObj(body)) throw new ShapeError('(body)', 'must be a JSON object');
  return body;
}

const absent = (v: unknown) => v === undefined || v === null;

/** A value declared as text; a number is taken as its digits. */
export function textAt(value: unknown, field: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new ShapeError(field, absent(value) ? 'is required' : 'must be text');
}

export function requiredText(obj: Obj, key: string, path = ''): string {
  return textAt(obj[key], at(path, key));
}

export function optionalText(obj: Obj, key: string, path = ''): string | undefined {
  return absent(obj[key]) ? undefined : textAt(obj[key], at(path, key));
}

/** A whole-number id: a non-negative integer number or a string of digits → its digits. */
export function idAt(value: unknown, field: string): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return value.trim();
  throw new ShapeError(field, absent(value) ? 'is required' : 'must be a whole-number id');
}

export function requiredId(obj: Obj, key: string, path = ''): string {
  return idAt(obj[key], at(path, key));
}

/** An integer (negative allowed: range rules are business rules of each operation). */
export function intAt(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  throw new ShapeError(field, absent(value) ? 'is required' : 'must be an integer');
}

export function requiredInt(obj: Obj, key: string, path = ''): number {
  return intAt(obj[key], at(path, key));
}

export function optionalInt(obj: Obj, key: string, path = ''): number | undefined {
  return absent(obj[key]) ? undefined : intAt(obj[key], at(path, key));
}

export function requiredObject(obj: Obj, key: string, path = ''): Obj {
  const v = obj[key];
  if (!isObj(v)) throw new ShapeError(at(path, key), absent(v) ? 'is required' : 'must be an object');
  return v;
}

function listAt(value: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw new ShapeError(field, absent(value) ? 'is required' : 'must be a list');
  if (value.length > max) throw new ShapeError(field, `must hold at most ${max} elements`);
  return value;
}

/** A required batch list: not empty, at most `max` elements. */
export function requiredList(obj: Obj, key: string, max: number, path = ''): unknown[] {
  const list = listAt(obj[key], at(path, key), max);
  if (list.length === 0) throw new ShapeError(at(path, key), 'must not be empty');
  return list;
}

export function optionalList(obj: Obj, key: string, max: number, path = ''): unknown[] | undefined {
  return absent(obj[key]) ? undefined : listAt(obj[key], at(path, key), max);
}

export function objectAt(value: unknown, field: string): Obj {
  if (!isObj(value)) throw new ShapeError(field, absent(value) ? 'is required' : 'must be an object');
  return value;
}
