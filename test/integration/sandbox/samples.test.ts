// Settings → Sandbox's demo data and write log come from the sandbox's real seeded state: the embedded sandbox
// as the core runs it, on seed 42, with a real signed write applied and then listed first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedSandbox, type EmbeddedSandbox } from '../../../electron/core/app';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { sandboxSamplesOutput, sandboxWritesOutput } from '../../../shared/ipc';
import { obtainToken, signedCall } from './helpers';

let handle: SandboxHandle | null = null;
let embedded: EmbeddedSandbox;

beforeAll(() => {
  embedded = createEmbeddedSandbox(async (opts) => (handle = await startSandbox({ ...opts, seed: 42 })));
});
afterAll(async () => {
  await embedded.stop();
});

describe('sandbox samples', () => {
  it('lists seed 42 records by kind, each one that the sandbox really holds', async () => {
    const samples = sandboxSamplesOutput.parse(await embedded.samples());
    const codes = (status: number, picked: boolean) => samples.shippingLists.filter((l) => l.status === status && l.picked === picked).map((l) => l.code);
    // The README's examples are among them (same seed, same records).
    expect(codes(1, false)).toContain('FH24042000601');
    expect(codes(2, false).concat(codes(2, true))).toContain('FH24070200605');
    expect(samples.mergeableOrders).toEqual(expect.arrayContaining(['103332476723333139', '103382455690783916', '103386781379533000']));
    expect(samples.unmergeablePair).toHaveLength(2);
    expect(samples.unmergeablePair[0]).toBe(samples.mergeableOrders[0]);
    expect(samples.mergeableOrders).not.toContain(samples.unmergeablePair[1]);
    for (const l of samples.listings) expect(l.paired.length + l.unpaired.length).toBeGreaterThan(0);
    expect(samples.listings.some((l) => l.paired.length > 0)).toBe(true);
    expect(samples.listings.some((l) => l.unpaired.length > 0)).toBe(true);
    const state = handle!;
    const shipments = state.inspect('shipments') as Array<{ sid: string; shipmentConfirmationId: string }>;
    for (const s of samples.shipments) expect(shipments).toContainEqual(expect.objectContaining(s));
    const retailx = state.inspect('retailx') as Array<{ variantUniqueId: string }>;
    for (const v of samples.retailx) expect(retailx.map((r) => r.variantUniqueId)).toContain(v.variantUniqueId);
    expect(samples.videox.length).toBeGreaterThan(0);
    expect(samples.addresses.length).toBeGreaterThan(0);
  });

  it('lists the applied writes newest first, paged', async () => {
    expect(sandboxWritesOutput.parse(await embedded.writes(0, 10))).toEqual({ available: true, total: 0, writes: [] });
    const s = handle!;
    const token = (await obtainToken(s.baseUrl, s.credentials.appId, s.credentials.appSecret)).accessToken;
    const samples = await embedded.samples();
    const pickable = samples.shippingLists.filter((l) => l.status === 1 && !l.picked).map((l) => l.code);
    const ids = (s.inspect('shippingLists') as Array<{ id: number; shippingListCode: string }>).filter((l) => pickable.includes(l.shippingListCode)).map((l) => String(l.id));
    for (const id of ids.slice(0, 2)) await signedCall(s.baseUrl, 'picking', { shippingIdList: [id] }, { appId: s.credentials.appId, accessToken: token });
    const page = sandboxWritesOutput.parse(await embedded.writes(0, 1));
    expect(page.total).toBe(2);
    expect(page.writes).toHaveLength(1);
    expect(page.writes[0]).toMatchObject({ seq: 2, operation: 'picking', applied: 1, appliedKeys: [ids[1]] });
    const older = await embedded.writes(1, 1);
    expect(older.writes[0]).toMatchObject({ seq: 1, appliedKeys: [ids[0]] });
  });
});
