// A call signed with the vendor notes' vector parameters (notes §2) must pass the sandbox gateway: the
// sandbox verifies signs with its own code, so this pins it to the vendor's published examples.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { getOperation, type OperationId } from '../../../shared/catalogue';
import { admin, doubleFactory, rawRequest } from './helpers';

const APP_ID = 'ak_TEST123456789';
const TOKEN = '4dcaa78e-b52d-4325-bc35-571021bb0787';
const TIMESTAMP = 1720429074;
const vectors: Array<{ name: string; op: OperationId; bodyText: string; sign: string }> = [
  { name: 'A', op: 'chatxList', bodyText: '{}', sign: 't96vJQqpuKWgSxYjAU8omwm1rsw3hjrL88kDJR7hpQsPhjm0JALkx6uP3Yb8Ceko' },
  {
    name: 'B',
    op: 'mergeOrders',
    bodyText: '{"platform_code":"10002","order_list":["103318651460264448","103318391748825088"]}',
    sign: 'WCzBXlSCY4YlK13aJAwet+FXmoQ75RuxFaKN98B4CO8Phjm0JALkx6uP3Yb8Ceko',
  },
  {
    name: 'C',
    op: 'picking',
    bodyText: '{"shippingIdList":["675","674"],"remark":"","flag":null,"obj":{"b":1,"a":"x"}}',
    sign: 'eaHlcwdzOMAV1+1eCrK4reA8UjT9EsruAkgyzysnMi8Phjm0JALkx6uP3Yb8Ceko',
  },
];

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({}, { backOffice: doubleFactory().factory });
  expect(await admin(sandbox.baseUrl, 'POST', '/apps', { appId: APP_ID, appSecret: 'vector-secret', accessToken: TOKEN })).toMatchObject({ ok: true });
  expect(await admin(sandbox.baseUrl, 'POST', '/clock', { nowSeconds: TIMESTAMP })).toMatchObject({ ok: true, nowSeconds: TIMESTAMP });
});
afterAll(() => sandbox.stop());

function send(op: OperationId, bodyText: string, sign: string, timestamp = TIMESTAMP) {
  const query = `access_token=${TOKEN}&app_key=${APP_ID}&timestamp=${timestamp}&sign=${encodeURIComponent(sign)}`;
  return rawRequest(sandbox.baseUrl, { method: 'POST', path: `${getOperation(op).path}?${query}`, headers: { 'Content-Type': 'application/json' }, body: bodyText });
}

describe('the notes signing vectors over HTTP', () => {
  for (const v of vectors) {
    it(`accepts vector ${v.name} exactly as published (${v.op})`, async () => {
      const answer = JSON.parse((await send(v.op, v.bodyText, v.sign)).text) as { code: unknown };
      expect(answer.code).toBe(0);
    });
  }

  it('refuses the vector sign over a changed body (2001006)', async () => {
    const answer = JSON.parse((await send('mergeOrders', vectors[1]!.bodyText.replace('10002', '10003'), vectors[1]!.sign)).text) as { code: unknown };
    expect(answer.code).toBe('2001006');
  });

  it('refuses the vector timestamp once the clock is back to real time (2001007)', async () => {
    await admin(sandbox.baseUrl, 'POST', '/clock', { skewSeconds: 0 });
    try {
      const answer = JSON.parse((await send('chatxList', '{}', vectors[0]!.sign)).text) as { code: unknown };
      expect(answer.code).toBe('2001007');
    } finally {
      await admin(sandbox.baseUrl, 'POST', '/clock', { nowSeconds: TIMESTAMP });
    }
  });
});
