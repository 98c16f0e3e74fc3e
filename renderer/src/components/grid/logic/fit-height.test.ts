import { describe, expect, it } from 'vitest';
import { fittedHeight, NO_LAYOUT_HEIGHT } from './fit-height';

// A scroller 600 px high, the grid's box 330 px down under 80 px of its own toolbar, its footer and the
// scroller's padding 60 px under it, nothing else kept in view.
const base = { preferred: 360, min: 180, viewport: 600, top: 330, above: 80, below: 60, kept: 0 };

describe('the grid box’s height in the window', () => {
  it('takes the room left under it, never more than the screen asked for', () => {
    expect(fittedHeight(base)).toBe(210);
    expect(fittedHeight({ ...base, viewport: 1000 })).toBe(360);
  });

  it('without a height from the screen, as many rows as the window allows, Send kept in view', () => {
    // 1280×800: 681 px of scroller, the grid 233 px down; Send 50 px past the grid's footer.
    expect(fittedHeight({ ...base, preferred: Infinity, viewport: 681, top: 233, below: 46, kept: 50 })).toBe(352);
    expect(fittedHeight({ ...base, preferred: Infinity, viewport: 1200, top: 233, below: 46, kept: 50 })).toBe(871);
  });

  it('a grid starting too low for a few rows is seen whole once scrolled to, with Send where that fits', () => {
    // Under a short form: the toolbar, the box, its footer and Send fill the window once scrolled to.
    expect(fittedHeight({ ...base, preferred: Infinity, top: 450, kept: 50 })).toBe(410);
    // Under a long form with tools between the grid and Send (Cargo): the toolbar, the box and its footer.
    expect(fittedHeight({ ...base, preferred: Infinity, top: 900, kept: 400 })).toBe(460);
    expect(fittedHeight({ ...base, top: 900 })).toBe(360);
    // Send would leave the grid barely more than its least (190 of 180 px): the grid takes the room instead.
    expect(fittedHeight({ ...base, preferred: Infinity, top: 900, kept: 270 })).toBe(460);
    // With room for a third more than its least, Send stays in view under it.
    expect(fittedHeight({ ...base, preferred: Infinity, top: 900, kept: 220 })).toBe(240);
  });

  it('keeps a few rows however small the window, and the screen’s height without layout', () => {
    expect(fittedHeight({ ...base, viewport: 300, top: 500 })).toBe(180);
    expect(fittedHeight({ ...base, preferred: 120, top: 500 })).toBe(120);
    expect(fittedHeight({ ...base, viewport: 0, top: 0, above: 0, below: 0 })).toBe(360);
    expect(fittedHeight({ ...base, preferred: Infinity, viewport: 0 })).toBe(NO_LAYOUT_HEIGHT);
  });
});
