import { describe, expect, it } from 'vitest';
import { buildPickSheet } from './pick-sheet';
import { goods, list } from './fixtures.test-support';

describe('the pick sheet of a wave', () => {
  it('puts the goods of every list in bin order, A-2 before A-10, and the goods no bin covers last', () => {
    const sheet = buildPickSheet([
      list('FH1', [goods(1, 'S-3', 'M-3', 5, [['B-01-01', 5]]), goods(2, 'S-1', 'M-1', 4, [])]),
      list('FH2', [goods(3, 'S-2', 'M-2', 7, [['A-10-01', 7]]), goods(4, 'S-4', 'M-4', 2, [['A-02-03', 2]])]),
    ]);
    expect(sheet.rows.map((r) => [r.bin, r.sku, r.quantity])).toEqual([
      ['A-02-03', 'S-4', 2],
      ['A-10-01', 'S-2', 7],
      ['B-01-01', 'S-3', 5],
      [null, 'S-1', 4],
    ]);
    expect(sheet.listCodes).toEqual(['FH1', 'FH2']);
  });

  it('adds up the same goods at the same bin across lists, and names each list it serves', () => {
    const sheet = buildPickSheet([
      list('FH1', [goods(1, 'S-1', 'M-1', 48, [['A-01-01', 48]], { perBox: 24, boxes: 2 })]),
      list('FH2', [goods(2, 'S-1', 'M-1', 24, [['A-01-01', 24]], { perBox: 24, boxes: 1 })]),
      list('FH3', [goods(3, 'S-1', 'M-9', 5, [['A-01-01', 5]])]),
    ]);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[0]).toMatchObject({ bin: 'A-01-01', msku: 'M-1', quantity: 72, boxes: 3, lists: ['FH1', 'FH2'] });
    // Another MSKU of the same SKU is another label and another row.
    expect(sheet.rows[1]).toMatchObject({ msku: 'M-9', quantity: 5, lists: ['FH3'] });
    expect(sheet.totals).toEqual({ lines: 2, quantity: 77, boxes: 3 });
  });

  it('takes from each bin what was entered there and lists what the bins leave uncovered without a bin', () => {
    const sheet = buildPickSheet([list('FH1', [goods(1, 'S-1', 'M-1', 100, [['C-01-01', 60], ['A-01-01', 30], ['B-01-01', 0]], { perBox: 25, boxes: 4 })])]);
    expect(sheet.rows.map((r) => [r.bin, r.quantity, r.boxes])).toEqual([
      ['A-01-01', 30, 2],
      ['C-01-01', 60, 3],
      [null, 10, 1],
    ]);
    // The bin with stock but nothing entered is named as somewhere else to look.
    expect(sheet.rows[0]?.otherBins).toEqual(['B-01-01']);
    expect(sheet.totals.quantity).toBe(100);
  });

  it('names each warehouse once', () => {
    const sheet = buildPickSheet([list('FH1', [], 3002), list('FH2', [], 3002), list('FH3', [], 3005)]);
    expect(sheet.warehouses).toEqual(['3002', '3005']);
    expect(sheet.rows).toEqual([]);
  });
});
