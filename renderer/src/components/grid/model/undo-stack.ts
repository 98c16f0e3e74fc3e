// Undo history of patches: one user action (a typed cell, a paste, a fill) is one entry, however many cells
// it touched. A new action after undoing drops the redo branch, as every editor does.

export class UndoStack<T> {
  private readonly done: T[] = [];
  private undone: T[] = [];

  constructor(private readonly limit = 200) {}

  push(step: T): void {
    this.done.push(step);
    if (this.done.length > this.limit) this.done.shift();
    this.undone = [];
  }

  /** The step to revert, moved to the redo side; undefined when there is nothing to undo. */
  undo(): T | undefined {
    const step = this.done.pop();
    if (step !== undefined) this.undone.push(step);
    return step;
  }

  /** The step to apply again, moved back to the undo side. */
  redo(): T | undefined {
    const step = this.undone.pop();
    if (step !== undefined) this.done.push(step);
    return step;
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  clear(): void {
    this.done.length = 0;
    this.undone = [];
  }
}
