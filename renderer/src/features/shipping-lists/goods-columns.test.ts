import { describe, expect, it } from 'vitest';
import { EXTRA_COLUMNS, loadExtraColumns, orderColumns, saveExtraColumns, storageKey } from './goods-columns';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('the goods table’s added columns', () => {
  it('are remembered per profile, in the chooser’s order', () => {
    const s = memoryStorage();
    saveExtraColumns('p1', orderColumns(['cgPrice', 'cargoCode']), s);
    expect(loadExtraColumns('p1', s)).toEqual(['cargoCode', 'cgPrice']);
    expect(loadExtraColumns('p2', s)).toEqual([]);
    expect(loadExtraColumns(null, s)).toEqual([]);
  });

  it('drop unknown, repeated and damaged entries', () => {
    const s = memoryStorage();
    s.setItem(storageKey('p1'), JSON.stringify(['specId', 'nope', 'specId', 3]));
    expect(loadExtraColumns('p1', s)).toEqual(['specId']);
    s.setItem(storageKey('p1'), '{not json');
    expect(loadExtraColumns('p1', s)).toEqual([]);
    s.setItem(storageKey('p1'), JSON.stringify({ specId: true }));
    expect(loadExtraColumns('p1', s)).toEqual([]);
  });

  it('offer the §2.3 goods-line fields the default columns leave out, each once', () => {
    const fields = EXTRA_COLUMNS.map((c) => c.field);
    expect(new Set(fields).size).toBe(fields.length);
    for (const f of ['cargoCode', 'articleNumbering', 'goodId', 'specId', 'taxAmount', 'cgPrice', 'boxNetWeight']) expect(fields).toContain(f);
  });
});
