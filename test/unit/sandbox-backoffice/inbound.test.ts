import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../../../shared/json/lossless';
import { data, harness, view, type Harness, type Rec } from './helpers';

type Shipment = { sid: string; shipmentConfirmationId: string; shipmentName: string };
type Address = Record<string, string>;

const shipments = (h: Harness) => view<Shipment>(h.bo, 'shipments');
const addresses = (h: Harness) => view<Address>(h.bo, 'addresses');

describe('rename inbound shipments (4.11)', () => {
  it('renames each known shipment and the new name sticks', () => {
    const h = harness();
    const s = shipments(h)[0] as Shipment;
    const { answer, applied } = h.call('renameShipments', {
      inboundShipmentNameReqList: [{ sid: new LosslessNumber(s.sid), shipmentConfirmationId: s.shipmentConfirmationId, shipmentName: 'July restock' }],
    });
    expect(answer).toMatchObject({ code: 0, total: 1, data: { successNum: 1, failNum: 0 } });
    expect(data(answer).resultList).toEqual([{ sid: s.sid, shipmentConfirmationId: s.shipmentConfirmationId, shipmentName: 'July restock', success: true, errorMsg: null }]);
    expect(applied?.appliedKeys).toEqual([`${s.sid}:${s.shipmentConfirmationId}`]);
    expect(shipments(h)[0]?.shipmentName).toBe('July restock');
  });

  it('fails an unknown sid or confirmation id on its own with "shipment not found"', () => {
    const h = harness();
    const s = shipments(h)[0] as Shipment;
    const other = shipments(h).find((x) => x.sid !== s.sid) as Shipment;
    const rows = [
      { sid: s.sid, shipmentConfirmationId: 'FBA000000000', shipmentName: 'x' },
      { sid: other.sid, shipmentConfirmationId: s.shipmentConfirmationId, shipmentName: 'y' },
      { sid: s.sid, shipmentConfirmationId: s.shipmentConfirmationId, shipmentName: 'z' },
    ];
    const { answer, applied } = h.call('renameShipments', { inboundShipmentNameReqList: rows });
    expect((data(answer).resultList as Rec[]).map((r) => [r.success, r.errorMsg])).toEqual([[false, 'shipment not found'], [false, 'shipment not found'], [true, null]]);
    expect(applied?.rejected.map((r) => r.key)).toEqual([`${s.sid}:FBA000000000`, `${other.sid}:${s.shipmentConfirmationId}`]);
  });

  it('fails a name that is blank or longer than 100 characters', () => {
    const h = harness();
    const s = shipments(h)[1] as Shipment;
    const row = (shipmentName: string) => ({ sid: s.sid, shipmentConfirmationId: s.shipmentConfirmationId, shipmentName });
    const { answer } = h.call('renameShipments', { inboundShipmentNameReqList: [row('  '), row('n'.repeat(101)), row('n'.repeat(100))] });
    expect((data(answer).resultList as Rec[]).map((r) => r.success)).toEqual([false, false, true]);
    expect(shipments(h)[1]?.shipmentName).toBe('n'.repeat(100));
  });
});

describe('update ship-from address (4.12)', () => {
  const body = (a: Address, patch: Rec = {}) => ({
    sid: new LosslessNumber(a.sid as string), id: Number(a.id), alias_name: a.alias_name, country_name: 'United States',
    sender_name: 'Ops Team', street_detail1: '1 Dock Rd', city: 'Houston', province: 'TX', zip_code: '77002', ...patch,
  });

  it('updates the address, answers data null, and the change sticks', () => {
    const h = harness();
    const a = addresses(h)[0] as Address;
    const { answer, applied } = h.call('updateShipFromAddress', body(a, { alias_name: 'Renamed dock' }));
    expect(answer).toMatchObject({ code: 0, data: null });
    expect(applied).toEqual({ appliedKeys: [`${a.sid}:${a.id}`], rejected: [] });
    expect(addresses(h)[0]).toMatchObject({ alias_name: 'Renamed dock', street_detail1: '1 Dock Rd', street_detail2: '', city: 'Houston' });
  });

  it('refuses an alias already used by another address of the same store, but not of another store', () => {
    const h = harness();
    const all = addresses(h);
    const a = all[0] as Address;
    const sibling = all.find((x) => x.sid === a.sid && x.id !== a.id) as Address;
    const taken = h.call('updateShipFromAddress', body(a, { alias_name: sibling.alias_name }));
    expect(taken).toMatchObject({ applied: null, answer: { code: 500, data: null } });
    expect(addresses(h)[0]?.alias_name).toBe(a.alias_name);
    const b = all.find((x) => x.sid !== a.sid) as Address;
    expect(h.call('updateShipFromAddress', body(b, { alias_name: 'Bonded yard' })).answer.code).toBe(0);
    expect(h.call('updateShipFromAddress', body(a, { alias_name: 'Bonded yard' })).answer.code).toBe(0);
  });

  it('requires a 2-letter province code for the United States only', () => {
    const h = harness();
    const a = addresses(h)[0] as Address;
    const us = h.call('updateShipFromAddress', body(a, { province: 'Texas' })).answer;
    expect(us).toMatchObject({ code: 102, message: expect.stringContaining('province') });
    expect(h.call('updateShipFromAddress', body(a, { country_name: 'Germany', province: 'Bayern' })).answer.code).toBe(0);
  });

  it('refuses an unknown address with code 500', () => {
    const h = harness();
    const a = addresses(h)[0] as Address;
    expect(h.call('updateShipFromAddress', body(a, { id: 1 })).answer.code).toBe(500);
  });
});

describe('cargo temporary storage (4.6)', () => {
  type Store = { id: string; kind: string; retailerFulfilment: boolean };
  type Draft = { inboundOrderId: string; storeId: string; cargoRemark: string; goods: Rec[] };
  const good = (patch: Rec = {}) => ({
    box_num: '2', single_box_num: '24', declare_num: '48', expected_arrival_time: '2024-08-01 10:00:00', msku: 'RX-00001',
    picture_url: 'https://img.example/1.jpg', product_desc: 'Steel bottle', product_id: '123456', product_name: 'Bottle',
    sku: 'SKU-RX-00001', product_type: 'GTIN', gtin: '00012345678905', value_added_service: 1, ...patch,
  });
  const returnAddress = {
    address_alias: 'Main warehouse', address_id: '1001', city: 'Houston', mobile: '+1 713-555-0100', postal_code: '77002',
    province: 'TX', receive_or_delivery_country: 'US', receive_or_delivery_country_name: 'United States', street_detail: '1 Dock Rd',
  };
  const fulfilment = (h: Harness) => view<Store>(h.bo, 'stores').find((s) => s.retailerFulfilment) as Store;
  const body = (storeId: string, patch: Rec = {}) => ({ store_id: storeId, cargo_goods_list: [good()], return_address: returnAddress, ...patch });

  it('creates a new draft with an id of the day and a sequence, keyed new:<store_id>', () => {
    const h = harness();
    const store = fulfilment(h);
    const { answer, applied } = h.call('cargoStorage', body(store.id, { cargo_remark: 'first' }));
    expect(answer).toMatchObject({ code: 0, data: { inbound_order_id: '202407080001' } });
    expect(applied).toEqual({ appliedKeys: [`new:${store.id}`], rejected: [] });
    const draft = view<Draft>(h.bo, 'cargo').find((d) => d.inboundOrderId === '202407080001');
    expect(draft).toMatchObject({ storeId: store.id, cargoRemark: 'first' });
    expect(draft?.goods[0]?.value_added_service).toBe('1');
  });

  it('updates the draft named by an existing inbound_order_id', () => {
    const h = harness();
    const store = fulfilment(h);
    const existing = view<Draft>(h.bo, 'cargo')[0] as Draft;
    const drafts = view(h.bo, 'cargo').length;
    const { answer, applied } = h.call('cargoStorage', body(store.id, { inbound_order_id: existing.inboundOrderId, cargo_remark: 'updated' }));
    expect(data(answer).inbound_order_id).toBe(existing.inboundOrderId);
    expect(applied?.appliedKeys).toEqual([existing.inboundOrderId]);
    expect(view(h.bo, 'cargo')).toHaveLength(drafts);
    expect(view<Draft>(h.bo, 'cargo')[0]?.cargoRemark).toBe('updated');
  });

  it('serves only the retailer-fulfilment store', () => {
    const h = harness();
    const other = view<Store>(h.bo, 'stores').find((s) => s.kind === 'retailx' && !s.retailerFulfilment) as Store;
    const { answer, applied } = h.call('cargoStorage', body(other.id));
    expect(answer).toMatchObject({ code: 500, data: null });
    expect(applied).toBeNull();
  });

  it('accepts product_type GTIN, UPC or EAN and value_added_service "1", "0" or the number', () => {
    const h = harness();
    const id = fulfilment(h).id;
    for (const patch of [{ product_type: 'UPC' }, { product_type: 'EAN' }, { value_added_service: '0' }, { value_added_service: 0 }]) {
      expect(h.call('cargoStorage', body(id, { cargo_goods_list: [good(patch)] })).answer.code, JSON.stringify(patch)).toBe(0);
    }
    for (const [field, patch] of [['product_type', { product_type: 'ASIN' }], ['value_added_service', { value_added_service: '2' }], ['expected_arrival_time', { expected_arrival_time: '2024-08-01' }]] as const) {
      const { answer } = h.call('cargoStorage', body(id, { cargo_goods_list: [good(patch)] }));
      expect(answer).toMatchObject({ code: 102, message: expect.stringContaining(`cargo_goods_list[0].${field}`) });
    }
  });
});
