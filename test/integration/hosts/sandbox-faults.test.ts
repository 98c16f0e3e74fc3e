// sandbox.faults / sandbox.setFaults: the training switches reach the embedded emulator, show on reading
// back, are refused outside the contract, and a sandbox reset clears them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartSandbox } from '../../../electron/core/app';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { startTestHost, type TestHost } from './helpers';

let dataDir: string;
let t: TestHost;
let embedded: SandboxHandle | null = null;
const start: StartSandbox = async (o) => (embedded = await startSandbox(o));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-faults-'));
  t = await startTestHost({ dataDir, startSandbox: start });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const chatx = { operation: 'chatxList', input: { length: 5 } };

describe('sandbox training faults', () => {
  it('start switched off, and a read succeeds', async () => {
    expect(await t.ok('sandbox.faults', {})).toEqual({ available: true, faults: [] });
    expect(await t.ok('operations.call', chatx)).toMatchObject({ ok: true });
  });

  it('a fault switched on acts on the emulator and reads back; switched off, calls succeed again', async () => {
    const faults = [{ kind: 'http502', probability: 1, operation: 'chatxList' }];
    expect(await t.ok('sandbox.setFaults', { faults })).toEqual({ available: true, faults });
    expect(await t.ok('sandbox.faults', {})).toEqual({ available: true, faults });
    const failed = (await t.call('operations.call', chatx)).json() as { ok: boolean; error?: { code: string } };
    expect(failed.ok).toBe(false);
    expect(embedded?.appliedFaults().some((f) => f.kind === 'http502')).toBe(true);

    await t.ok('sandbox.setFaults', { faults: [] });
    expect(await t.ok('operations.call', chatx)).toMatchObject({ ok: true });
  });

  it('refuses a fault outside the training set or without its duration', async () => {
    for (const faults of [[{ kind: 'clockSkew', probability: 1 }], [{ kind: 'latency', probability: 1 }], [{ kind: 'http502', probability: 2 }]]) {
      const body = (await t.call('sandbox.setFaults', { faults })).json() as { ok: boolean; error?: { code: string } };
      expect(body).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    }
    expect(await t.ok('sandbox.faults', {})).toEqual({ available: true, faults: [] });
  });

  it('a sandbox reset clears the switches', async () => {
    await t.ok('sandbox.setFaults', { faults: [{ kind: 'latency', probability: 0.5, ms: 100 }] });
    await t.ok('profiles.resetSandbox', {});
    expect(await t.ok('sandbox.faults', {})).toEqual({ available: true, faults: [] });
  });
});
