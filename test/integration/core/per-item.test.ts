// Per-item truth for every write whose one request carries several items, against the sandbox: a partial
// answer is per-row success and failure in the job, and "retry failures" sends again only the rows that failed
// (the sandbox's applied-write log names every item each request carried).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareRows } from '../../support/prepare-rows';
import type { JobSpec } from '../../../electron/core/job/types';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import type { OperationId } from '../../../shared/catalogue';
import { expectLedger, specFor, startCore } from './harness';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ seed: 7, latencyMs: 1 });
});
afterAll(async () => {
  await sb.stop();
});

type Rec = Record<string, unknown>;
const inspect = <T>(kind: string) => sb.inspect(kind) as T[];

type Row = JobSpec['rows'][number];

/** The operation's good rows from the harness, and rows the vendor refuses while it applies the others. */
function partialSpec(op: OperationId): { spec: JobSpec; bad: string[] } {
  const spec = specFor(sb, op, 4);
  const good = spec.rows;
  let bad: Row[];
  switch (op) {
    case 'picking': {
      const done = inspect<{ id: number; shippingListStatus: number }>('shippingLists').find((l) => l.shippingListStatus !== 1);
      bad = [{ key: 'bad', input: String(done?.id) }];
      break;
    }
    case 'cancelPairing': {
      const storeId = String(spec.common?.storeId);
      const parents = inspect<{ fields: { storeId: string }; children: Array<{ fields: { mskuId: string }; paired: boolean }> }>('listings');
      const unpaired = parents.filter((p) => p.fields.storeId === storeId).flatMap((p) => p.children).find((c) => !c.paired);
      bad = [{ key: 'bad', input: unpaired?.fields.mskuId }];
      break;
    }
    case 'videoxStock':
      bad = [{ key: 'bad', input: { msku_id: 'NO-SUCH-MSKU', quantity: 1 } }];
      break;
    case 'retailxStock':
      bad = [{ key: 'bad', input: { variant_unique_id: 'NO-SUCH-VARIANT', adjust_value: '1' } }];
      break;
    case 'renameShipments': {
      const sid = (good[0]?.input as Rec).sid;
      bad = [{ key: 'bad', input: { sid, shipmentConfirmationId: 'FBA-NO-SUCH', shipmentName: 'Never applied' } }];
      break;
    }
    case 'mergeOrders': {
      const platform = String(spec.common?.platform_code);
      const sent = new Set(good.map((r) => String(r.input)));
      const buyers = new Set(inspect<{ globalOrderNo: string; buyerId: string }>('orders').filter((o) => sent.has(o.globalOrderNo)).map((o) => o.buyerId));
      // Two orders of two other buyers: neither can join a set (and a retry of both is a request of two).
      const orders = inspect<{ globalOrderNo: string; platformCode: string; buyerId: string }>('orders');
      const loners = orders.filter((o) => o.platformCode === platform && !buyers.has(o.buyerId) && !sent.has(o.globalOrderNo));
      const second = loners.find((o) => o.buyerId !== loners[0]?.buyerId);
      bad = [loners[0], second].map((o, i) => ({ key: `bad-${i}`, input: o?.globalOrderNo }));
      break;
    }
    default:
      throw new Error(`${op} carries one item per request`);
  }
  // The refused rows among the good ones, so the answer must tell them apart.
  return { spec: { ...spec, rows: [good[0] as Row, ...bad, ...good.slice(1)] }, bad: bad.map((r) => r.key) };
}

/** Every item key a request the sandbox executed carried (applied or refused), after log entry `since`. */
const carried = (op: OperationId, since: number) =>
  sb.appliedWrites().filter((w) => w.operation === op && w.seq > since).flatMap((w) => [...w.appliedKeys, ...w.rejected.map((r) => r.key)]);

describe.each(['picking', 'cancelPairing', 'renameShipments', 'retailxStock', 'videoxStock', 'mergeOrders'] as const)('%s: one request, several items', (op) => {
  it('a partial answer is per-row success and failure; a retry sends only the failed row', async () => {
    sb.reset(7);
    const { spec, bad } = partialSpec(op);
    const core = startCore(sb);
    const handle = await core.runner.start(spec);
    const ok = spec.rows.length - bad.length;
    expect(await handle.done).toMatchObject({ state: 'finished', succeeded: ok, failed: bad.length, unknown: 0 });
    const first = core.runner.get(handle.jobId);
    expect(first.rows.filter((r) => r.status === 'failed').map((r) => r.key)).toEqual(bad);
    expect(first.rows.filter((r) => r.status === 'failed').every((r) => (r.reason ?? '') !== '')).toBe(true);
    expectLedger(sb, spec, first);

    const itemOf = new Map(prepareRows(op, spec.rows, spec.common ?? null).valid.map((r) => [r.key, r.itemKey]));
    const since = Math.max(0, ...sb.appliedWrites().map((w) => w.seq));
    const retry = await core.runner.retryFailed(handle.jobId);
    expect(await retry.done).toMatchObject({ succeeded: ok, failed: bad.length });
    expect(carried(op, since)).toEqual(bad.map((k) => itemOf.get(k)));
    expect(core.runner.get(handle.jobId).rows.map((r) => [r.key, r.sends])).toEqual(spec.rows.map((r) => [r.key, bad.includes(r.key) ? 2 : 1]));
    expectLedger(sb, spec, core.runner.get(handle.jobId));
  });
});
