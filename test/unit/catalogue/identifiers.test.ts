// The catalogue knows which fields name an item (ids, MSKUs, codes): a grid's id columns, an import's refusal of
// an id stored as a number and an export's text cells all follow from it, whatever editor a column has.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { identifier, identifierText, idNumber, idText, isIdentifierAt, optionalIdentifierText, text } from '../../../shared/catalogue/fields';
import { batchOperationOf, checkRow, rowSchemaOf } from '../../../shared/catalogue/row-validation';

const rowOf = (op: Parameters<typeof batchOperationOf>[0]) => rowSchemaOf(batchOperationOf(op)!);

describe('isIdentifierAt', () => {
  it('names the fields of each write that name its item, and no other', () => {
    expect(isIdentifierAt(rowOf('videoxStock'), 'msku_id')).toBe(true);
    expect(isIdentifierAt(rowOf('videoxStock'), 'warehouse_id')).toBe(true);
    expect(isIdentifierAt(rowOf('videoxStock'), 'quantity')).toBe(false);
    expect(isIdentifierAt(rowOf('retailxStock'), 'variant_unique_id')).toBe(true);
    expect(isIdentifierAt(rowOf('retailxStock'), 'adjust_value')).toBe(false);
    expect(isIdentifierAt(rowOf('renameShipments'), 'sid')).toBe(true);
    expect(isIdentifierAt(rowOf('renameShipments'), 'shipmentConfirmationId')).toBe(true);
    expect(isIdentifierAt(rowOf('renameShipments'), 'shipmentName')).toBe(false);
    // A list of ids: the element itself is the item.
    expect(isIdentifierAt(rowOf('mergeOrders'), '')).toBe(true);
    expect(isIdentifierAt(rowOf('cancelPairing'), '')).toBe(true);
    expect(isIdentifierAt(rowOf('picking'), '')).toBe(true);
  });

  it('looks through optional, transformed and nested fields', () => {
    const schema = z.object({ a: idNumber(), b: optionalIdentifierText(), c: identifierText().transform((s) => s.trim()), d: z.object({ e: idText().optional() }), f: text(), g: identifier(z.string()) });
    for (const path of ['a', 'b', 'c', 'd.e', 'g']) expect(isIdentifierAt(schema, path), path).toBe(true);
    for (const path of ['f', 'd', 'x', 'd.x']) expect(isIdentifierAt(schema, path), path).toBe(false);
  });
});

describe('an id a spreadsheet shortened', () => {
  it('is refused with its own code wherever the catalogue checks an id', () => {
    const videox = checkRow(batchOperationOf('videoxStock')!, { store_id: '1' }, { msku_id: '1.38400326137586E+17', quantity: 5 });
    expect('issues' in videox && videox.issues.map((i) => [i.path, i.code])).toEqual([['msku_id', 'idScientific']]);
    const merge = checkRow(batchOperationOf('mergeOrders')!, { platform_code: '10001' }, '1.03332476723333E+17');
    expect('issues' in merge && merge.issues.map((i) => i.code)).toEqual(['idScientific']);
    const unpair = checkRow(batchOperationOf('cancelPairing')!, { storeId: '1', platformCode: '10041' }, '1.384E+17');
    expect('issues' in unpair && unpair.issues.map((i) => i.code)).toEqual(['idScientific']);
  });

  it('is only the form spreadsheets write: codes that merely hold an E stay ids', () => {
    for (const ok of ['138400326137585057', 'A-1E+5', '12E3', 'E+17', 'MSKU-1.5E']) {
      expect(checkRow(batchOperationOf('videoxStock')!, { store_id: '1' }, { msku_id: ok, quantity: 5 }), ok).toMatchObject({ itemKey: ok });
    }
  });
});
