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
  return new InputGuard(limits).check(value);
}

/**
 * The guard over one input checked in parts (a long list's elements a slice at a time, list-input.ts): the
 * count of values runs on across the parts.
 */
export class InputGuard {
  private nodes = 0;
  // The path is kept as segments and written out only for a problem: a 100,000-row job has about a million
  // values, and a text per value was most of the guard's time on the main thread.
  private segments: Array<string | number> = [];
  /**
   * Whether every value walked so far is one JSON can carry (text, a finite number, true/false, null, plain
   * objects and arrays). Not a problem when false (the schema says what is wrong), only a note: where it holds
   * the contract's element may skip its own walk of a JSON value (`list.jsonElement`), since this was it.
   */
  plainJson = true;

  constructor(private readonly limits: GuardLimits) {}

  /**
   * Checks `value`, found at `path` and `depth` in the input. An array under the key `listKey` of `value` is
   * counted but not entered: its elements are checked on their own, each at `[listKey, i]` and depth 2.
   */
  check(value: unknown, path: ReadonlyArray<string | number> = [], depth = 0, listKey?: string): GuardProblem | null {
    this.segments = [...path];
    return this.walk(value, depth, listKey);
  }

  private at(message: string, last?: string): GuardProblem {
    return { path: formatSegments(last === undefined ? this.segments : [...this.segments, last]), message };
  }

  private walk(v: unknown, depth: number, listKey?: string): GuardProblem | null {
    const { limits, segments } = this;
    this.nodes++;
    if (this.nodes > limits.maxNodes) return this.at(`holds more than ${limits.maxNodes} values`);
    if (typeof v === 'string') {
      return v.length > limits.maxStringChars ? this.at(`is longer than ${limits.maxStringChars} characters`) : null;
    }
    if (v === null || typeof v !== 'object') {
      if (!(typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)))) this.plainJson = false;
      return null;
    }
    if (depth > MAX_DEPTH) return this.at(`is nested deeper than ${MAX_DEPTH} levels`);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        segments.push(i);
        const p = this.walk(v[i], depth + 1);
        if (p) return p;
        segments.pop();
      }
      return null;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return this.at('must be plain data');
    if (proto === null) this.plainJson = false;
    for (const key of Reflect.ownKeys(v)) {
      if (typeof key !== 'string') return this.at('must be plain data');
      if (FORBIDDEN_KEYS.has(key)) return this.at(`the key "${key}" is not allowed`, key);
      const child = (v as Record<string, unknown>)[key];
      if (key === listKey && Array.isArray(child)) {
        this.nodes++;
        continue;
      }
      segments.push(key);
      const p = this.walk(child, depth + 1);
      if (p) return p;
      segments.pop();
    }
    return null;
  }
}

/** `rows[3].key`: keys joined with dots, indexes in brackets (the empty path is the input itself). */
function formatSegments(segments: ReadonlyArray<string | number>): string {
  let path = '';
  for (const s of segments) path = typeof s === 'number' ? `${path}[${s}]` : path === '' ? s : `${path}.${s}`;
  return path;
}
