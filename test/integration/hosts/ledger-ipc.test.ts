// The ledger of what was sent through the IPC, against the embedded sandbox, with the sandbox's log of applied
// writes as the ground truth: a start naming items applied with the same values is refused (ALREADY_SENT) and
// goes only on the user's word (`again`); of two racing starts one goes; an item on its way in a running job is
// refused even on the user's word; a cancelled job's unsent rows taken over by a new job are never sent by its
// resume; and after a restart the ledger is built again from the journals, a damaged one included.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartSandbox } from '../../../electron/core/app';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { itemIdentity } from '../../../shared/catalogue/item-identity';
import { batchOperationOf, checkRow } from '../../../shared/catalogue/row-validation';
import { startTestHost, type TestHost } from './helpers';

interface Summary {
  jobId: string;
  state: string;
  total: number;
  succeeded: number;
  pending: number;
  unknown: number;
  invalid: number;
}
interface Row {
  key: string;
  status: string;
  issues: Array<{ code?: string; values?: Record<string, string> }> | null;
}
interface Refusal {
  ok: false;
  error: { code: string; details: { count: number; items: Array<{ key: string; why: string; jobId: string; item: string | null; at: string }> } };
}
type VideoxRow = { key: string; input: { msku_id: string; warehouse_id: string; quantity: number } };

const TIMEOUT = 120_000;
let dataDir: string;
let t: TestHost;
let embedded: SandboxHandle | null = null;
const start: StartSandbox = async (o) => (embedded = await startSandbox({ ...o, latencyMs: 2 }));
const sandbox = () => embedded as SandboxHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-ledger-ipc-'));
  t = await startTestHost({ dataDir, startSandbox: start });
  await t.ok('profiles.list', {});
}, TIMEOUT);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function finished(jobId: string): Promise<{ job: Summary; rows: Row[] }> {
  for (let i = 0; i < 2000; i++) {
    const detail = await t.ok<{ job: Summary; rows: Row[] }>('jobs.get', { jobId, limit: 1000 });
    if (detail.job.state !== 'running' && detail.job.state !== 'cancelling') return detail;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** `n` videox rows of one store, from item `from` on: each listing in each warehouse that stocks it. */
let store = '';
function videoxRows(n: number, from = 0, quantity = 1): VideoxRow[] {
  const listings = (sandbox().inspect('videox') as Array<{ storeId: string; mskuId: string; stock: Record<string, number> }>).filter((l, _i, all) => l.storeId === all[0]?.storeId);
  store = listings[0]?.storeId as string;
  const items = listings.flatMap((l) => Object.keys(l.stock).map((w) => ({ msku_id: l.mskuId, warehouse_id: w })));
  if (items.length < from + n) throw new Error(`the sandbox's store has ${items.length} items, not ${from + n}`);
  return items.slice(from, from + n).map((item, j) => ({ key: `r${from + j}`, input: { ...item, quantity } }));
}
const startInput = (rows: VideoxRow[], extra: Record<string, unknown> = {}) => ({ operation: 'videoxStock', common: { store_id: store }, rows, ...extra });

/** How many times the sandbox applied each item (its catalogue key: msku@warehouse). */
function appliedCounts(): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of sandbox().appliedWrites()) if (w.operation === 'videoxStock') for (const k of w.appliedKeys) out.set(k, (out.get(k) ?? 0) + 1);
  return out;
}
const keyOf = (r: VideoxRow) => `${r.input.msku_id}@${r.input.warehouse_id}`;

/** The item and values as a screen names them for `ledger.lookup`. */
function lookupItems(rows: VideoxRow[]) {
  const op = batchOperationOf('videoxStock');
  if (!op) throw new Error('videoxStock takes rows');
  return rows.map((r) => {
    const checked = checkRow(op, { store_id: store }, r.input);
    if ('issues' in checked) throw new Error('invalid row');
    const { key, values } = itemIdentity('videoxStock', { store_id: store }, checked);
    return { id: key, values };
  });
}

describe('the ledger through the IPC', () => {
  it('refuses a start naming items applied with these values; on the user\'s word they are applied again, and only then', async () => {
    sandbox().reset(5);
    const rows = videoxRows(40);
    const first = await t.ok<Summary>('jobs.start', startInput(rows, { label: 'first' }));
    expect((await finished(first.jobId)).job).toMatchObject({ state: 'finished', succeeded: 40 });
    const writesBefore = sandbox().appliedWrites().length;

    const refused = (await t.call('jobs.start', startInput(rows))).json() as Refusal;
    expect(refused.error.code).toBe('ALREADY_SENT');
    expect(refused.error.details.count).toBe(40);
    expect(refused.error.details.items).toHaveLength(20);
    expect(refused.error.details.items[0]).toEqual({ key: 'r0', why: 'applied', jobId: first.jobId, item: `${rows[0]?.input.msku_id} · ${rows[0]?.input.warehouse_id}`, at: expect.any(String) });
    expect(sandbox().appliedWrites()).toHaveLength(writesBefore);
    expect(new Set(appliedCounts().values())).toEqual(new Set([1]));

    const lookup = await t.ok<{ found: Array<{ id: string; same: boolean; entry: { jobId: string; status: string } }>; jobs: Record<string, string> }>('ledger.lookup', {
      operation: 'videoxStock',
      items: lookupItems(rows.slice(0, 3)),
    });
    expect(lookup.found.map((f) => [f.same, f.entry.jobId, f.entry.status])).toEqual(Array(3).fill([true, first.jobId, 'succeeded']));
    expect(lookup.jobs).toEqual({ [first.jobId]: 'finished' });

    const again = await t.ok<Summary>('jobs.start', startInput(rows, { again: rows.map((r) => r.key) }));
    expect((await finished(again.jobId)).job).toMatchObject({ succeeded: 40 });
    expect(rows.map((r) => appliedCounts().get(keyOf(r)))).toEqual(Array(40).fill(2));
  }, TIMEOUT);

  it('lets exactly one of two racing starts with the same items go', async () => {
    const rows = videoxRows(40, 40);
    const answers = await Promise.all([t.call('jobs.start', startInput(rows)), t.call('jobs.start', startInput([...rows].reverse()))]);
    const bodies = answers.map((a) => a.json() as { ok: boolean; result?: Summary } | Refusal);
    expect(bodies.map((b) => b.ok).sort()).toEqual([false, true]);
    const lost = bodies.find((b) => !b.ok) as Refusal;
    expect(lost.error).toMatchObject({ code: 'ALREADY_SENT', details: { count: 40 } });
    const won = (bodies.find((b) => b.ok) as { result: Summary }).result;
    // On its way when the other start was checked, or (had that start come late) applied by then.
    expect(lost.error.details.items.every((i) => i.jobId === won.jobId && (i.why === 'inFlight' || i.why === 'applied'))).toBe(true);
    await finished(won.jobId);
    expect(rows.map((r) => appliedCounts().get(keyOf(r)))).toEqual(Array(40).fill(1));
  }, TIMEOUT);

  let cancelled = '';
  let taker = '';
  it('refuses items a running job holds, even on the user\'s word; a cancelled job\'s unsent rows go to a new job, and its resume sends none of them again', async () => {
    const rows = videoxRows(80, 80);
    // Every request of the job is refused "busy": its rows stay queued while the job runs.
    sandbox().setFaults([{ kind: 'reject3001008', probability: 1, operation: 'videoxStock' }]);
    const held = await t.ok<Summary>('jobs.start', startInput(rows));
    const refused = (await t.call('jobs.start', startInput(rows.slice(40), { again: rows.slice(40).map((r) => r.key) }))).json() as Refusal;
    expect(refused.error).toMatchObject({ code: 'ALREADY_SENT', details: { count: 40 } });
    expect(new Set(refused.error.details.items.map((i) => [i.why, i.jobId].join()))).toEqual(new Set([`inFlight,${held.jobId}`]));

    await t.ok('jobs.cancel', { jobId: held.jobId });
    expect((await finished(held.jobId)).job).toMatchObject({ state: 'cancelled', pending: 80 });
    sandbox().setFaults([]);
    cancelled = held.jobId;

    // The rows the cancelled job never sent: a new job takes half of them (with values of its own for 10).
    const takeOver = rows.slice(40).map((r, i) => (i < 10 ? { ...r, input: { ...r.input, quantity: 9 } } : r));
    const newer = await t.ok<Summary>('jobs.start', startInput(takeOver));
    taker = newer.jobId;
    expect((await finished(newer.jobId)).job).toMatchObject({ state: 'finished', succeeded: 40 });
    let old: { job: Summary; rows: Row[] } = await finished(cancelled);
    for (let i = 0; i < 400 && old.job.invalid < 40; i++) {
      await new Promise((r) => setTimeout(r, 25));
      old = await finished(cancelled);
    }
    expect(old.job).toMatchObject({ pending: 40, invalid: 40 });
    expect(old.rows.find((r) => r.key === 'r120')).toMatchObject({ status: 'invalid', issues: [{ code: 'superseded', values: { job: newer.jobId } }] });

    await t.ok('journal.resume', { jobId: cancelled });
    expect((await finished(cancelled)).job).toMatchObject({ state: 'finished', succeeded: 40, invalid: 40, pending: 0 });
    expect(rows.map((r) => appliedCounts().get(keyOf(r)))).toEqual(Array(80).fill(1));
  }, TIMEOUT);

  it('is built again from the journals after a restart, a damaged journal included', async () => {
    const rows = videoxRows(80, 80);
    const items = lookupItems(rows);
    const before = await t.ok<{ found: Array<{ id: string; entry: { jobId: string; status: string } }> }>('ledger.lookup', { operation: 'videoxStock', items });
    expect(before.found.filter((f) => f.entry.jobId === taker)).toHaveLength(40);

    await t.close();
    // The journal of the job that took the rows over loses one of its answers: its rows may have been sent.
    const profiles = join(dataDir, 'profiles');
    const journalDir = join(profiles, readdirSync(profiles)[0] as string, 'journal');
    const file = join(journalDir, `${taker}.jsonl`);
    const lines = readFileSync(file, 'utf8').split('\n');
    const outcome = lines.findIndex((l) => l.includes('"t":"outcome"'));
    lines[outcome] = (lines[outcome] as string).replace('"t":"outcome"', '"t":"outcomX"');
    writeFileSync(file, lines.join('\n'));

    t = await startTestHost({ dataDir, startSandbox: start });
    const after = await t.ok<{ found: Array<{ id: string; same: boolean; entry: { jobId: string; status: string; code: string | null } }> }>('ledger.lookup', { operation: 'videoxStock', items });
    expect(after.found.map((f) => f.id)).toEqual(before.found.map((f) => f.id));
    const byJob = (jobId: string) => after.found.filter((f) => f.entry.jobId === jobId);
    expect(byJob(cancelled).map((f) => f.entry.status)).toEqual(Array(40).fill('succeeded'));
    expect(byJob(taker).map((f) => f.entry.status)).toEqual(Array(40).fill('unknown'));

    const writes = sandbox().appliedWrites().length;
    const refused = (await t.call('jobs.start', startInput(rows))).json() as Refusal;
    // The cancelled job's 40 applied, and 30 of the 40 the damaged job may have applied (10 went with other values).
    expect(refused.error).toMatchObject({ code: 'ALREADY_SENT', details: { count: 70 } });
    expect(new Set(refused.error.details.items.map((i) => i.why))).toEqual(new Set(['applied']));
    expect(sandbox().appliedWrites()).toHaveLength(writes);
  }, TIMEOUT);
});
