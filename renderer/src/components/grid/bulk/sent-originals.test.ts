// A grid row's original is what its item was last sent with: set from the plan's entry, made again only when the
// entry's sent values or the columns are others, and the same rows array when nothing changed.
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../../../shared/ipc';
import { PlanMemo, planSend } from '../../../jobs/send-plan';
import type { GridColumn, GridRow } from '../model/types';
import { SentOriginals, withSentOriginals } from './sent-originals';

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

  it('kept across plans, looks only at the rows a push judged again, and is what a pass over every row gives', () => {
    let seed = 8;
    const rnd = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    let rows = Array.from({ length: 30 }, (_, i) => row(`r${i}`, String(i % 4)));
    const entries = new Map<string, LedgerEntry>();
    const memo = new PlanMemo();
    const kept = new SentOriginals();
    let next = 100;
    let items = rows.map((r) => ({ id: r.id, values: r.values, identity: { key: r.id, values: `q=${r.values.qty}` } }));
    for (let step = 0; step < 300; step++) {
      const roll = rnd();
      if (roll < 0.6) {
        // A push: a few rows sent, with their values now or others.
        for (let n = 0; n < 3; n++) {
          const r = rows[Math.floor(rnd() * rows.length)];
          if (r) entries.set(r.id, entry(r.id, rnd() < 0.5 ? (r.values.qty ?? '') : String(Math.floor(rnd() * 4))));
        }
      } else if (roll < 0.8) {
        // An edit of one row's quantity.
        const at = Math.floor(rnd() * rows.length);
        rows = rows.map((r, i) => (i === at ? { ...r, values: { ...r.values, qty: String(Math.floor(rnd() * 4)) } } : r));
      } else if (roll < 0.9) {
        rows = [...rows, row(`r${next++}`, '1')];
      }
      // The items follow what was typed (identified-items.ts): the same list while a push only sets originals.
      if (roll >= 0.6) items = rows.map((r) => ({ id: r.id, values: r.values, identity: { key: r.id, values: `q=${r.values.qty}` } }));
      const plan = planSend({ items, entryOf: (k) => entries.get(k) ?? null, jobStateOf: () => 'finished', editedInPlace: true }, memo);
      if (roll < 0.6 && step > 0) expect(plan.revision?.rejudged).not.toBeNull();
      const fresh = withSentOriginals(rows, plan, columns);
      rows = kept.apply(rows, plan, columns);
      expect(rows.map((r) => [r.id, r.values, r.original])).toEqual(fresh.map((r) => [r.id, r.values, r.original]));
    }
  });
});
