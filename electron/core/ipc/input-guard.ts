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
  // The path is kept as segments and written out only for a problem: a 100,000-row job has about a million
  // values, and a text per value was most of the guard's time on the main thread.
  const segments: Array<string | number> = [];
  const at = (message: string, last?: string): GuardProblem => ({ path: formatSegments(last === undefined ? segments : [...segments, last]), message });
  const walk = (v: unknown, depth: number): GuardProblem | null => {
    nodes++;
    if (nodes > limits.maxNodes) return at(`holds more than ${limits.maxNodes} values`);
    if (typeof v === 'string') {
      return v.length > limits.maxStringChars ? at(`is longer than ${limits.maxStringChars} characters`) : null;
    }
    if (v === null || typeof v !== 'object') return null;
    if (depth > MAX_DEPTH) return at(`is nested deeper than ${MAX_DEPTH} levels`);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        segments.push(i);
        const p = walk(v[i], depth + 1);
        if (p) return p;
        segments.pop();
      }
      return null;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return at('must be plain data');
    for (const key of Reflect.ownKeys(v)) {
      if (typeof key !== 'string') return at('must be plain data');
      if (FORBIDDEN_KEYS.has(key)) return at(`the key "${key}" is not allowed`, key);
      segments.push(key);
      const p = walk((v as Record<string, unknown>)[key], depth + 1);
      if (p) return p;
      segments.pop();
    }
    return null;
  };
  return walk(value, 0);
}

/** `rows[3].key`: keys joined with dots, indexes in brackets (the empty path is the input itself). */
function formatSegments(segments: ReadonlyArray<string | number>): string {
  let path = '';
  for (const s of segments) path = typeof s === 'number' ? `${path}[${s}]` : path === '' ? s : `${path}.${s}`;
  return path;
}
