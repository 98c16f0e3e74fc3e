import { describe, expect, it } from 'vitest';
import type { BusinessOperationId } from '../../../electron/sandbox/backoffice';
import { CATALOGUE, validateRequest } from '../../../shared/catalogue';
import { harness, T0 } from './helpers';
import { clientRequests } from './requests';

// The sandbox's codes are its own copy of the vendor's; the catalogue's first success code is the one the vendor
// usually answers with: the two copies must agree, for every operation there is.
const successCode = (op: BusinessOperationId) => Number(CATALOGUE[op].successCodes[0]);

describe('business envelopes', () => {
  it('carry the operation success code as a number (0; videox 1; detail 200), request_id and response_time', () => {
    const h = harness();
    h.clock.ms = T0;
    const requests = clientRequests(h);
    for (const op of Object.keys(requests) as BusinessOperationId[]) {
      const { answer } = h.call(op, validateRequest(op, requests[op].input));
      expect(answer.code, op).toBe(successCode(op));
      expect(answer.request_id, op).toMatch(/^req-\d+$/);
      expect(answer.response_time, op).toBe('2024-07-08 10:03:04');
      expect(answer.error_details, op).toBeInstanceOf(Array);
      expect(typeof (op === 'videoxStock' ? answer.msg : answer.message), op).toBe('string');
    }
  });

  it('echo the request id given in the context', () => {
    const h = harness();
    const outcome = h.bo.handle('chatxList', {}, { appId: 'a', requestId: 'abc-123', nowMs: T0 });
    expect(outcome.envelope.request_id).toBe('abc-123');
  });

  it('render response_time in Beijing time from the context clock', () => {
    const h = harness();
    const at = (nowMs: number) => h.bo.handle('chatxList', {}, { appId: 'a', requestId: 'r', nowMs }).envelope.response_time;
    expect(at(Date.UTC(2023, 8, 14, 16, 0, 0))).toBe('2023-09-15 00:00:00');
    expect(at(Date.UTC(2024, 1, 29, 3, 4, 5))).toBe('2024-02-29 11:04:05');
  });

  it('refusals carry data null, the reason in error_details and applied null', () => {
    const h = harness();
    const { answer, applied } = h.call('shippingDetail', { shippingListCode: 'nope' });
    expect(answer).toMatchObject({ code: 500, data: null, error_details: ['shipping list not found'], request_id: 'req-1' });
    expect(applied).toBeNull();
  });
});
