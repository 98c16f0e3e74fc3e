import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { admin, doubleFactory, obtainToken, signedCall, until, type Answer, type BackOfficeDouble } from './helpers';

let sandbox: SandboxHandle | null = null;
afterEach(async () => {
  await sandbox?.stop();
  sandbox = null;
});

async function setup(opts: Parameters<typeof startSandbox>[0], leaseMs?: number) {
  const double = doubleFactory();
  const sb = await startSandbox(opts, { backOffice: double.factory, ...(leaseMs === undefined ? {} : { leaseMs }) });
  sandbox = sb;
  const { appId, appSecret } = sb.credentials;
  const { accessToken } = await obtainToken(sb.baseUrl, appId, appSecret);
  const pick = () => signedCall(sb.baseUrl, 'picking', { shippingIdList: ['1'] }, { appId, accessToken });
  const inFlight = async (operation = 'picking') => {
    const state = (await admin(sb.baseUrl, 'GET', '/buckets')) as { buckets: Array<{ operation: string; inFlight: number }> };
    return state.buckets.find((b) => b.operation === operation)?.inFlight ?? 0;
  };
  return { sb, office: double.instances[0] as BackOfficeDouble, appId, accessToken, pick, inFlight };
}

describe('concurrency buckets over HTTP (notes §4)', () => {
  it('rejects at once with 3001008 while the only token of the path is held, executes nothing, then releases it', async () => {
    const { sb, office, pick, inFlight } = await setup({ latencyMs: 1500 });
    const first = pick();
    await until(async () => (await inFlight()) === 1);
    // The first is executed at once and its answer held for the latency; the second executes nothing.
    expect(office.calls).toHaveLength(1);
    const second = await pick();
    expect(second.json).toEqual({ code: '3001008', msg: 'requests too frequently', data: null });
    expect(office.calls).toHaveLength(1);
    expect((await first).json.code).toBe(0);
    expect(await inFlight()).toBe(0);
    sb.setLatency(0);
    expect((await pick()).json.code).toBe(0);
    expect(sb.stats().byOperation.picking).toEqual({ requests: 3, rejected3001008: 1, executed: 2 });
    expect(sb.stats().rejected3001008).toBe(1);
  });

  it('keeps buckets per path: another path of the same appId is not blocked', async () => {
    const { sb, appId, accessToken, pick, inFlight } = await setup({ latencyMs: 1000 });
    const first = pick();
    await until(async () => (await inFlight()) === 1);
    sb.setLatency(0);
    const other = await signedCall(sb.baseUrl, 'chatxList', {}, { appId, accessToken });
    expect(other.json.code).toBe(0);
    await first;
  });

  it('lifts the capacity with the override (admin API)', async () => {
    const { pick, inFlight, sb } = await setup({ latencyMs: 1500 });
    expect(await admin(sb.baseUrl, 'POST', '/buckets', { capacityOverride: 2 })).toMatchObject({ ok: true, capacityOverride: 2 });
    const held = [pick(), pick()];
    await until(async () => (await inFlight()) === 2);
    expect((await pick()).json.code).toBe('3001008');
    const answers: Answer[] = await Promise.all(held);
    expect(answers.map((a) => a.json.code)).toEqual([0, 0]);
  });

  it('gives a held token back after the lease time even if the request is still running', async () => {
    const { pick, inFlight } = await setup({ faults: [{ kind: 'slowAnswer', ms: 4000, count: 1 }] }, 300);
    let firstDone = false;
    const first = pick().then((a) => ((firstDone = true), a));
    await until(async () => (await inFlight()) === 1);
    let second: Answer | null = null;
    await until(async () => {
      second = await pick();
      return second.json.code === 0;
    });
    expect(firstDone).toBe(false);
    expect((await first).json.code).toBe(0);
  });
});
