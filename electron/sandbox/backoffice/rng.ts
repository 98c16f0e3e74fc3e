// A small seeded PRNG (mulberry32). Each resource draws from its own stream derived from the seed and the
// resource's name, so changing one size knob (say `orders`) leaves every other resource exactly as it was.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** `n` decimal digits, the first one non-zero. */
  digits(n: number): string;
  /** A decimal text with two decimals in [min, max]. */
  money(min: number, max: number): string;
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number, stream: string): Rng {
  let state = (fnv1a(stream) ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (p) => next() < p,
    digits(n) {
      let out = String(int(1, 9));
      for (let i = 1; i < n; i++) out += String(int(0, 9));
      return out;
    },
    money: (min, max) => (int(Math.round(min * 100), Math.round(max * 100)) / 100).toFixed(2),
  };
}

/** Hands out unique values from a generator (ids drawn at random must never collide). */
export function uniqueFrom<T>(draw: () => T, taken: Set<T> = new Set()): () => T {
  return () => {
    for (;;) {
      const v = draw();
      if (!taken.has(v)) {
        taken.add(v);
        return v;
      }
    }
  };
}
