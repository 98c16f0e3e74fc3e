// Bodies are checked the way the vendor does it, not with the client's stricter schemas: wrong types and
// missing fields are code 102 naming the field, lists above the catalogue maximum too, and nothing executes.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BusinessOperationId } from '../../../electron/sandbox/backoffice';
import { getOperation, OPERATIONS } from '../../../shared/catalogue';
import { harness, view, type Rec } from './helpers';
import { clientRequests } from './requests';

function expect102(answer: Rec, field: string) {
  expect(answer.code).toBe(102);
  expect(String(answer.message ?? answer.msg)).toContain(field);
  expect((answer.error_details as string[]).join()).toContain(field);
  expect(answer.data).toBeNull();
}

/** The list writes of the catalogue: the vendor's maximum (the sandbox's own copy) must meet the catalogue's. */
const LIST_OPS = OPERATIONS.filter((op) => op.batch?.kind === 'list').map((op) => op.id as BusinessOperationId);

describe('shape checks (code 102)', () => {
  it('refuses a body that is not a JSON object', () => {
    const h = harness();
    for (const body of [null, [], 'x', 5]) expect(h.bo.handle('picking', body, { appId: 'a', requestId: 'r', nowMs: 0 }).envelope.code).toBe(102);
  });

  it('refuses a missing required field, naming it, for every operation and every field the catalogue requires', () => {
    const h = harness();
    const requests = clientRequests(h);
    // The catalogue's request schemas say which top-level fields are required; the sandbox keeps its own copy of
    // that rule, and the two must agree (a new operation is checked without an entry here).
    const required = (op: BusinessOperationId): string[] => {
      const schema = getOperation(op).request;
      if (!(schema instanceof z.ZodObject)) return [];
      return Object.entries(schema.shape as Record<string, z.ZodType>).filter(([, field]) => !field.safeParse(undefined).success).map(([name]) => name);
    };
    let checked = 0;
    for (const op of Object.keys(requests) as BusinessOperationId[]) {
      for (const field of required(op)) {
        const body = { ...requests[op].input };
        delete body[field];
        const { answer, applied } = h.call(op, body);
        expect102(answer, field);
        expect(applied, op).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(Object.keys(requests).length);
  });

  it('refuses wrong types, naming the field (element fields by their path)', () => {
    const h = harness();
    const cases: Array<[BusinessOperationId, Rec, string]> = [
      ['picking', { shippingIdList: '601,602' }, 'shippingIdList'],
      ['picking', { shippingIdList: ['601', { id: 1 }] }, 'shippingIdList[1]'],
      ['cancelPairing', { mskuIdList: ['1'], platformCode: '10041', storeId: 'store-1' }, 'storeId'],
      ['videoxStock', { store_id: 1, queue_list: [{ msku_id: '1', quantity: 'many' }] }, 'queue_list[0].quantity'],
      ['videoxStock', { store_id: 1, queue_list: [{ quantity: 1 }] }, 'queue_list[0].msku_id'],
      ['retailxStock', { queue_type: 1, data: [{ variant_unique_id: '1', adjust_value: [1] }] }, 'data[0].adjust_value'],
      ['mergeOrders', { platform_code: '10002', order_list: 'a' }, 'order_list'],
      ['shippingDetail', { shippingListCode: { code: 'x' } }, 'shippingListCode'],
      ['chatxList', { length: 'ten' }, 'length'],
      ['renameShipments', { inboundShipmentNameReqList: [{ sid: 'x', shipmentConfirmationId: 'a', shipmentName: 'b' }] }, 'inboundShipmentNameReqList[0].sid'],
      ['updateShipFromAddress', { sid: 1, id: 2, alias_name: true }, 'alias_name'],
      ['cargoStorage', { store_id: '1', cargo_goods_list: [{}], return_address: {} }, 'cargo_goods_list[0].box_num'],
    ];
    for (const [op, body, field] of cases) expect102(h.call(op, body).answer, field);
  });

  it('refuses a list longer than the catalogue maximum, naming the field, and takes one at the maximum', () => {
    const h = harness();
    const requests = clientRequests(h);
    for (const op of LIST_OPS) {
      const batch = getOperation(op).batch;
      if (batch?.kind !== 'list') throw new Error(`${op} is not a list operation`);
      const input = requests[op].input;
      const first = (input[batch.field] as unknown[])[0];
      const tooMany = { ...input, [batch.field]: Array.from({ length: batch.max + 1 }, () => first) };
      expect102(h.call(op, tooMany).answer, batch.field);
      const atMax = { ...input, [batch.field]: Array.from({ length: batch.max }, () => first) };
      expect(h.call(op, atMax).answer.code, op).not.toBe(102);
    }
  });

  it('executes nothing when a later element is malformed', () => {
    const h = harness();
    const id = String(view<{ id: number; shippingListStatus: number; pickingStatus: number }>(h.bo, 'shippingLists').find((l) => l.shippingListStatus === 1 && l.pickingStatus === 0)?.id);
    expect(h.call('picking', { shippingIdList: [id, 'x'] }).answer.code).toBe(102);
    expect(h.call('picking', { shippingIdList: [id] }).applied?.appliedKeys).toEqual([id]);
  });

  it('is more lenient than the client schemas where the vendor is: numbers for text, digit strings for integers', () => {
    const h = harness();
    const requests = clientRequests(h);
    const videox = requests.videoxStock.input as { store_id: string; queue_list: Array<{ msku_id: string }> };
    const { answer } = h.call('videoxStock', { store_id: videox.store_id, queue_list: [{ msku_id: Number(videox.queue_list[0]?.msku_id), quantity: '3' }] });
    expect(answer.code).toBe(1);
  });
});
