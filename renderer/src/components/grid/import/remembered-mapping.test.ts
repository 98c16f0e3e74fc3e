// The import's remembered mapping: per screen by column id, and for a screen of one operation's rows by field
// as well, which a scheduled sync's rule can take.
import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../model/types';
import { loadRemembered, rememberedFieldsOf, saveRemembered } from './remembered-mapping';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

const col = (id: string, field: string) => ({ id, field, label: { en: id, zh: id }, kind: 'text' }) as unknown as GridColumn;
const qty = col('qty', 'quantity');
const sku = col('sku', 'msku_id');

describe('the remembered mapping', () => {
  it('keeps the screen\'s choices by column id and, with an operation, by field, merged with earlier ones', () => {
    const store = memory();
    saveRemembered('videox-stock', ['Stock Qty', 'Note'], [qty, null], 'videoxStock', store);
    saveRemembered('videox-stock', ['Platform SKU'], [sku], 'videoxStock', store);
    expect(loadRemembered('videox-stock', store)).toEqual({ stockqty: 'qty', note: '', platformsku: 'sku' });
    expect(rememberedFieldsOf('videoxStock', store)).toEqual({ stockqty: 'quantity', note: '', platformsku: 'msku_id' });
  });

  it('keeps nothing by field without an operation (a whole body\'s list)', () => {
    const store = memory();
    saveRemembered('cargo-storage', ['Stock Qty'], [qty], undefined, store);
    expect(loadRemembered('cargo-storage', store)).toEqual({ stockqty: 'qty' });
    expect(rememberedFieldsOf('cargoStorage', store)).toEqual({});
  });

  it('reads a damaged record as nothing remembered', () => {
    const store = memory();
    store.setItem('opsdesk.import.fields.videoxStock', '{not json');
    expect(rememberedFieldsOf('videoxStock', store)).toEqual({});
  });
});
