// The one seeded PRNG (mulberry32): the sandbox's data, its fault decisions and latency jitter, and the tests'
// generated inputs replay the same way for one seed, so a failing run can be rerun with the same sequence.
export type Random = () => number;

/** Uniform in [0, 1) from a 32-bit state. */
function mulberry32(start: number): Random {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One sequence per seed. */
export function seededRandom(seed: number): Random {
  return mulberry32(Math.trunc(seed) ^ 0x9e3779b9);
}

/**
 * One sequence per seed and stream name: each consumer (say, each generated resource) draws from its own, so
 * drawing more from one leaves every other stream exactly as it was.
 */
export function seededStream(seed: number, stream: string): Random {
  return mulberry32(fnv1a(stream) ^ Math.imul(seed | 0, 0x9e3779b1));
}
