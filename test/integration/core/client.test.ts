// The client against the sandbox over real HTTP: token sharing and renewal, supersession by another program,
// and two clients on one appId and path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemorySecretStore, OpenApiError } from '../../../electron/core/index';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { getOperation } from '../../../shared/catalogue';
import { expectLedger, specFor, startCore } from './harness';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ seed: 3, latencyMs: 1 });
});
afterAll(async () => {
  await sb.stop();
});

const detail = (code: string) => ({ shippingListCode: code });
const aCode = () => (sb.inspect('shippingLists') as Array<{ shippingListCode: string }>)[0]?.shippingListCode as string;

describe('OpenApiClient against the sandbox', () => {
  it('reads with ids above 2^53 intact', async () => {
    sb.reset(3);
    const { client } = startCore(sb);
    const res = await client.call('chatxList', { length: 5 });
    const stores = (sb.inspect('stores') as Array<{ id: string }>).map((s) => s.id);
    expect(res.data?.list.length).toBe(5);
    for (const listing of res.data?.list ?? []) expect(stores).toContain(listing.storeId);
  });

  it('100 concurrent calls when the token is due: exactly one refresh call', async () => {
    sb.reset(3);
    let skewMs = 0;
    const core = startCore(sb, { tokenNow: () => Date.now() + skewMs });
    await core.client.call('shippingDetail', detail(aCode()));
    skewMs = 7_200_000; // the client's clock says the token has expired
    const before = sb.stats().tokenCalls;
    const results = await Promise.all(Array.from({ length: 100 }, () => core.client.call('shippingDetail', detail(aCode()))));
    expect(results.every((r) => r.ok)).toBe(true);
    const after = sb.stats().tokenCalls;
    expect(after.refreshToken - before.refreshToken).toBe(1);
    expect(after.accessToken - before.accessToken).toBe(0);
  });

  it('100 concurrent calls when the server expired the token: one renewal, every call answered', async () => {
    sb.reset(3);
    const core = startCore(sb);
    await core.client.call('shippingDetail', detail(aCode()));
    sb.expireTokens();
    const before = sb.stats().tokenCalls;
    const results = await Promise.all(Array.from({ length: 100 }, () => core.client.call('shippingDetail', detail(aCode()))));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(sb.stats().tokenCalls.refreshToken - before.refreshToken).toBe(1);
  });

  it('renews and retries once when another program supersedes the token (2001005)', async () => {
    sb.reset(3);
    const core = startCore(sb);
    await core.client.call('shippingDetail', detail(aCode()));
    const form = new FormData();
    form.set('appId', sb.credentials.appId);
    form.set('appSecret', sb.credentials.appSecret);
    await fetch(sb.baseUrl + getOperation('accessToken').path, { method: 'POST', body: form });
    expect((await core.client.call('shippingDetail', detail(aCode()))).ok).toBe(true);
    expect(core.tokens.status().calls.refresh + core.tokens.status().calls.accessToken).toBe(2);
  });

  it('returns a business refusal of a read (500: nothing executed) with the vendor reason', async () => {
    sb.reset(3);
    const { client } = startCore(sb);
    const err = await client.call('shippingDetail', detail('NO-SUCH-LIST')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenApiError);
    expect(err).toMatchObject({ code: '500', category: 'not-executed', action: 'show' });
    expect((err as OpenApiError).messageFor('en')).toContain('shipping list not found');
  });

  it('halts a batch when the server clock is 5 minutes off (2001007 even after signing afresh): nothing applied', async () => {
    sb.reset(3);
    const core = startCore(sb, { chunkSize: 2 });
    await core.tokens.getAccessToken();
    sb.setClockSkew(300);
    const spec = specFor(sb, 'renameShipments', 6);
    const summary = await (await core.runner.start(spec)).done;
    expect(summary).toMatchObject({ state: 'halted', error: { code: '2001007' }, succeeded: 0, unknown: 0 });
    expect(summary.failed + summary.pending).toBe(spec.rows.length);
    expect(sb.appliedWrites()).toEqual([]);
    const failed = core.runner.get(summary.jobId).rows.filter((r) => r.status === 'failed');
    for (const row of failed) expect(row).toMatchObject({ code: '2001007', category: 'not-executed' });
    sb.setClockSkew(0);
  });

  it('two clients sharing an appId and a path: rejections absorbed by back-off, no row failed, each applied once', async () => {
    sb.reset(3);
    // Each request holds the capacity-1 bucket for 25 ms, so the two clients are sure to collide.
    sb.setLatency(25);
    const store = new MemorySecretStore();
    const a = startCore(sb, { store, chunkSize: 2 });
    const b = startCore(sb, { store, chunkSize: 2 });
    const all = specFor(sb, 'videoxStock', 40);
    const half = Math.floor(all.rows.length / 2);
    const specA = { ...all, rows: all.rows.slice(0, half) };
    const specB = { ...all, rows: all.rows.slice(half) };
    const [sa, sbSummary] = await Promise.all([a.runner.start(specA).then((h) => h.done), b.runner.start(specB).then((h) => h.done)]);
    expect(sa).toMatchObject({ state: 'finished', failed: 0, unknown: 0, succeeded: specA.rows.length });
    expect(sbSummary).toMatchObject({ state: 'finished', failed: 0, unknown: 0, succeeded: specB.rows.length });
    expect(sb.stats().byOperation.videoxStock?.rejected3001008).toBeGreaterThan(0);
    const rejectedByClients = [...a.throttle.figures(), ...b.throttle.figures()].reduce((n, f) => n + f.rejections, 0);
    expect(rejectedByClients).toBe(sb.stats().byOperation.videoxStock?.rejected3001008);
    const jobA = a.runner.list()[0]?.jobId as string;
    const jobB = b.runner.list()[0]?.jobId as string;
    expectLedger(sb, all, { summary: sa, rows: [...a.runner.get(jobA).rows, ...b.runner.get(jobB).rows] });
    sb.setLatency(1);
  });
});
