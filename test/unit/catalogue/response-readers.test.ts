import { describe, expect, it } from 'vitest';
import { toFlag } from '../../../shared/catalogue/response-readers';
import { normaliseAnswer } from './helpers';

// Every spelling of yes and no the vendor has used for a flag (notes §6, the spec's samples: boolean for
// rename shipments, 1/0 for videox; text from the live service), and what is neither.
const YES: unknown[] = [true, 1, '1', 'true'];
const NO: unknown[] = [false, 0, '0', 'false'];
const NEITHER: unknown[] = [null, undefined, '', 2, 'yes', 'TRUE ', {}];

describe('the one rule for vendor flags', () => {
  it.each(YES)('reads %j as yes', (v) => expect(toFlag(v)).toBe(true));
  it.each(NO)('reads %j as no', (v) => expect(toFlag(v)).toBe(false));
  it.each(NEITHER)('reads %j as not said', (v) => expect(toFlag(v)).toBeNull());
});

const STORE = '110458505618526720';

function videoxWith(success: unknown) {
  const answer = JSON.stringify({ code: 1, msg: 'success', data: { queue_list: [{ msku_id: 'A1', warehouse_id: '1', quantity: 5, success, error_msg: 'x', queue_id: '88' }] } });
  return normaliseAnswer('videoxStock', { store_id: STORE, queue_list: [{ msku_id: 'A1', quantity: 5 }] }, answer).items[0];
}

function renameWith(success: unknown) {
  const answer = JSON.stringify({ code: 0, message: 'success', data: { resultList: [{ sid: 12, shipmentConfirmationId: 'FBA1', shipmentName: 'N1', success, errorMsg: 'x' }] } });
  return normaliseAnswer('renameShipments', { inboundShipmentNameReqList: [{ sid: '12', shipmentConfirmationId: 'FBA1', shipmentName: 'N1' }] }, answer).items[0];
}

describe.each([
  ['videox stock change (4.5)', videoxWith],
  ['rename shipments (4.11)', renameWith],
])('an item success flag in %s', (_name, itemWith) => {
  it.each(YES)('%j: the row succeeded', (v) => expect(itemWith(v)?.ok).toBe(true));
  it.each([...NO, ...NEITHER.filter((v) => v !== undefined)])('%j: the row failed with the vendor reason', (v) => {
    expect(itemWith(v)).toMatchObject({ ok: false, reason: 'x' });
  });
});
