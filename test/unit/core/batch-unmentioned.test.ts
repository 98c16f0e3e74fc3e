// The runner's side of "a row the answer does not mention is unknown": whatever the normaliser hands back (items
// for some rows only, for keys no row has, uncertain items, none at all), a row without a definite outcome is
// unknown (not executed for sure, never re-sent by "retry failed"), and stays unknown once read back from the
// journal. The catalogue's side is test/unit/catalogue/unmentioned-rows.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BatchRunner } from '../../../electron/core/batch/runner';
import type { BatchCaller } from '../../../electron/core/batch/send-chunk';
import type { OperationCaller } from '../../../electron/core/reconcile';
import { Journal } from '../../../electron/core/journal/journal';
import type { JobSpec } from '../../../electron/core/job/types';
import type { ItemOutcome, NormalisedResult } from '../../../shared/catalogue';

const ENVELOPE = { code: '0', message: 'success', requestId: 'req-1', responseTime: null, errorDetails: [], total: null };

/** A caller whose normalised answer the test writes itself: the runner's mapping alone is under test. */
class ScriptedCaller implements BatchCaller, OperationCaller {
  readonly bodies: Array<Record<string, unknown>> = [];
  constructor(private readonly items: (body: Record<string, unknown>) => ItemOutcome[]) {}
  callValidated: BatchCaller['callValidated'] = (async (_op: unknown, body: Record<string, unknown>, opts: { beforeSend?: (n: number) => Promise<void> } = {}) => {
    await opts.beforeSend?.(1);
    this.bodies.push(body);
    const result: NormalisedResult<null> = { envelope: ENVELOPE, ok: true, items: this.items(body), unmatched: [], data: null };
    return result;
  }) as BatchCaller['callValidated'];
  call: OperationCaller['call'] = (() => {
    throw new Error('no read expected');
  }) as OperationCaller['call'];
}

const mergeOf = (orders: string[]): JobSpec => ({ operation: 'mergeOrders', common: { platform_code: '10002' }, rows: orders.map((o) => ({ key: `row-${o}`, input: o })) });

async function run(items: (body: Record<string, unknown>) => ItemOutcome[], spec: JobSpec) {
  const dir = mkdtempSync(join(tmpdir(), 'opsdesk-unmentioned-'));
  const client = new ScriptedCaller(items);
  const runner = new BatchRunner({ client, journal: new Journal(dir), reconcileAfterRun: false });
  const handle = await runner.start(spec);
  const summary = await handle.done;
  const rows = Object.fromEntries(runner.get(handle.jobId).rows.map((r) => [r.key, r]));
  return { dir, client, runner, jobId: handle.jobId, summary, rows };
}

const sent = (body: Record<string, unknown>) => (body.order_list as unknown[]).map(String);
const UNKNOWN = { status: 'unknown', code: 'ITEM_UNCERTAIN', category: 'unknown-outcome', reason: null, requestId: 'req-1' };

describe('BatchRunner: rows the answer does not mention', () => {
  it('are unknown when the answer has items for some rows only', async () => {
    const { rows, summary } = await run((body) => [{ key: sent(body)[0] as string, ok: true, reason: null }, { key: sent(body)[1] as string, ok: false, reason: 'not mergeable' }], mergeOf(['1', '2', '3', '4']));
    expect(summary).toMatchObject({ succeeded: 1, failed: 1, unknown: 2 });
    expect(rows['row-1']).toMatchObject({ status: 'succeeded' });
    expect(rows['row-2']).toMatchObject({ status: 'failed', category: 'executed', reason: 'not mergeable' });
    expect(rows['row-3']).toMatchObject(UNKNOWN);
    expect(rows['row-4']).toMatchObject(UNKNOWN);
  });

  it('are unknown when the answer has no items at all, or only items for keys no row has', async () => {
    const none = await run(() => [], mergeOf(['1', '2']));
    expect(none.summary).toMatchObject({ unknown: 2, failed: 0, succeeded: 0 });
    for (const key of ['row-1', 'row-2']) expect(none.rows[key]).toMatchObject(UNKNOWN);
    const strangers = await run(() => [{ key: '77', ok: false, reason: 'x' }, { key: '78', ok: true, reason: null }], mergeOf(['1', '2']));
    expect(strangers.summary).toMatchObject({ unknown: 2, failed: 0, succeeded: 0 });
    for (const key of ['row-1', 'row-2']) expect(strangers.rows[key]).toMatchObject(UNKNOWN);
  });

  it('are unknown when the normaliser says an item is uncertain, with its own code or the generic one', async () => {
    const { rows, summary } = await run(
      (body) => [
        { key: sent(body)[0] as string, ok: false, uncertain: true, reason: 'the answer names this order in no merged or failed set', reasonCode: 'ITEM_NO_ENTRY' },
        { key: sent(body)[1] as string, ok: false, uncertain: true, reason: 'no word' },
      ],
      mergeOf(['1', '2']),
    );
    expect(summary).toMatchObject({ unknown: 2, failed: 0 });
    expect(rows['row-1']).toMatchObject({ status: 'unknown', code: 'ITEM_NO_ENTRY', category: 'unknown-outcome' });
    expect(rows['row-2']).toMatchObject({ status: 'unknown', code: 'ITEM_UNCERTAIN', category: 'unknown-outcome', reason: 'no word' });
  });

  it('takes a row’s first item when the answer names it twice', async () => {
    const { rows } = await run((body) => [{ key: sent(body)[0] as string, ok: true, reason: null }, { key: sent(body)[0] as string, ok: false, reason: 'late' }], mergeOf(['1', '2']));
    expect(rows['row-1']).toMatchObject({ status: 'succeeded', code: null, category: null });
  });

  it('are never sent again by "retry failed", and stay unknown in the journal after a restart', async () => {
    // The first answer fails two orders and leaves the third out; the retry's answer mentions nothing.
    let answers = 0;
    const first = await run(
      (body) => (answers++ === 0 ? [{ key: sent(body)[0] as string, ok: false, reason: 'not mergeable' }, { key: sent(body)[1] as string, ok: false, reason: 'not mergeable' }] : []),
      mergeOf(['1', '2', '3']),
    );
    expect(first.summary).toMatchObject({ failed: 2, unknown: 1 });
    const again = await (await first.runner.retryFailed(first.jobId)).done;
    expect(first.client.bodies.map(sent)).toEqual([['1', '2', '3'], ['1', '2']]);
    expect(again).toMatchObject({ unknown: 3 });
    // A new session reads the job back from its journal: what was unknown is still unknown, never failed.
    const restarted = new BatchRunner({ client: first.client, journal: new Journal(first.dir), reconcileAfterRun: false });
    await restarted.recover();
    const read = await restarted.read(first.jobId);
    expect(read.rows.map((r) => [r.key, r.status, r.category])).toEqual([
      ['row-1', 'unknown', 'unknown-outcome'],
      ['row-2', 'unknown', 'unknown-outcome'],
      ['row-3', 'unknown', 'unknown-outcome'],
    ]);
  });

  it('a single-body request: its one answer item is its row whatever key the normaliser derived; no item is unknown', async () => {
    const input = { sid: '11', id: '22', alias_name: 'Dock', sender_name: 'Li', country_name: 'China', province: 'GD', city: 'SZ', street_detail1: '1 Rd', zip_code: '518000' };
    const spec: JobSpec = { operation: 'updateShipFromAddress', rows: [{ key: 'address', input }] };
    const named = await run(() => [{ key: 'another-key', ok: false, reason: 'alias taken' }], spec);
    expect(named.rows.address).toMatchObject({ status: 'failed', reason: 'alias taken', category: 'executed' });
    const none = await run(() => [], spec);
    expect(none.rows.address).toMatchObject(UNKNOWN);
  });
});
