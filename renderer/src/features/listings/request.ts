// The chatxList request (spec §4.10) for the screen's search params: one pure mapping, so the page the user
// sees and the body sent can be checked without a screen.
import type { OperationInput } from '../../../../shared/catalogue';
import { DEFAULT_PAGE_SIZE, type ListingsSearch } from './search';

export type ChatxListInput = OperationInput<'chatxList'>;

export function pageSizeOf(search: ListingsSearch): number {
  return search.size ?? DEFAULT_PAGE_SIZE;
}

/** The exact values of a pasted list: one per line, comma or tab, trimmed, blanks and repeats dropped. */
export function splitValues(text: string): string[] {
  return [...new Set(text.split(/[\r\n,\t;]+/).map((s) => s.trim()).filter((s) => s !== ''))];
}

export function toChatxRequest(search: ListingsSearch): ChatxListInput {
  const length = pageSizeOf(search);
  const body: ChatxListInput = { isParent: 1, length, offset: (search.page ?? 0) * length };
  const field = search.field ?? '1';
  if (search.mode === 'exact') {
    if (search.values && search.values.length > 0) Object.assign(body, { searchField: field, searchValues: search.values });
  } else if (search.q !== undefined && search.q.trim() !== '') {
    Object.assign(body, { searchField: field, searchSingleValue: search.q.trim() });
  }
  if (search.status && search.status.length > 0) body.statusList = search.status;
  if (search.pairing !== undefined) body.pairingStatus = search.pairing === '1' ? 1 : 0;
  if (search.avail !== undefined) {
    body.availableNumber = search.avail;
    body.availableNumberCondition = search.availCond === '2' ? 2 : 1;
  }
  if (search.price !== undefined) {
    body.price = search.price;
    body.priceCondition = search.priceCond === '2' ? 2 : 1;
  }
  if (search.stores && search.stores.length > 0) body.storeIds = search.stores;
  if (search.brands && search.brands.length > 0) body.brandIds = search.brands;
  if (search.cats && search.cats.length > 0) body.categoryIds = search.cats;
  if (search.sort !== undefined) {
    body.sortField = search.sort;
    body.sortType = search.dir ?? 'asc';
  }
  return body;
}
