// The early-input rule, one for every screen: a stored draft arrives a moment after its screen, and what the
// user typed or pasted in that moment wins over it, and a field the user is in is never written into (its text
// landing between two keystrokes would put theirs after it). The rest of the stored draft loads. Framework-free.
import type { JsonValue } from '../../../shared/ipc';

export interface EarlyMerge<T> {
  /** What the screen shows now: the stored draft, where the user had not typed. */
  content: T;
  /** Parts of the stored draft left out (the user had changed them, or was in them): their paths. */
  keptTheirs: readonly string[];
}

const isPlainObject = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

function equal(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => equal((a as Record<string, JsonValue>)[k], (b as Record<string, JsonValue>)[k]));
}

/**
 * The content to show once the stored draft arrived: `mounted` is the screen's content as it mounted, `now` as it
 * is (the user may have typed), `stored` the draft; `focused` is the path of the field the user is in (its
 * draft path, `extra.store_id`), if any. Objects merge field by field; anything else (a text, a list of rows) is
 * the user's once they changed it.
 */
export function mergeEarlyInput<T extends JsonValue>(mounted: T, now: T, stored: T, focused: string | null): EarlyMerge<T> {
  const kept: string[] = [];
  const walk = (m: JsonValue | undefined, n: JsonValue | undefined, s: JsonValue | undefined, path: string): JsonValue | undefined => {
    if (s === undefined) return n;
    if (isPlainObject(n) && isPlainObject(s) && (m === undefined || isPlainObject(m))) {
      const out: Record<string, JsonValue> = {};
      for (const k of new Set([...Object.keys(n), ...Object.keys(s)])) {
        const v = walk(m?.[k], n[k], s[k], path === '' ? k : `${path}.${k}`);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    // Untouched, and not the field the user is in: the stored draft's.
    if (equal(m, n) && focused !== path) return s;
    if (!equal(n, s)) kept.push(path);
    return n;
  };
  return { content: walk(mounted, now, stored, '') as T, keptTheirs: kept };
}
