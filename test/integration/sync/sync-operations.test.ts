// A sync of the writes beyond lists of flat rows, through the sync core on the app service (the browser host's
// composition) with a live profile at a standalone sandbox, the sandbox's write log the truth of what reached the
// vendor: ship-from addresses (one request per row: a file of N sends N, the same file again 0, one changed
// address 1) and id lists (un-pairing and picking: every id once, then nothing; a new id alone).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteOperationId } from '../../../shared/catalogue';
import { answerOf, planSync, readSyncFile, startSync, waitForSync, type SyncCaller } from '../../../electron/core/sync';
import { createWebApp, type WebApp } from '../../../electron/hosts/web/web-app';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { secretEnvOf } from '../hosts/videox-store';

interface Address {
  sid: string;
  id: string;
  alias_name: string;
  country_name: string;
  sender_name: string;
  street_detail1: string;
  street_detail2: string;
  city: string;
  region: string;
  province: string;
  zip_code: string;
  phone: string;
}

let sb: SandboxHandle;
let root: string;
let app: WebApp;
let call: SyncCaller;

beforeAll(async () => {
  sb = await startSandbox({ port: 0, seed: 11, latencyMs: 5, listings: 100 });
  root = await mkdtemp(join(tmpdir(), 'opsdesk-sync-ops-'));
  app = await createWebApp({ dataDir: join(root, 'data'), version: '0.0.0-test', startSandbox: null, env: secretEnvOf(sb) });
  const created = await app.dispatcher.dispatch('profiles.create', { kind: 'live', name: 'Warehouse', baseUrl: sb.baseUrl, appId: sb.credentials.appId });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const switched = await app.dispatcher.dispatch('profiles.switch', { id: (created.result as { id: string }).id });
  if (!switched.ok) throw new Error(JSON.stringify(switched.error));
  call = async (method, input) => answerOf(method, await app.dispatcher.dispatch(method, input));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await sb?.stop();
  await rm(root, { recursive: true, force: true });
});

const lastSeq = () => sb.appliedWrites().at(-1)?.seq ?? 0;

/** Each item key as often as the sandbox saw it for `operation` (applied or rejected) after `from`. */
function seen(operation: WriteOperationId, from: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of sb.appliedWrites()) {
    if (w.seq <= from || w.operation !== operation) continue;
    for (const k of [...w.appliedKeys, ...w.rejected.map((r) => r.key)]) out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

/** One sync run of `file`: read, planned, sent as one job (when anything is to go), followed to its end. */
async function sync(operation: WriteOperationId, file: string, common: Record<string, string> = {}) {
  const source = await readSyncFile(file, operation);
  const plan = await planSync(call, operation, common, source.rows);
  if (plan.send.length === 0) return { plan, job: null };
  const started = await startSync(call, plan, `sync ${operation}`);
  const job = await waitForSync(call, started.jobId, { pollMs: 20 });
  return { plan, job };
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

async function csv(name: string, header: readonly string[], rows: ReadonlyArray<Readonly<Record<string, string>>>): Promise<string> {
  const file = join(root, name);
  await writeFile(file, [header.join(','), ...rows.map((r) => header.map((h) => csvCell(r[h] ?? '')).join(','))].join('\r\n') + '\r\n');
  return file;
}

describe('a sync of ship-from addresses (one request per row)', () => {
  it('sends N addresses, then none for the same file, then only the one that changed', async () => {
    const addresses = sb.inspect('addresses') as Address[];
    expect(addresses.length).toBeGreaterThanOrEqual(4);
    const header = Object.keys(addresses[0]!);
    const edited = addresses.map((a) => ({ ...a, sender_name: `${a.sender_name} (dock)` }));
    const file = await csv('addresses.csv', header, edited);
    const keyOf = (a: Address) => `${a.sid}:${a.id}`;

    const before = lastSeq();
    const first = await sync('updateShipFromAddress', file);
    expect(first.plan.send).toHaveLength(addresses.length);
    expect(first.job).toMatchObject({ state: 'finished', succeeded: addresses.length, failed: 0, unknown: 0 });
    const counts = seen('updateShipFromAddress', before);
    expect(addresses.map((a) => counts.get(keyOf(a)))).toEqual(addresses.map(() => 1));
    // What the vendor holds now is what the file said.
    expect((sb.inspect('addresses') as Address[]).map((a) => a.sender_name)).toEqual(edited.map((a) => a.sender_name));

    const afterFirst = lastSeq();
    const again = await sync('updateShipFromAddress', file);
    expect(again.plan.send).toEqual([]);
    expect(again.plan.held.map((h) => h.held.why)).toEqual(addresses.map(() => 'unchanged'));
    expect(lastSeq()).toBe(afterFirst);

    const changed = edited.map((a, n) => (n === 2 ? { ...a, city: 'Dallas', zip_code: '75201' } : a));
    const third = await sync('updateShipFromAddress', await csv('addresses.csv', header, changed));
    expect(third.plan.send.map((r) => r.sheetRow)).toEqual([4]);
    expect([...seen('updateShipFromAddress', afterFirst).entries()]).toEqual([[keyOf(addresses[2]!), 1]]);
  });
});

describe('a sync of an id list (one id per row)', () => {
  it('un-pairs each MSKU id once: the same file again sends nothing, a new id goes alone', async () => {
    const store = (sb.inspect('stores') as Array<{ id: string; kind: string; platformCode: string }>).find((s) => s.kind === 'chatx')!;
    const listings = sb.inspect('listings') as Array<{ paired: boolean; fields: { storeId: string; mskuId: string } }>;
    const ids = [...new Set(listings.filter((l) => l.paired && l.fields.storeId === store.id).map((l) => l.fields.mskuId))].slice(0, 6);
    expect(ids.length).toBe(6);
    const common = { storeId: store.id, platformCode: store.platformCode };
    // The file's only column, whatever its header: a row is one id.
    const file = await csv('unpair.csv', ['MSKU ID'], ids.slice(0, 5).map((id) => ({ 'MSKU ID': id })));

    const before = lastSeq();
    const first = await sync('cancelPairing', file, common);
    expect(first.job).toMatchObject({ state: 'finished', succeeded: 5, failed: 0, unknown: 0 });
    expect([...seen('cancelPairing', before).keys()].sort()).toEqual(ids.slice(0, 5).sort());

    const afterFirst = lastSeq();
    const again = await sync('cancelPairing', file, common);
    expect(again.plan.send).toEqual([]);
    expect(again.plan.held.map((h) => h.held.why)).toEqual(ids.slice(0, 5).map(() => 'unchanged'));
    expect(lastSeq()).toBe(afterFirst);

    const more = await csv('unpair.csv', ['MSKU ID'], ids.map((id) => ({ 'MSKU ID': id })));
    const third = await sync('cancelPairing', more, common);
    expect(third.plan.send.map((r) => r.jobInput)).toEqual([ids[5]]);
    expect([...seen('cancelPairing', afterFirst).keys()]).toEqual([ids[5]]);
  });

  it('picks each shipping list once: the same file again sends nothing', async () => {
    const lists = (sb.inspect('shippingLists') as Array<{ id: number; shippingListStatus: number; pickingStatus: number }>).filter((l) => l.shippingListStatus === 1 && l.pickingStatus === 0);
    const ids = lists.slice(0, 4).map((l) => String(l.id));
    const file = await csv('pick.csv', ['shippingIdList'], ids.map((id) => ({ shippingIdList: id })));

    const before = lastSeq();
    const first = await sync('picking', file);
    expect(first.job).toMatchObject({ state: 'finished', succeeded: 4, failed: 0, unknown: 0 });
    expect([...seen('picking', before).keys()].sort()).toEqual([...ids].sort());

    const afterFirst = lastSeq();
    const again = await sync('picking', file);
    expect(again.plan.send).toEqual([]);
    expect(lastSeq()).toBe(afterFirst);
  });

  it('holds picking rows as unknown when the vendor refuses a list by a code the file does not give, and never sends them again', async () => {
    const lists = (sb.inspect('shippingLists') as Array<{ id: number; shippingListStatus: number; pickingStatus: number }>);
    // A list not awaiting shipment cannot be picked; no sync of ours sent it before.
    const shipped = lists.find((l) => l.shippingListStatus !== 1)!;
    const fresh = lists.filter((l) => l.shippingListStatus === 1 && l.pickingStatus === 0).slice(0, 2);
    const ids = [String(shipped.id), ...fresh.map((l) => String(l.id))];
    const file = await csv('pick-refused.csv', ['id'], ids.map((id) => ({ id })));

    const before = lastSeq();
    const first = await sync('picking', file);
    // The refusal names the list by its code: which row it was is not known, so no row is taken as applied.
    expect(first.job).toMatchObject({ succeeded: 0, unknown: 3 });
    expect([...seen('picking', before).values()]).toEqual([1, 1, 1]);

    const afterFirst = lastSeq();
    const again = await sync('picking', file);
    expect(again.plan.held.map((h) => h.held.why)).toEqual(['unknown', 'unknown', 'unknown']);
    expect(lastSeq()).toBe(afterFirst);
  });
});
