// Every edit is a patch addressed by row id: applying it to rows that were refetched or re-sorted since still
// lands on the same rows, which is what lets undo survive a refresh.
import type { GridRow } from './types';

export interface CellChange {
  readonly rowId: string;
  readonly col: string;
  readonly before: string;
  readonly after: string;
}

/** A row added or taken away, with its index in the data (not the view) when that happened. */
export interface RowPlacement {
  readonly row: GridRow;
  readonly index: number;
}

export interface RowPatch {
  readonly cells: readonly CellChange[];
  readonly inserted: readonly RowPlacement[];
  readonly removed: readonly RowPlacement[];
}

export function isEmptyPatch(p: RowPatch): boolean {
  return p.cells.length === 0 && p.inserted.length === 0 && p.removed.length === 0;
}

/** Applies removals, then insertions (ascending index), then cell changes; rows no longer present are skipped. */
export function applyPatch(rows: readonly GridRow[], patch: RowPatch): GridRow[] {
  let next: GridRow[] = rows as GridRow[];
  if (patch.removed.length > 0) {
    const gone = new Set(patch.removed.map((r) => r.row.id));
    next = next.filter((r) => !gone.has(r.id));
  }
  if (patch.inserted.length > 0) {
    next = next === rows ? rows.slice() : next;
    const present = new Set(next.map((r) => r.id));
    const sorted = [...patch.inserted].sort((a, b) => a.index - b.index);
    for (const { row, index } of sorted) {
      if (present.has(row.id)) continue;
      next.splice(Math.min(Math.max(index, 0), next.length), 0, row);
    }
  }
  if (patch.cells.length > 0) {
    next = next === rows ? rows.slice() : next;
    const byRow = new Map<string, CellChange[]>();
    for (const c of patch.cells) {
      const list = byRow.get(c.rowId);
      if (list) list.push(c);
      else byRow.set(c.rowId, [c]);
    }
    for (let i = 0; i < next.length && byRow.size > 0; i++) {
      const row = next[i]!;
      const changes = byRow.get(row.id);
      if (!changes) continue;
      const values: Record<string, string> = { ...row.values };
      for (const c of changes) values[c.col] = c.after;
      next[i] = { ...row, values };
      byRow.delete(row.id);
    }
  }
  return next === rows ? rows.slice() : next;
}

/** The patch that undoes `patch`. */
export function invertPatch(patch: RowPatch): RowPatch {
  return {
    cells: patch.cells.map((c) => ({ rowId: c.rowId, col: c.col, before: c.after, after: c.before })),
    inserted: patch.removed,
    removed: patch.inserted,
  };
}

/** Cell changes that really change something (typing the same text again is not a step). */
export function effectiveCells(cells: readonly CellChange[]): CellChange[] {
  return cells.filter((c) => c.before !== c.after);
}
