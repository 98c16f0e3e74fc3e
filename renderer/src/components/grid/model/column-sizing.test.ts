// Column widths: fit to the widest text, the keyboard's step, the bounds, and what a screen remembers.
import { describe, expect, it } from 'vitest';
import { CELL_CHROME, HEADER_CHROME, WIDTH_STEP, estimatedWidth, fitWidth, growToBox, loadWidths, saveWidths, shrinkToBox, stepWidth, valuesToMeasure } from './column-sizing';

// A measurer the test controls: 7 px a Latin character, 13 px a CJK one.
const measure = (text: string) => [...text].reduce((w, ch) => w + (estimatedWidth(ch) === 2 ? 13 : 7), 0);
const bounds = { min: 48, max: 640 };

describe('fitWidth', () => {
  it('is the widest value with the cell padding, when it is wider than the header', () => {
    expect(fitWidth('SKU', ['A1', 'ABCDEFGHIJ', 'ABC'], measure, bounds)).toBe(10 * 7 + CELL_CHROME);
  });

  it('is the header with its sort mark and handle, when no value is wider', () => {
    expect(fitWidth('Warehouse', ['1', '22'], measure, bounds)).toBe(9 * 7 + HEADER_CHROME);
  });

  it('measures every row of the model, not only those on screen', () => {
    const values = Array.from({ length: 50_000 }, (_, i) => (i === 49_999 ? 'x'.repeat(40) : 'short'));
    expect(fitWidth('N', values, measure, bounds)).toBe(40 * 7 + CELL_CHROME);
  });

  it('finds a wide CJK value among many Latin ones of more characters', () => {
    const values = [...Array.from({ length: 5000 }, (_, i) => `item-${i}-abc`), '仓库货架十二号位'];
    expect(fitWidth('N', values, measure, bounds)).toBe(Math.max(8 * 13, 'item-4999-abc'.length * 7) + CELL_CHROME);
  });

  it('fits the widest line of a multi-line value', () => {
    expect(fitWidth('N', ['ab\nabcdefghijkl\nabc'], measure, bounds)).toBe(12 * 7 + CELL_CHROME);
  });

  it('stays within the column bounds', () => {
    expect(fitWidth('N', ['x'.repeat(500)], measure, bounds)).toBe(640);
    expect(fitWidth('', [''], measure, bounds)).toBe(48);
  });
});

describe('valuesToMeasure', () => {
  it('measures each distinct value once, and skips blanks', () => {
    expect(valuesToMeasure(['a', 'b', 'a', '', 'b'])).toEqual(['a', 'b']);
  });

  it('keeps the longest by estimated width when there are too many', () => {
    const picked = valuesToMeasure([...Array.from({ length: 3000 }, (_, i) => `v${i}`), '很长的中文名称']);
    expect(picked.length).toBeLessThan(300);
    expect(picked[0]).toBe('很长的中文名称');
  });
});

describe('stepWidth', () => {
  it('widens and narrows by a step, within bounds', () => {
    expect(stepWidth(140, 1, bounds)).toBe(140 + WIDTH_STEP);
    expect(stepWidth(140, -1, bounds)).toBe(140 - WIDTH_STEP);
    expect(stepWidth(50, -1, bounds)).toBe(48);
    expect(stepWidth(636, 1, bounds)).toBe(640);
  });
});

describe('remembered widths', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
  };
  const known = (id: string) => (id === 'sku' || id === 'qty' ? bounds : undefined);

  it('come back per grid, for the columns the grid still has, within their bounds', () => {
    const s = memory();
    saveWidths('videox-stock', { sku: 220, qty: 9999, gone: 100 }, s);
    saveWidths('cargo-storage', { sku: 90 }, s);
    expect(loadWidths('videox-stock', known, s)).toEqual({ sku: 220, qty: 640 });
    expect(loadWidths('cargo-storage', known, s)).toEqual({ sku: 90 });
  });

  it('are forgotten on reset, and a damaged entry reads as none', () => {
    const s = memory();
    saveWidths('g', { sku: 220 }, s);
    saveWidths('g', {}, s);
    expect(s.m.size).toBe(0);
    s.setItem('opsdesk.grid.widths.g', '{"sku":"wide"}');
    expect(loadWidths('g', known, s)).toEqual({});
    s.setItem('opsdesk.grid.widths.g', 'not json');
    expect(loadWidths('g', known, s)).toEqual({});
  });
});

describe('shrinkToBox', () => {
  const cols = [
    { id: 'sid', width: 220, shrinkTo: 120 },
    { id: 'conf', width: 200, shrinkTo: 150 },
    { id: 'name', width: 320, shrinkTo: 200 },
    { id: 'fixed', width: 100 },
  ];
  it('leaves every width when the columns fit', () => {
    expect([...shrinkToBox(cols, 900).values()]).toEqual([220, 200, 320, 100]);
  });
  it('takes the width missing from the columns that may shrink, in proportion to what each can give', () => {
    // 840 wide in 700: 140 to give, of 270 that can be given.
    const w = shrinkToBox(cols, 700);
    expect(w.get('fixed')).toBe(100);
    expect(w.get('sid')).toBe(Math.floor(220 - 100 * (140 / 270)));
    expect(w.get('name')).toBe(Math.floor(320 - 120 * (140 / 270)));
    expect([...w.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(700);
  });
  it('never below what a column declares: a box too narrow for that scrolls', () => {
    expect([...shrinkToBox(cols, 300).values()]).toEqual([120, 150, 200, 100]);
  });
});

describe('growToBox', () => {
  const cols = [
    { id: 'msku', width: 200, max: 640 },
    { id: 'qty', width: 100, max: 640 },
    { id: 'narrow', width: 100, max: 120 },
  ];
  it('leaves the reserve, then widens every column in proportion to its width, within its max', () => {
    // 400 wide in 1000 with 180 kept back: 420 to share.
    const w = growToBox(cols, 1000, 180);
    expect(w.get('msku')).toBe(Math.floor(200 + 420 * 0.5));
    expect(w.get('qty')).toBe(Math.floor(100 + 420 * 0.25));
    expect(w.get('narrow')).toBe(120);
    expect([...w.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1000 - 180);
  });
  it('changes nothing when the spare room is within the reserve', () => {
    expect([...growToBox(cols, 500, 180).values()]).toEqual([200, 100, 100]);
  });
});
