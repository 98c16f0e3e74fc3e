// Every answer, serialised by the server and parsed by the client, normalises through the catalogue entry of
// its operation, and the per-row outcomes map back to exactly the rows the back office applied or rejected.
import { describe, expect, it } from 'vitest';
import type { BusinessOperationId } from '../../../electron/sandbox/backoffice';
import { getOperation, normaliseResponse, OPERATIONS, validateRequest } from '../../../shared/catalogue';
import { harness, overTheWire } from './helpers';
import { clientRequests } from './requests';

/** Every business operation of the catalogue: a new one is covered here as soon as it has an entry. */
const OPS = OPERATIONS.filter((op) => op.access !== 'auth').map((op) => op.id as BusinessOperationId);

function rowKeys(op: BusinessOperationId, body: Record<string, unknown>): string[] {
  const batch = getOperation(op).batch;
  if (batch === null) return [];
  if (batch.kind === 'single') return [batch.itemKey(body)];
  return (body[batch.field] as unknown[]).map((item) => batch.itemKey(item));
}

describe('answers through the catalogue normalisers', () => {
  for (const op of OPS) {
    it(`${op}: normalises as accepted and its rows map back to the applied and rejected keys`, () => {
      const h = harness();
      const request = clientRequests(h)[op];
      const body = validateRequest(op, request.input) as Record<string, unknown>;
      const { envelope, applied } = h.call(op, body);
      const result = normaliseResponse(op, overTheWire(envelope), body as never, request.aliases ? { aliases: request.aliases } : undefined);
      expect(result.ok).toBe(true);
      expect(result.unmatched).toEqual([]);
      const keys = rowKeys(op, body);
      expect(result.items.map((i) => i.key)).toEqual(keys);
      if (applied === null) {
        expect(getOperation(op).access).toBe('read');
        expect(result.data).not.toBeNull();
        return;
      }
      expect([...applied.appliedKeys, ...applied.rejected.map((r) => r.key)].sort()).toEqual([...keys].sort());
      expect(result.items.filter((i) => i.ok).map((i) => i.key)).toEqual(applied.appliedKeys);
      for (const r of applied.rejected) {
        const item = result.items.find((i) => i.key === r.key);
        expect(item?.ok, r.key).toBe(false);
        expect(item?.uncertain, r.key).toBeUndefined();
        expect(item?.reason, r.key).toContain(r.reason);
      }
    });
  }

  it('the list-write requests above each have an applied and a rejected row', () => {
    const h = harness();
    const requests = clientRequests(h);
    for (const op of OPERATIONS.filter((o) => o.batch?.kind === 'list').map((o) => o.id as BusinessOperationId)) {
      const { applied } = h.call(op, validateRequest(op, requests[op].input));
      expect(applied?.appliedKeys.length, op).toBeGreaterThan(0);
      expect(applied?.rejected.length, op).toBeGreaterThan(0);
    }
  });

  it('shippingDetail and chatxList normalise their records with exact ids', () => {
    const h = harness();
    const requests = clientRequests(h);
    const detailBody = validateRequest('shippingDetail', requests.shippingDetail.input);
    const detail = normaliseResponse('shippingDetail', overTheWire(h.call('shippingDetail', detailBody).envelope), detailBody as never);
    const stored = (h.bo.inspect('shippingLists') as Array<{ shippingListCode: string; goodsExtDetails: Array<{ storeId: string }> }>).find(
      (l) => l.shippingListCode === detailBody.shippingListCode,
    );
    expect((detail.data as { goodsExtDetails: Array<{ storeId: string }> }).goodsExtDetails[0]?.storeId).toBe(stored?.goodsExtDetails[0]?.storeId);
    const chatxBody = validateRequest('chatxList', requests.chatxList.input);
    const chatx = normaliseResponse('chatxList', overTheWire(h.call('chatxList', chatxBody).envelope), chatxBody as never);
    const listData = chatx.data as { count: number; list: Array<{ storeId: string; mskuId: string }> };
    expect(listData.count).toBe(120);
    expect(listData.list).toHaveLength(50);
    for (const r of listData.list) {
      expect(r.storeId).toMatch(/^\d{18}$/);
      expect(r.mskuId).toMatch(/^\d{18}$/);
    }
  });
});
