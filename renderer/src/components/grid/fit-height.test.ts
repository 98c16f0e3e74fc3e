import { describe, expect, it } from 'vitest';
import { fittedHeight } from './fit-height';

describe('the grid box’s height in the window', () => {
  it('takes the room left under it, never more than the screen asked for', () => {
    // 1024×700: a scroller 600 px high, the grid starting 330 px down, its footer and padding 60 px under it.
    expect(fittedHeight({ preferred: 360, min: 180, viewport: 600, top: 330, below: 60 })).toBe(210);
    expect(fittedHeight({ preferred: 360, min: 180, viewport: 1000, top: 330, below: 60 })).toBe(360);
  });

  it('keeps a few rows however low the grid starts, and the screen’s height without layout', () => {
    expect(fittedHeight({ preferred: 360, min: 180, viewport: 600, top: 500, below: 60 })).toBe(180);
    expect(fittedHeight({ preferred: 120, min: 180, viewport: 600, top: 500, below: 60 })).toBe(120);
    expect(fittedHeight({ preferred: 360, min: 180, viewport: 0, top: 0, below: 0 })).toBe(360);
  });
});
