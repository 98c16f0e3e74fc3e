import { z } from 'zod';
import { idNumber, int, need, optionalText } from '../fields';
import { id, num, records, str, texts, toCount, unwrapData } from '../response-readers';
import { defineOperation } from '../define';
import type { NormalisedResult } from '../types';
import { issue } from '../issue-codes';

const quantitySyn = z.looseObject({
  before: str,
  after: str,
  quantitySynWareHouses: records(z.looseObject({ before: str, after: str, userName: str, wareHouseName: str, uid: id })),
  type: num,
  uid: id,
  userName: str,
});
const listingFields = {
  attributes: str, availableNumber: num, bid: id, bname: str, category: str, cid: id, cname: str, companyId: id,
  day30SaleCnt: num, day7SaleCnt: num, id: id, imgUrl: str, msku: str, mskuId: id, notes: str, onHandNumber: num,
  pid: id, platformCode: str, pname: str, price: str, principalName: str, principalUids: texts, productId: id,
  productUniqueId: id, readyToShipNumber: num, sku: str, status: num, storeId: id, storeName: str,
  supplyPriceList: z.unknown().optional().transform((v) => (Array.isArray(v) ? v : [])),
  title: str,
  wareHouseDataList: z.unknown().optional().transform((v) => (Array.isArray(v) ? v : [])),
};
const childListing = z.looseObject(listingFields);
export const listingSchema = z.looseObject({ ...listingFields, quantitySyn: quantitySyn.nullish(), children: records(childListing) });
export type Listing = z.output<typeof listingSchema>;
export type ChildListing = z.output<typeof childListing>;

export interface ChatxListData {
  count: number;
  list: Listing[];
}

const zeroOne = (meaning: string) => z.union([z.literal(0), z.literal(1)], { error: need('oneOf', { values: '0, 1' }) }).describe(meaning);
const condition = z.union([z.literal(1), z.literal(2)], { error: need('oneOf', { values: '1, 2' }) });
const decimalText = z
  .string({ error: need('decimal') })
  .refine((s) => /^\d+(\.\d+)?$/.test(s.trim()), issue('decimal'));

const request = z.object({
  isParent: zeroOne('1 (parent) or 0 (child)').optional(),
  availableNumber: decimalText.optional(),
  availableNumberCondition: condition.optional(),
  brandIds: z.array(idNumber(), { error: need('notList') }).optional(),
  categoryIds: z.array(idNumber(), { error: need('notList') }).optional(),
  length: int({ min: 1, max: 200 }).optional(),
  offset: int({ min: 0 }).optional(),
  pairingStatus: zeroOne('0 (unpaired) or 1 (paired)').optional(),
  parentUniqueIds: z.array(idNumber(), { error: need('notList') }).optional(),
  price: decimalText.optional(),
  priceCondition: condition.optional(),
  principalUids: z.array(idNumber(), { error: need('notList') }).optional(),
  productUniqueId: idNumber().optional(),
  searchField: z.enum(['1', '2', '3', '4'], { error: need('oneOf', { values: '1, 2, 3, 4' }) }).optional(),
  searchSingleValue: optionalText({ max: 200 }),
  searchValues: z.array(z.string(), { error: need('notList') }).max(200, issue('maxValues', { max: 200 })).optional(),
  sortField: optionalText({ max: 64 }),
  sortType: z.enum(['asc', 'desc'], { error: need('oneOf', { values: 'asc, desc' }) }).optional(),
  statusList: z.array(z.enum(['0', '1'], { error: need('oneOf', { values: '0, 1' }) })).optional(),
  storeIds: z.array(idNumber(), { error: need('notList') }).optional(),
});

const data = z.looseObject({ count: z.unknown(), list: records(listingSchema) });

export const chatxList = defineOperation({
  id: 'chatxList',
  section: '4.10',
  title: { en: 'Online products (chatx)', zh: '查询在线产品（chatx）' },
  path: '/basicOpen/multiplatform/chatx/list',
  bodyKind: 'json',
  capacity: 1,
  access: 'read',
  successCodes: ['0'],
  request,
  batch: null,
  normalise({ envelope, data: rawData }): NormalisedResult<ChatxListData> {
    const parsed = data.safeParse(unwrapData(rawData) ?? {});
    const list = parsed.success ? parsed.data.list : [];
    const count = (parsed.success ? toCount(parsed.data.count) : null) ?? envelope.total ?? list.length;
    return { envelope, ok: true, items: [], unmatched: [], data: { count, list } };
  },
});
