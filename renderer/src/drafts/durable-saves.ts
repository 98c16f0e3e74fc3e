// The callers of a durable save (`saveDurably`) waiting for their content to reach the main side: each waits for
// the content version it saw (or a newer one) to be saved, and hears why not when a save cannot be made.
import { DraftNotSavedError } from './draft-state';

export class DurableSaves {
  /** The newest content version the main side holds. */
  private savedSeq = 0;
  private waiters: Array<{ seq: number; resolve: () => void; reject: (err: DraftNotSavedError) => void }> = [];

  /** True when the main side holds content version `seq` (or a newer one). */
  holds(seq: number): boolean {
    return this.savedSeq >= seq;
  }

  /** Resolves once content version `seq` is saved; rejects when a save fails first. */
  wait(seq: number): Promise<void> {
    return new Promise<void>((resolve, reject) => this.waiters.push({ seq, resolve, reject }));
  }

  /** Content version `seq` was saved: its waiters, and those of older versions, resolve. */
  saved(seq: number): void {
    this.savedSeq = Math.max(this.savedSeq, seq);
    this.waiters = this.waiters.filter((w) => {
      if (w.seq > this.savedSeq) return true;
      w.resolve();
      return false;
    });
  }

  /** No save is coming (`why`): every waiter is told. */
  failed(why: DraftNotSavedError['why']): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w.reject(new DraftNotSavedError(why));
  }
}
