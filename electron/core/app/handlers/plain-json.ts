// Normalised vendor data as plain JSON for the bridge: exact-digit numbers (LosslessNumber, bigint) become
// their decimal text, so neither transport can round an id.
import type { JsonValue } from '../../../../shared/ipc';
import { isLosslessNumber } from '../../../../shared/json/lossless';

export function toPlainJson(value: unknown, depth = 0): JsonValue {
  if (value === null || value === undefined || depth > 64) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return String(value);
  if (isLosslessNumber(value)) return value.value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => toPlainJson(v, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, JsonValue> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toPlainJson(v, depth + 1);
    return out;
  }
  return null;
}
