// The embedded sandbox on a data folder, as the hosts run it: a real signed stock change and its write-log
// entry are still there after the sandbox stops and a new one starts on the same folder (a host restart);
// a size chosen in Settings stays chosen and offers more codes to try; only a reset brings the generated data
// back.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedSandbox, type EmbeddedSandbox } from '../../../electron/core/app';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { DEMO_SIZE_PLANS, sandboxDemoOutput, sandboxWritesOutput } from '../../../shared/ipc';
import { obtainToken, signedCall } from './helpers';

type Videox = { storeId: string; mskuId: string; stock: Record<string, number> };

let dataDir: string;
let handle: SandboxHandle | null;
const running: EmbeddedSandbox[] = [];

/** One host start: an embedded sandbox on the data folder (stock changes apply at the next request). */
function hostStart(): EmbeddedSandbox {
  const embedded = createEmbeddedSandbox(async (opts) => (handle = await startSandbox({ ...opts, seed: 42, applyDelayMs: 0 })), { dataDir });
  running.push(embedded);
  return embedded;
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-embedded-'));
  handle = null;
});
afterEach(async () => {
  for (const e of running.splice(0)) await e.stop();
});

function videoxRow(h: SandboxHandle, storeId: string, mskuId: string): Videox | undefined {
  return (h.inspect('videox') as Videox[]).find((v) => v.storeId === storeId && v.mskuId === mskuId);
}

describe('the embedded sandbox on a data folder', () => {
  it('keeps a stock change and its write-log entry through a restart', async () => {
    const first = hostStart();
    const conn = await first.ensureRunning();
    const row = (handle!.inspect('videox') as Videox[])[0] as Videox;
    const warehouse = Object.keys(row.stock)[0] as string;
    const token = (await obtainToken(conn.baseUrl, conn.appId, conn.appSecret)).accessToken;
    const answer = await signedCall(conn.baseUrl, 'videoxStock', { store_id: row.storeId, queue_list: [{ msku_id: row.mskuId, quantity: 777, warehouse_id: warehouse }] }, { appId: conn.appId, accessToken: token });
    expect(answer.json).toMatchObject({ code: 1 });
    const before = sandboxWritesOutput.parse(await first.writes(0, 10));
    expect(before.total).toBe(1);
    await first.stop();

    const second = hostStart();
    const again = await second.ensureRunning();
    expect(again.baseUrl).not.toBe(conn.baseUrl);
    expect(videoxRow(handle!, row.storeId, row.mskuId)?.stock[warehouse]).toBe(777);
    const after = sandboxWritesOutput.parse(await second.writes(0, 10));
    expect(after).toEqual(before);
    expect(after.writes[0]).toMatchObject({ operation: 'videoxStock', applied: 1, answerDropped: false });
    const demo = sandboxDemoOutput.parse(await second.demo());
    expect(demo).toMatchObject({ available: true, size: 'small', persisted: true, setAside: null, saveError: null });
    expect(demo.counts.writes).toBe(1);
  });

  it('keeps the chosen size; a reset brings back the generated data at that size', async () => {
    const first = hostStart();
    await first.setDemoSize('large');
    const large = sandboxDemoOutput.parse(await first.demo());
    expect(large.size).toBe('large');
    expect(large.counts.videox).toBe(2 * (DEMO_SIZE_PLANS.large.videoxPerStore ?? 0));
    // The samples panel offers a day's worth of codes of each kind, each one the sandbox holds.
    const samples = await first.samples();
    expect(samples.shippingLists.filter((l) => l.status === 1 && !l.picked)).toHaveLength(50);
    const videoxStores = new Set(samples.videox.map((v) => v.storeId));
    expect(videoxStores.size).toBe(2);
    expect(samples.videox).toHaveLength(100);
    expect(samples.retailx).toHaveLength(100);
    expect(samples.shipments).toHaveLength(100);
    const row = (handle!.inspect('videox') as Videox[])[10] as Videox;
    const conn = await first.ensureRunning();
    const token = (await obtainToken(conn.baseUrl, conn.appId, conn.appSecret)).accessToken;
    await signedCall(conn.baseUrl, 'videoxStock', { store_id: row.storeId, queue_list: [{ msku_id: row.mskuId, quantity: 1 }] }, { appId: conn.appId, accessToken: token });
    await first.stop();

    const second = hostStart();
    expect(sandboxDemoOutput.parse(await second.demo())).toMatchObject({ size: 'large', counts: { videox: large.counts.videox, writes: 1 } });
    await second.reset();
    const reset = sandboxDemoOutput.parse(await second.demo());
    expect(reset).toMatchObject({ size: 'large', counts: { writes: 0 } });
    expect(videoxRow(handle!, row.storeId, row.mskuId)?.stock).toEqual(row.stock);
    await second.stop();

    const third = hostStart();
    expect(sandboxDemoOutput.parse(await third.demo())).toMatchObject({ size: 'large', counts: { writes: 0 } });
  });
});
