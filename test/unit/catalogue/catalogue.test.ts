import { describe, expect, it } from 'vitest';
import { CATALOGUE, getOperation, isOperationId, normaliseResponse, type OperationId, OPERATION_IDS, OPERATIONS, RequestValidationError, validateRequest } from '../../../shared/catalogue';
import { stringifyJson, canonicalJson } from '../../../shared/json/lossless';

describe('the operation catalogue', () => {
  it('has one entry per operation of the specification, 4.1 to 4.12, in order', () => {
    expect(OPERATIONS.map((o) => o.section)).toEqual(['4.1', '4.2', '4.3', '4.4', '4.5', '4.6', '4.7', '4.8', '4.9', '4.10', '4.11', '4.12']);
    expect(new Set(OPERATIONS.map((o) => o.id)).size).toBe(12);
    expect(new Set(OPERATIONS.map((o) => o.path)).size).toBe(12);
  });

  it('holds the paths exactly as specified and the bucket capacities of spec §8 (videox 1 per the notes)', () => {
    const table = Object.fromEntries(OPERATIONS.map((o) => [o.path, o.capacity]));
    expect(table).toEqual({
      '/api/auth-server/oauth/access-token': 100,
      '/api/auth-server/oauth/refresh': 100,
      '/basicOpen/multiplatform/shippingList/picking': 1,
      '/mp/listing/open/cancelPairByMskuId': 1,
      '/xl-mp-listing-api/open/videox/createPublishQueue': 1,
      '/basicOpen/multiplatform/cargo/storage': 1,
      '/basicOpen/multiplatform/retailx/publishQueue': 1,
      '/pb/mp/order/v2/mergeOrder': 10,
      '/basicOpen/multiplatform/query/shippingDetail': 1,
      '/basicOpen/multiplatform/chatx/list': 1,
      '/mktStaServer/openapi/inbound-shipment/updateShipmentNameBatch': 1,
      '/erp/sc/routing/mktfulfil/shipment/updateShipFromAddress': 1,
    });
  });

  it('sends token calls as multipart forms and business calls as JSON', () => {
    for (const op of OPERATIONS) expect(op.bodyKind).toBe(op.access === 'auth' ? 'form' : 'json');
  });

  it('gives every list write its list field and a maximum batch of 200', () => {
    const lists = OPERATIONS.filter((o) => o.batch?.kind === 'list').map((o) => [o.id, o.batch?.kind === 'list' ? [o.batch.field, o.batch.max] : null]);
    expect(Object.fromEntries(lists)).toEqual({
      picking: ['shippingIdList', 200],
      cancelPairing: ['mskuIdList', 200],
      videoxStock: ['queue_list', 200],
      retailxStock: ['data', 200],
      renameShipments: ['inboundShipmentNameReqList', 200],
      mergeOrders: ['order_list', 200],
    });
    const singles = OPERATIONS.filter((o) => o.batch?.kind === 'single').map((o) => o.id);
    expect(singles).toEqual(['cargoStorage', 'updateShipFromAddress']);
    for (const op of OPERATIONS) expect(op.batch === null).toBe(op.access !== 'write');
  });
});

describe('request validation', () => {
  it('names the operation, the field path and the reason', () => {
    const input = { store_id: '110458505618526720', queue_list: [0, 1, 2, 3].map((i) => ({ msku_id: `${i}`, quantity: i === 3 ? -1 : 5 })) };
    expect(() => validateRequest('videoxStock', input)).toThrow('videoxStock: queue_list[3].quantity: must be an integer >= 0');
  });

  it('lists every issue, with "is required" for a missing key', () => {
    try {
      validateRequest('renameShipments', { inboundShipmentNameReqList: [{ sid: 'abc', shipmentName: '' }] });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RequestValidationError);
      expect((e as RequestValidationError).issues).toEqual([
        { path: 'inboundShipmentNameReqList[0].sid', message: 'must be a whole-number id (digits only)', code: 'id', values: {} },
        { path: 'inboundShipmentNameReqList[0].shipmentConfirmationId', message: 'is required', code: 'required', values: {} },
        { path: 'inboundShipmentNameReqList[0].shipmentName', message: 'must not be blank', code: 'blank', values: {} },
      ]);
    }
  });

  it('refuses an integer-typed id with leading zeros with a field issue instead of throwing', () => {
    const result = getOperation('renameShipments').request.safeParse({
      inboundShipmentNameReqList: [{ sid: '000123', shipmentConfirmationId: 'FBA1', shipmentName: 'x' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['inboundShipmentNameReqList.0.sid', 'must be a whole-number id without leading zeros'],
    ]);
    // A string-typed id keeps its leading zeros (it is text on the wire).
    expect(validateRequest('picking', { shippingIdList: ['000123'] }).shippingIdList).toEqual(['000123']);
  });

  it('calls an empty platform field missing, and names an unserved platform as such', () => {
    const codes = (platformCode: string) =>
      (getOperation('cancelPairing').request.safeParse({ mskuIdList: ['1'], platformCode, storeId: '1' }).error?.issues ?? []).map((i) => [i.path.join('.'), (i as { params?: { code?: string } }).params?.code]);
    expect(codes('')).toEqual([['platformCode', 'required']]);
    expect(codes('  ')).toEqual([['platformCode', 'required']]);
    expect(codes('99999')).toEqual([['platformCode', 'platformNotUnpairable']]);
    expect(codes('10041')).toEqual([]);
  });

  it('rejects a batch larger than the maximum', () => {
    const ids = Array.from({ length: 201 }, (_, i) => String(i + 1));
    expect(() => validateRequest('picking', { shippingIdList: ids })).toThrow('picking: shippingIdList: must hold at most 200 elements');
  });

  it('writes integer-typed ids as bare exact numbers and keeps string-typed ids as strings', () => {
    const body = validateRequest('videoxStock', { store_id: '110458505618526720', queue_list: [{ msku_id: 103318651460264448n.toString(), quantity: '12' }] });
    expect(canonicalJson(body)).toBe('{"queue_list":[{"msku_id":"103318651460264448","quantity":12}],"store_id":110458505618526720}');
  });

  it('leaves out optional text left empty instead of sending blanks', () => {
    const body = validateRequest('updateShipFromAddress', {
      sid: '1', id: '2', alias_name: 'Main', country_name: 'Germany', sender_name: 'A', street_detail1: 'S 1',
      street_detail2: '  ', city: 'Berlin', province: 'BE', zip_code: '10115', phone: '',
    });
    expect(stringifyJson(body)).not.toMatch(/street_detail2|phone/);
  });

  it('checks a US ship-from province is a 2-letter code', () => {
    const input = { sid: '1', id: '2', alias_name: 'W', country_name: 'United States', sender_name: 'A', street_detail1: 'x', city: 'LA', province: 'California', zip_code: '90001' };
    expect(() => validateRequest('updateShipFromAddress', input)).toThrow('province: must be a 2-letter state code (e.g. CA) for the United States');
  });

  it('flags a 3-letter US province even while a required field is blank, with every other issue', () => {
    const input = { sid: '1', id: '2', alias_name: 'W', country_name: 'United States', sender_name: ' ', street_detail1: 'x', city: '', province: 'CAL', zip_code: '90001' };
    try {
      validateRequest('updateShipFromAddress', input);
      expect.unreachable();
    } catch (e) {
      expect((e as RequestValidationError).issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
        'sender_name: must not be blank',
        'city: must not be blank',
        'province: must be a 2-letter state code (e.g. CA) for the United States',
      ]);
    }
  });

  it('refuses an un-pairing platform outside the specification table and names the other operation', () => {
    expect(() => validateRequest('cancelPairing', { mskuIdList: ['1'], platformCode: '10099', storeId: '1' })).toThrow(
      /platformCode: is not served by un-pairing by MSKU ID.*un-pairing by MSKU operation/,
    );
  });

  it('refuses merging on the platforms the merge operation does not serve, and a single order', () => {
    expect(() => validateRequest('mergeOrders', { platform_code: '10011', order_list: ['1', '2'] })).toThrow(/platform_code: is not supported/);
    expect(() => validateRequest('mergeOrders', { platform_code: '10002', order_list: ['1'] })).toThrow('order_list: must hold at least 2 elements');
  });

  it('checks cargo dates, product types and the value-added flag', () => {
    const good = {
      box_num: '2', single_box_num: '10', declare_num: '20', expected_arrival_time: '2026-12-01 10:00', msku: 'M', picture_url: 'https://x/y.jpg',
      product_desc: 'd', product_id: 'p', product_name: 'n', sku: 's', product_type: 'ISBN', gtin: '0123', value_added_service: 2,
    };
    const address = { address_alias: 'a', address_id: '1', city: 'c', mobile: '1', postal_code: '1', province: 'p', receive_or_delivery_country: 'US', receive_or_delivery_country_name: 'United States', street_detail: 's' };
    try {
      validateRequest('cargoStorage', { store_id: '1', cargo_goods_list: [good], return_address: address });
      expect.unreachable();
    } catch (e) {
      expect((e as RequestValidationError).issues.map((i) => i.path)).toEqual([
        'cargo_goods_list[0].expected_arrival_time',
        'cargo_goods_list[0].product_type',
        'cargo_goods_list[0].value_added_service',
      ]);
    }
  });

  it('keys every catalogue entry by its own id, and the operation ids are those keys', () => {
    for (const [key, op] of Object.entries(CATALOGUE)) expect(op.id).toBe(key);
    expect(OPERATION_IDS).toEqual(Object.keys(CATALOGUE));
    expect(OPERATION_IDS.every((id) => isOperationId(id))).toBe(true);
    expect(isOperationId('toString')).toBe(false);
    expect(isOperationId('constructor')).toBe(false);
  });

  it('reconciles only by reads the catalogue has', () => {
    const reconciled = OPERATIONS.filter((op) => op.reconcile !== undefined);
    expect(reconciled.length).toBeGreaterThan(0);
    for (const op of reconciled) {
      const read = op.reconcile?.read;
      expect(isOperationId(read), `${op.id} reconciles by ${String(read)}`).toBe(true);
      expect(getOperation(read as OperationId).access, op.id).toBe('read');
    }
  });

  it("applies each entry's own success codes before its normaliser: any other code is a failure with no items", () => {
    for (const op of OPERATIONS) {
      for (const code of ['0', '1', '200', '500', '2001006', '3001008']) {
        if (op.successCodes.includes(code)) continue;
        // The body is never read on this path: a normaliser reached by mistake would throw on it.
        const result = normaliseResponse(op.id, { code: Number(code), message: 'm', data: { x: 1 } }, undefined as never);
        expect(result, `${op.id} ${code}`).toMatchObject({ ok: false, items: [], unmatched: [], data: null });
        expect(result.envelope.code).toBe(code);
      }
    }
  });
});
