import { describe, expect, it } from 'vitest';
import { visibleControls } from './vendor-text';

describe('codes on paper', () => {
  it('show every direction control they hold, so they print in the order they were stored', () => {
    expect(visibleControls('SKU-\u202eLTR')).toBe('SKU-[U+202E]LTR');
    expect(visibleControls('\u2067A-01\u2069\u200f')).toBe('[U+2067]A-01[U+2069][U+200F]');
    expect(visibleControls('MSKU-001 库位')).toBe('MSKU-001 库位');
  });
});
