import { describe, expect, expectTypeOf, it } from 'vitest';
import { fakeBridge } from '../testing/fake-bridge';
import { callOperation, startJob, type JobCommonInput, type JobRowInput, type OperationResult } from './operations';

const envelope = { code: '0', message: 'success', requestId: 'r1', responseTime: null, errorDetails: [], total: 1 };

describe('typed operations across the bridge', () => {
  it('callOperation sends the operation and its input, and types the answer from the catalogue', async () => {
    const bridge = fakeBridge({
      'operations.call': () => ({ envelope, ok: true, items: [], unmatched: [], data: { count: 1, list: [{ msku: 'M-1', mskuId: '9007199254740993', children: [] }] } }),
    });
    const result = await callOperation(bridge, 'chatxList', { length: 20, searchField: '1', searchSingleValue: 'M-1' });
    expect(bridge.callsOf('operations.call')).toEqual([{ operation: 'chatxList', input: { length: 20, searchField: '1', searchSingleValue: 'M-1' } }]);
    expect(result.data?.list[0]?.mskuId).toBe('9007199254740993');
    expectTypeOf(result).toEqualTypeOf<OperationResult<'chatxList'>>();
    expectTypeOf(result.data!.count).toEqualTypeOf<number>();
    expectTypeOf(result.data!.list[0]!.msku).toEqualTypeOf<string | null>();
  });

  it('startJob sends rows keyed by the app with the common fields', async () => {
    const bridge = fakeBridge({
      'jobs.start': () => ({
        jobId: 'j1', operation: 'videoxStock', label: 'Restock', state: 'running', createdAt: '', finishedAt: null, error: null, reconcilable: false,
        total: 1, pending: 1, succeeded: 0, failed: 0, unknown: 0, invalid: 0, missing: 0, damage: null,
      }),
    });
    await startJob(bridge, 'videoxStock', [{ key: 'r1', input: { msku_id: '5', quantity: 3 } }], { common: { store_id: '42' }, label: 'Restock' });
    expect(bridge.callsOf('jobs.start')).toEqual([
      { operation: 'videoxStock', rows: [{ key: 'r1', input: { msku_id: '5', quantity: 3 } }], common: { store_id: '42' }, label: 'Restock' },
    ]);
  });

  it('types job rows from the catalogue batch item (list) or the whole body (single)', () => {
    expectTypeOf<JobRowInput<'picking'>>().toEqualTypeOf<string | number>();
    expectTypeOf<JobCommonInput<'videoxStock'>>().toHaveProperty('store_id');
    expectTypeOf<JobRowInput<'mergeOrders'>>().toEqualTypeOf<string | number>();
    expectTypeOf<JobCommonInput<'mergeOrders'>>().toHaveProperty('platform_code');
    expectTypeOf<JobRowInput<'cargoStorage'>>().toHaveProperty('cargo_goods_list');
    // @ts-expect-error a picking row is an id, not an object
    expectTypeOf<JobRowInput<'picking'>>().toEqualTypeOf<{ id: string }>();
  });
});

describe('job row types derived from the catalogue', () => {
  it('a list batch’s row is an element of its row field; a single batch’s is the whole body', () => {
    expectTypeOf<JobRowInput<'retailxStock'>>().toEqualTypeOf<{ variant_unique_id: string; adjust_value: string | number }>();
    expectTypeOf<JobCommonInput<'retailxStock'>>().toEqualTypeOf<{ queue_type: 1 | 2 }>();
    expectTypeOf<JobRowInput<'updateShipFromAddress'>>().toHaveProperty('street_detail1');
  });
});
