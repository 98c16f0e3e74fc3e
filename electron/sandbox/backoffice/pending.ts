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
  /** Changes before this index are applied (the queue is compacted now and then, not on every settle). */
  private head = 0;
  /** No change was accepted with an earlier `applyAt` than one before it: the due changes are a prefix. */
  private ordered = true;
  private lastApplyAt = Number.NEGATIVE_INFINITY;
  private readonly perTarget = new Map<string, number>();

  schedule(change: PendingChange): void {
    if (change.applyAt < this.lastApplyAt) this.ordered = false;
    else this.lastApplyAt = change.applyAt;
    this.queue.push(change);
    this.perTarget.set(change.target, (this.perTarget.get(change.target) ?? 0) + 1);
  }

  /** Applies, in the order they were accepted, every change due at `nowMs`. */
  settle(nowMs: number): void {
    if (this.head === this.queue.length) return;
    // With one apply delay on a clock that does not go back (the usual case), settling walks only the due
    // changes instead of every change still waiting: a 200-row request must not cost O(all pending).
    if (this.ordered) this.settlePrefix(nowMs);
    else this.settleAll(nowMs);
  }

  private settlePrefix(nowMs: number): void {
    const q = this.queue;
    while (this.head < q.length && (q[this.head] as PendingChange).applyAt <= nowMs) {
      this.applyOne(q[this.head] as PendingChange);
      this.head += 1;
    }
    if (this.head === q.length) this.restart([]);
    else if (this.head > 4096 && this.head * 2 > q.length) this.restart(q.slice(this.head));
  }

  private settleAll(nowMs: number): void {
    const waiting: PendingChange[] = [];
    // A change never overtakes an earlier one of the same target (the clock may be moved backwards).
    const held = new Set<string>();
    for (let i = this.head; i < this.queue.length; i++) {
      const change = this.queue[i] as PendingChange;
      if (change.applyAt <= nowMs && !held.has(change.target)) {
        this.applyOne(change);
      } else {
        held.add(change.target);
        waiting.push(change);
      }
    }
    this.restart(waiting);
  }

  private applyOne(change: PendingChange): void {
    change.apply();
    const left = (this.perTarget.get(change.target) ?? 1) - 1;
    if (left === 0) this.perTarget.delete(change.target);
    else this.perTarget.set(change.target, left);
  }

  private restart(queue: PendingChange[]): void {
    this.queue = queue;
    this.head = 0;
    this.ordered = true;
    this.lastApplyAt = Number.NEGATIVE_INFINITY;
    for (const change of queue) {
      if (change.applyAt < this.lastApplyAt) this.ordered = false;
      else this.lastApplyAt = change.applyAt;
    }
  }

  isPending(target: string): boolean {
    return this.perTarget.has(target);
  }

  /** The changes not yet applied (for inspection). */
  view(): Array<{ target: string; value: number; applyAt: number }> {
    return this.queue.slice(this.head).map(({ target, value, applyAt }) => ({ target, value, applyAt }));
  }
}
