// Who may call the browser host: only requests naming this server as Host, from its own Origin (or none), with
// the launch token. Everything else gets 403 before any method runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startTestHost, type TestHost } from './helpers';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost();
});
afterAll(async () => {
  await t.close();
});

const forbidden = (res: { status: number; json(): unknown }) => {
  expect(res.status).toBe(403);
  expect(res.json()).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
};

describe('the browser host\'s guard', () => {
  it('answers a call with the token, its own Host and its own Origin', async () => {
    const res = await t.call('app.info', {}, { headers: { origin: `http://127.0.0.1:${t.host.port}` } });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, result: { host: 'web' } });
  });

  it('refuses a call without the token', async () => {
    forbidden(await t.call('app.info', {}, { headers: { 'x-opsdesk-token': '' } }));
    const res = await rawRequest(t.host.port, { method: 'POST', path: '/ipc/app.info', headers: { host: `127.0.0.1:${t.host.port}`, 'content-type': 'application/json' }, body: '{}' });
    forbidden(res);
  });

  it('refuses a call with a wrong token of the same length', async () => {
    const wrong = t.host.token.slice(0, -1) + (t.host.token.endsWith('A') ? 'B' : 'A');
    forbidden(await t.call('profiles.list', {}, { headers: { 'x-opsdesk-token': wrong } }));
  });

  it('refuses a call from a foreign Origin even with the token', async () => {
    forbidden(await t.call('profiles.list', {}, { headers: { origin: 'https://evil.example' } }));
    forbidden(await t.call('profiles.list', {}, { headers: { origin: `http://127.0.0.1:${t.host.port + 1}` } }));
    forbidden(await t.call('profiles.list', {}, { headers: { origin: 'null' } }));
  });

  it('refuses a foreign Host (DNS rebinding) on calls, events and static files', async () => {
    forbidden(await t.call('profiles.list', {}, { headers: { host: `evil.example:${t.host.port}` } }));
    forbidden(await rawRequest(t.host.port, { path: '/events', headers: { host: `rebind.evil.example:${t.host.port}`, 'x-opsdesk-token': t.host.token } }));
    forbidden(await rawRequest(t.host.port, { path: '/', headers: { host: `rebind.evil.example:${t.host.port}` } }));
  });

  it('refuses the event stream without the token', async () => {
    forbidden(await rawRequest(t.host.port, { path: '/events', headers: { host: `127.0.0.1:${t.host.port}` } }));
  });

  it('serves the renderer to its own Host without a token (the page itself holds nothing secret)', async () => {
    const res = await rawRequest(t.host.port, { path: '/', headers: { host: `localhost:${t.host.port}` } });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses calls that are not JSON (an HTML form cannot send one)', async () => {
    const res = await t.call('profiles.list', {}, { headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
  });
});
