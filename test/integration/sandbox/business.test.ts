// Every business operation's success path through the real back office, end to end over HTTP: the body is
// built by the catalogue as the client builds it, the answer is read by the catalogue's normaliser, and the
// state change is checked through the admin API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { normaliseResponse, validateRequest, type OperationBody, type OperationId, type OperationInput } from '../../../shared/catalogue';
import { admin, obtainToken, signedCall, until } from './helpers';

type Row = Record<string, unknown>;
let sandbox: SandboxHandle;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 42, applyDelayMs: 800 });
  token = (await obtainToken(sandbox.baseUrl, sandbox.credentials.appId, sandbox.credentials.appSecret)).accessToken;
});
afterAll(() => sandbox.stop());

const state = async (kind: string) => ((await admin(sandbox.baseUrl, 'GET', `/state/${kind}`)) as { state: Row[] }).state;

async function run<K extends OperationId>(op: K, input: OperationInput<K>) {
  const body = validateRequest(op, input) as Record<string, unknown>;
  const answer = await signedCall(sandbox.baseUrl, op, body, { appId: sandbox.credentials.appId, accessToken: token });
  return { raw: answer.json, result: normaliseResponse(op, answer.json, body as OperationBody<K>) };
}

describe('business operations through the real back office', () => {
  it('4.3 picking picks a list awaiting shipment, and refuses it the second time', async () => {
    const list = (await state('shippingLists')).find((l) => l.shippingListStatus === 1 && l.pickingStatus === 0);
    const id = String(list?.id);
    const first = await run('picking', { shippingIdList: [id] });
    expect(first.result.ok).toBe(true);
    expect(first.result.items).toEqual([{ key: id, ok: true, reason: null }]);
    expect((await state('shippingLists')).find((l) => String(l.id) === id)?.pickingStatus).toBe(1);
    const again = await run('picking', { shippingIdList: [id] });
    expect(again.result.items[0]?.ok).toBe(false);
    expect(sandbox.appliedWrites().filter((w) => w.operation === 'picking').map((w) => [w.appliedKeys, w.rejected.length])).toEqual([
      [[id], 0],
      [[], 1],
    ]);
  });

  it('4.9 shipping detail answers code 200 with the list', async () => {
    const list = (await state('shippingLists'))[0] as Row;
    const { raw, result } = await run('shippingDetail', { shippingListCode: String(list.shippingListCode) });
    expect(raw.code).toBe(200);
    expect(result.ok).toBe(true);
    expect((raw.data as Row).shippingListCode).toBe(list.shippingListCode);
  });

  it('4.4 cancel pairing un-pairs a paired listing of the store', async () => {
    const stores = await state('stores');
    const listing = (await state('listings')).find((l) => l.paired === true) as { fields: Row } | undefined;
    const store = stores.find((s) => s.id === listing?.fields.storeId) as Row;
    const mskuId = String(listing?.fields.mskuId);
    const { result } = await run('cancelPairing', { mskuIdList: [mskuId], platformCode: String(store.platformCode), storeId: String(store.id) });
    expect(result.items).toEqual([{ key: mskuId, ok: true, reason: null }]);
    expect(((await state('listings')).find((l) => (l.fields as Row).mskuId === mskuId) as Row).paired).toBe(false);
  });

  it('4.5 videox stock change queues the change (code 1) and applies it after the delay', async () => {
    const listing = (await state('videox'))[0] as { storeId: string; mskuId: string; stock: Record<string, number> };
    const { raw, result } = await run('videoxStock', { store_id: listing.storeId, queue_list: [{ msku_id: listing.mskuId, quantity: 321 }] });
    expect(raw.code).toBe(1);
    expect(result.items[0]).toMatchObject({ key: listing.mskuId, ok: true });
    const warehouse = result.items[0]?.info?.warehouseId ?? '';
    await until(async () => ((await state('videox')).find((v) => v.mskuId === listing.mskuId) as typeof listing).stock[warehouse] === 321);
  });

  it('4.7 retailx stock change applies after the delay and refuses a second change meanwhile', async () => {
    const variant = (await state('retailx'))[0] as Row;
    const id = String(variant.variantUniqueId);
    const first = await run('retailxStock', { queue_type: 1, data: [{ variant_unique_id: id, adjust_value: '77' }] });
    expect(first.result.items).toEqual([{ key: id, ok: true, reason: null }]);
    const second = await run('retailxStock', { queue_type: 1, data: [{ variant_unique_id: id, adjust_value: '78' }] });
    expect(second.result.items[0]?.reason).toContain('当前库存调整未完成，不支持修改');
    await until(async () => (await state('retailx')).find((v) => v.variantUniqueId === id)?.availableNumber === 77);
  });

  it('4.6 cargo storage creates a draft of the retailer-fulfilment store', async () => {
    const store = (await state('stores')).find((s) => s.retailerFulfilment === true) as Row;
    const { raw, result } = await run('cargoStorage', {
      store_id: String(store.id),
      cargo_goods_list: [
        {
          box_num: '2', single_box_num: '12', declare_num: '24', expected_arrival_time: '2024-09-01 10:00:00', msku: 'RX-1',
          picture_url: 'https://img.example/1.jpg', product_desc: 'desc', product_id: '123', product_name: 'Towel', sku: 'SKU-1',
          product_type: 'GTIN', gtin: '00012345678905', value_added_service: '0',
        },
      ],
      return_address: {
        address_alias: 'Main', address_id: '1', city: 'Houston', mobile: '+1 555 0100', postal_code: '77002', province: 'TX',
        receive_or_delivery_country: 'US', receive_or_delivery_country_name: 'United States', street_detail: '1 Main St',
      },
    });
    expect(raw.code).toBe(0);
    const id = result.items[0]?.info?.inboundOrderId;
    expect(id).toMatch(/^\d+$/);
    expect((await state('cargo')).some((c) => c.inboundOrderId === id)).toBe(true);
  });

  it('4.8 merge orders merges a mergeable group into the first order', async () => {
    const orders = (await state('orders')).filter((o) => o.shipped === false && !['10007', '10011', '10012'].includes(String(o.platformCode)));
    const key = (o: Row) => [o.platformCode, o.storeId, o.buyerId, JSON.stringify(o.address)].join('|');
    const groups = new Map<string, Row[]>();
    for (const o of orders) groups.set(key(o), [...(groups.get(key(o)) ?? []), o]);
    const group = [...groups.values()].find((g) => g.length >= 2)?.slice(0, 2) as Row[];
    const numbers = group.map((o) => String(o.globalOrderNo));
    const { result } = await run('mergeOrders', { platform_code: String(group[0]?.platformCode), order_list: numbers });
    const info = { newOrderNo: numbers[0], set: numbers.join(',') };
    expect(result.items).toEqual(numbers.map((key) => ({ key, ok: true, reason: null, info })));
    const after = (await state('orders')).map((o) => String(o.globalOrderNo));
    expect(after).toContain(numbers[0]);
    expect(after).not.toContain(numbers[1]);
  });

  it('4.10 chatx online products answers a page of listings', async () => {
    const { raw, result } = await run('chatxList', { length: 5, offset: 0 });
    expect(result.ok).toBe(true);
    const data = raw.data as { count: number; list: unknown[] };
    expect(data.count).toBeGreaterThan(5);
    expect(data.list).toHaveLength(5);
  });

  it('4.11 rename shipments renames, and reports an unknown shipment per element', async () => {
    const shipment = (await state('shipments'))[0] as Row;
    const { result } = await run('renameShipments', {
      inboundShipmentNameReqList: [
        { sid: String(shipment.sid), shipmentConfirmationId: String(shipment.shipmentConfirmationId), shipmentName: 'Renamed by test' },
        { sid: String(shipment.sid), shipmentConfirmationId: 'NO-SUCH-ID', shipmentName: 'x' },
      ],
    });
    expect(result.items.map((i) => i.ok)).toEqual([true, false]);
    expect((await state('shipments')).find((s) => s.shipmentConfirmationId === shipment.shipmentConfirmationId)?.shipmentName).toBe('Renamed by test');
  });

  it('4.12 ship-from address update sticks', async () => {
    const address = (await state('addresses'))[0] as Row;
    const field = (name: string) => String(address[name]);
    const { raw, result } = await run('updateShipFromAddress', {
      sid: field('sid'), id: field('id'), alias_name: field('alias_name'), country_name: field('country_name'), sender_name: 'Changed Sender',
      street_detail1: field('street_detail1'), city: field('city'), province: field('province'), zip_code: field('zip_code'),
    });
    expect(raw.code).toBe(0);
    expect(result.items[0]?.ok).toBe(true);
    expect((await state('addresses')).find((a) => a.id === address.id)?.sender_name).toBe('Changed Sender');
  });

  it('refuses a batch above the catalogue maximum with 102 naming the field, executing nothing', async () => {
    const before = sandbox.appliedWrites().length;
    const ids = Array.from({ length: 201 }, (_, i) => String(i + 1));
    const answer = await signedCall(sandbox.baseUrl, 'picking', { shippingIdList: ids }, { appId: sandbox.credentials.appId, accessToken: token });
    expect(answer.json.code).toBe(102);
    expect(JSON.stringify(answer.json)).toContain('shippingIdList');
    expect(sandbox.appliedWrites()).toHaveLength(before);
  });
});
