import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../../shared/catalogue';
import { splitValues, toChatxRequest } from './request';
import { listingsSearch } from './search';

describe('listings search params → chatxList request (spec §4.10, notes §6)', () => {
  it('sends the first page of parents at the default size when nothing is filtered', () => {
    expect(toChatxRequest({})).toEqual({ isParent: 1, length: 50, offset: 0 });
  });

  it('maps every filter to the field and code the vendor expects', () => {
    const body = toChatxRequest({
      field: '3', q: '  towel ', status: ['0'], pairing: '0', avail: '10', availCond: '2', price: '12.5', priceCond: '1',
      stores: ['110000000000000001'], brands: ['101'], cats: ['201'], sort: 'price', dir: 'desc', size: 200, page: 2,
    });
    expect(body).toEqual({
      isParent: 1, length: 200, offset: 400, searchField: '3', searchSingleValue: 'towel', statusList: ['0'], pairingStatus: 0,
      availableNumber: '10', availableNumberCondition: 2, price: '12.5', priceCondition: 1, storeIds: ['110000000000000001'],
      brandIds: ['101'], categoryIds: ['201'], sortField: 'price', sortType: 'desc',
    });
    // The catalogue's request schema (what the main process checks) accepts it.
    expect(CATALOGUE.chatxList.request.safeParse(body).success).toBe(true);
  });

  it('uses the exact list (searchValues) in exact mode and ignores a leftover fuzzy value', () => {
    const body = toChatxRequest({ mode: 'exact', field: '1', q: 'ignored', values: ['A-1', 'B-2'] });
    expect(body.searchValues).toEqual(['A-1', 'B-2']);
    expect(body.searchSingleValue).toBeUndefined();
  });

  it('splits a pasted column into distinct trimmed values', () => {
    expect(splitValues('A-1\r\n B-2 \n\nA-1\tC-3, D-4')).toEqual(['A-1', 'B-2', 'C-3', 'D-4']);
  });

  it('falls back instead of throwing on a bad link, and keeps 18-digit ids exact', () => {
    const parsed = listingsSearch.parse({ size: 999, page: -1, pairing: 1, status: ['0', 'x'], stores: ['113357389420311322'], avail: 'abc', sort: 'x;drop' });
    expect(parsed).toEqual({ pairing: '1', stores: ['113357389420311322'] });
  });
});
