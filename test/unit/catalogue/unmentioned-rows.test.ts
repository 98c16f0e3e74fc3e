// A row the vendor's answer does not mention may or may not have been applied: it is unknown (uncertain), never
// failed. A failed row is offered for retry, and retrying one that was applied sends it twice. Every list write
// of the catalogue is here (the first test fails when one is added without its cases), each with the answers
// that mention none, or only some, of the rows sent.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, WRITE_OPERATION_IDS, type ItemOutcome, type NormaliseContext, type OperationId } from '../../../shared/catalogue';
import { stringifyJson } from '../../../shared/json/lossless';
import { normaliseAnswer } from './helpers';

interface Case {
  /** What the answer mentions, in words (the test's name). */
  says: string;
  answer: unknown;
  /** Keys of the rows this answer does not mention. */
  unmentioned: string[];
  /** What an unmentioned row is, by the operation's contract: unknown, or (for a list of failures alone) succeeded. */
  expect: 'unknown' | 'succeeded';
  ctx?: NormaliseContext;
}

interface ListOperationCases {
  input: unknown;
  cases: Case[];
}

const ok = (code: number, data: unknown, extra: Record<string, unknown> = {}) => ({ code, message: 'success', request_id: 'r', data, ...extra });

const CASES: Partial<Record<OperationId, ListOperationCases>> = {
  // Entries per row: a row without its entry is unknown, whatever else the answer says.
  videoxStock: {
    input: { store_id: '110458505618526720', queue_list: [{ msku_id: 'A1', quantity: 1 }, { msku_id: 'B2', quantity: 2, warehouse_id: '9' }, { msku_id: 'C3', quantity: 3 }] },
    cases: [
      { says: 'nothing (data null)', answer: ok(1, null), unmentioned: ['A1', 'B2@9', 'C3'], expect: 'unknown' },
      { says: 'nothing (an empty queue)', answer: ok(1, { queue_list: [], traceId: 't' }), unmentioned: ['A1', 'B2@9', 'C3'], expect: 'unknown' },
      { says: 'nothing (data not an object)', answer: ok(1, 'accepted'), unmentioned: ['A1', 'B2@9', 'C3'], expect: 'unknown' },
      {
        says: 'one row, and one in another warehouse than sent',
        answer: ok(1, { queue_list: [{ msku_id: 'A1', warehouse_id: '1', quantity: 1, success: 1, error_msg: '', queue_id: 'q' }, { msku_id: 'B2', warehouse_id: '7', quantity: 2, success: 0, error_msg: 'x', queue_id: '' }] }),
        unmentioned: ['B2@9', 'C3'],
        expect: 'unknown',
      },
      {
        says: 'only failures of items not sent',
        answer: ok(1, { queue_list: [{ msku_id: 'Z9', warehouse_id: '1', quantity: 1, success: 0, error_msg: 'unknown msku', queue_id: '' }] }),
        unmentioned: ['A1', 'B2@9', 'C3'],
        expect: 'unknown',
      },
    ],
  },
  renameShipments: {
    input: {
      inboundShipmentNameReqList: [
        { sid: '12', shipmentConfirmationId: 'FBA1', shipmentName: 'N1' },
        { sid: '12', shipmentConfirmationId: 'FBA2', shipmentName: 'N2' },
      ],
    },
    cases: [
      { says: 'nothing (data null)', answer: ok(0, null), unmentioned: ['12:FBA1', '12:FBA2'], expect: 'unknown' },
      { says: 'nothing (an empty result list)', answer: ok(0, { successNum: 0, failNum: 0, resultList: [] }), unmentioned: ['12:FBA1', '12:FBA2'], expect: 'unknown' },
      {
        says: 'one shipment, and a failure of another sid',
        answer: ok(0, { successNum: 1, failNum: 1, resultList: [{ sid: 12, shipmentConfirmationId: 'FBA1', success: true, errorMsg: null }, { sid: 13, shipmentConfirmationId: 'FBA2', success: false, errorMsg: 'no such shipment' }] }),
        unmentioned: ['12:FBA2'],
        expect: 'unknown',
      },
    ],
  },
  mergeOrders: {
    input: { platform_code: '10002', order_list: ['1', '2', '3', '4'] },
    cases: [
      { says: 'nothing (data null)', answer: ok(0, null), unmentioned: ['1', '2', '3', '4'], expect: 'unknown' },
      { says: 'nothing (empty sets)', answer: ok(0, { success_num: 0, fail_num: 0, success_info: [], failure_info: [] }), unmentioned: ['1', '2', '3', '4'], expect: 'unknown' },
      {
        says: 'one merged set and one failure set, of two orders each sent and one not',
        answer: ok(0, { success_num: 2, fail_num: 2, success_info: [{ global_order_no: ['1', '9'], new_order_no: '1' }], failure_info: [{ global_order_no: ['2', '8'], message: 'not mergeable' }] }),
        unmentioned: ['3', '4'],
        expect: 'unknown',
      },
    ],
  },
  // A list of failures alone: a row it does not name succeeded, unless the answer owns up to failures it does
  // not tie to a row (an unknown reference, or a fail count above the failures named): then it is unknown.
  picking: {
    input: { shippingIdList: ['601', '602', '603'] },
    cases: [
      { says: 'no failure', answer: ok(0, { success: 3, fail: 0, total: 3, errorList: [] }), unmentioned: ['601', '602', '603'], expect: 'succeeded' },
      { says: 'a failure by a code no alias names', answer: ok(0, { success: 2, fail: 1, total: 3, errorList: [{ shippingListCode: 'FH-OTHER', failReason: 'x' }] }), unmentioned: ['601', '602', '603'], expect: 'unknown' },
      {
        says: 'one failure tied by alias and a fail count of 2',
        answer: ok(0, { success: 1, fail: 2, total: 3, failList: [{ shippingListCode: 'FH602', failReason: 'picked' }] }),
        ctx: { aliases: { FH602: '602' } },
        unmentioned: ['601', '603'],
        expect: 'unknown',
      },
      { says: 'a fail count of 1 and no failure entry', answer: ok(0, { success: 2, fail: '1', total: 3 }), unmentioned: ['601', '602', '603'], expect: 'unknown' },
    ],
  },
  cancelPairing: {
    input: { mskuIdList: ['111', '222', '333'], platformCode: '10041', storeId: '110458505618526720' },
    cases: [
      { says: 'no failure', answer: ok(0, {}, { error_details: [], total: 3 }), unmentioned: ['111', '222', '333'], expect: 'succeeded' },
      { says: 'a failure of an id not sent', answer: ok(0, {}, { error_details: ['999: not paired'], total: 3 }), unmentioned: ['111', '222', '333'], expect: 'unknown' },
      { says: 'one failure of an id sent and one of an object without an id', answer: ok(0, {}, { error_details: ['111: not paired', { reason: 'no such pairing' }] }), unmentioned: ['222', '333'], expect: 'unknown' },
    ],
  },
  retailxStock: {
    input: { queue_type: 1, data: [{ variant_unique_id: 'V1', adjust_value: 1 }, { variant_unique_id: 'V2', adjust_value: 2 }] },
    cases: [
      { says: 'no failure', answer: ok(0, { success_num: 2, fail_num: 0, failure_info: [] }), unmentioned: ['V1', 'V2'], expect: 'succeeded' },
      { says: 'a failure of a variant not sent', answer: ok(0, { success_num: 1, fail_num: 1, failure_info: [{ msku: 'V9', failure_reason: 'x' }] }), unmentioned: ['V1', 'V2'], expect: 'unknown' },
      { says: 'a fail count of 2 and one failure named', answer: ok(0, { success_num: 0, fail_num: 2, failure_info: [{ msku: 'V1', failure_reason: 'locked' }] }), unmentioned: ['V2'], expect: 'unknown' },
    ],
  },
};

const LIST_WRITES = WRITE_OPERATION_IDS.filter((id) => CATALOGUE[id].batch?.kind === 'list');

function outcomeOf(items: ItemOutcome[], key: string): ItemOutcome | undefined {
  return items.find((i) => i.key === key);
}

describe('rows an answer does not mention: unknown, never failed', () => {
  it('has cases for every list write of the catalogue', () => {
    expect(Object.keys(CASES).sort()).toEqual([...LIST_WRITES].sort());
  });

  for (const id of LIST_WRITES) {
    const table = CASES[id];
    if (!table) continue;
    describe(id, () => {
      it.each(table.cases)('an answer that says $says', (c) => {
        const r = normaliseAnswer(id, table.input, stringifyJson(c.answer), c.ctx);
        expect(r.ok).toBe(true);
        for (const key of c.unmentioned) {
          const item = outcomeOf(r.items, key);
          expect(item, `row ${key}`).toBeDefined();
          if (c.expect === 'unknown') {
            expect(item, `row ${key}`).toMatchObject({ ok: false, uncertain: true });
            // Said in the reader's language by its code, with a reason beside it for the log.
            expect(item?.reasonCode, `row ${key}`).toMatch(/^ITEM_(NO_ENTRY|UNTIED_FAILURE)$/);
            expect(item?.reason, `row ${key}`).toBeTruthy();
          } else {
            expect(item, `row ${key}`).toEqual({ key, ok: true, reason: null });
          }
        }
        // Whatever the answer, no row it leaves out is a plain failure (retryable).
        const failedUnmentioned = r.items.filter((i) => c.unmentioned.includes(i.key) && !i.ok && i.uncertain !== true);
        expect(failedUnmentioned).toEqual([]);
      });
    });
  }
});
