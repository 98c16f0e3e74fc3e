// Paste, fill, clear and row edits planned over the view: hidden rows skipped, numbers normalised, one patch.
import { describe, expect, it } from 'vitest';
import { indexRows, planClear, planFill, planInsertRow, planPaste, readMatrix, type EditContext } from './edits';
import { issueText } from './issue-text';
import { applyPatch } from './patch';
import type { GridColumn, GridRow } from './types';

const columns: GridColumn[] = [
  { id: 'sku', field: 'msku_id', label: { en: 'SKU', zh: 'SKU' }, kind: 'text' },
  { id: 'qty', field: 'quantity', label: { en: 'Qty', zh: '数量' }, kind: 'integer' },
];
const rows: GridRow[] = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, values: { sku: id.toUpperCase(), qty: String(i) } }));
function ctx(view = rows): EditContext {
  let n = 0;
  return { index: indexRows(rows), view, columns, locale: 'zh-CN', newId: () => `n${++n}` };
}
const values = (list: GridRow[]) => list.map((r) => `${r.values.sku}:${r.values.qty}`);

describe('planPaste', () => {
  it('normalises numbers as pasted (full-width, grouping) and reports columns that did not fit', () => {
    const plan = planPaste(ctx(), { top: 0, left: 1, bottom: 0, right: 1 }, [['１，２００', 'extra'], ['7', 'more']]);
    expect(values(applyPatch(rows, plan.patch)).slice(0, 2)).toEqual(['A:1200', 'B:7']);
    expect(plan.columnsDropped).toBe(1);
  });

  it('skips rows the view does not show (a filter) and fills one value over a whole selection', () => {
    const view = [rows[0]!, rows[2]!, rows[4]!];
    const plan = planPaste(ctx(view), { top: 0, left: 1, bottom: 2, right: 1 }, [['9']]);
    expect(values(applyPatch(rows, plan.patch))).toEqual(['A:9', 'B:1', 'C:9', 'D:3', 'E:9']);
  });
});

describe('planFill', () => {
  it('repeats the source rows down to the target', () => {
    const plan = planFill(ctx(), { top: 0, left: 1, bottom: 1, right: 1 }, 4);
    expect(values(applyPatch(rows, plan.patch))).toEqual(['A:0', 'B:1', 'C:0', 'D:1', 'E:0']);
  });

  it('Ctrl+D on a range copies its first row down; on one cell, the cell above', () => {
    expect(values(applyPatch(rows, planFill(ctx(), { top: 1, left: 0, bottom: 3, right: 1 }, 3).patch))).toEqual(['A:0', 'B:1', 'B:1', 'B:1', 'E:4']);
    expect(values(applyPatch(rows, planFill(ctx(), { top: 2, left: 0, bottom: 2, right: 0 }, 2).patch))).toEqual(['A:0', 'B:1', 'B:2', 'D:3', 'E:4']);
    expect(planFill(ctx(), { top: 0, left: 0, bottom: 0, right: 0 }, 0).patch.cells).toEqual([]);
  });
});

describe('planClear, planInsertRow, readMatrix', () => {
  it('clears a rectangle, inserts a blank row above the active one, reads the view as text', () => {
    expect(values(applyPatch(rows, planClear(ctx(), { top: 0, left: 0, bottom: 1, right: 1 }).patch)).slice(0, 2)).toEqual([':', ':']);
    const inserted = applyPatch(rows, planInsertRow(ctx(), 2).patch);
    expect(inserted.map((r) => r.id)).toEqual(['a', 'b', 'n1', 'c', 'd', 'e']);
    expect(readMatrix(ctx(), { top: 3, left: 0, bottom: 4, right: 1 })).toEqual([
      ['D', '3'],
      ['E', '4'],
    ]);
  });
});

describe('issueText', () => {
  it('words the catalogue\'s issues by their code and keeps a text without one as written, with its field', () => {
    expect(issueText({ kind: 'schema', text: 'must be an integer >= 0', path: 'quantity', code: 'intMin', values: { min: 0 } })).toEqual({ id: 'issue.intMin', values: { min: 0 } });
    expect(issueText({ kind: 'schema', text: 'must be 1 to 100 characters', path: 'name', code: 'rangeChars', values: { min: 1, max: 100 } })).toEqual({ id: 'issue.rangeChars', values: { min: 1, max: 100 } });
    expect(issueText({ kind: 'schema', text: 'Invalid input', path: 'queue_type', code: 'other', values: { text: 'Invalid input' } })).toEqual({ id: 'grid.issue.other', values: { text: 'queue_type: Invalid input' } });
    expect(issueText({ kind: 'number', problem: 'notWhole' })).toEqual({ id: 'issue.notWhole', values: {} });
    expect(issueText({ kind: 'duplicate', firstRow: 3 })).toEqual({ id: 'grid.issue.duplicate', values: { row: 3 } });
  });
});
