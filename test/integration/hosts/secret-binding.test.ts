// A secret belongs to the service it was entered for. Two loopback services: A, the vendor the secret was
// entered for, and B, anywhere else. Sequences of IPC calls that once moved a secret (edit the address then
// test, reuse an environment secret for a profile pointing elsewhere, switch and call) are played through the
// browser host; every request the main process sends is recorded, and the secret, the app's environment
// secret and every token A issued reach A only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchLike } from '../../../electron/core/transport';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { startTestHost, type TestHost } from './helpers';

const APP_ID = 'ak_BIND_00000001';
const OTHER_APP_ID = 'ak_BIND_00000002';
const ENV_APP_ID = 'ak_BIND_ENV_0001';
const NO_ORIGIN_APP_ID = 'ak_BIND_ENV_0002';
const SECRET = 'typed-secret-for-A-6f1c2d';
const ENV_SECRET = 'env-secret-for-A-93ab07';
const NO_ORIGIN_SECRET = 'env-secret-without-origin-5d1e';

interface Sent {
  origin: string;
  text: string;
}
interface Profile {
  id: string;
  baseUrl: string | null;
  secret: { set: boolean; source: string };
  secretCleared?: boolean;
  saved?: boolean;
}

let a: SandboxHandle;
let b: Server;
let bUrl: string;
const bReceived: string[] = [];
const sent: Sent[] = [];
const issuedByA = new Set<string>();
let t: TestHost;

/** Every request the main process makes, with its URL and body as text (form bodies included). */
const recordingFetch: FetchLike = async (input, init) => {
  const request = new Request(input, init);
  const text = `${request.url}\n${await request.clone().text()}`;
  sent.push({ origin: new URL(request.url).origin, text });
  const res = await fetch(request);
  if (new URL(request.url).origin === new URL(a.baseUrl).origin && request.url.includes('/oauth/')) {
    const body = (await res.clone().json()) as { data?: { access_token?: string; refresh_token?: string } | null };
    if (body.data?.access_token) issuedByA.add(body.data.access_token);
    if (body.data?.refresh_token) issuedByA.add(body.data.refresh_token);
  }
  return res;
};

async function startRecorder(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bReceived.push(`${req.url ?? ''}\n${Buffer.concat(chunks).toString('utf8')}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":2001001,"msg":"who are you","data":null}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

function expectOnlyAHeard(...secrets: string[]): void {
  for (const s of [...secrets, ...issuedByA]) {
    expect(bReceived.filter((text) => text.includes(s)), `B received ${s.slice(0, 12)}…`).toEqual([]);
    const elsewhere = sent.filter((r) => r.text.includes(s) && r.origin !== new URL(a.baseUrl).origin);
    expect(elsewhere.map((r) => r.origin), `sent ${s.slice(0, 12)}… elsewhere`).toEqual([]);
  }
}

async function errorOf(method: string, input: unknown): Promise<string> {
  const body = (await t.call(method, input)).json() as { ok: boolean; error?: { code: string } };
  expect(body.ok, `${method} should fail`).toBe(false);
  return body.error?.code ?? '';
}

beforeAll(async () => {
  a = await startSandbox({ port: 0 });
  a.addApp(APP_ID, SECRET);
  a.addApp(OTHER_APP_ID, SECRET);
  a.addApp(ENV_APP_ID, ENV_SECRET);
  a.addApp(NO_ORIGIN_APP_ID, NO_ORIGIN_SECRET);
  b = await startRecorder();
  bUrl = `http://127.0.0.1:${(b.address() as AddressInfo).port}`;
  t = await startTestHost({
    startSandbox: null,
    fetch: recordingFetch,
    env: {
      [`OPSDESK_APP_SECRET_${ENV_APP_ID}`]: ENV_SECRET,
      [`OPSDESK_APP_SECRET_${ENV_APP_ID}_ORIGIN`]: a.baseUrl,
      [`OPSDESK_APP_SECRET_${NO_ORIGIN_APP_ID}`]: NO_ORIGIN_SECRET,
    },
  });
});
afterAll(async () => {
  await t.close();
  await a.stop();
  await new Promise((r) => b.close(r));
});

describe('a secret belongs to the service it was entered for', () => {
  it('clears the secret when the address moves to another origin, says so before saving, and never sends it there', async () => {
    const p = await t.ok<Profile>('profiles.create', { kind: 'live', name: 'Bound', baseUrl: a.baseUrl, appId: APP_ID });
    await t.ok('profiles.setSecret', { id: p.id, secret: SECRET });
    expect(await t.ok('profiles.testConnection', { id: p.id })).toMatchObject({ ok: true });

    // The renderer asks first: nothing is saved, and it learns the secret would go.
    const dry = await t.ok<Profile>('profiles.update', { id: p.id, dryRun: true, patch: { baseUrl: bUrl } });
    expect(dry).toMatchObject({ baseUrl: bUrl, secretCleared: true, saved: false, secret: { set: false, source: 'none' } });
    expect((await t.ok<{ profiles: Profile[] }>('profiles.list', {})).profiles.find((x) => x.id === p.id)).toMatchObject({ baseUrl: a.baseUrl, secret: { set: true } });

    const moved = await t.ok<Profile>('profiles.update', { id: p.id, patch: { baseUrl: bUrl } });
    expect(moved).toMatchObject({ baseUrl: bUrl, secretCleared: true, saved: true, secret: { set: false, source: 'none' } });
    expect(await t.ok('profiles.testConnection', { id: p.id })).toMatchObject({ ok: false, code: 'NO_SECRET' });
    await t.ok('profiles.switch', { id: p.id });
    expect(await errorOf('operations.call', { operation: 'chatxList', input: { length: 1 } })).toBe('NO_SECRET');

    // Back at A the secret does not come back by itself: it was cleared, not hidden.
    const back = await t.ok<Profile>('profiles.update', { id: p.id, patch: { baseUrl: a.baseUrl } });
    expect(back).toMatchObject({ secretCleared: false, secret: { set: false } });
    expect(await t.ok('profiles.testConnection', { id: p.id })).toMatchObject({ ok: false, code: 'NO_SECRET' });
    expectOnlyAHeard(SECRET);
  });

  it('keeps the secret for a new path on the same origin, and clears it for another app id', async () => {
    const p = await t.ok<Profile>('profiles.create', { kind: 'live', name: 'Paths', baseUrl: a.baseUrl, appId: APP_ID });
    await t.ok('profiles.setSecret', { id: p.id, secret: SECRET });
    const samePlace = await t.ok<Profile>('profiles.update', { id: p.id, patch: { baseUrl: `${a.baseUrl}/` } });
    expect(samePlace).toMatchObject({ secretCleared: false, secret: { set: true } });
    const otherApp = await t.ok<Profile>('profiles.update', { id: p.id, patch: { appId: OTHER_APP_ID } });
    expect(otherApp).toMatchObject({ secretCleared: true, secret: { set: false } });
    expect(await t.ok('profiles.testConnection', { id: p.id })).toMatchObject({ ok: false, code: 'NO_SECRET' });
  });

  it('never lets the open session carry its secret or tokens to a new address', async () => {
    const p = await t.ok<Profile>('profiles.create', { kind: 'live', name: 'Open', baseUrl: a.baseUrl, appId: APP_ID });
    await t.ok('profiles.setSecret', { id: p.id, secret: SECRET });
    await t.ok('profiles.switch', { id: p.id });
    await t.ok('operations.call', { operation: 'chatxList', input: { length: 1 } });
    expect(issuedByA.size).toBeGreaterThan(0);
    await t.ok('profiles.update', { id: p.id, patch: { baseUrl: bUrl } });
    expect(await errorOf('operations.call', { operation: 'chatxList', input: { length: 1 } })).toBe('NO_SECRET');
    // Even the profile moved to B and back to A, then to B with a fresh secret: A's tokens never follow.
    await t.ok('profiles.update', { id: p.id, patch: { baseUrl: a.baseUrl } });
    await t.ok('profiles.update', { id: p.id, patch: { baseUrl: bUrl } });
    await t.ok('profiles.setSecret', { id: p.id, secret: 'a-secret-typed-for-B' });
    await errorOf('operations.call', { operation: 'chatxList', input: { length: 1 } });
    expectOnlyAHeard(SECRET);
  });

  it('hands an environment secret only to profiles at the origin the environment names', async () => {
    const atB = await t.ok<Profile>('profiles.create', { kind: 'live', name: 'Env at B', baseUrl: bUrl, appId: ENV_APP_ID });
    expect(atB.secret).toEqual({ set: false, source: 'none' });
    expect(await t.ok('profiles.testConnection', { id: atB.id })).toMatchObject({ ok: false, code: 'NO_SECRET' });
    await t.ok('profiles.switch', { id: atB.id });
    expect(await errorOf('operations.call', { operation: 'chatxList', input: { length: 1 } })).toBe('NO_SECRET');

    const atA = await t.ok<Profile>('profiles.create', { kind: 'live', name: 'Env at A', baseUrl: a.baseUrl, appId: ENV_APP_ID });
    expect(atA.secret).toEqual({ set: true, source: 'env' });
    expect(await t.ok('profiles.testConnection', { id: atA.id })).toMatchObject({ ok: true });
    // Moving it: the environment's secret stays with A.
    const moved = await t.ok<Profile>('profiles.update', { id: atA.id, patch: { baseUrl: bUrl } });
    expect(moved.secret).toEqual({ set: false, source: 'none' });
    expect(await t.ok('profiles.testConnection', { id: atA.id })).toMatchObject({ ok: false, code: 'NO_SECRET' });
    expectOnlyAHeard(ENV_SECRET);
  });

  it('ignores an environment secret that does not say which service it is for, and says so at start', async () => {
    const atA = await t.ok<Profile>('profiles.create', { kind: 'live', name: 'No origin', baseUrl: a.baseUrl, appId: NO_ORIGIN_APP_ID });
    expect(atA.secret).toEqual({ set: false, source: 'none' });
    const info = await t.ok<{ notices: Array<{ code: string; message: string }> }>('app.info', {});
    expect(info.notices).toContainEqual(expect.objectContaining({ code: 'ENV_SECRET_IGNORED', message: expect.stringContaining(`OPSDESK_APP_SECRET_${NO_ORIGIN_APP_ID}_ORIGIN`) }));
    expect(JSON.stringify(info)).not.toContain(NO_ORIGIN_SECRET);
    expectOnlyAHeard(NO_ORIGIN_SECRET);
  });

  it('binds secrets stored before a move even when the store is read directly by a new connection', async () => {
    // A profile not open, tested after its app id changed and changed back: nothing stored survives.
    const p = await t.ok<Profile>('profiles.create', { kind: 'live', name: 'Closed', baseUrl: a.baseUrl, appId: APP_ID });
    await t.ok('profiles.setSecret', { id: p.id, secret: SECRET });
    await t.ok('profiles.update', { id: p.id, patch: { appId: OTHER_APP_ID, baseUrl: bUrl } });
    await t.ok('profiles.update', { id: p.id, patch: { appId: APP_ID } });
    expect(await t.ok('profiles.testConnection', { id: p.id })).toMatchObject({ ok: false, code: 'NO_SECRET' });
    expectOnlyAHeard(SECRET);
  });
});
