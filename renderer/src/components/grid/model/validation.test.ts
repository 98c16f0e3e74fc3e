// The grid's validation is the catalogue's row validation, mapped onto cells.
import { describe, expect, it } from 'vitest';
import type { GridColumn, GridRow } from './types';
import { GridValidator, rowToInput } from './validation';

const columns: GridColumn[] = [
  { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text' },
  { id: 'wh', field: 'warehouse_id', label: { en: 'Warehouse', zh: '仓库' }, kind: 'text' },
  { id: 'qty', field: 'quantity', label: { en: 'Quantity', zh: '数量' }, kind: 'integer' },
];
const row = (id: string, msku: string, qty: string, wh = ''): GridRow => ({ id, values: { msku, qty, wh } });

describe('GridValidator', () => {
  const v = new GridValidator({ operation: 'videoxStock', common: { store_id: '1' }, columns, locale: 'en' });

  it('puts the schema\'s reasons on the cells whose field they name', () => {
    const result = v.validate([row('r1', 'A', '3'), row('r2', '', '-1')]);
    expect(result.byRow.has('r1')).toBe(false);
    const r2 = result.byRow.get('r2')!;
    expect(r2.cells.get('msku')).toEqual({ kind: 'schema', text: 'is required', path: 'msku_id', code: 'required', values: {} });
    expect(r2.cells.get('qty')).toEqual({ kind: 'schema', text: 'must be an integer >= 0', path: 'quantity', code: 'intMin', values: { min: 0 } });
    expect(result.total).toBe(2);
  });

  it('a number that does not parse is reported with its own reason, the raw text kept', () => {
    const r = v.validate([row('r1', 'A', '1.5'), row('r2', 'B', '1,2')]);
    expect(r.byRow.get('r1')!.cells.get('qty')).toEqual({ kind: 'number', problem: 'notWhole' });
    expect(r.byRow.get('r2')!.cells.get('qty')).toEqual({ kind: 'number', problem: 'badGrouping' });
  });

  it('a second row for the same item is refused, as the runner refuses it', () => {
    const r = v.validate([row('r1', 'A', '1', 'W1'), row('r2', 'A', '2', 'W2'), row('r3', 'A', '3', 'W1')]);
    expect(r.byRow.has('r2')).toBe(false);
    expect(r.byRow.get('r3')!.row).toEqual([{ kind: 'duplicate', firstRow: 1 }]);
  });

  it('reports errors in the common fields separately (the screen shows them at its form)', () => {
    const bad = new GridValidator({ operation: 'videoxStock', common: { store_id: 'shop-1' }, columns, locale: 'en' });
    expect(bad.validate([row('r1', 'A', '3')]).common).toEqual([{ path: 'store_id', message: 'must be a whole-number id (digits only)', code: 'id', values: {} }]);
    expect(v.validate([row('r1', 'A', '3')]).common).toEqual([]);
  });

  it('blank rows are not checked', () => {
    expect(v.validate([row('r1', '', '')]).total).toBe(0);
  });

  it('re-checks only rows whose values changed', () => {
    const rows = [row('r1', '', '1')];
    const first = v.check(rows[0]!.values);
    expect(v.check(rows[0]!.values)).toBe(first);
    expect(v.check({ ...rows[0]!.values })).not.toBe(first);
  });

  it('an id list\'s column is the item itself', () => {
    const ids: GridColumn[] = [{ id: 'id', field: '', label: { en: 'Order id', zh: '订单号' }, kind: 'id' }];
    expect(rowToInput({ id: '123456789123456789' }, ids)).toBe('123456789123456789');
    const picking = new GridValidator({ operation: 'picking', columns: ids, locale: 'en' });
    expect(picking.validate([{ id: 'x', values: { id: 'abc' } }]).byRow.get('x')!.cells.get('id')).toEqual({ kind: 'number', problem: 'notANumber' });
  });
});
