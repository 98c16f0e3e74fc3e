// A clock a test moves: timers fire only when `advance` passes them, each followed by a few microtask turns so
// the promises they start settle before the next one fires.
import type { LivenessClock } from '../bridge/host-liveness';

export interface ManualClock extends LivenessClock {
  advance(ms: number): Promise<void>;
}

export const settle = async (turns = 20): Promise<void> => {
  for (let i = 0; i < turns; i++) await Promise.resolve();
};

export function manualClock(start = 1_000_000): ManualClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (!next || next[1].at > end) break;
        timers.delete(next[0]);
        now = next[1].at;
        next[1].fn();
        await settle();
      }
      now = end;
    },
  };
}
