// Walking the errors of a big sheet in the order the user sees it.
import { describe, expect, it } from 'vitest';
import { errorCells, errorKeyDirection, nextErrorCell } from './error-nav';
import type { GridColumn, GridRow } from '../model/types';
import type { GridValidation, IssueMessage } from '../model/validation';

const columns: GridColumn[] = ['a', 'b', 'c'].map((id) => ({ id, field: id, label: { en: id, zh: id }, kind: 'text' }));
const rows: GridRow[] = ['r1', 'r2', 'r3', 'r4'].map((id) => ({ id, values: {} }));
const bad: IssueMessage = { kind: 'number', problem: 'notANumber' };
const byRow: GridValidation['byRow'] = new Map([
  ['r2', { cells: new Map([['c', bad], ['b', bad]]), row: [], count: 2 }],
  ['r4', { cells: new Map(), row: [{ kind: 'duplicate', firstRow: 1 }], count: 1 }],
]);

describe('error navigation', () => {
  it('lists error cells in view order (columns left to right; a duplicate on the row\'s first cell)', () => {
    expect(errorCells(rows, columns, byRow)).toEqual([{ row: 1, col: 1 }, { row: 1, col: 2 }, { row: 3, col: 0 }]);
    // Sorted the other way round, the walk follows what the user sees.
    expect(errorCells([...rows].reverse(), columns, byRow)).toEqual([{ row: 0, col: 0 }, { row: 2, col: 1 }, { row: 2, col: 2 }]);
  });

  it('goes to the next error after the active cell, wraps around, and walks back', () => {
    const cells = errorCells(rows, columns, byRow);
    expect(nextErrorCell(cells, { row: 0, col: 0 })).toEqual({ row: 1, col: 1 });
    expect(nextErrorCell(cells, { row: 1, col: 1 })).toEqual({ row: 1, col: 2 });
    expect(nextErrorCell(cells, { row: 3, col: 0 })).toEqual({ row: 1, col: 1 });
    expect(nextErrorCell(cells, { row: 1, col: 1 }, true)).toEqual({ row: 3, col: 0 });
    expect(nextErrorCell([], { row: 0, col: 0 })).toBeNull();
  });

  it('F8 and Ctrl+. go forward, with Shift back', () => {
    const key = (key: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}) => errorKeyDirection({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });
    expect(key('F8')).toBe('next');
    expect(key('F8', { shiftKey: true })).toBe('previous');
    expect(key('.', { ctrlKey: true })).toBe('next');
    expect(key('.')).toBeNull();
  });
});
