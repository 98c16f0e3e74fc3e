// A clock the test moves by hand: the team's local deadlines (a lease's validity, how long a desktop waits for
// one) follow it, so a "stalled" desktop is one whose clock the test moved on, with no wall-time waits.
import type { TeamClock } from '../../../electron/core/coordination/types';

export class ManualClock implements TeamClock {
  private t = 1_000_000;
  private sleepers: Array<{ at: number; wake: () => void }> = [];

  now(): number {
    return this.t;
  }

  sleep(ms: number): Promise<void> {
    return new Promise((wake) => this.sleepers.push({ at: this.t + ms, wake }));
  }

  /** How many sleeps are waiting for the clock to move. */
  get sleeping(): number {
    return this.sleepers.length;
  }

  advance(ms: number): void {
    this.t += ms;
    const due = this.sleepers.filter((s) => s.at <= this.t);
    this.sleepers = this.sleepers.filter((s) => s.at > this.t);
    for (const s of due) s.wake();
  }
}

/** Resolves once `cond` holds (what it waits for is an event; the 60 s limit only ends a test that is broken). */
export async function until(cond: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const limit = Date.now() + 60_000;
  while (Date.now() < limit) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`never happened: ${what}`);
}
