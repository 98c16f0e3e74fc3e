import { describe, expect, it } from 'vitest';
import { vendorRefusalCode } from '../../../../shared/catalogue/reason-codes';
import { refusalOf, refusalOnField } from './fields';

describe('ship-from field errors', () => {
  it('puts a coded vendor refusal on the field it concerns, from the code alone', () => {
    expect(refusalOf('ITEM_ALIAS_TAKEN')).toEqual({ field: 'alias_name', explained: { id: 'shipFrom.refusal.aliasTaken' } });
    expect(refusalOf('ITEM_NOT_FOUND').field).toBe('id');
    expect(refusalOf('500')).toEqual({ field: null, explained: { id: 'shipFrom.refusal.other' } });
    expect(refusalOf(null).field).toBeNull();
    expect(refusalOnField('alias_name')).toEqual({ id: 'shipFrom.refusal.aliasTaken' });
  });

  it('the core codes the vendor’s ship-from refusals (vendor notes §6)', () => {
    expect(vendorRefusalCode('alias_name "Main" is already used by another address of this store')).toBe('ITEM_ALIAS_TAKEN');
    expect(vendorRefusalCode('别名重复')).toBe('ITEM_ALIAS_TAKEN');
    expect(vendorRefusalCode('ship-from address 4 not found in store 9')).toBe('ITEM_NOT_FOUND');
    expect(vendorRefusalCode('系统繁忙')).toBeNull();
  });
});
