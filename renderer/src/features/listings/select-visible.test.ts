// Defect 5 of issue 15: with 3 visible rows, one a collapsed parent of 2 variants, the header's tick armed
// "Un-pair 5 selected". It covers what is on screen only.
import { describe, expect, it } from 'vitest';
import { allVisibleSelected, pruneHidden, toggleVisible, visibleRowIds } from './select-visible';
import type { ChildRecord, ListingLine } from './types';

const rec = {} as ChildRecord;
const lines: ListingLine[] = [
  { rowId: 'p0', record: rec, depth: 0, children: [{ rowId: 'p0/c0', record: rec, depth: 1, children: [] }, { rowId: 'p0/c1', record: rec, depth: 1, children: [] }] },
  { rowId: 'p1', record: rec, depth: 0, children: [] },
  { rowId: 'p2', record: rec, depth: 0, children: [] },
];

describe('selecting what is on screen', () => {
  it('ticks the 3 visible rows, not the variants of a collapsed parent', () => {
    const visible = visibleRowIds(lines, {});
    expect(visible).toEqual(['p0', 'p1', 'p2']);
    const selection = toggleVisible(visible, true);
    expect(Object.keys(selection)).toEqual(['p0', 'p1', 'p2']);
    expect(allVisibleSelected(selection, visible)).toBe(true);
  });

  it('takes the variants in once their parent is expanded', () => {
    const visible = visibleRowIds(lines, { p0: true });
    expect(Object.keys(toggleVisible(visible, true))).toEqual(['p0', 'p0/c0', 'p0/c1', 'p1', 'p2']);
    expect(visibleRowIds(lines, true)).toHaveLength(5);
  });

  it('drops the ticks of variants a collapse hides', () => {
    const ticked = { p0: true, 'p0/c1': true, p2: true };
    expect(pruneHidden(ticked, visibleRowIds(lines, {}))).toEqual({ p0: true, p2: true });
    expect(pruneHidden(ticked, visibleRowIds(lines, { p0: true }))).toBe(ticked);
  });
});
