// Stock changes the vendor accepts now and applies later. Nothing runs on a timer: every read or write of the
// back office first settles the changes that are due on the injected clock, so tests control time exactly.

export interface PendingChange {
  /** What the change touches, e.g. `retailx:<variant>` or `videox:<store>|<msku>@<warehouse>`. */
  target: string;
  value: number;
  applyAt: number;
  apply: () => void;
}

export class PendingChanges {
  private queue: PendingChange[] = [];
  private readonly perTarget = new Map<string, number>();

  schedule(change: PendingChange): void {
    this.queue.push(change);
    this.perTarget.set(change.target, (this.perTarget.get(change.target) ?? 0) + 1);
  }

  /** Applies, in the order they were accepted, every change due at `nowMs`. */
  settle(nowMs: number): void {
    if (this.queue.length === 0) return;
    const waiting: PendingChange[] = [];
    // A change never overtakes an earlier one of the same target (the clock may be moved backwards).
    const held = new Set<string>();
    for (const change of this.queue) {
      if (change.applyAt <= nowMs && !held.has(change.target)) {
        change.apply();
        const left = (this.perTarget.get(change.target) ?? 1) - 1;
        if (left === 0) this.perTarget.delete(change.target);
        else this.perTarget.set(change.target, left);
      } else {
        held.add(change.target);
        waiting.push(change);
      }
    }
    this.queue = waiting;
  }

  isPending(target: string): boolean {
    return this.perTarget.has(target);
  }

  /** The changes not yet applied (for inspection). */
  view(): Array<{ target: string; value: number; applyAt: number }> {
    return this.queue.map(({ target, value, applyAt }) => ({ target, value, applyAt }));
  }
}
