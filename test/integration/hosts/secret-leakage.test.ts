// Secret leakage over a full scripted run: a live profile pointed at a sandbox on another port, its secret set,
// a batch run and exported. Every byte the renderer receives (IPC answers and pushed events), every log line,
// every journal record and the profile store are scanned for the app secret, the tokens and the signs.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../../../electron/core/transport';
import { startSandbox } from '../../../electron/sandbox';
import { startTestHost } from './helpers';

interface JobView {
  jobId: string;
  state: string;
  succeeded: number;
  failed: number;
  invalid: number;
}

/** The vendor side of the wire, seen by the test only: every token the service issued and every sign sent. */
function recordingFetch(tokens: Set<string>, signs: Set<string>): FetchLike {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const sign = url.searchParams.get('sign');
    if (sign) {
      signs.add(sign);
      signs.add(encodeURIComponent(sign));
    }
    const res = await fetch(input, init);
    if (url.pathname.includes('/oauth/')) {
      const body = (await res.clone().json()) as { data?: { access_token?: string; refresh_token?: string } | null };
      if (body.data?.access_token) tokens.add(body.data.access_token);
      if (body.data?.refresh_token) tokens.add(body.data.refresh_token);
    }
    return res;
  };
}

/** Reads the event stream the renderer would read, until closed. */
function listenToEvents(port: number, token: string): { text: () => string; close: () => void } {
  let text = '';
  const req = request({ host: '127.0.0.1', port, path: '/events', headers: { host: `127.0.0.1:${port}`, 'x-opsdesk-token': token } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
  });
  req.on('error', () => undefined);
  req.end();
  return { text: () => text, close: () => req.destroy() };
}

async function filesBelow(dir: string): Promise<Array<{ path: string; text: string }>> {
  const out: Array<{ path: string; text: string }> = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.push({ path, text: await readFile(path, 'latin1') });
  }
  return out;
}

async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('secret leakage', () => {
  it('never lets the app secret, a token or a sign reach the renderer, the logs, the journal or the profile store', async () => {
    const live = await startSandbox({ port: 0 });
    const appId = `ak_LK${randomBytes(6).toString('hex').slice(0, 11)}`;
    const secret = `live-secret-${randomBytes(12).toString('hex')}`;
    const wrongSecret = `wrong-secret-${randomBytes(12).toString('hex')}`;
    live.addApp(appId, secret);
    const tokens = new Set<string>();
    const signs = new Set<string>();
    const dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-leak-'));
    const t = await startTestHost({ dataDir, fetch: recordingFetch(tokens, signs) });
    const events = listenToEvents(t.host.port, t.host.token);
    const traffic: string[] = [];
    const call = async <T>(method: string, input: unknown): Promise<T> => {
      const res = await t.call(method, input);
      traffic.push(res.text);
      const body = res.json() as { ok: boolean; result: T; error?: unknown };
      if (!body.ok) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
      return body.result;
    };
    try {
      const profile = await call<{ id: string }>('profiles.create', { kind: 'live', name: 'Live (leak test)', baseUrl: live.baseUrl, appId });
      expect(await call('profiles.setSecret', { id: profile.id, secret })).toEqual({ secret: { set: true, source: 'session' } });
      expect(await call('profiles.testConnection', { id: profile.id })).toMatchObject({ ok: true });
      await call('profiles.switch', { id: profile.id });
      await call('operations.call', { operation: 'chatxList', input: { length: 2 } });

      const videox = (live.inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((v, _i, all) => v.storeId === all[0]?.storeId);
      const rows = videox.slice(0, 6).map((v, i) => ({ key: `row-${i}`, input: { msku_id: v.mskuId, quantity: 10 + i } }));
      rows.push({ key: 'row-bad', input: { msku_id: 'no-such-msku', quantity: 1 } });
      const started = await call<JobView>('jobs.start', { operation: 'videoxStock', common: { store_id: videox[0]?.storeId }, rows, label: 'leak test' });
      const finished = await until('the job to finish', () => call<{ jobs: JobView[] }>('jobs.list', {}), (r) => r.jobs[0]?.state === 'finished');
      expect(finished.jobs[0]).toMatchObject({ jobId: started.jobId, succeeded: 6, failed: 1 });
      await call('jobs.get', { jobId: started.jobId });
      const csv = await call<{ content: string }>('jobs.export', { jobId: started.jobId, format: 'csv' });
      expect(csv.content).toContain('no-such-msku');
      await call('jobs.export', { jobId: started.jobId, format: 'json' });

      // Renewal paths: every token expired at the service, then a call that must renew.
      live.expireTokens();
      await call('operations.call', { operation: 'chatxList', input: { length: 1 } });
      await call('status.token', {});
      await call('status.throttle', {});
      await call('profiles.list', {});
      await call('app.info', {});
      // "Copy diagnostics" carries the log's tail, written at debug level through this whole run.
      const diagnostics = await call<{ text: string }>('app.diagnostics', {});
      expect(diagnostics.text).toContain('1 live');
      await call('journal.unfinished', {});
      await call('drafts.save', { name: 'leak draft', operation: 'videoxStock', content: { rows } });

      // A wrong secret: the failure's message must not quote it either.
      await call('profiles.setSecret', { id: profile.id, secret: wrongSecret });
      expect(await call('profiles.testConnection', { id: profile.id })).toMatchObject({ ok: false, code: '2001002' });
      await until('events to arrive', async () => events.text(), (s) => s.includes('job.finished'));
    } finally {
      events.close();
      await t.close().catch(() => undefined);
      await live.stop();
    }

    const needles = [secret, wrongSecret, ...tokens, ...signs];
    expect(tokens.size).toBeGreaterThanOrEqual(4); // two pairs at least: the first, and the renewal after expiry
    expect(signs.size).toBeGreaterThan(0);
    const files = await filesBelow(t.dataDir);
    const haystacks = [
      ...traffic.map((text, i) => ({ where: `IPC answer ${i}`, text })),
      { where: 'event stream', text: events.text() },
      ...files.map((f) => ({ where: f.path, text: f.text })),
    ];
    // The scan reads what it claims to read: the journal, the logs and the store are there and non-empty.
    expect(files.some((f) => f.path.includes('/journal/') && f.text.includes('row-bad'))).toBe(true);
    expect(files.some((f) => f.path.endsWith('opsdesk.log') && f.text.includes('token pair obtained'))).toBe(true);
    expect(files.some((f) => f.path.endsWith('profiles.json') && f.text.includes(appId))).toBe(true);
    expect(events.text()).toContain('job.progress');

    const leaks = haystacks.flatMap((h) => needles.filter((n) => h.text.includes(n)).map((n) => `${h.where} holds ${n.slice(0, 6)}…`));
    await rm(dataDir, { recursive: true, force: true });
    expect(leaks).toEqual([]);
  });
});
