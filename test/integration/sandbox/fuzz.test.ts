// Random bodies, headers and query strings on every path (seeded, bounded): the answer is always a vendor-style
// envelope, the 405 HTML page or an admin JSON answer; never a crash or a stack trace; the server stays up.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { computeSign, unixSeconds } from '../../../electron/core/signing';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { seededRandom } from '../../../electron/node-shared/prng';
import { OPERATIONS } from '../../../shared/catalogue';
import { parseJson } from '../../../shared/json/lossless';
import { obtainToken, rawRequest, tokenCall } from './helpers';

const ITERATIONS = 600;
const random = seededRandom(20240708);
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
const chance = (p: number) => random() < p;

const FIELD_NAMES = ['shippingIdList', 'mskuIdList', 'platformCode', 'storeId', 'queue_list', 'store_id', 'msku_id', 'quantity', 'data', 'queue_type',
  'variant_unique_id', 'adjust_value', 'order_list', 'platform_code', 'shippingListCode', 'length', 'offset', 'isParent', 'sortField', 'sortType',
  'inboundShipmentNameReqList', 'sid', 'id', 'alias_name', 'cargo_goods_list', 'return_address', 'inbound_order_id', '__proto__', 'constructor',
  'access_token', 'app_key', 'timestamp', 'sign', ''];
const STRINGS = ['', ' ', 'x', '中文', '\u0000', '\ud800', '%', '+', '"', '\\', '1e999', '-1', '0', '110458505618526720', 'null', 'a'.repeat(5000), '<script>'];

function randomString(): string {
  if (chance(0.6)) return pick(STRINGS);
  return Array.from({ length: int(20) }, () => String.fromCharCode(int(0x3000))).join('');
}

function randomValue(depth = 0): unknown {
  const r = int(depth > 2 ? 6 : 9);
  if (r === 0) return null;
  if (r === 1) return chance(0.5);
  if (r === 2) return pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, 200, 201, 1e21]);
  if (r <= 5) return randomString();
  if (r <= 7) return Array.from({ length: int(chance(0.1) ? 250 : 4) }, () => randomValue(depth + 1));
  return randomObject(depth + 1);
}

function randomObject(depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = int(6); i > 0; i--) Object.defineProperty(out, pick(FIELD_NAMES), { value: randomValue(depth), enumerable: true, writable: true, configurable: true });
  return out;
}

function randomBody(obj: Record<string, unknown>): string | Buffer {
  const r = int(8);
  if (r === 0) return '';
  if (r === 1) return Buffer.from(Array.from({ length: int(200) }, () => int(256)));
  if (r === 2) return JSON.stringify(obj).slice(0, int(40));
  if (r === 3) return `--b\r\nContent-Disposition: form-data; name="${randomString()}"\r\n\r\n${randomString()}\r\n--b--`;
  if (r === 4) return JSON.stringify(randomValue());
  return JSON.stringify(obj);
}

const CONTENT_TYPES = ['application/json', 'application/json;charset=UTF-8', 'multipart/form-data; boundary=b', 'multipart/form-data',
  'application/x-www-form-urlencoded', 'text/plain', 'x/unknown; a=b'];

function randomQuery(obj: Record<string, unknown>, appId: string, token: string, signed: boolean): string {
  const r = int(3);
  const q = new URLSearchParams();
  const timestamp = chance(0.9) ? unixSeconds() : randomString();
  if (signed) {
    // Correctly signed, so the body reaches the back office.
    q.set('access_token', token);
    q.set('app_key', appId);
    q.set('timestamp', timestamp);
    q.set('sign', computeSign({ appId, accessToken: token, timestamp, body: obj }));
    return q.toString();
  }
  if (r === 0) return '';
  if (r === 1) return pick(['%%%', '&&==&', 'sign=%zz', '=x', 'a=1&a=2']);
  for (const key of ['access_token', 'app_key', 'timestamp', 'sign', 'appId', 'appSecret', 'refreshToken']) {
    if (chance(0.6)) q.append(key, chance(0.3) ? appId : randomString());
  }
  return q.toString();
}

const STACK = /\n\s+at .+:\d+:\d+|Error: |node:internal/;

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 3, applyDelayMs: 10 });
});
afterAll(() => sandbox.stop());

describe('sandbox fuzz', () => {
  it(`answers ${ITERATIONS} random requests on every path with an envelope or the 405 page, and stays up`, async () => {
    const stderr = vi.spyOn(process.stderr, 'write');
    const { appId, appSecret } = sandbox.credentials;
    let token = (await obtainToken(sandbox.baseUrl, appId, appSecret)).accessToken;
    const vendorPaths = [...OPERATIONS.map((op) => op.path), '/', '/api', '/basicOpen/multiplatform', '//x', '/%ZZ', '/basicOpen/multiplatform/chatx/list/'];
    const businessPaths = OPERATIONS.filter((op) => op.access !== 'auth').map((op) => op.path);
    const adminPaths = ['/__sandbox/faults', '/__sandbox/apps', '/__sandbox/clock', '/__sandbox/state/x', '/__sandbox/nowhere', '/__sandbox/writes?since=abc'];
    try {
      for (let i = 0; i < ITERATIONS; i++) {
        if (i % 50 === 0) token = (await obtainToken(sandbox.baseUrl, appId, appSecret)).accessToken;
        const isAdmin = chance(0.05);
        const path = isAdmin ? pick(adminPaths) : chance(0.6) ? pick(businessPaths) : pick(vendorPaths);
        const method = chance(0.8) ? 'POST' : pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']);
        const obj = randomObject();
        const signed = chance(0.5);
        const query = randomQuery(obj, appId, token, signed);
        const headers: Record<string, string> = { 'Content-Type': pick(CONTENT_TYPES) };
        for (let h = int(3); h > 0; h--) headers[`X-Fuzz-${h}`] = Buffer.from(randomString()).toString('base64').slice(0, 100);
        const target = query === '' || path.includes('?') ? path : `${path}?${query}`;
        const body = signed && chance(0.9) ? JSON.stringify(obj) : randomBody(obj);
        const answer = await rawRequest(sandbox.baseUrl, { method, path: target, headers, body }).catch((err: unknown) => {
          throw new Error(`#${i} ${method} ${target.slice(0, 120)} (${headers['Content-Type']}, ${body.length} bytes): ${String(err)}`);
        });
        const what = `#${i} ${method} ${target.slice(0, 120)} → ${answer.status} ${answer.text.slice(0, 200)}`;
        expect(answer.text, what).not.toMatch(STACK);
        if (isAdmin) {
          expect([200, 400, 404, 405], what).toContain(answer.status);
          if (method !== 'HEAD') expect(typeof (JSON.parse(answer.text) as { ok: unknown }).ok, what).toBe('boolean');
        } else if (method !== 'POST') {
          expect(answer.status, what).toBe(405);
          if (method !== 'HEAD') expect(answer.text, what).toContain('405 Not Allowed');
        } else {
          expect(answer.status, what).toBe(200);
          const envelope = parseJson(answer.text) as Record<string, unknown>;
          expect(envelope, what).toHaveProperty('code');
          expect(envelope.message, what).not.toBe('system error');
        }
      }
      expect(stderr.mock.calls.filter(([line]) => String(line).includes('failed:'))).toEqual([]);
      // The signed share of the requests passed the gateway, so the back office was fuzzed too.
      const { byOperation } = sandbox.stats();
      const executed = OPERATIONS.filter((op) => op.access !== 'auth').reduce((n, op) => n + (byOperation[op.id]?.executed ?? 0), 0);
      console.log(`fuzz: ${executed} of ${ITERATIONS} requests executed by the back office`);
      expect(executed).toBeGreaterThan(ITERATIONS / 6);
    } finally {
      stderr.mockRestore();
    }
    const health = await tokenCall(sandbox.baseUrl, 'accessToken', { appId, appSecret });
    expect(health.json.code).toBe('200');
  });

  it('answers malformed HTTP on a raw socket with a JSON 400 or a closed connection, and stays up', async () => {
    const payloads = [
      'GARBAGE\r\n\r\n',
      'POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: nope\r\n\r\n',
      'POST /x HTTP/1.1\r\nBad Header\r\n\r\n',
      `GET /${'a'.repeat(20000)} HTTP/1.1\r\nX: ${'b'.repeat(20000)}\r\n\r\n`,
      'POST /api/auth-server/oauth/access-token HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\nshort',
      'POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      Buffer.from(Array.from({ length: 300 }, () => int(256))).toString('latin1'),
    ];
    for (const payload of payloads) {
      const reply = await new Promise<string>((resolve) => {
        const socket = connect(sandbox.port, '127.0.0.1');
        let data = '';
        const timer = setTimeout(() => socket.destroy(), 1000);
        socket.on('data', (d) => (data += d.toString('latin1')));
        socket.on('close', () => (clearTimeout(timer), resolve(data)));
        socket.on('error', () => undefined);
        socket.end(payload, 'latin1');
      });
      expect(reply).not.toMatch(STACK);
      if (reply !== '') expect(reply).toMatch(/^HTTP\/1\.1 (400|405|200)/);
    }
    const { appId, appSecret } = sandbox.credentials;
    expect((await tokenCall(sandbox.baseUrl, 'accessToken', { appId, appSecret })).json.code).toBe('200');
  });
});
