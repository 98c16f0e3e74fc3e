// `--latency L` is the server time of an answer: it leaves L ms after the request arrived, with the work done
// inside that time, or as soon as the work is done when the work takes longer than L. Read from the server's
// own times (arrival → answer written), so a busy machine's client side does not blur them. What L means is read
// from when the server planned each answer to leave (`dueTime`): on a loaded machine a timer fires late, so the
// time the answer really left has lower bounds only (speed goals live in `npm run bench`).
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { BackOfficeDouble, obtainToken, signedCall, until } from './helpers';

/** A back office whose every call keeps the CPU busy for `workMs`, like a heavy request would. */
class SlowBackOffice extends BackOfficeDouble {
  constructor(private readonly workMs: number) {
    super();
  }
  override handle(...args: Parameters<BackOfficeDouble['handle']>) {
    const until = performance.now() + this.workMs;
    while (performance.now() < until) {
      // busy: the event loop is blocked, as by real work
    }
    return super.handle(...args);
  }
}

let sandbox: SandboxHandle | null = null;
afterEach(async () => {
  await sandbox?.stop();
  sandbox = null;
});

async function timedPick(latencyMs: number, workMs: number) {
  const office = new SlowBackOffice(workMs);
  sandbox = await startSandbox({ latencyMs }, { backOffice: { create: () => office, inspectKinds: [] } });
  const { appId, appSecret } = sandbox.credentials;
  const { accessToken } = await obtainToken(sandbox.baseUrl, appId, appSecret);
  const started = performance.now();
  const answer = await signedCall(sandbox.baseUrl, 'picking', { shippingIdList: ['1'] }, { appId, accessToken });
  return { ms: performance.now() - started, answer, office };
}

describe('the sandbox clock (--latency is the server time of an answer)', () => {
  it('does the work within the latency: the answer leaves L after arrival, not L + work', async () => {
    const { ms, answer, office } = await timedPick(400, 300);
    expect(answer.json.code).toBe(0);
    expect(office.calls).toHaveLength(1);
    const stats = sandbox?.stats();
    expect(stats?.serverTime.picking?.count).toBe(1);
    expect(stats?.serverTime.picking?.p50Ms).toBeGreaterThanOrEqual(400);
    // Due L after arrival, the work done inside it: not L + work (700).
    expect(stats?.dueTime.picking?.p50Ms).toBeCloseTo(400, 6);
    expect(stats?.processing.picking?.p50Ms).toBeGreaterThanOrEqual(300);
    expect(ms).toBeGreaterThanOrEqual(400);
  });

  it('answers when the work is done if the work takes longer than the latency', async () => {
    await timedPick(300, 600);
    const stats = sandbox?.stats();
    expect(stats?.serverTime.picking?.p50Ms).toBeGreaterThanOrEqual(600);
    // Due at L after arrival, which the work (600) had passed when it was done: no hold after the work, where
    // L after the work would be 900.
    expect(stats?.dueTime.picking?.p50Ms).toBeCloseTo(300, 6);
    expect(stats?.processing.picking?.p50Ms).toBeGreaterThanOrEqual(600);
  });

  it('a write executed while its answer was held, and the sandbox stopped meanwhile, is logged as answer dropped', async () => {
    const office = new SlowBackOffice(0);
    const sb = await startSandbox({ latencyMs: 5_000 }, { backOffice: { create: () => office, inspectKinds: [] } });
    sandbox = sb;
    const { appId, appSecret } = sb.credentials;
    const { accessToken } = await obtainToken(sb.baseUrl, appId, appSecret);
    const answer = signedCall(sb.baseUrl, 'renameShipments', { inboundShipmentNameReqList: [{ sid: '1', shipmentConfirmationId: 'FBA1', shipmentName: 'n' }] }, { appId, accessToken }).then(
      () => 'answered',
      () => 'no answer',
    );
    await until(async () => office.calls.length === 1);
    await sb.stop();
    expect(await answer).toBe('no answer');
    expect(sb.appliedWrites()).toMatchObject([{ operation: 'renameShipments', appliedKeys: ['1:FBA1'], answerDropped: true }]);
  });

  it('reports the time of its own work per operation', async () => {
    await timedPick(0, 30);
    const figures = sandbox?.stats().processing.picking;
    expect(figures?.count).toBe(1);
    expect(figures?.p50Ms).toBeGreaterThanOrEqual(30);
    sandbox?.reset();
    expect(sandbox?.stats().processing).toEqual({});
  });
});
