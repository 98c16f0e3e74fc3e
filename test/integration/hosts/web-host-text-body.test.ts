// A draft's JSON text goes from the browser's bridge to the main side as it is: not escaped into a JSON string
// (which costs a 100,000-row draft tens of milliseconds on the screen's main thread and as many to undo), and
// it arrives unchanged, whatever it holds (quotes, newlines, CJK, emoji). A draft loaded as its text comes back
// to the screen the same way.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startWebHost, type RunningWebHost } from '../../../electron/hosts/web/server';
import { createHttpBridge, TOKEN_HEADER } from '../../../renderer/src/bridge/http-bridge';
import { rawRequest } from './helpers';

let dir: string;
let host: RunningWebHost;
const received: Array<{ method: string; input: unknown }> = [];
const STORED = JSON.stringify({ rows: [{ id: 'r1', values: { note: '补货 "第二批"\n😀 \\ end' } }], extra: null });
const app = {
  dispatcher: {
    dispatch: async (method: string, input: unknown) => {
      received.push({ method, input });
      if (method === 'drafts.load') return { ok: true as const, result: { name: 'n', operation: null, savedAt: '2026-11-27T09:00:00.000Z', chars: STORED.length, revision: 3, contentJson: STORED } };
      return { ok: true as const, result: { name: 'n', operation: null, savedAt: '2026-11-27T09:00:00.000Z', chars: 1, revision: 1 } };
    },
  },
  onEvent: () => () => undefined,
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-text-body-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  host = await startWebHost({ port: 0, rendererDir: dir, app });
});
afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a draft’s JSON text over the browser host', () => {
  it('is sent as it is, after the rest of the input, and arrives unchanged', async () => {
    const contentJson = JSON.stringify({ rows: [{ id: 'r1', values: { note: '补货 "第二批"\n😀 \\ end' }, original: null }], extra: null, jobId: null });
    const sent: Array<{ type: string | null; body: string }> = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      sent.push({ type: new Headers(init?.headers).get('content-type'), body: String(init?.body) });
      return realFetch(url, init);
    });
    try {
      const bridge = createHttpBridge(host.url.replace(/\/$/, ''), host.token);
      const input = { name: 'stock videox', operation: null, contentJson, baseRevision: null };
      const res = await bridge.methods['drafts.save'](input as never);
      expect(res.ok).toBe(true);
      expect(received.at(-1)).toEqual({ method: 'drafts.save', input });
      // Not escaped: the text itself ends the body.
      expect(sent.at(-1)?.body.endsWith(`\n${contentJson}`)).toBe(true);
      expect(sent.at(-1)?.body.length).toBe(JSON.stringify({ name: 'stock videox', operation: null, baseRevision: null }).length + 1 + contentJson.length);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a text body whose first line is not a JSON object, before any call is made', async () => {
    const before = received.length;
    for (const body of ['no line at all', '[1,2]\n{}', '{"name":\n{}']) {
      const res = await rawRequest(host.port, {
        method: 'POST',
        path: '/ipc/drafts.save',
        headers: { 'content-type': 'application/vnd.opsdesk.input-and-text', [TOKEN_HEADER]: host.token, host: `127.0.0.1:${host.port}` },
        body,
      });
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, error: { code: 'BAD_JSON' } });
    }
    expect(received.length).toBe(before);
  });

  it('comes back from drafts.load as it is, after the rest of the answer, and arrives unchanged', async () => {
    const answers: Array<{ type: string | null; body: string }> = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const res = await realFetch(url, init);
      answers.push({ type: res.headers.get('content-type'), body: await res.clone().text() });
      return res;
    });
    try {
      const bridge = createHttpBridge(host.url.replace(/\/$/, ''), host.token);
      const res = await bridge.methods['drafts.load']({ name: 'stock videox', as: 'text' });
      expect(res).toEqual({ ok: true, result: { name: 'n', operation: null, savedAt: '2026-11-27T09:00:00.000Z', chars: STORED.length, revision: 3, contentJson: STORED } });
      expect(answers.at(-1)?.type).toContain('application/vnd.opsdesk.input-and-text');
      // Not escaped: the stored text itself ends the answer.
      expect(answers.at(-1)?.body.endsWith(`\n${STORED}`)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});
