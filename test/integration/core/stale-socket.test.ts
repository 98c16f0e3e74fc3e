// A stalled event loop must not turn a clean write into an unknown one: after the loop was blocked past the
// server's keep-alive time, the next chunk goes out on a fresh connection, not on the one the server closed.
// The sandbox runs in its own process, as the vendor's service does: its idle timer fires during our stall.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchRunner, EndpointThrottle, Journal, MemorySecretStore, OpenApiClient, TokenManager } from '../../../electron/core/index';
import { startRemoteSandbox, type RemoteSandbox } from '../../bench/core-remote-sandbox';

// Both close an idle connection after 1 s; one says so (`Keep-Alive: timeout=1`), the other does not.
const servers: Record<string, RemoteSandbox> = {};
beforeAll(async () => {
  const args = ['--seed', '7', '--latency', '2', '--keep-alive', '1000'];
  [servers.announced, servers.silent] = await Promise.all([startRemoteSandbox(args), startRemoteSandbox([...args, '--keep-alive-silent'])]);
}, 120_000);
afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
});

/** Blocks the event loop: no timer fires and no socket event is read meanwhile. */
function blockLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: a long GC or a starved process looks the same to the sockets
  }
}

describe.each(['announced', 'silent'])('the transport after a stall, 1 s keep-alive %s', (name) => {
  it('a loop blocked 1.5 s: every row applied once, 0 unknown', async () => {
    const sb = servers[name] as RemoteSandbox;
    const { appId, appSecret } = sb.credentials;
    const tokens = new TokenManager({ baseUrl: sb.baseUrl, appId, appSecret: async () => appSecret, store: new MemorySecretStore() });
    const client = new OpenApiClient({ baseUrl: sb.baseUrl, appId, tokens, throttle: new EndpointThrottle({ appId }), timeoutMs: 10_000 });
    let sends = 0;
    // The block sits between the intent's sync and the write, where any stall of the process would land.
    const stalling: ConstructorParameters<typeof BatchRunner>[0]['client'] = {
      call: (id, input, opts) => client.call(id, input, opts),
      callValidated: (id, body, opts = {}) =>
        client.callValidated(id, body, {
          ...opts,
          beforeSend: async (attempt) => {
            await opts.beforeSend?.(attempt);
            if (++sends >= 2) blockLoop(1_500);
          },
        }),
    };
    const journal = new Journal(join(mkdtempSync(join(tmpdir(), 'opsdesk-stall-')), 'journal'));
    const runner = new BatchRunner({ client: stalling, journal, chunkSize: 2 });
    const all = await sb.state<{ storeId: string; mskuId: string }>('videox');
    const storeId = all[0]?.storeId as string;
    const listings = all.filter((l) => l.storeId === storeId).slice(0, 6);
    const rows = listings.map((l, i) => ({ key: `vx-${l.mskuId}`, input: { msku_id: l.mskuId, quantity: 10 + i } }));
    expect(rows.length).toBeGreaterThanOrEqual(5);

    const handle = await runner.start({ operation: 'videoxStock', common: { store_id: storeId }, rows });
    const summary = await handle.done;
    const result = runner.get(handle.jobId);

    expect(sends).toBe(Math.ceil(rows.length / 2));
    expect(result.rows.filter((r) => r.status !== 'succeeded').map((r) => `${r.key}: ${r.status} ${r.code ?? ''}`)).toEqual([]);
    expect(summary).toMatchObject({ state: 'finished', succeeded: rows.length, unknown: 0 });
    const applied = (await sb.writes()).filter((w) => w.operation === 'videoxStock').flatMap((w) => w.appliedKeys);
    expect(applied.toSorted()).toEqual(listings.map((l) => l.mskuId).toSorted());
  }, 60_000);
});
