// Belt and braces for everything leaving the main process: any string that quotes a secret the core has
// handled (an app secret, a token, a sign) has it replaced. Keys are left alone: the contract's own field
// names (`secret: { set }`) are not secrets.
import { knownSecrets, type SecretRegistry } from '../redaction';

export function scrubSecrets<T>(value: T, registry: SecretRegistry = knownSecrets): T {
  if (registry.size === 0) return value;
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return registry.scrub(v);
    if (v === null || typeof v !== 'object' || depth > 64) return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = walk(x, depth + 1);
    return out;
  };
  return walk(value, 0) as T;
}
