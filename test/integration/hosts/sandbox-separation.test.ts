// Sandbox and live never mix: a live profile cannot be created on, moved to, or opened at the embedded
// sandbox's address, however the address is spelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from './helpers';

let t: TestHost;
let port: string;

async function codeOf(method: string, input: unknown): Promise<string> {
  const body = (await t.call(method, input)).json() as { ok: boolean; error?: { code: string } };
  return body.ok ? 'OK' : (body.error?.code ?? '');
}

beforeAll(async () => {
  t = await startTestHost();
  const info = await t.ok<{ sandbox: { baseUrl: string } }>('app.info', {});
  port = new URL(info.sandbox.baseUrl).port;
});
afterAll(() => t.close());

const spellings = [
  (p: string) => `http://127.0.0.1:${p}`,
  (p: string) => `http://localhost:${p}`,
  (p: string) => `http://LocalHost.:${p}`,
  (p: string) => `http://127.0.0.2:${p}`,
  (p: string) => `http://0x7f.1:${p}`,
  (p: string) => `http://2130706433:${p}`,
  (p: string) => `http://[::1]:${p}`,
  (p: string) => `http://[::ffff:127.0.0.1]:${p}`,
  (p: string) => `https://0.0.0.0:${p}`,
  (p: string) => `https://shop.localhost:${p}/openapi`,
];

describe('the sandbox by any other name', () => {
  it('refuses to create a live profile at the sandbox whatever the spelling', async () => {
    for (const spell of spellings) {
      const baseUrl = spell(port);
      expect(await codeOf('profiles.create', { kind: 'live', name: 'Sneaky', baseUrl, appId: 'ak_SNEAKY_000001' }), baseUrl).toBe('CONFLICT');
    }
  });

  it('refuses to move a live profile there, and allows another port on this machine', async () => {
    const other = `http://127.0.0.1:${Number(port) === 65535 ? 1 : Number(port) + 1}`;
    const live = await t.ok<{ id: string }>('profiles.create', { kind: 'live', name: 'Gateway', baseUrl: other, appId: 'ak_GATEWAY_00001' });
    for (const spell of spellings) {
      const baseUrl = spell(port);
      expect(await codeOf('profiles.update', { id: live.id, patch: { baseUrl } }), baseUrl).toBe('CONFLICT');
    }
  });
});
