import { describe, expect, it } from 'vitest';
import { refusalOf, vendorWords } from './fields';

describe('ship-from field errors', () => {
  it('maps the vendor’s refusals to the field they concern (notes §6)', () => {
    expect(refusalOf('alias_name "Main" is already used by another address of this store')).toEqual({ field: 'alias_name', explained: { id: 'shipFrom.refusal.aliasTaken' } });
    expect(refusalOf('别名重复').field).toBe('alias_name');
    expect(refusalOf('province: must be a 2-letter state code (e.g. CA) for the United States')).toEqual({ field: 'province', explained: { id: 'shipFrom.err.usProvince' } });
    expect(refusalOf('ship-from address 4 not found in store 9').field).toBe('id');
    expect(refusalOf('系统繁忙').field).toBeNull();
  });

  it('keeps the vendor’s distinct words from a job row’s reason', () => {
    expect(vendorWords('The service refused the request. (alias taken; alias taken)')).toBe('alias taken');
    expect(vendorWords('plain words')).toBe('plain words');
  });
});
