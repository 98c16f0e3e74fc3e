import { describe, expect, it } from 'vitest';
import { code128, fitBarcode, MIN_READABLE_MODULE_MM } from './barcode';
import { decodeSvg } from './svg-bars.test-support';

describe('Code 128 barcodes', () => {
  it.each(['FH24042000601', 'MKT-697291-1L', 'SKU-697291-GRE', 'A-07-03', 'x'])('%s decodes back to itself', (text) => {
    const code = code128(text);
    expect(code).not.toBeNull();
    expect(decodeSvg(code?.svg ?? '')).toBe(text);
  });

  it('counts its modules from the bars, so print can size a module in millimetres', () => {
    // Start (11) + 6 data symbols in code set C for 12 digits (66) + check (11) + stop (13).
    expect(code128('240420006010')?.modules).toBe(101);
  });

  it('refuses what a Code 128 scanner cannot read back: empty text and Chinese', () => {
    expect(code128('')).toBeNull();
    expect(code128('库位A')).toBeNull();
  });

  it('says a code is too long to scan rather than shrinking its bars below the readable module', () => {
    // A 62-character MSKU on a 50 mm label (46 mm of bars): 0.065 mm modules, which nothing reads.
    const msku = 'MSKU-'.padEnd(62, 'ABCDEFGHJKLMNPQRSTUVWXYZ');
    const fit = fitBarcode(msku, 46);
    expect(fit.kind).toBe('tooNarrow');
    if (fit.kind !== 'tooNarrow') return;
    expect(fit.moduleMm).toBeLessThan(0.07);
    expect(fit.neededMm).toBeGreaterThan(46);
    // The same code gets bars where the width allows the floor, and a short code is drawn at 0.33 mm at most.
    expect(fitBarcode(msku, fit.neededMm)).toMatchObject({ kind: 'bars' });
    const short = fitBarcode('A-01', 46);
    expect(short).toMatchObject({ kind: 'bars', moduleMm: 0.33 });
    expect(MIN_READABLE_MODULE_MM).toBe(0.19);
    expect(fitBarcode('库位', 46)).toEqual({ kind: 'unscannable' });
  });
});
