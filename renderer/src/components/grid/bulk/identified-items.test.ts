// The rows a bulk screen judges for sending: checked at once while few are new to the validator; many never
// checked (a big draft just back, an import) wait for the grid's background validation instead of one long task.
import { describe, expect, it } from 'vitest';
import { GridValidator } from '../model/validation';
import type { GridColumn, GridRow } from '../model/types';
import { ITEMS_AT_ONCE, identifiedItems } from './identified-items';

const columns: GridColumn[] = [
  { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU id' }, kind: 'text' },
  { id: 'qty', field: 'quantity', label: { en: 'Quantity', zh: '数量' }, kind: 'text' },
];
const validator = () => new GridValidator({ operation: 'videoxStock', common: { store_id: '114536789491415026' }, columns, locale: 'en' });
const rows = (n: number): GridRow[] => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, values: { msku: `M-${i}`, qty: String(i % 50) } }));

describe('the items of a bulk grid', () => {
  it('are the rows, each with its identity, while few rows are new to the validator', () => {
    const items = identifiedItems(rows(3), columns, validator(), false);
    expect(items?.map((i) => i.id)).toEqual(['r0', 'r1', 'r2']);
    expect(items?.every((i) => i.identity !== null)).toBe(true);
  });

  it('wait (null) while too many rows were never checked and the grid’s validation is not done', () => {
    expect(identifiedItems(rows(ITEMS_AT_ONCE), columns, validator(), false)).toBeNull();
  });

  it('come once the grid’s validation is done, or once its slices have checked the rows', () => {
    const many = rows(ITEMS_AT_ONCE);
    expect(identifiedItems(many, columns, validator(), true)).toHaveLength(ITEMS_AT_ONCE);
    const v = validator();
    for (const r of many) v.check(r.values);
    expect(identifiedItems(many, columns, v, false)).toHaveLength(ITEMS_AT_ONCE);
  });

  it('keep each row\'s item while its values are the same object, and the list itself when no item changed', () => {
    const v = validator();
    const before = rows(4);
    const first = identifiedItems(before, columns, v, true);
    // A push gave two rows their sent originals: new row objects, the same values.
    const pushed = before.map((r, i) => (i % 2 === 0 ? { ...r, original: { ...r.values } } : r));
    expect(identifiedItems(pushed, columns, v, true, first ?? undefined)).toBe(first);
    // An edit: that row's item is new, the others are the same objects.
    const edited = pushed.map((r, i) => (i === 1 ? { ...r, values: { ...r.values, qty: '9' } } : r));
    const next = identifiedItems(edited, columns, v, true, first ?? undefined);
    expect(next).not.toBe(first);
    expect(next?.[0]).toBe(first?.[0]);
    expect(next?.[1]?.values.qty).toBe('9');
  });
});
