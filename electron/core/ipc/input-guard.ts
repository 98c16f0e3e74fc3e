// Checks a call's raw input before any schema sees it: keys that poison prototypes, text too large to be a
// field, nesting too deep to be data. Cheap, and the same in both hosts (Electron's structured clone keeps an
// own `__proto__` key just as JSON.parse does).

/** Keys no call of the contract uses; they are how prototype pollution gets in. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 32;

export interface GuardLimits {
  maxStringChars: number;
  /** Values of every kind counted together (a 100,000-row job has about a million). */
  maxNodes: number;
}

export type GuardProblem = { path: string; message: string };

export function guardInput(value: unknown, limits: GuardLimits): GuardProblem | null {
  let nodes = 0;
  const walk = (v: unknown, path: string, depth: number): GuardProblem | null => {
    nodes++;
    if (nodes > limits.maxNodes) return { path, message: `holds more than ${limits.maxNodes} values` };
    if (typeof v === 'string') {
      return v.length > limits.maxStringChars ? { path, message: `is longer than ${limits.maxStringChars} characters` } : null;
    }
    if (v === null || typeof v !== 'object') return null;
    if (depth > MAX_DEPTH) return { path, message: `is nested deeper than ${MAX_DEPTH} levels` };
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const p = walk(v[i], `${path}[${i}]`, depth + 1);
        if (p) return p;
      }
      return null;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return { path, message: 'must be plain data' };
    for (const key of Reflect.ownKeys(v)) {
      if (typeof key !== 'string') return { path, message: 'must be plain data' };
      const child = path === '' ? key : `${path}.${key}`;
      if (FORBIDDEN_KEYS.has(key)) return { path: child, message: `the key "${key}" is not allowed` };
      const p = walk((v as Record<string, unknown>)[key], child, depth + 1);
      if (p) return p;
    }
    return null;
  };
  return walk(value, '', 0);
}
