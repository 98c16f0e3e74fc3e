import { describe, expect, it } from 'vitest';
import { defaultVisibility, loadVisibility, saveVisibility } from './columns';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('the column chooser’s saved choice', () => {
  it('round-trips through storage over the defaults', () => {
    const s = memoryStorage();
    saveVisibility({ ...defaultVisibility(), onHandNumber: false, title: true }, s);
    expect(loadVisibility(s)).toMatchObject({ onHandNumber: false, title: true, msku: true });
  });

  it('ignores damaged or unknown entries', () => {
    const s = memoryStorage();
    s.setItem('opsdesk.listings.columns.v1', '{"msku":"no","nope":false,"price":false}');
    expect(loadVisibility(s)).toEqual({ ...defaultVisibility(), price: false });
    s.setItem('opsdesk.listings.columns.v1', '{broken');
    expect(loadVisibility(s)).toEqual(defaultVisibility());
  });
});
