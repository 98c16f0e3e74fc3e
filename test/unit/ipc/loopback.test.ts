// Sandbox and live never mix: whether an address is this machine is decided on what it resolves to, in any
// spelling the URL parser or the resolver accepts.
import { describe, expect, it } from 'vitest';
import { hostIsLoopback, isLoopbackAddress, sameLocalService } from '../../../electron/core/app/emulator/loopback';

/** A resolver for made-up names: no network in unit tests. */
const fakeDns = async (name: string) => {
  const table: Record<string, string[]> = { 'sandbox.test': ['127.0.0.1'], 'v6.test': ['::1'], 'vendor.test': ['203.0.113.7'] };
  const found = table[name];
  if (!found) throw Object.assign(new Error(`not found: ${name}`), { code: 'ENOTFOUND' });
  return found;
};

const SANDBOX = 'http://127.0.0.1:43117';

describe('loopback by address', () => {
  it.each([
    'http://localhost:43117',
    'http://LOCALHOST:43117',
    'http://localhost.:43117',
    'http://app.localhost:43117',
    'http://127.0.0.1:43117/openapi',
    'http://127.0.0.2:43117',
    'http://127.1:43117',
    'http://0x7f.1:43117',
    'http://0x7f000001:43117',
    'http://2130706433:43117',
    'http://0177.0.0.1:43117',
    'http://[::1]:43117',
    'http://[0:0:0:0:0:0:0:1]:43117',
    'http://[::ffff:127.0.0.1]:43117',
    'http://[::ffff:7f00:2]:43117',
    'https://0.0.0.0:43117',
    'https://sandbox.test:43117',
    'https://v6.test:43117',
  ])('%s is the sandbox at 127.0.0.1:43117', async (url) => {
    expect(await sameLocalService(url, SANDBOX, fakeDns)).toBe(true);
  });

  it.each([
    'http://127.0.0.1:43118',
    'http://localhost',
    'https://vendor.test:43117',
    'https://unknown.test:43117',
    'https://10.0.0.1:43117',
    'https://[2001:db8::1]:43117',
    'https://[::ffff:10.0.0.1]:43117',
  ])('%s is not the sandbox', async (url) => {
    expect(await sameLocalService(url, SANDBOX, fakeDns)).toBe(false);
  });

  it('knows loopback addresses in every family', () => {
    for (const a of ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1', '0.0.0.0', '::']) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['10.0.0.1', '128.0.0.1', '::2', 'fe80::1', 'localhost', '']) expect(isLoopbackAddress(a), a).toBe(false);
  });

  it('asks the resolver only for names, and treats a name that does not resolve as not loopback', async () => {
    const asked: string[] = [];
    const spy = async (n: string) => {
      asked.push(n);
      return fakeDns(n);
    };
    expect(await hostIsLoopback('127.0.0.9', spy)).toBe(true);
    expect(await hostIsLoopback('[::1]', spy)).toBe(true);
    expect(await hostIsLoopback('nowhere.test', spy)).toBe(false);
    expect(asked).toEqual(['nowhere.test']);
  });
});
