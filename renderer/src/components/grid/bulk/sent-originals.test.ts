// A grid row's original is what its item was last sent with: set from the plan's entry, made again only when the
// entry's sent values or the columns are others, and the same rows array when nothing changed.
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../../../shared/ipc';
import { PlanMemo, planSend } from '../../../jobs/send-plan';
import type { GridColumn, GridRow } from '../model/types';
import { withSentOriginals } from './sent-originals';

const columns: GridColumn[] = [
  { id: 'sku', field: 'msku_id', label: { en: 'MSKU', zh: 'MSKU' }, kind: 'text' },
  { id: 'qty', field: 'quantity', label: { en: 'Quantity', zh: '数量' }, kind: 'text' },
];
const row = (id: string, qty: string): GridRow => ({ id, values: { sku: `M-${id}`, qty } });
const entry = (rowKey: string, quantity: string): LedgerEntry => ({
  jobId: 'j1', rowKey, status: 'succeeded', values: `q=${quantity}`, item: null, sent: { quantity }, sentAt: 'x', createdAt: 'x', reason: null, code: null, category: null, resolvedBy: null,
});

function planOf(rows: GridRow[], entries: Map<string, LedgerEntry>, memo = new PlanMemo()) {
  const items = rows.map((r) => ({ id: r.id, values: r.values, identity: { key: r.id, values: `q=${r.values.qty}` } }));
  return planSend({ items, entryOf: (k) => entries.get(k) ?? null, jobStateOf: () => 'finished', editedInPlace: true }, memo);
}

describe('rows with their sent originals', () => {
  it('shows a cell edited since it was sent as changed, and a row sent as it stands as unchanged', () => {
    const rows = [row('a', '7'), row('b', '3')];
    const entries = new Map([['a', entry('a', '5')], ['b', entry('b', '3')]]);
    const next = withSentOriginals(rows, planOf(rows, entries), columns);
    expect(next[0]?.original).toEqual({ sku: 'M-a', qty: '5' });
    expect(next[1]?.original).toEqual({ sku: 'M-b', qty: '3' });
  });

  it('gives back the same array when no row’s original changes', () => {
    const rows = [row('a', '7')];
    const entries = new Map([['a', entry('a', '5')]]);
    const once = withSentOriginals(rows, planOf(rows, entries), columns);
    expect(withSentOriginals(once, planOf(once, entries), columns)).toBe(once);
  });

  it('makes the original again when the item is sent again with other values, though the row is the same object', () => {
    const rows = [row('a', '7')];
    const entries = new Map([['a', entry('a', '5')]]);
    const memo = new PlanMemo();
    const once = withSentOriginals(rows, planOf(rows, entries, memo), columns);
    entries.set('a', entry('a', '7'));
    const twice = withSentOriginals(once, planOf(once, entries, memo), columns);
    expect(twice).not.toBe(once);
    expect(twice[0]?.original).toEqual({ sku: 'M-a', qty: '7' });
  });

  it('makes the original again under other columns', () => {
    const rows = [row('a', '7')];
    const entries = new Map([['a', entry('a', '5')]]);
    const once = withSentOriginals(rows, planOf(rows, entries), columns);
    const renamed: GridColumn[] = [columns[0] as GridColumn, { ...(columns[1] as GridColumn), id: 'amount' }];
    const twice = withSentOriginals(once, planOf(once, entries), renamed);
    expect(twice[0]?.original).toEqual({ sku: 'M-a', qty: '7', amount: '5' });
  });
});
