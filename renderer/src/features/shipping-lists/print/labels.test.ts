import { describe, expect, it } from 'vitest';
import { expandLabels, labelLines, labelValue, narrowCodes } from './labels';
import { goods, list } from './fixtures.test-support';

describe('goods labels', () => {
  const lines = labelLines([
    list('FH1', [goods(1, 'S-1', 'M-1', 48, [], { perBox: 24, boxes: 2 }), goods(2, 'S-2', '', 5, [])]),
  ]);

  it('print one label per box by default, with the pieces in a box', () => {
    expect(lines.map((l) => [l.listCode, l.defaultCopies, l.quantity])).toEqual([
      ['FH1', 2, 24],
      ['FH1', 1, 5],
    ]);
    expect(expandLabels(lines, {}, 'msku').map((l) => l.value)).toEqual(['M-1', 'M-1', 'S-2']);
  });

  it('print the copies the user chose, none for 0, and the SKU when asked', () => {
    const key = lines[0]?.key ?? '';
    expect(expandLabels(lines, { [key]: 3, [lines[1]?.key ?? '']: 0 }, 'sku').map((l) => l.value)).toEqual(['S-1', 'S-1', 'S-1']);
  });

  it('fall back to the other code when the chosen one is missing', () => {
    expect(labelValue({ sku: 'S-2', msku: '' }, 'msku')).toBe('S-2');
    expect(labelValue({ sku: null, msku: 'M-1' }, 'sku')).toBe('M-1');
  });

  it('count the labels whose code is too long for a readable barcode, and name the smallest size that fits', () => {
    const long = 'M-'.padEnd(40, 'X1');
    const tooLong = 'M-'.padEnd(90, 'X1');
    const these = labelLines([list('FH2', [goods(1, 'S', long, 2, [], { boxes: 3 }), goods(2, 'S2', 'M-2', 1, [])])]);
    const labels = expandLabels(these, {}, 'msku');
    expect(narrowCodes(labels, '50x30')).toMatchObject({ labels: 3, fits: '100x30' });
    expect(narrowCodes(labels, '100x30')).toBeNull();
    const hopeless = expandLabels(labelLines([list('FH3', [goods(1, 'S', tooLong, 1, [])])]), {}, 'msku');
    expect(narrowCodes(hopeless, '50x30')).toMatchObject({ labels: 1, fits: null });
  });
});
