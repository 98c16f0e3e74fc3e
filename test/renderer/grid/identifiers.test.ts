// A grid's id columns are decided by what each column's field means in the catalogue, not by its editor kind:
// videox's MSKU id is a free-text column and an id all the same; a quantity is a number whatever it looks like.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GOODS_COLUMNS } from '../../../renderer/src/features/cargo/columns';
import { goodsItemSchema } from '../../../renderer/src/features/cargo/form-schema';
import { RETAILX_COLUMNS, VIDEOX_COLUMNS } from '../../../renderer/src/features/stock/columns';
import { GridValidator } from '../../../renderer/src/components/grid/model/validation';
import type { GridColumn } from '../../../renderer/src/components/grid/model/types';

const idsOf = (operation: 'videoxStock' | 'retailxStock' | 'cargoStorage', columns: readonly GridColumn[], item?: z.ZodType) =>
  [...new GridValidator({ operation, columns, locale: 'en', common: null, ...(item ? { item } : {}) }).identifiers].sort();

describe('identifier columns', () => {
  it('follow the catalogue: a text-kind MSKU id and warehouse id are ids, the quantity is not', () => {
    expect(VIDEOX_COLUMNS.find((c) => c.id === 'msku_id')!.kind).toBe('text');
    expect(idsOf('videoxStock', VIDEOX_COLUMNS)).toEqual(['msku_id', 'warehouse_id']);
    expect(idsOf('retailxStock', RETAILX_COLUMNS)).toEqual(['variant_unique_id']);
  });

  it('a list inside one request (cargo goods) takes its element schema: MSKU, SKU, product id and GTIN', () => {
    expect(idsOf('cargoStorage', GOODS_COLUMNS, goodsItemSchema)).toEqual(['gtin', 'msku', 'product_id', 'sku']);
  });

  it('a column whose field the catalogue does not know is no id, whatever its kind', () => {
    const barcode: GridColumn = { id: 'barcode', field: 'x_barcode', label: { en: 'Barcode', zh: '条码' }, kind: 'id' };
    expect(idsOf('videoxStock', [...VIDEOX_COLUMNS, barcode])).not.toContain('barcode');
  });

  it('every column of kind id on a screen is an id to the catalogue too', () => {
    const kindId = [...RETAILX_COLUMNS, ...GOODS_COLUMNS].filter((c) => c.kind === 'id').map((c) => c.id).sort();
    expect(kindId.every((id) => [...idsOf('retailxStock', RETAILX_COLUMNS), ...idsOf('cargoStorage', GOODS_COLUMNS, goodsItemSchema)].includes(id))).toBe(true);
  });
});
