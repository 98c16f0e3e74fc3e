// 4.6 cargo temporary storage (notes §6): only the retailer-fulfilment store; product_type GTIN|UPC|EAN;
// value_added_service "1"/"0" (or the number); an existing inbound_order_id updates that draft, otherwise a
// new draft id such as 202309150022 (day + sequence) is returned.
import type { CargoDraft } from '../model';
import { businessEnvelope, BusinessRejection, SUCCESS_TEXT } from '../envelope';
import { at, objectAt, optionalText, requiredId, requiredList, requiredObject, requiredText, ShapeError, type Obj } from '../shape';
import { formatDateTime, formatDayDigits } from '../time';
import { AppliedLog, type Handler } from './types';
import { LIST_MAX } from '../vendor-rules';

const GOOD_TEXT_FIELDS = ['msku', 'picture_url', 'product_desc', 'product_id', 'product_name', 'sku', 'gtin'] as const;
const COUNT_FIELDS = ['box_num', 'single_box_num', 'declare_num'] as const;
const ADDRESS_FIELDS = [
  'address_alias', 'address_id', 'city', 'mobile', 'postal_code', 'province', 'receive_or_delivery_country',
  'receive_or_delivery_country_name', 'street_detail',
] as const;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function nonBlank(o: Obj, key: string, path: string): string {
  const v = requiredText(o, key, path);
  if (v.trim() === '') throw new ShapeError(at(path, key), 'must not be blank');
  return v;
}

function readGood(value: unknown, i: number): Record<string, string> {
  const path = at('cargo_goods_list', i);
  const o = objectAt(value, path);
  const good: Record<string, string> = {};
  for (const key of COUNT_FIELDS) {
    const v = requiredText(o, key, path).trim();
    if (!/^\d{1,9}$/.test(v) || Number(v) < 1) throw new ShapeError(at(path, key), 'must be a whole number >= 1');
    good[key] = v;
  }
  for (const key of GOOD_TEXT_FIELDS) good[key] = nonBlank(o, key, path);
  const when = requiredText(o, 'expected_arrival_time', path);
  if (!DATE_TIME.test(when)) throw new ShapeError(at(path, 'expected_arrival_time'), 'must be a date-time yyyy-MM-dd HH:mm:ss');
  good.expected_arrival_time = when;
  const type = requiredText(o, 'product_type', path);
  if (type !== 'GTIN' && type !== 'UPC' && type !== 'EAN') throw new ShapeError(at(path, 'product_type'), 'must be GTIN, UPC or EAN');
  good.product_type = type;
  const service = requiredText(o, 'value_added_service', path);
  if (service !== '0' && service !== '1') throw new ShapeError(at(path, 'value_added_service'), 'must be "1" (needed) or "0" (not needed)');
  good.value_added_service = service;
  return good;
}

function newDraftId(env: Parameters<Handler>[1]): string {
  const day = formatDayDigits(env.ctx.nowMs);
  for (;;) {
    const id = `${day}${String(++env.state.counters.cargoSeq).padStart(4, '0')}`;
    if (!env.state.cargo.has(id)) return id;
  }
}

export const handleCargoStorage: Handler = (body, env) => {
  const storeId = requiredId(body, 'store_id');
  const goods = requiredList(body, 'cargo_goods_list', LIST_MAX).map(readGood);
  const remark = optionalText(body, 'cargo_remark') ?? '';
  const sentId = body.inbound_order_id === '' ? undefined : optionalText(body, 'inbound_order_id')?.trim();
  const addressObj = requiredObject(body, 'return_address');
  const returnAddress: Record<string, string> = {};
  for (const key of ADDRESS_FIELDS) returnAddress[key] = nonBlank(addressObj, key, 'return_address');

  const store = env.state.storeById.get(storeId);
  if (!store?.retailerFulfilment) throw new BusinessRejection(`store ${storeId} is not a retailer-fulfilment store`);
  const existing = sentId === undefined ? undefined : env.state.cargo.get(sentId);
  if (existing && existing.storeId !== storeId) throw new BusinessRejection(`inbound order ${sentId} belongs to another store`);
  const now = formatDateTime(env.ctx.nowMs);
  let draft: CargoDraft;
  if (existing) {
    draft = Object.assign(existing, { cargoRemark: remark, goods, returnAddress, updateTime: now });
  } else {
    draft = { inboundOrderId: newDraftId(env), storeId, cargoRemark: remark, goods, returnAddress, createTime: now, updateTime: now };
    env.state.cargo.set(draft.inboundOrderId, draft);
  }
  const log = new AppliedLog();
  log.ok(sentId ?? `new:${storeId}`);
  return {
    envelope: businessEnvelope(env.ctx, { code: 0, message: SUCCESS_TEXT.plain, data: { inbound_order_id: draft.inboundOrderId }, total: goods.length }),
    applied: log,
  };
};
