import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unixSeconds } from '../../../electron/core/signing';
import { startSandbox, type FaultSpec, type SandboxHandle } from '../../../electron/sandbox';
import { admin, doubleFactory, obtainToken, signedCall, tokenCall, until, type BackOfficeDouble } from './helpers';

let sandbox: SandboxHandle;
let office: () => BackOfficeDouble;
let appId: string;
let token: string;
beforeAll(async () => {
  const double = doubleFactory();
  sandbox = await startSandbox({}, { backOffice: double.factory });
  office = () => double.instances.at(-1) as BackOfficeDouble;
  appId = sandbox.credentials.appId;
});
afterAll(() => sandbox.stop());
beforeEach(async () => {
  sandbox.reset();
  token = (await obtainToken(sandbox.baseUrl, appId, sandbox.credentials.appSecret)).accessToken;
});

const pickBody = { shippingIdList: ['675', '674'] };
const pick = (timestamp?: string) => signedCall(sandbox.baseUrl, 'picking', pickBody, { appId, accessToken: token, ...(timestamp ? { timestamp } : {}) });
const read = () => signedCall(sandbox.baseUrl, 'chatxList', {}, { appId, accessToken: token });
const faultsApplied = () => sandbox.appliedFaults().map((f) => [f.kind, f.operation]);
const withFaults = (faults: FaultSpec[]) => sandbox.setFaults(faults);

describe('fault injection (issue item 7), each kind over HTTP', () => {
  it('latency: adds time, executes normally, and is recorded', async () => {
    withFaults([{ kind: 'latency', ms: 30, count: 1 }]);
    expect((await pick()).json.code).toBe(0);
    expect((await pick()).json.code).toBe(0);
    expect(faultsApplied()).toEqual([['latency', 'picking']]);
    expect(office().calls).toHaveLength(2);
  });

  it('reject3001008: a storm of n answers 3001008 without executing, then normal service', async () => {
    withFaults([{ kind: 'reject3001008', count: 2 }]);
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await pick()).json.code);
    expect(codes).toEqual(['3001008', '3001008', 0]);
    expect(office().calls).toHaveLength(1);
    expect(sandbox.stats().rejected3001008).toBe(2);
  });

  it('throttle103: the business throttle envelope, nothing executed', async () => {
    withFaults([{ kind: 'throttle103', count: 1 }]);
    const answer = await pick();
    expect(answer.json).toMatchObject({ code: 103, message: 'too frequent, try later', error_details: [], data: null });
    expect(typeof answer.json.request_id).toBe('string');
    expect(answer.json.response_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(office().calls).toHaveLength(0);
  });

  it('http500: HTTP 500 with an HTML body, nothing executed', async () => {
    withFaults([{ kind: 'http500', count: 1 }]);
    const answer = await pick();
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.text).toContain('<html>');
    expect(office().calls).toHaveLength(0);
    expect((await pick()).json.code).toBe(0);
  });

  it('http502: a gateway page that comes after the service acted, then one before it acted, in turn', async () => {
    withFaults([{ kind: 'http502', count: 2 }]);
    const afterActing = await pick();
    expect(afterActing.status).toBe(502);
    expect(afterActing.headers.get('content-type')).toContain('text/html');
    expect(afterActing.text).toContain('<html>');
    expect(office().calls).toHaveLength(1);
    expect(sandbox.appliedWrites().at(-1)).toMatchObject({ operation: 'picking', answerDropped: true });
    const beforeActing = await pick();
    expect(beforeActing.status).toBe(502);
    expect(office().calls).toHaveLength(1);
    expect((await pick()).json.code).toBe(0);
    expect(office().calls).toHaveLength(2);
  });

  it('resetBeforeProcessing: the connection is cut, nothing executed, nothing logged as written', async () => {
    withFaults([{ kind: 'resetBeforeProcessing', count: 1 }]);
    await expect(pick()).rejects.toThrow();
    expect(office().calls).toHaveLength(0);
    expect(sandbox.appliedWrites()).toEqual([]);
    expect(faultsApplied()).toEqual([['resetBeforeProcessing', 'picking']]);
  });

  it('dropAfterCommit: the write is applied once and logged with answerDropped, and no answer arrives', async () => {
    withFaults([{ kind: 'dropAfterCommit', count: 1, operation: 'picking' }]);
    await expect(pick()).rejects.toThrow();
    expect(office().calls).toHaveLength(1);
    const writes = sandbox.appliedWrites();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ seq: 1, appId, operation: 'picking', appliedKeys: ['675', '674'], rejected: [], answerDropped: true });
    expect(writes[0]?.requestId).toBe(office().calls[0]?.requestId);
    expect(sandbox.appliedFaults()[0]?.requestId).toBe(writes[0]?.requestId);
    expect((await pick()).json.code).toBe(0);
    const after = (await admin(sandbox.baseUrl, 'GET', '/writes')) as { writes: Array<{ answerDropped: boolean; appliedKeys: string[] }> };
    expect(after.writes.map((w) => [w.answerDropped, w.appliedKeys])).toEqual([
      [true, ['675', '674']],
      [false, ['675', '674']],
    ]);
  });

  it('slowAnswer: executes and commits first, then holds the answer', async () => {
    withFaults([{ kind: 'slowAnswer', ms: 1500, count: 1 }]);
    let answered = false;
    const pending = pick().then((a) => ((answered = true), a));
    await until(() => sandbox.appliedWrites().length === 1);
    expect(answered).toBe(false);
    expect((await pending).json.code).toBe(0);
    expect(sandbox.appliedWrites()[0]?.answerDropped).toBe(false);
  });

  it('expireTokens: every access token expires at once (2001003), a new token works', async () => {
    withFaults([{ kind: 'expireTokens', count: 1 }]);
    expect((await pick()).json.code).toBe('2001003');
    expect((await read()).json.code).toBe('2001003');
    token = (await obtainToken(sandbox.baseUrl, appId, sandbox.credentials.appSecret)).accessToken;
    expect((await read()).json.code).toBe(0);
  });

  it('clockSkew: the server clock runs ahead, so a correct timestamp reads as expired', async () => {
    withFaults([{ kind: 'clockSkew', seconds: 600 }]);
    expect((await pick()).json.code).toBe('2001007');
    expect((await pick(String(Number(unixSeconds()) + 600))).json.code).toBe(0);
    expect(faultsApplied()).toEqual([
      ['clockSkew', 'picking'],
      ['clockSkew', 'picking'],
    ]);
  });

  it('takes faults in the CLI syntax through the admin API, limited to the named operation', async () => {
    const set = await admin(sandbox.baseUrl, 'PUT', '/faults', { spec: 'http502:n=1:op=picking' });
    expect(set).toMatchObject({ ok: true, faults: [{ kind: 'http502', operation: 'picking', count: 1, fired: 0, remaining: 1 }] });
    expect((await read()).status).toBe(200);
    expect((await pick()).status).toBe(502);
    const applied = (await admin(sandbox.baseUrl, 'GET', '/faults/applied')) as { applied: unknown[] };
    expect(applied.applied).toEqual(sandbox.appliedFaults());
    expect(applied.applied).toHaveLength(1);
  });

  it('reaches token calls only when the fault names the token operation', async () => {
    withFaults([{ kind: 'http500' }]);
    expect((await tokenCall(sandbox.baseUrl, 'accessToken', { ...sandbox.credentials })).json.code).toBe('200');
    withFaults([{ kind: 'http500', operation: 'accessToken', count: 1 }]);
    expect((await tokenCall(sandbox.baseUrl, 'accessToken', { ...sandbox.credentials })).status).toBe(500);
  });

  it('fires with a probability, deterministically for the seed', async () => {
    const run = async () => {
      sandbox.reset(99);
      token = (await obtainToken(sandbox.baseUrl, appId, sandbox.credentials.appSecret)).accessToken;
      withFaults([{ kind: 'reject3001008', probability: 0.5 }]);
      const codes = [];
      for (let i = 0; i < 12; i++) codes.push((await read()).json.code);
      return codes;
    };
    const first = await run();
    expect(first).toContain('3001008');
    expect(first).toContain(0);
    expect(await run()).toEqual(first);
  });
});
