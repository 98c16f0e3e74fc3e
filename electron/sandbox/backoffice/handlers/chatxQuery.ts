// The query of the chatx listing (4.10) as notes §6 define it: reading the body into a query, and the
// predicate and order it selects records by.
import type { ChatxFields, ChatxParent } from '../model';
import { at, idAt, optionalInt, optionalList, optionalText, ShapeError, textAt, type Obj } from '../shape';

export const MAX_PAGE_LENGTH = 200;
export const DEFAULT_PAGE_LENGTH = 20;
const MAX_FILTER_VALUES = 200;

export interface ChatxQuery {
  level: 'parent' | 'child';
  offset: number;
  length: number;
  storeIds?: Set<string>;
  brandIds?: Set<string>;
  categoryIds?: Set<string>;
  principalUids?: Set<string>;
  parentUniqueIds?: Set<string>;
  productUniqueId?: string;
  statuses?: Set<string>;
  pairing?: boolean;
  available?: { value: number; condition: number | undefined };
  price?: { value: number; condition: number | undefined };
  search?: { field: keyof ChatxFields; fuzzy?: string; exact?: Set<string> };
  sort?: { field: string; desc: boolean };
}

/** searchField 1 msku, 2 msku ID, 3 SKU, 4 product name. */
const SEARCH_FIELDS: Readonly<Record<string, keyof ChatxFields>> = { '1': 'msku', '2': 'mskuId', '3': 'sku', '4': 'pname' };

function oneOf(body: Obj, key: string, allowed: readonly number[], what: string): number | undefined {
  const v = optionalInt(body, key);
  if (v !== undefined && !allowed.includes(v)) throw new ShapeError(key, `must be ${what}`);
  return v;
}

function idSet(body: Obj, key: string): Set<string> | undefined {
  const list = optionalList(body, key, MAX_FILTER_VALUES);
  return list && list.length > 0 ? new Set(list.map((v, i) => idAt(v, at(key, i)))) : undefined;
}

function decimal(body: Obj, key: string): number | undefined {
  const v = optionalText(body, key);
  if (v === undefined || v.trim() === '') return undefined;
  if (!/^\s*\d+(\.\d+)?\s*$/.test(v)) throw new ShapeError(key, 'must be a decimal number');
  return Number(v);
}

export function readChatxQuery(body: Obj, sortableFields: (level: ChatxQuery['level']) => ReadonlySet<string>): ChatxQuery {
  const isParent = oneOf(body, 'isParent', [0, 1], '1 (parent) or 0 (child)');
  const length = optionalInt(body, 'length') ?? DEFAULT_PAGE_LENGTH;
  if (length < 1 || length > MAX_PAGE_LENGTH) throw new ShapeError('length', `must be from 1 to ${MAX_PAGE_LENGTH}`);
  const offset = optionalInt(body, 'offset') ?? 0;
  if (offset < 0) throw new ShapeError('offset', 'must be >= 0');
  const query: ChatxQuery = { level: isParent === 0 ? 'child' : 'parent', offset, length };
  query.storeIds = idSet(body, 'storeIds');
  query.brandIds = idSet(body, 'brandIds');
  query.categoryIds = idSet(body, 'categoryIds');
  query.principalUids = idSet(body, 'principalUids');
  query.parentUniqueIds = idSet(body, 'parentUniqueIds');
  if (body.productUniqueId !== undefined && body.productUniqueId !== null) query.productUniqueId = idAt(body.productUniqueId, 'productUniqueId');
  const statuses = optionalList(body, 'statusList', MAX_FILTER_VALUES)?.map((v, i) => {
    const s = textAt(v, at('statusList', i)).trim();
    if (s !== '0' && s !== '1') throw new ShapeError(at('statusList', i), 'must be "0" (normal) or "1" (deleted)');
    return s;
  });
  if (statuses && statuses.length > 0) query.statuses = new Set(statuses);
  const pairing = oneOf(body, 'pairingStatus', [0, 1], '0 (unpaired) or 1 (paired)');
  if (pairing !== undefined) query.pairing = pairing === 1;
  const conditions = [1, 2];
  const availableCondition = oneOf(body, 'availableNumberCondition', conditions, '1 (greater than) or 2 (less than)');
  const available = decimal(body, 'availableNumber');
  if (available !== undefined) query.available = { value: available, condition: availableCondition };
  const priceCondition = oneOf(body, 'priceCondition', conditions, '1 (greater than) or 2 (less than)');
  const price = decimal(body, 'price');
  if (price !== undefined) query.price = { value: price, condition: priceCondition };

  const fuzzy = optionalText(body, 'searchSingleValue')?.trim();
  const exact = optionalList(body, 'searchValues', MAX_FILTER_VALUES)?.map((v, i) => textAt(v, at('searchValues', i)).trim());
  const searchField = body.searchField === undefined || body.searchField === null ? undefined : textAt(body.searchField, 'searchField').trim();
  if (searchField !== undefined && SEARCH_FIELDS[searchField] === undefined) {
    throw new ShapeError('searchField', 'must be 1 (msku), 2 (msku ID), 3 (SKU) or 4 (product name)');
  }
  const hasValues = (fuzzy !== undefined && fuzzy !== '') || (exact !== undefined && exact.length > 0);
  if (hasValues) {
    const field = searchField === undefined ? undefined : SEARCH_FIELDS[searchField];
    if (field === undefined) throw new ShapeError('searchField', 'is required with searchSingleValue or searchValues');
    query.search = { field };
    if (fuzzy) query.search.fuzzy = fuzzy.toLowerCase();
    if (exact && exact.length > 0) query.search.exact = new Set(exact);
  }

  const sortField = optionalText(body, 'sortField')?.trim();
  const sortType = optionalText(body, 'sortType')?.trim().toLowerCase();
  if (sortType !== undefined && sortType !== '' && sortType !== 'asc' && sortType !== 'desc') throw new ShapeError('sortType', 'must be asc or desc');
  if (sortField) {
    if (!sortableFields(query.level).has(sortField)) throw new ShapeError('sortField', `must name a field of the ${query.level} record`);
    query.sort = { field: sortField, desc: sortType === 'desc' };
  }
  return query;
}

function compareCondition(actual: number, filter: { value: number; condition: number | undefined }): boolean {
  if (filter.condition === 1) return actual > filter.value;
  if (filter.condition === 2) return actual < filter.value;
  return actual === filter.value;
}

function matchesSearch(fields: ChatxFields, search: NonNullable<ChatxQuery['search']>): boolean {
  const value = String(fields[search.field]);
  if (search.exact && !search.exact.has(value)) return false;
  return search.fuzzy === undefined || value.toLowerCase().includes(search.fuzzy);
}

/** Filters on the record itself; `parent` is the family it belongs to (for parent-level facts). */
export function matchesRecord(q: ChatxQuery, fields: ChatxFields, parent: ChatxParent): boolean {
  if (q.storeIds && !q.storeIds.has(fields.storeId)) return false;
  if (q.brandIds && !q.brandIds.has(String(fields.bid))) return false;
  if (q.categoryIds && !q.categoryIds.has(String(fields.cid))) return false;
  if (q.principalUids && !parent.fields.principalUids.some((u) => q.principalUids?.has(String(u)))) return false;
  if (q.parentUniqueIds && !q.parentUniqueIds.has(String(parent.fields.productUniqueId))) return false;
  if (q.productUniqueId !== undefined && String(fields.productUniqueId) !== q.productUniqueId) return false;
  if (q.statuses && !q.statuses.has(String(fields.status))) return false;
  if (q.available && !compareCondition(fields.availableNumber, q.available)) return false;
  if (q.price && !compareCondition(Number(fields.price), q.price)) return false;
  return true;
}

type Member = { fields: ChatxFields; paired: boolean };

/** Pairing and search look through a family: a parent matches when it or one of its children does. */
export function matchesFamilyTraits(q: ChatxQuery, self: Member, children: readonly Member[] = []): boolean {
  const { pairing, search } = q;
  if (pairing !== undefined && self.paired !== pairing && !children.some((m) => m.paired === pairing)) return false;
  return search === undefined || matchesSearch(self.fields, search) || children.some((m) => matchesSearch(m.fields, search));
}

const DIGITS = /^\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Numbers by value, digit ids by length then digits (exact above 2^53), decimal text by value, else text. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a ?? '');
  const sb = String(b ?? '');
  if (DIGITS.test(sa) && DIGITS.test(sb)) return sa.length - sb.length || (sa < sb ? -1 : sa > sb ? 1 : 0);
  if (DECIMAL.test(sa) && DECIMAL.test(sb)) return Number(sa) - Number(sb);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

