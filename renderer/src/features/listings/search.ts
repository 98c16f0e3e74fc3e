// Search params of /listings: every filter of spec §4.10 (values as notes §6 define them), the sort and the
// page. What survives a reload and can be linked. Invalid values fall back, never throw.
import { z } from 'zod';
import { idText } from '../../../../shared/catalogue/fields';

export const SEARCH_FIELDS = ['1', '2', '3', '4'] as const; // msku, msku ID, SKU, product name
export const PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

// The router parses a hand-typed `?avail=10` as a number; a number is taken only while it is exact.
const asText = z.union([z.string(), z.number().refine(Number.isSafeInteger)]).transform(String);
// The catalogue's id rule: digits, a number only while it is exact.
const digits = idText();
const decimal = z.union([z.string(), z.number().nonnegative()]).transform(String).pipe(z.string().regex(/^\d{1,12}(\.\d{1,6})?$/));
const idList = z.array(digits).max(200);

export const listingsSearch = z.object({
  /** Which field the search values look in (1 msku, 2 msku ID, 3 SKU, 4 product name). */
  field: asText.pipe(z.enum(SEARCH_FIELDS)).optional().catch(undefined),
  /** fuzzy: one value matched as a part (searchSingleValue); exact: a list matched whole (searchValues). */
  mode: z.enum(['fuzzy', 'exact']).optional().catch(undefined),
  q: asText.pipe(z.string().max(200)).optional().catch(undefined),
  values: z.array(asText.pipe(z.string().max(200))).max(200).optional().catch(undefined),
  /** statusList: "0" normal, "1" deleted. */
  status: z.array(asText.pipe(z.enum(['0', '1']))).max(2).optional().catch(undefined),
  /** pairingStatus: 0 unpaired, 1 paired; absent = all. */
  pairing: asText.pipe(z.enum(['0', '1'])).optional().catch(undefined),
  avail: decimal.optional().catch(undefined),
  availCond: asText.pipe(z.enum(['1', '2'])).optional().catch(undefined),
  price: decimal.optional().catch(undefined),
  priceCond: asText.pipe(z.enum(['1', '2'])).optional().catch(undefined),
  stores: idList.optional().catch(undefined),
  brands: idList.optional().catch(undefined),
  cats: idList.optional().catch(undefined),
  sort: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  size: z.number().int().min(1).max(200).optional().catch(undefined),
  /** Zero-based page. */
  page: z.number().int().min(0).max(1_000_000).optional().catch(undefined),
});
export type ListingsSearch = z.infer<typeof listingsSearch>;
