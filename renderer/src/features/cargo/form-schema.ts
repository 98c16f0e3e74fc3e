// The cargo form: the catalogue's request without the goods list (the grid holds it). An empty draft id means
// "create a new draft", so it is left out rather than refused.
import { z } from 'zod';
import { cargoStorage } from '../../../../shared/catalogue/operations/cargoStorage';

const request = cargoStorage.request;

export const cargoFormSchema = request.omit({ cargo_goods_list: true }).extend({
  inbound_order_id: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), request.shape.inbound_order_id),
});

/** One goods row as the vendor takes it (what the grid validates each row with). */
export const goodsItemSchema = request.shape.cargo_goods_list.element;

export const ADDRESS_FIELDS = [
  'address_alias',
  'address_id',
  'receive_or_delivery_country',
  'receive_or_delivery_country_name',
  'province',
  'city',
  'postal_code',
  'street_detail',
  'mobile',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The form as typed (all text): what the draft keeps. */
export const cargoFormValues = z.object({
  store_id: z.string(),
  cargo_remark: z.string(),
  inbound_order_id: z.string(),
  return_address: z.object(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, z.string()])) as Record<AddressField, z.ZodString>),
});
export type CargoFormValues = z.infer<typeof cargoFormValues>;

export const EMPTY_FORM: CargoFormValues = {
  store_id: '',
  cargo_remark: '',
  inbound_order_id: '',
  return_address: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as Record<AddressField, string>,
};

/** The body's non-goods fields from what was typed (blank optional fields left out). */
export function commonOf(v: CargoFormValues): Record<string, unknown> {
  return {
    store_id: v.store_id.trim(),
    ...(v.cargo_remark.trim() === '' ? {} : { cargo_remark: v.cargo_remark }),
    ...(v.inbound_order_id.trim() === '' ? {} : { inbound_order_id: v.inbound_order_id.trim() }),
    return_address: v.return_address,
  };
}
