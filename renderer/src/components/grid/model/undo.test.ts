// Undo and redo by row identity: a paste is one step, and undoing it still lands on the right rows after a
// re-sort or a refetch that replaced every row object.
import { describe, expect, it } from 'vitest';
import { indexRows, planPaste, planDeleteRows, type EditContext } from './edits';
import { applyPatch, invertPatch, type RowPatch } from './patch';
import type { GridColumn, GridRow } from './types';
import { UndoStack } from './undo-stack';

const columns: GridColumn[] = [
  { id: 'sku', field: 'msku_id', label: { en: 'SKU', zh: 'SKU' }, kind: 'text' },
  { id: 'qty', field: 'quantity', label: { en: 'Qty', zh: '数量' }, kind: 'integer' },
];
const rows: GridRow[] = [
  { id: 'a', values: { sku: 'A', qty: '1' } },
  { id: 'b', values: { sku: 'B', qty: '2' } },
  { id: 'c', values: { sku: 'C', qty: '3' } },
];

function ctx(data: GridRow[], view = data): EditContext {
  let n = 0;
  return { index: indexRows(data), view, columns, locale: 'en', newId: () => `new-${++n}` };
}

describe('UndoStack', () => {
  it('undoes and redoes in order, and a new step drops the redo branch', () => {
    const s = new UndoStack<number>();
    s.push(1);
    s.push(2);
    expect(s.undo()).toBe(2);
    expect(s.canRedo).toBe(true);
    expect(s.redo()).toBe(2);
    expect(s.undo()).toBe(2);
    s.push(3);
    expect(s.canRedo).toBe(false);
    expect(s.undo()).toBe(3);
    expect(s.undo()).toBe(1);
    expect(s.undo()).toBeUndefined();
  });

  it('forgets the oldest steps past its limit', () => {
    const s = new UndoStack<number>(2);
    [1, 2, 3].forEach((n) => s.push(n));
    expect([s.undo(), s.undo(), s.undo()]).toEqual([3, 2, undefined]);
  });
});

describe('patches by row id', () => {
  it('a paste that grows the grid is one step; undo removes the added rows and restores the cells', () => {
    const plan = planPaste(ctx(rows), { top: 1, left: 0, bottom: 1, right: 0 }, [['X', '10'], ['Y', '20'], ['Z', '30']]);
    expect(plan.rowsAdded).toBe(1);
    const after = applyPatch(rows, plan.patch);
    expect(after.map((r) => r.values)).toEqual([
      { sku: 'A', qty: '1' },
      { sku: 'X', qty: '10' },
      { sku: 'Y', qty: '20' },
      { sku: 'Z', qty: '30' },
    ]);
    expect(applyPatch(after, invertPatch(plan.patch))).toEqual(rows);
  });

  it('undo after a re-sort and a refetch (new row objects, new order) restores the same rows', () => {
    const plan = planPaste(ctx(rows), { top: 0, left: 1, bottom: 0, right: 1 }, [['7'], ['8']]);
    const edited = applyPatch(rows, plan.patch);
    // The server sends the rows back in another order, as fresh objects.
    const refetched = [...edited].reverse().map((r) => ({ id: r.id, values: { ...r.values } }));
    const undone = applyPatch(refetched, invertPatch(plan.patch));
    expect(undone.map((r) => [r.id, r.values.qty])).toEqual([
      ['c', '3'],
      ['b', '2'],
      ['a', '1'],
    ]);
  });

  it('deleted rows come back at their places', () => {
    const plan = planDeleteRows(ctx(rows), { top: 0, left: 0, bottom: 1, right: 1 });
    const after = applyPatch(rows, plan.patch);
    expect(after.map((r) => r.id)).toEqual(['c']);
    expect(applyPatch(after, invertPatch(plan.patch)).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('rows gone since (deleted elsewhere) are skipped, not recreated by a cell change', () => {
    const patch: RowPatch = { cells: [{ rowId: 'gone', col: 'sku', before: '', after: 'x' }], inserted: [], removed: [] };
    expect(applyPatch(rows, patch)).toEqual(rows);
  });
});
