// What one row of a sync's file is for each write, as the catalogue's batch kinds and schemas say.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isScalarAt } from '../../../shared/catalogue/fields';
import { SYNC_OPERATION_IDS, syncRowInput, syncShapeOf } from '../../../shared/catalogue/sync-rows';

describe('sync row shapes', () => {
  it('a list of flat elements: a row is one element, its cells the element fields', () => {
    expect(syncShapeOf('videoxStock')).toEqual({ shape: { row: 'fields', fields: ['msku_id', 'quantity', 'warehouse_id'], identifiers: ['msku_id', 'warehouse_id'] } });
  });

  it('a single flat body: a row is one request, every body field a column, the ids among them', () => {
    const found = syncShapeOf('updateShipFromAddress');
    expect(found).toEqual({
      shape: {
        row: 'fields',
        fields: ['sid', 'id', 'alias_name', 'country_name', 'sender_name', 'street_detail1', 'street_detail2', 'city', 'region', 'province', 'zip_code', 'phone'],
        identifiers: ['sid', 'id'],
      },
    });
  });

  it('a list of ids: a row is one id, named by the list field', () => {
    expect(syncShapeOf('cancelPairing')).toEqual({ shape: { row: 'value', fields: ['mskuIdList'], identifiers: ['mskuIdList'] } });
    expect(syncShapeOf('picking')).toEqual({ shape: { row: 'value', fields: ['shippingIdList'], identifiers: ['shippingIdList'] } });
  });

  it('a body holding a list and a group of fields is refused, naming them', () => {
    expect(syncShapeOf('cargoStorage')).toEqual({ refusal: { why: 'nested', fields: ['cargo_goods_list', 'return_address'] } });
  });

  it('a write sending a set as one (a merge) is refused: a row is not an item of it', () => {
    expect(syncShapeOf('mergeOrders')).toEqual({ refusal: { why: 'set' } });
  });

  it('the sync operations are the writes with a shape', () => {
    expect([...SYNC_OPERATION_IDS].sort()).toEqual(['cancelPairing', 'picking', 'renameShipments', 'retailxStock', 'updateShipFromAddress', 'videoxStock']);
  });

  it("an id list's job row is the id itself; a fields row is its fields", () => {
    const ids = syncShapeOf('picking');
    const fields = syncShapeOf('updateShipFromAddress');
    if (!('shape' in ids) || !('shape' in fields)) throw new Error('shapes expected');
    expect(syncRowInput(ids.shape, { shippingIdList: '123' })).toBe('123');
    expect(syncRowInput(fields.shape, { sid: '1', id: '2' })).toEqual({ sid: '1', id: '2' });
  });
});

describe('isScalarAt', () => {
  const row = z.object({
    text: z.string().optional(),
    yesNo: z.union([z.literal('0'), z.literal(1)]).transform(String),
    either: z.union([z.string(), z.object({ a: z.string() })]),
    list: z.array(z.string()).refine((a) => a.length > 0),
    group: z.object({ a: z.string() }).optional(),
  });

  it('one value is scalar, whatever wraps it; a choice of values is too', () => {
    expect(isScalarAt(row, 'text')).toBe(true);
    expect(isScalarAt(row, 'yesNo')).toBe(true);
  });

  it('a list, a group of fields, or a choice that may be a group is not', () => {
    expect(isScalarAt(row, 'either')).toBe(false);
    expect(isScalarAt(row, 'list')).toBe(false);
    expect(isScalarAt(row, 'group')).toBe(false);
    expect(isScalarAt(row, 'missing')).toBe(false);
  });
});
