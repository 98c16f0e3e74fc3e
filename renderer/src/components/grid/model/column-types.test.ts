import { describe, expect, expectTypeOf, it } from 'vitest';
import { RETAILX_COLUMNS } from '../../../features/stock/columns';
import { mapHeaders } from '../import/header-mapping';
import { labelOf, type ColumnsOf, type GridColumn } from './types';

describe('a screen’s columns are typed against its operation’s row', () => {
  it('field is a key of the row and the label a message id', () => {
    expectTypeOf<ColumnsOf<'retailxStock'>[number]['field']>().toEqualTypeOf<'variant_unique_id' | 'adjust_value'>();
    const ok: ColumnsOf<'retailxStock'> = [{ id: 'v', field: 'variant_unique_id', label: 'stock.col.variantUniqueId', kind: 'id' }];
    // @ts-expect-error a field the row does not have
    const badField: ColumnsOf<'retailxStock'> = [{ id: 'v', field: 'variant_id', label: 'stock.col.variantUniqueId', kind: 'id' }];
    // @ts-expect-error a label that is no message id
    const badLabel: ColumnsOf<'retailxStock'> = [{ id: 'v', field: 'variant_unique_id', label: 'stock.col.nope', kind: 'id' }];
    // @ts-expect-error inline texts are for names taken from data, not a screen's columns
    const inline: ColumnsOf<'retailxStock'> = [{ id: 'v', field: 'variant_unique_id', label: { en: 'Variant', zh: '变体' }, kind: 'id' }];
    expect([ok, badField, badLabel, inline]).toHaveLength(4);
  });

  it('shows a message-id header in the user’s language, and an import matches either language', () => {
    const column = RETAILX_COLUMNS.find((c) => c.field === 'adjust_value')! as GridColumn;
    expect(labelOf(column, 'en')).toBe('New quantity');
    expect(labelOf(column, 'zh-CN')).toBe('调整后库存');
    expect(mapHeaders(['调整后库存', 'Variant id'], RETAILX_COLUMNS).columns.map((c) => c?.field)).toEqual(['adjust_value', 'variant_unique_id']);
  });
});
