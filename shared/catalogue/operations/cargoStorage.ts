import { z } from 'zod';
import { id, unwrapData } from '../response-readers';
import { countText, dateTimeText, identifierText, idText, list, need, optionalText, text } from '../fields';
import { defineOperation } from '../define';
import type { NormalisedResult } from '../types';
import { issue } from '../issue-codes';

export interface CargoStorageData {
  inboundOrderId: string;
}

const good = z.object({
  box_num: countText({ min: 1 }),
  single_box_num: countText({ min: 1 }),
  declare_num: countText({ min: 1 }),
  expected_arrival_time: dateTimeText(),
  msku: identifierText({ max: 200 }),
  picture_url: text({ max: 1000 }),
  product_desc: text({ max: 2000 }),
  product_id: identifierText({ max: 100 }),
  product_name: text({ max: 500 }),
  sku: identifierText({ max: 200 }),
  product_type: z.enum(['GTIN', 'UPC', 'EAN'], { error: need('oneOf', { values: 'GTIN, UPC, EAN' }) }),
  gtin: identifierText({ max: 64 }),
  // "1" needed / "0" not; the sample sends it as a number, so both are accepted and sent as text.
  value_added_service: z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], { error: need('yesNo') })
    .transform((v) => String(v) as '0' | '1'),
});

const returnAddress = z.object({
  address_alias: text({ max: 100 }),
  address_id: idText(),
  city: text({ max: 100 }),
  mobile: text({ max: 40 }),
  postal_code: text({ max: 20 }),
  province: text({ max: 100 }),
  receive_or_delivery_country: z
    .string({ error: need('country') })
    .refine((c) => /^[A-Z]{2}$/.test(c), issue('country')),
  receive_or_delivery_country_name: text({ max: 100 }),
  street_detail: text({ max: 500 }),
}, { error: need('notObject') });

const request = z.object({
  store_id: idText(),
  cargo_goods_list: list(good, 200),
  cargo_remark: optionalText({ max: 500 }),
  inbound_order_id: idText().optional(),
  return_address: returnAddress,
});

const data = z.looseObject({ inbound_order_id: id });

export const cargoStorage = defineOperation({
  id: 'cargoStorage',
  section: '4.6',
  title: { en: 'Cargo temporary storage', zh: '货件暂存' },
  path: '/basicOpen/multiplatform/cargo/storage',
  bodyKind: 'json',
  capacity: 1,
  access: 'write',
  successCodes: ['0'],
  request,
  // Sending an existing inbound_order_id updates that draft; without one a new draft is created.
  batch: { kind: 'single', itemKey: (b) => b.inbound_order_id ?? `new:${b.store_id}` },
  // A new draft is its content until the vendor names it: the same content sent twice makes two drafts, other
  // content is another draft. An existing draft is its id, whatever is sent to it.
  ledger: { key: (b, values) => (b as { inbound_order_id?: string }).inbound_order_id ?? `new:${String((b as { store_id?: unknown }).store_id)}:${values}` },
  normalise({ envelope, data: rawData }, body): NormalisedResult<CargoStorageData> {
    const parsed = data.safeParse(unwrapData(rawData) ?? {});
    const key = body.inbound_order_id ?? `new:${body.store_id}`;
    const orderId = parsed.success ? parsed.data.inbound_order_id : null;
    if (!orderId) {
      return { envelope, ok: true, items: [{ key, ok: false, uncertain: true, reason: 'the answer has no inbound_order_id', reasonCode: 'ITEM_NO_RESULT_ID' }], unmatched: [], data: null };
    }
    return { envelope, ok: true, items: [{ key, ok: true, reason: null, info: { inboundOrderId: orderId } }], unmatched: [], data: { inboundOrderId: orderId } };
  },
});
