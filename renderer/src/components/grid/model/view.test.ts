// The rows the grid shows: filter and sort as pure functions of the rows.
import { describe, expect, it } from 'vitest';
import type { GridColumn, GridRow } from './types';
import { computeView, type RowFilter } from './view';

const columns: GridColumn[] = [
  { id: 'id', field: 'id', label: { en: 'Id', zh: '编号' }, kind: 'id' },
  { id: 'name', field: 'name', label: { en: 'Name', zh: '名称' }, kind: 'text' },
];
const rows: GridRow[] = [
  { id: 'a', values: { id: '123456789123456789', name: 'b2' } },
  { id: 'b', values: { id: '99', name: 'b10' } },
  { id: 'c', values: { id: '', name: 'A' } },
  { id: 'd', values: { id: '123456789123456788', name: '' } },
];
const noFilter: RowFilter = { text: '', failedOnly: false, statuses: undefined, keep: new Set() };

describe('computeView', () => {
  it('is the rows array itself with no filter and no sort', () => {
    expect(computeView(rows, columns, undefined, undefined)).toBe(rows);
  });

  it('sorts ids above 2^53 exactly, blanks last in both directions', () => {
    expect(computeView(rows, columns, { id: 'id', desc: false }, undefined).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(computeView(rows, columns, { id: 'id', desc: true }, undefined).map((r) => r.id)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('sorts text naturally (b2 before b10)', () => {
    expect(computeView(rows, columns, { id: 'name', desc: false }, undefined).map((r) => r.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('filters by text in any column, failed only, and keeps rows edited under the filter', () => {
    expect(computeView(rows, columns, undefined, { ...noFilter, text: 'B1' }).map((r) => r.id)).toEqual(['b']);
    const statuses = new Map([['c', { state: 'failed' as const, reason: 'x' }], ['a', { state: 'succeeded' as const }]]);
    expect(computeView(rows, columns, undefined, { ...noFilter, failedOnly: true, statuses }).map((r) => r.id)).toEqual(['c']);
    expect(computeView(rows, columns, undefined, { ...noFilter, failedOnly: true, statuses, keep: new Set(['d']) }).map((r) => r.id)).toEqual(['c', 'd']);
  });
});

describe('computeView with a pinned order', () => {
  it('keeps edited rows in place under a sort and puts new rows last', () => {
    const pinned = computeView(rows, columns, { id: 'name', desc: false }, undefined).map((r) => r.id);
    const edited = rows.map((r) => (r.id === 'c' ? { ...r, values: { ...r.values, name: 'zzz' } } : r));
    const withNew = [{ id: 'e', values: { id: '1', name: 'a' } }, ...edited];
    expect(computeView(withNew, columns, { id: 'name', desc: false }, undefined, pinned).map((r) => r.id)).toEqual(['c', 'a', 'b', 'd', 'e']);
    // Without the pin the edited row would move to the end of the sort.
    expect(computeView(withNew, columns, { id: 'name', desc: false }, undefined).map((r) => r.id)).toEqual(['e', 'a', 'b', 'c', 'd']);
  });
});
