// The sandbox keeps its own copies of the rules it checks; this is where a catalogue that drifts from them
// (or they from the vendor's) is noticed, instead of both sides agreeing with one mistake.
import { describe, expect, it } from 'vitest';
import { CANCEL_PAIRING_FIELD, itemKeys, LIST_MAX, MERGE_UNSUPPORTED } from '../../../electron/sandbox/backoffice/vendor-rules';
import {
  CANCEL_PAIRING_PLATFORMS,
  MERGE_UNSUPPORTED_PLATFORMS,
  getOperation,
  OPERATIONS,
  renameItemKey,
  shipFromKey,
  videoxItemKey,
} from '../../../shared/catalogue';

describe("the sandbox's own copies of the vendor rules agree with the catalogue", () => {
  it('batch maximum: every list write of the catalogue stops where the vendor does', () => {
    const lists = OPERATIONS.flatMap((op) => (op.batch?.kind === 'list' ? [[op.id, op.batch.max] as const] : []));
    expect(lists.length).toBeGreaterThan(0);
    for (const [id, max] of lists) expect(max, id).toBe(LIST_MAX);
  });

  it('item keys: the applied-write log keys rows as the client does', () => {
    expect(itemKeys.videox({ msku_id: 'M1', warehouse_id: 'W2' })).toBe(videoxItemKey({ msku_id: 'M1', warehouse_id: 'W2', quantity: 1 }));
    expect(itemKeys.videox({ msku_id: 'M1' })).toBe(videoxItemKey({ msku_id: 'M1', quantity: 1, warehouse_id: undefined }));
    expect(itemKeys.rename({ sid: '12', shipmentConfirmationId: 'FBA1' })).toBe(renameItemKey({ sid: '12', shipmentConfirmationId: 'FBA1' }));
    expect(itemKeys.shipFrom({ sid: '3', id: '4' })).toBe(shipFromKey({ sid: '3', id: '4' }));
    const merge = getOperation('mergeOrders').batch;
    expect(merge?.kind === 'list' ? merge.itemKey('103318651460264448') : null).toBe(itemKeys.merge('103318651460264448'));
  });

  it('platform tables of un-pairing (4.4) and merging (4.8)', () => {
    expect(CANCEL_PAIRING_FIELD).toEqual(CANCEL_PAIRING_PLATFORMS);
    expect([...MERGE_UNSUPPORTED].sort()).toEqual([...MERGE_UNSUPPORTED_PLATFORMS].sort());
  });
});
