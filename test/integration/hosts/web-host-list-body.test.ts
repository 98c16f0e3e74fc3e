// A jobs.start body of 100,000 rows reaches the dispatcher as JSON.parse would give it, though the browser host
// reads its rows a slice at a time (list-body.ts); a broken one is refused as bad JSON before anything is called.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type RunningWebHost } from '../../../electron/hosts/web/server';
import { rawRequest } from './helpers';

let dir: string;
let host: RunningWebHost;
const calls: Array<{ method: string; input: unknown }> = [];
const app = {
  dispatcher: {
    dispatch: async (method: string, input: unknown) => {
      calls.push({ method, input });
      return { ok: true as const, result: {} };
    },
  },
  onEvent: () => () => undefined,
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-list-body-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  host = await startWebHost({ port: 0, rendererDir: dir, app });
});
afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

const post = (method: string, body: string) =>
  rawRequest(host.port, { method: 'POST', path: `/ipc/${method}`, headers: { host: `127.0.0.1:${host.port}`, 'content-type': 'application/json', 'x-opsdesk-token': host.token }, body });

const bigJob = () => ({
  operation: 'videoxStock',
  common: { store_id: '114536789491415026' },
  label: '十万行 stock',
  rows: Array.from({ length: 100_000 }, (_, i) => ({ key: `${1795522409972246 + i}@-`, input: { msku_id: String(1795522409972246 + i), quantity: i % 500, note: i % 997 === 0 ? 'a "quoted" \\ 仓' : undefined } })),
});

describe('a long list in a call body', () => {
  it('reaches the dispatcher as JSON.parse gives it', async () => {
    calls.length = 0;
    const text = JSON.stringify(bigJob());
    expect(Buffer.byteLength(text)).toBeGreaterThan(5_000_000);
    const res = await post('jobs.start', text);
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('jobs.start');
    expect(calls[0]?.input).toStrictEqual(JSON.parse(text));
  }, 60_000);

  it('is refused as bad JSON when broken far inside the list, and nothing is called', async () => {
    calls.length = 0;
    const text = JSON.stringify(bigJob());
    const at = text.indexOf('},{', Math.floor(text.length * 0.7));
    const res = await post('jobs.start', `${text.slice(0, at + 1)}${text.slice(at + 2)}`);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: { code: 'BAD_JSON' } });
    expect(calls).toHaveLength(0);
  }, 60_000);
});
