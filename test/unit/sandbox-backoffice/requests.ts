// One client-side request per business operation, built from the back office's own data, with rows that
// succeed and rows that fail, so envelopes, keys and normalisers are exercised on both paths.
import type { BusinessOperationId } from '../../../electron/sandbox/backoffice';
import { view, type Harness, type Rec } from './helpers';

type Family = { fields: Rec; paired: boolean; children: Array<{ fields: Rec; paired: boolean }> };

export interface ClientRequest {
  /** What Opsdesk holds (ids as strings): the input of the catalogue's request schema. */
  input: Rec;
  /** code → id aliases the client passes to the picking normaliser. */
  aliases?: Record<string, string>;
}

export function clientRequests(h: Harness): Record<BusinessOperationId, ClientRequest> {
  const stores = view<{ id: string; kind: string; retailerFulfilment: boolean; warehouses: Array<{ id: string; isDefault: boolean }> }>(h.bo, 'stores');
  const lists = view<{ id: number; shippingListCode: string; shippingListStatus: number; pickingStatus: number }>(h.bo, 'shippingLists');
  const pickable = lists.find((l) => l.shippingListStatus === 1 && l.pickingStatus === 0);
  const shipped = lists.find((l) => l.shippingListStatus === 2);
  const chatxStore = stores.find((s) => s.kind === 'chatx');
  const records = view<Family>(h.bo, 'listings').filter((p) => p.fields.storeId === chatxStore?.id).flatMap((p) => [p, ...p.children]);
  const videoxStore = stores.find((s) => s.kind === 'videox');
  const videox = view<{ storeId: string; mskuId: string }>(h.bo, 'videox').filter((v) => v.storeId === videoxStore?.id);
  const variants = view<{ variantUniqueId: string }>(h.bo, 'retailx');
  const orders = view<{ globalOrderNo: string; platformCode: string; buyerId: string }>(h.bo, 'orders');
  const shipments = view<{ sid: string; shipmentConfirmationId: string }>(h.bo, 'shipments');
  const address = view<Record<string, string>>(h.bo, 'addresses')[0];
  const firstDraft = view<{ inboundOrderId: string }>(h.bo, 'cargo')[0];
  const fulfilment = stores.find((s) => s.retailerFulfilment);
  if (!pickable || !shipped || !chatxStore || !videoxStore || !address || !firstDraft || !fulfilment) throw new Error('fixture incomplete');
  const otherWarehouse = videoxStore.warehouses.find((w) => !w.isDefault)?.id as string;
  const mergeable = orders.filter((o) => o.buyerId === orders[0]?.buyerId);
  // An order of the same platform but another buyer: it cannot join the set, so the answer fails it.
  const loner = orders.find((o) => o.platformCode === mergeable[0]?.platformCode && o.buyerId !== mergeable[0]?.buyerId);

  return {
    picking: {
      input: { shippingIdList: [String(pickable.id), String(shipped.id), '99999'] },
      aliases: Object.fromEntries(lists.map((l) => [l.shippingListCode, String(l.id)])),
    },
    cancelPairing: {
      input: {
        mskuIdList: [records.find((r) => r.paired)?.fields.mskuId, records.find((r) => !r.paired)?.fields.mskuId, '42'],
        platformCode: '10041',
        storeId: chatxStore.id,
      },
    },
    videoxStock: {
      input: {
        store_id: videoxStore.id,
        queue_list: [
          { msku_id: videox[0]?.mskuId, quantity: 5 },
          { msku_id: videox[0]?.mskuId, quantity: 6, warehouse_id: otherWarehouse },
          { msku_id: '404', quantity: 1 },
          { msku_id: videox[1]?.mskuId, quantity: 2, warehouse_id: '999' },
        ],
      },
    },
    cargoStorage: {
      input: {
        store_id: fulfilment.id,
        inbound_order_id: firstDraft.inboundOrderId,
        cargo_remark: 'restock',
        cargo_goods_list: [{
          box_num: '2', single_box_num: '24', declare_num: '48', expected_arrival_time: '2024-08-01 10:00:00', msku: 'RX-1',
          picture_url: 'https://img.example/1.jpg', product_desc: 'Bottle', product_id: '123', product_name: 'Bottle', sku: 'SKU-1',
          product_type: 'UPC', gtin: '012345678905', value_added_service: 1,
        }],
        return_address: {
          address_alias: 'Main', address_id: '1001', city: 'Houston', mobile: '+1 713-555-0100', postal_code: '77002', province: 'TX',
          receive_or_delivery_country: 'US', receive_or_delivery_country_name: 'United States', street_detail: '1 Dock Rd',
        },
      },
    },
    retailxStock: {
      input: { queue_type: 1, data: [{ variant_unique_id: variants[0]?.variantUniqueId, adjust_value: '12' }, { variant_unique_id: 'nope', adjust_value: '1' }] },
    },
    mergeOrders: { input: { platform_code: mergeable[0]?.platformCode, order_list: [...mergeable, ...(loner ? [loner] : [])].map((o) => o.globalOrderNo) } },
    shippingDetail: { input: { shippingListCode: pickable.shippingListCode } },
    chatxList: { input: { length: 50, sortField: 'price', sortType: 'desc' } },
    renameShipments: {
      input: {
        inboundShipmentNameReqList: [
          { sid: shipments[0]?.sid, shipmentConfirmationId: shipments[0]?.shipmentConfirmationId, shipmentName: 'Renamed' },
          { sid: shipments[0]?.sid, shipmentConfirmationId: 'FBA000000000', shipmentName: 'Lost' },
        ],
      },
    },
    updateShipFromAddress: {
      input: {
        sid: address.sid, id: address.id, alias_name: 'Dock A', country_name: 'United States', sender_name: 'Ops',
        street_detail1: '1 Dock Rd', city: 'Houston', province: 'TX', zip_code: '77002',
      },
    },
  };
}
