// The screen's reads: the page the search params describe, and the choices of the store, brand and category
// filters (read from the first 200 listings, since the API has no read of stores, brands or categories).
import { queryOptions } from '@tanstack/react-query';
import type { BridgeClient } from '../../bridge/client';
import { operationQuery } from '../../api/queries';
import { callOperation } from '../../bridge/operations';
import { operationKey } from '../../api/keys';
import { toChatxRequest } from './request';
import type { ListingsSearch } from './search';
import type { ParentRecord } from './types';

export function listingsPageQuery(bridge: BridgeClient, search: ListingsSearch) {
  return operationQuery(bridge, 'chatxList', toChatxRequest(search));
}

export interface FacetOption {
  id: string;
  label: string;
}

export interface Facets {
  stores: FacetOption[];
  brands: FacetOption[];
  categories: FacetOption[];
}

function collect(list: readonly ParentRecord[], pick: (r: ParentRecord) => [string | null, string | null]): FacetOption[] {
  const seen = new Map<string, string>();
  for (const parent of list) {
    const [id, label] = pick(parent);
    if (id && !seen.has(id)) seen.set(id, label || id);
  }
  return [...seen].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label));
}

export function facetsOf(list: readonly ParentRecord[]): Facets {
  return {
    stores: collect(list, (r) => [r.storeId, r.storeName]),
    brands: collect(list, (r) => [r.bid, r.bname]),
    categories: collect(list, (r) => [r.cid, r.cname ?? r.category]),
  };
}

const FACETS_INPUT = { isParent: 1, length: 200, offset: 0 } as const;

export function facetsQuery(bridge: BridgeClient) {
  return queryOptions({
    queryKey: [...operationKey('chatxList', FACETS_INPUT), 'facets'],
    queryFn: async (): Promise<Facets> => facetsOf((await callOperation(bridge, 'chatxList', FACETS_INPUT)).data?.list ?? []),
    staleTime: 5 * 60_000,
  });
}
