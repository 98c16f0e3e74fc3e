// The footer's changed-cell count kept by change equals a recount of every row after every step: edits, rows
// added and removed, originals set (a job's push), the columns changed.
import { describe, expect, it } from 'vitest';
import { DirtyCount, dirtyCellsOf } from './dirty-count';
import type { GridColumn, GridRow } from './types';

const col = (id: string): GridColumn => ({ id, field: id, label: { en: id, zh: id }, kind: 'text' });
const COLUMNS = [col('a'), col('b'), col('c')];

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const recount = (rows: readonly GridRow[], columns: readonly GridColumn[]) => rows.reduce((n, r) => n + dirtyCellsOf(r, columns), 0);

describe('the changed cells of a grid, counted by change', () => {
  it('equal a full recount after every step of a seeded run', () => {
    const rnd = random(6);
    const text = () => (rnd() < 0.3 ? '' : String(Math.floor(rnd() * 4)));
    const values = () => ({ a: text(), b: text(), c: text() });
    const loaded = (i: number): GridRow => {
      const v = values();
      return { id: `r${i}`, values: v, original: v };
    };
    let rows: GridRow[] = Array.from({ length: 40 }, (_, i) => (rnd() < 0.5 ? loaded(i) : { id: `r${i}`, values: values() }));
    let columns: readonly GridColumn[] = COLUMNS;
    const counter = new DirtyCount();
    let next = 100;
    for (let step = 0; step < 400; step++) {
      const roll = rnd();
      const at = Math.floor(rnd() * rows.length);
      if (roll < 0.35 && rows[at]) {
        // An edit of one cell.
        const r = rows[at];
        rows = rows.map((x, i) => (i === at ? { ...r, values: { ...r.values, [['a', 'b', 'c'][Math.floor(rnd() * 3)]!]: text() } } : x));
      } else if (roll < 0.6) {
        // A push: some rows get the values they were sent with as their original.
        rows = rows.map((r) => (rnd() < 0.1 ? { ...r, original: rnd() < 0.5 ? values() : r.values } : r));
      } else if (roll < 0.75) {
        rows = [...rows.slice(0, at), { id: `r${next++}`, values: values() }, ...rows.slice(at)];
      } else if (roll < 0.9) {
        rows = rows.filter((_, i) => i !== at);
      } else if (roll < 0.95) {
        columns = rnd() < 0.5 ? COLUMNS : COLUMNS.slice(0, 2);
      }
      // Sometimes nothing changed at all: the same rows counted again.
      expect(counter.count(rows, columns)).toBe(recount(rows, columns));
    }
  });

  it('counts no cell of a row as loaded, and every filled cell of a row added', () => {
    const v = { a: '1', b: '', c: '3' };
    expect(dirtyCellsOf({ id: 'x', values: v, original: v }, COLUMNS)).toBe(0);
    expect(dirtyCellsOf({ id: 'y', values: v }, COLUMNS)).toBe(2);
    expect(dirtyCellsOf({ id: 'z', values: v, original: { a: '1', b: '2', c: '4' } }, COLUMNS)).toBe(2);
  });
});
