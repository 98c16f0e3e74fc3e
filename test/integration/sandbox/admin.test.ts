import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { admin, doubleFactory, obtainToken, rawRequest, signedCall, type BackOfficeDouble } from './helpers';

let sandbox: SandboxHandle;
let instances: BackOfficeDouble[];
beforeAll(async () => {
  const double = doubleFactory();
  instances = double.instances;
  sandbox = await startSandbox({ seed: 5 }, { backOffice: double.factory });
});
afterAll(() => sandbox.stop());

async function write() {
  const { appId, appSecret } = sandbox.credentials;
  const { accessToken } = await obtainToken(sandbox.baseUrl, appId, appSecret);
  return signedCall(sandbox.baseUrl, 'renameShipments', { inboundShipmentNameReqList: [{ sid: 7, shipmentConfirmationId: 'C1', shipmentName: 'n' }] }, { appId, accessToken });
}

describe('admin API under /__sandbox/ (issue item 8)', () => {
  it('lists its routes', async () => {
    const index = (await admin(sandbox.baseUrl, 'GET', '/')) as { routes: Array<{ path: string }> };
    expect(index.routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/__sandbox/reset', '/__sandbox/faults', '/__sandbox/clock', '/__sandbox/buckets', '/__sandbox/stats', '/__sandbox/writes', '/__sandbox/apps']),
    );
  });

  it('shows the applied-write log, stats and state, and filters the log by sequence', async () => {
    await write();
    await write();
    const writes = (await admin(sandbox.baseUrl, 'GET', '/writes')) as { writes: Array<{ seq: number; appliedKeys: string[] }> };
    expect(writes.writes.map((w) => [w.seq, w.appliedKeys])).toEqual([
      [1, ['7:C1']],
      [2, ['7:C1']],
    ]);
    expect(((await admin(sandbox.baseUrl, 'GET', '/writes?since=1')) as { writes: unknown[] }).writes).toHaveLength(1);
    const stats = (await admin(sandbox.baseUrl, 'GET', '/stats')) as { stats: { byOperation: Record<string, unknown> } };
    expect(stats.stats.byOperation.renameShipments).toEqual({ requests: 2, rejected3001008: 0, executed: 2 });
    expect(await admin(sandbox.baseUrl, 'GET', '/state')).toEqual({ ok: true, kinds: ['calls'] });
    const state = (await admin(sandbox.baseUrl, 'GET', '/state/calls')) as { state: unknown[] };
    expect(state.state).toHaveLength(2);
    expect(await admin(sandbox.baseUrl, 'GET', '/state/nothing')).toMatchObject({ ok: false, error: expect.stringContaining('unknown state kind') });
  });

  it('resets to a fresh back office for a seed: logs, stats and faults emptied, apps kept', async () => {
    await admin(sandbox.baseUrl, 'PUT', '/faults', { faults: [{ kind: 'http500', count: 5 }] });
    const before = instances.length;
    expect(await admin(sandbox.baseUrl, 'POST', '/reset', { seed: 7 })).toEqual({ ok: true, seed: 7 });
    expect(instances.length).toBe(before + 1);
    expect(await admin(sandbox.baseUrl, 'GET', '/seed')).toEqual({ ok: true, seed: 7 });
    expect(sandbox.appliedWrites()).toEqual([]);
    expect(sandbox.stats().requests).toBe(0);
    expect(await admin(sandbox.baseUrl, 'GET', '/faults')).toEqual({ ok: true, faults: [] });
    expect((await write()).json.code).toBe(0);
    expect(sandbox.appliedWrites()[0]?.seq).toBe(1);
  });

  it('moves the clock and reports it', async () => {
    const moved = (await admin(sandbox.baseUrl, 'POST', '/clock', { skewSeconds: 3600 })) as { nowSeconds: number; skewSeconds: number };
    expect(moved.skewSeconds).toBe(3600);
    expect(moved.nowSeconds - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(3599);
    expect(await admin(sandbox.baseUrl, 'POST', '/clock', { skewSeconds: 0 })).toMatchObject({ skewSeconds: 0 });
  });

  it('expires tokens on demand', async () => {
    const { appId, appSecret } = sandbox.credentials;
    const { accessToken } = await obtainToken(sandbox.baseUrl, appId, appSecret);
    expect(await admin(sandbox.baseUrl, 'POST', '/tokens/expire', {})).toMatchObject({ ok: true });
    expect((await signedCall(sandbox.baseUrl, 'chatxList', {}, { appId, accessToken })).json.code).toBe('2001003');
  });

  it('adds an app whose credentials then obtain tokens', async () => {
    expect(await admin(sandbox.baseUrl, 'POST', '/apps', { appId: 'ak_SECOND_APP_01', appSecret: 'second' })).toEqual({ ok: true, appId: 'ak_SECOND_APP_01' });
    const { accessToken } = await obtainToken(sandbox.baseUrl, 'ak_SECOND_APP_01', 'second');
    expect((await signedCall(sandbox.baseUrl, 'chatxList', {}, { appId: 'ak_SECOND_APP_01', accessToken })).json.code).toBe(0);
    expect(((await admin(sandbox.baseUrl, 'GET', '/apps')) as { appIds: string[] }).appIds).toContain('ak_SECOND_APP_01');
  });

  it('switches settings (latency, supersession)', async () => {
    expect(await admin(sandbox.baseUrl, 'POST', '/settings', { latencyMs: 5, supersedeTokens: false })).toMatchObject({
      ok: true,
      settings: { latencyMs: 5 },
    });
    await admin(sandbox.baseUrl, 'POST', '/settings', { latencyMs: 0, supersedeTokens: true });
  });

  it('validates every body with a 400 naming the problem', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['PUT', '/faults', { faults: [{ kind: 'bogus' }] }],
      ['PUT', '/faults', { faults: [{ kind: 'latency' }] }],
      ['PUT', '/faults', { spec: 'http500:p=7' }],
      ['POST', '/apps', { appId: 'short', appSecret: 'x' }],
      ['POST', '/clock', { skewSeconds: 'soon' }],
      ['POST', '/buckets', { capacityOverride: 0 }],
      ['POST', '/reset', { seed: -1 }],
      ['POST', '/settings', { unknownKey: 1 }],
    ];
    for (const [method, path, body] of cases) {
      const res = await fetch(`${sandbox.baseUrl}/__sandbox${path}`, { method, body: JSON.stringify(body) });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(((await res.json()) as { ok: boolean }).ok).toBe(false);
    }
    const notJson = await fetch(`${sandbox.baseUrl}/__sandbox/reset`, { method: 'POST', body: '{nope' });
    expect(notJson.status).toBe(400);
    expect((await fetch(`${sandbox.baseUrl}/__sandbox/nowhere`)).status).toBe(404);
    expect((await fetch(`${sandbox.baseUrl}/__sandbox/stats`, { method: 'DELETE' })).status).toBe(405);
  });

  it('does not exist when disabled: the paths answer like any path the vendor lacks', async () => {
    const closed = await startSandbox({ admin: false }, { backOffice: doubleFactory().factory });
    try {
      const get = await rawRequest(closed.baseUrl, { method: 'GET', path: '/__sandbox/stats' });
      expect(get.status).toBe(405);
      const post = await rawRequest(closed.baseUrl, { method: 'POST', path: '/__sandbox/reset', body: '{}' });
      expect(JSON.parse(post.text)).toMatchObject({ code: 400, message: 'service does not exist' });
    } finally {
      await closed.stop();
    }
  });
});
