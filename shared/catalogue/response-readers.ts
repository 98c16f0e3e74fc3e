// Every reader of a vendor answer's fields, in one place: the vendor sends numbers as strings and strings as
// numbers, yes/no in four spellings, and any optional field may be null. Each reader yields one Opsdesk type
// (or null), never a mixed one, so two operations can never read the same spelling two ways.
import { z } from 'zod';
import { idToString, stringifyJson } from '../json/lossless';

/** A count the vendor sends as a number or as digits in a string. */
export function toCount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return null;
}

/** Text for any JSON value the vendor put where a reason belongs. */
export function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return stringifyJson(value);
}

/** An id (number, digits, or an unsafe integer kept as text) as the string Opsdesk keeps; null if absent or empty. */
export function toId(value: unknown): string | null {
  return idToString(value) ?? (typeof value === 'string' && value !== '' ? value : null);
}

/**
 * The one rule for the vendor's yes/no fields (item `success` flags among them): `true`, `1`, `"1"` and
 * `"true"` are yes; `false`, `0`, `"0"` and `"false"` are no; anything else is not said (null). The spec's
 * samples send `success` as a boolean (rename shipments) and as 1/0 (videox); the live service has sent both
 * as text.
 */
export function toFlag(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

/** `data` declared as an array of one object, sent as the object itself: accept both. */
export function unwrapData(data: unknown): unknown {
  if (Array.isArray(data)) return data.length === 0 ? null : data.length === 1 ? data[0] : data;
  return data;
}

/** A number (or numeric text, decimals included) → number | null. */
export const num = z.unknown().optional().transform((v): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
});
/** A whole count (a number or digits in text) → number | null. */
export const count = z.unknown().optional().transform((v): number | null => toCount(v));
/** Any scalar → text | null (decimal text such as "12.50" keeps its digits). */
export const str = z.unknown().optional().transform((v): string | null => (v === null || v === undefined ? null : toText(v)));
/** An id → string | null (see `toId`). */
export const id = z.unknown().optional().transform(toId);
/** A yes/no field → boolean | null (see `toFlag`). */
export const bool = z.unknown().optional().transform(toFlag);
/** An item's success flag: succeeded only on a yes (see `toFlag`); absent or unreadable is not a success. */
export const successFlag = z.unknown().optional().transform((v): boolean => toFlag(v) === true);
/** An array of records; null or absent → []; non-object elements are dropped. */
export function records<T extends z.ZodType>(schema: T) {
  return z.unknown().optional().transform((v): Array<z.output<T>> => {
    if (!Array.isArray(v)) return [];
    const out: Array<z.output<T>> = [];
    for (const e of v) {
      const r = schema.safeParse(e);
      if (r.success) out.push(r.data);
    }
    return out;
  });
}
export const ids = z.unknown().optional().transform((v): string[] => (Array.isArray(v) ? v.map((e) => idToString(e) ?? toText(e)) : []));
export const texts = z.unknown().optional().transform((v): string[] => (Array.isArray(v) ? v.map(toText) : []));
