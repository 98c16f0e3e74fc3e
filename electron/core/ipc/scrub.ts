// Belt and braces for everything leaving the main process: any string that quotes a secret the core has
// handled (an app secret, a token, a sign) has it replaced. Keys are left alone: the contract's own field
// names (`secret: { set }`) are not secrets. What it is given is not changed: a part holding a secret is copied.
import { knownSecrets, type SecretRegistry } from '../redaction';

export function scrubSecrets<T>(value: T, registry: SecretRegistry = knownSecrets): T {
  if (registry.size === 0) return value;
  // A value is copied only where a string in it changes: an answer of 100,000 clean entries is walked, not rebuilt
  // (the copy and a regex pass per string took most of a 100,000-item ledger lookup).
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return registry.scrubIfNeeded(v);
    if (v === null || typeof v !== 'object' || depth > 64) return v;
    if (Array.isArray(v)) {
      let out: unknown[] | null = null;
      for (let i = 0; i < v.length; i++) {
        const x: unknown = v[i];
        const y = walk(x, depth + 1);
        if (y !== x) (out ??= [...v])[i] = y;
      }
      return out ?? v;
    }
    let out: Record<string, unknown> | null = null;
    for (const k in v) {
      if (!Object.hasOwn(v, k)) continue;
      const x = (v as Record<string, unknown>)[k];
      const y = walk(x, depth + 1);
      if (y !== x) (out ??= { ...(v as Record<string, unknown>) })[k] = y;
    }
    return out ?? v;
  };
  return walk(value, 0) as T;
}
