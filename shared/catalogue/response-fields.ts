// Lenient readers for response records: the vendor sends numbers as strings and strings as numbers, and any
// optional field may be null. Each reader yields one Opsdesk type or null, never a mixed one.
import { z } from 'zod';
import { idToString } from '../json/lossless';
import { toText } from './envelope';

/** A number (or numeric text) → number | null. */
export const num = z.unknown().optional().transform((v): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
});
/** Any scalar → text | null (decimal text such as "12.50" keeps its digits). */
export const str = z.unknown().optional().transform((v): string | null => (v === null || v === undefined ? null : toText(v)));
/** An id (number, digits, or an unsafe integer kept as text) → string | null. */
export const id = z.unknown().optional().transform((v): string | null => idToString(v) ?? (typeof v === 'string' && v !== '' ? v : null));
export const bool = z.unknown().optional().transform((v): boolean | null =>
  v === true || v === 1 || v === '1' || v === 'true' ? true : v === false || v === 0 || v === '0' || v === 'false' ? false : null,
);
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
