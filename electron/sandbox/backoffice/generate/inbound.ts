// Inbound shipments (4.11) and ship-from addresses (4.12) of the mkt stores, and cargo drafts (4.6) of the
// retailer-fulfilment store.
import type { CargoDraft, InboundShipment, ShipFromAddress, Store } from '../model';
import { createRng, uniqueFrom } from '../rng';
import { DAY_MS, formatDateTime, HISTORY_ANCHOR_MS } from '../time';
import { BUYERS, FULFILMENT_CENTRES, STREETS, US_PLACES } from '../vocab';

const SHIPMENTS_PER_STORE = 12;
const CONFIRMATION_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

export function generateShipments(seed: number, stores: readonly Store[], perStore: number = SHIPMENTS_PER_STORE): InboundShipment[] {
  const rng = createRng(seed, 'shipments');
  const confirmationId = uniqueFrom(() => {
    let id = 'FBA';
    for (let i = 0; i < 9; i++) id += CONFIRMATION_CHARS[rng.int(0, CONFIRMATION_CHARS.length - 1)];
    return id;
  });
  const out: InboundShipment[] = [];
  for (const store of stores) {
    for (let i = 0; i < perStore; i++) {
      const createMs = HISTORY_ANCHOR_MS - rng.int(1, 90) * DAY_MS;
      const centre = rng.pick(FULFILMENT_CENTRES);
      out.push({
        sid: store.id,
        shipmentConfirmationId: confirmationId(),
        shipmentName: `FBA (${formatDateTime(createMs).slice(0, 10)}) - ${centre}`,
        status: rng.pick(['WORKING', 'SHIPPED', 'IN_TRANSIT', 'RECEIVING', 'CLOSED']),
        destinationFulfillmentCenterId: centre,
        createTime: formatDateTime(createMs),
      });
    }
  }
  return out;
}

/** Each store has a "Main warehouse" alias, so uniqueness of aliases is visibly per store, not global. */
export function generateAddresses(seed: number, stores: readonly Store[]): ShipFromAddress[] {
  const rng = createRng(seed, 'addresses');
  const id = uniqueFrom(() => rng.int(10_000, 99_999));
  const out: ShipFromAddress[] = [];
  for (const store of stores) {
    const aliases = ['Main warehouse', 'Returns dock', 'Overflow site', 'East coast hub'].slice(0, rng.int(3, 4));
    for (const alias of aliases) {
      const place = rng.pick(US_PLACES);
      out.push({
        sid: store.id,
        id: String(id()),
        alias_name: alias,
        country_name: 'United States',
        sender_name: rng.pick(BUYERS),
        street_detail1: `${rng.int(10, 9999)} ${rng.pick(STREETS)}`,
        street_detail2: rng.chance(0.4) ? `Suite ${rng.int(100, 900)}` : '',
        city: place.city,
        region: '',
        province: place.province,
        zip_code: place.zip,
        phone: `+1 ${rng.int(200, 989)}-555-${String(rng.int(0, 9999)).padStart(4, '0')}`,
      });
    }
  }
  return out;
}

export function generateCargoDrafts(seed: number, store: Store): CargoDraft[] {
  const rng = createRng(seed, 'cargo');
  const out: CargoDraft[] = [];
  for (let i = 0; i < 2; i++) {
    const createMs = HISTORY_ANCHOR_MS - rng.int(1, 30) * DAY_MS;
    const day = formatDateTime(createMs).slice(0, 10).replaceAll('-', '');
    const place = rng.pick(US_PLACES);
    out.push({
      inboundOrderId: `${day}${String(rng.int(1, 99)).padStart(4, '0')}`,
      storeId: store.id,
      cargoRemark: i === 0 ? '首批备货' : '',
      goods: [{
        box_num: String(rng.int(1, 20)), single_box_num: '24', declare_num: String(24 * rng.int(1, 20)),
        expected_arrival_time: formatDateTime(createMs + 30 * DAY_MS), msku: `RX-${rng.digits(5)}`,
        picture_url: 'https://img.sandbox.example/retailx/draft.jpg', product_desc: 'Seed draft goods', product_id: rng.digits(9),
        product_name: 'Seed draft goods', sku: `SKU-RX-${rng.digits(5)}`, product_type: 'GTIN', gtin: `0${rng.digits(13)}`,
        value_added_service: '0',
      }],
      returnAddress: {
        address_alias: 'Main warehouse', address_id: rng.digits(6), city: place.city, mobile: `+1 ${rng.int(200, 989)}-555-0100`,
        postal_code: place.zip, province: place.province, receive_or_delivery_country: 'US',
        receive_or_delivery_country_name: 'United States', street_detail: `${rng.int(10, 9999)} ${rng.pick(STREETS)}`,
      },
      createTime: formatDateTime(createMs),
      updateTime: formatDateTime(createMs),
    });
  }
  return out;
}
