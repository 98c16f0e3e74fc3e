// Renders state for an envelope: integer ids held as digit strings become LosslessNumber, which stringifyJson
// writes as bare numbers with every digit (a double would round ids above 2^53).
import { LosslessNumber } from '../../../shared/json/lossless';

/** A deep copy in which the named keys' digit-string values become exact bare numbers. */
export function withExactIds(value: unknown, keys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => withExactIds(v, keys));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = keys.has(k) && typeof v === 'string' && /^\d+$/.test(v) ? new LosslessNumber(v) : withExactIds(v, keys);
  }
  return out;
}

export const exactId = (digits: string): LosslessNumber => new LosslessNumber(digits);
