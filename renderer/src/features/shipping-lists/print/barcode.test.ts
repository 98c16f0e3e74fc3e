import { describe, expect, it } from 'vitest';
import { code128 } from './barcode';
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
});
