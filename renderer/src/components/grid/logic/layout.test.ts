// The status column takes the room the data columns leave in the grid's box: a row's reason is its longest text,
// so it reads whole where the box allows it; where the columns already fill the box, it keeps its own width.
import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../model/types';
import { ROW_HEADER_WIDTH, STATUS_WIDTH, statusWidthIn, totalWidth } from './layout';

const columns: GridColumn[] = [
  { id: 'a', field: 'a', label: { en: 'A', zh: 'A' }, kind: 'text', width: 200 },
  { id: 'b', field: 'b', label: { en: 'B', zh: 'B' }, kind: 'text', width: 100 },
];

describe('the status column', () => {
  it('takes the room the columns leave, so the rows fill the box exactly', () => {
    const box = 1000;
    const width = statusWidthIn(columns, box);
    expect(width).toBe(box - ROW_HEADER_WIDTH - 300);
    expect(totalWidth(columns, width)).toBe(box);
  });

  it('keeps its own width when the columns fill the box, or before the box is laid out', () => {
    expect(statusWidthIn(columns, ROW_HEADER_WIDTH + 300 + STATUS_WIDTH - 40)).toBe(STATUS_WIDTH);
    expect(statusWidthIn(columns, undefined)).toBe(STATUS_WIDTH);
  });

  it('never leaves a fraction of a pixel over the box', () => {
    expect(totalWidth(columns, statusWidthIn(columns, 1000.6))).toBeLessThanOrEqual(1000.6);
  });
});
