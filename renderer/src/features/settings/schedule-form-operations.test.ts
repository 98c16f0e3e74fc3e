// The rule form offers the operations the sync core reads files for, each with the common fields it asks.
import { describe, expect, it } from 'vitest';
import { commonFieldsOf, SYNC_OPERATIONS } from './schedule-form';

describe('the rule form operations', () => {
  it('offers ship-from addresses and the id lists, not cargo drafts or merges', () => {
    expect(SYNC_OPERATIONS).toEqual(expect.arrayContaining(['updateShipFromAddress', 'cancelPairing', 'picking', 'videoxStock']));
    expect(SYNC_OPERATIONS).not.toContain('cargoStorage');
    expect(SYNC_OPERATIONS).not.toContain('mergeOrders');
  });

  it('asks an id list for its common fields, and a single body for none', () => {
    expect(commonFieldsOf('cancelPairing')).toEqual(['platformCode', 'storeId']);
    expect(commonFieldsOf('picking')).toEqual([]);
    expect(commonFieldsOf('updateShipFromAddress')).toEqual([]);
  });
});
