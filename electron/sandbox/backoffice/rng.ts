// Drawing the seeded data. Each resource draws from its own stream of the one PRNG (node-shared/prng.ts),
// derived from the seed and the resource's name, so changing one size knob (say `orders`) leaves every other
// resource exactly as it was.
import { seededStream } from '../../node-shared/prng';

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

export function createRng(seed: number, stream: string): Rng {
  const next = seededStream(seed, stream);
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
