// Merging as a list batch: one row per order id, chunked like any list, and a merge's minimum of two orders
// per request kept before anything is sent.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BatchRunner } from '../../../electron/core/batch/runner';
import type { JobSpec } from '../../../electron/core/job/types';
import { Journal } from '../../../electron/core/journal/journal';
import { stringifyJson } from '../../../shared/json/lossless';
import { FakeClient, type Answerer } from './fake-client';

const NOTHING = '操作的勾选项无可合并的订单!';
const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => String(1000 + from + i));
const merge = (orders: string[]): JobSpec => ({ operation: 'mergeOrders', common: { platform_code: '10002' }, rows: orders.map((id) => ({ key: id, input: id })) });
const sentIds = (input: Record<string, unknown>) => (input.order_list as unknown[]).map((v) => stringifyJson(v).replace(/"/g, ''));

/** The vendor's answer: the orders `sets` names merge set by set (first number kept); every other order fails. */
function answerer(sets: () => string[][]): Answerer {
  return (_op, input) => {
    const sent = sentIds(input);
    const merged = sets().map((s) => s.filter((id) => sent.includes(id))).filter((s) => s.length >= 2);
    const left = sent.filter((id) => !merged.flat().includes(id));
    return {
      code: 0,
      message: 'success',
      data: {
        success_num: merged.flat().length,
        fail_num: left.length,
        success_info: merged.map((s) => ({ global_order_no: s, new_order_no: s[0] })),
        failure_info: left.length > 0 ? [{ global_order_no: left, message: NOTHING }] : [],
      },
    };
  };
}

function setup(answer: Answerer) {
  const client = new FakeClient(answer);
  const runner = new BatchRunner({ client, journal: new Journal(mkdtempSync(join(tmpdir(), 'opsdesk-merge-'))) });
  return { client, runner };
}

describe('BatchRunner: merging orders, one row per order id', () => {
  it('sends one request per 200 ids, each carrying the platform', async () => {
    const { runner, client } = setup(answerer(() => []));
    await (await runner.start(merge(ids(450)))).done;
    expect(client.sent.map((c) => (c.input.order_list as unknown[]).length)).toEqual([200, 200, 50]);
    expect(client.sent.every((c) => c.input.platform_code === '10002')).toBe(true);
  });

  it('records a partial merge per order: the set merged with its new number, the rest failed with the reason', async () => {
    const { runner } = setup(answerer(() => [['1001', '1002', '1003']]));
    const handle = await runner.start(merge(ids(6)));
    expect(await handle.done).toMatchObject({ state: 'finished', succeeded: 3, failed: 3, unknown: 0 });
    const byKey = Object.fromEntries(runner.get(handle.jobId).rows.map((r) => [r.key, r]));
    expect(byKey['1002']).toMatchObject({ status: 'succeeded', info: { newOrderNo: '1001', set: '1001,1002,1003' } });
    expect(byKey['1005']).toMatchObject({ status: 'failed', reason: NOTHING, info: { set: '1004,1005,1006' } });
  });

  it('retries only the failed orders: no merged order is sent again', async () => {
    let sets = [['1001', '1002', '1003']];
    const { runner, client } = setup(answerer(() => sets));
    const handle = await runner.start(merge(ids(6)));
    await handle.done;
    sets = [['1004', '1005']];
    const retry = await runner.retryFailed(handle.jobId);
    expect(await retry.done).toMatchObject({ succeeded: 5, failed: 1 });
    expect(client.sent).toHaveLength(2);
    expect(sentIds(client.sent[1]?.input ?? {})).toEqual(['1004', '1005', '1006']);
    expect(runner.get(handle.jobId).rows.map((r) => r.sends)).toEqual([1, 1, 1, 2, 2, 2]);
  });

  it('refuses to retry one lone failed order before anything is sent or changed', async () => {
    const { runner, client } = setup(answerer(() => [['1001', '1002']]));
    const handle = await runner.start(merge(ids(3)));
    expect(await handle.done).toMatchObject({ succeeded: 2, failed: 1 });
    await expect(runner.retryFailed(handle.jobId)).rejects.toMatchObject({ code: 'INVALID_INPUT', details: { issues: [{ path: 'order_list', message: 'must hold at least 2 elements in one request (1 would be sent)' }] } });
    expect(client.sent).toHaveLength(1);
    expect(runner.get(handle.jobId).rows.find((r) => r.key === '1003')).toMatchObject({ status: 'failed', sends: 1 });
  });

  it('refuses a job of one order, and never sends a last request of one order', async () => {
    const { runner, client } = setup(answerer(() => []));
    await expect(runner.start(merge(ids(1)))).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    const handle = await runner.start(merge(ids(201)));
    expect(await handle.done).toMatchObject({ failed: 200, invalid: 1 });
    expect(client.sent.map((c) => (c.input.order_list as unknown[]).length)).toEqual([200]);
    const lone = runner.get(handle.jobId).rows.find((r) => r.key === '1201');
    expect(lone?.issues?.[0]?.message).toMatch(/^cannot be sent alone: order_list must hold at least 2/);
  });
});
