// Unknown outcomes at scale, through the IPC and across a restart: 1,200 videox rows whose six answers were
// dropped after the sandbox committed them. After the host restarts, Activity's list names every job the
// journal holds; the rows come back named by their item with the values sent, grouped by the request they went
// out in; one decision per request, then one for "all the rest", leaves none undecided.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartSandbox } from '../../../electron/core/app';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { startTestHost, type TestHost } from './helpers';

interface Summary {
  jobId: string;
  state: string;
  label: string | null;
  labelMessage?: { id: string; values: Record<string, string | number> } | null;
  total: number;
  succeeded: number;
  unknown: number;
  pending: number;
}
interface Request {
  request: string | null;
  sentAt: string | null;
  rows: number;
  items: Array<{ key: string; item: string | null; sent: Record<string, string> | null }>;
}

let dataDir: string;
let t: TestHost;
let embedded: SandboxHandle | null = null;
const start: StartSandbox = async (o) => (embedded = await startSandbox({ ...o, latencyMs: 2 }));
const sandbox = () => embedded as SandboxHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-decide-ipc-'));
  t = await startTestHost({ dataDir, startSandbox: start });
  await t.ok('profiles.list', {});
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function finished(jobId: string): Promise<Summary> {
  for (let i = 0; i < 800; i++) {
    const { job } = await t.ok<{ job: Summary }>('jobs.get', { jobId, limit: 1 });
    if (job.state !== 'running' && job.state !== 'cancelling') return job;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** 1,200 videox rows of one store: 60 listings × 20 warehouses, quantity = the row's number. */
function videoxRows() {
  const listings = (sandbox().inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((l, _i, all) => l.storeId === all[0]?.storeId).slice(0, 60);
  const rows = listings.flatMap((l, i) => Array.from({ length: 20 }, (_, w) => ({ key: `r${i * 20 + w}`, input: { msku_id: l.mskuId, warehouse_id: `W${w + 1}`, quantity: i * 20 + w } })));
  return { storeId: listings[0]?.storeId as string, rows };
}

describe('unknown rows decided by request, after a restart', () => {
  let bigJob = '';
  let smallJob = '';
  let firstMsku = '';

  it('leaves 1,200 rows unknown when six answers are dropped after commit', async () => {
    sandbox().reset(4);
    const { storeId, rows } = videoxRows();
    expect(rows).toHaveLength(1200);
    firstMsku = rows[0]?.input.msku_id as string;
    sandbox().setFaults([{ kind: 'dropAfterCommit', operation: 'videoxStock', count: 6 }]);
    const started = await t.ok<Summary>('jobs.start', {
      operation: 'videoxStock',
      common: { store_id: storeId },
      rows,
      label: { id: 'jobLabel.stock', values: { rows: 1200 } },
    });
    bigJob = started.jobId;
    expect(await finished(bigJob)).toMatchObject({ unknown: 1200, succeeded: 0 });
    sandbox().setFaults([]);
    // Two of the rows the big job left maybe applied: sent again on the user's word (the ledger refuses them without it).
    const again = rows.slice(0, 2);
    const small = await t.ok<Summary>('jobs.start', { operation: 'videoxStock', common: { store_id: storeId }, rows: again, again: again.map((r) => r.key), label: 'plain label' });
    smallJob = small.jobId;
    expect(await finished(smallJob)).toMatchObject({ state: 'finished', total: 2, unknown: 0 });
  });

  it('lists every job the journal holds after a restart, labels kept as message ids', async () => {
    await t.close();
    t = await startTestHost({ dataDir, startSandbox: start });
    const { jobs } = await t.ok<{ jobs: Summary[] }>('jobs.list', {});
    expect(jobs.map((j) => j.jobId).sort()).toEqual([bigJob, smallJob].sort());
    const big = jobs.find((j) => j.jobId === bigJob);
    expect(big).toMatchObject({ unknown: 1200, label: null, labelMessage: { id: 'jobLabel.stock', values: { rows: 1200 } } });
    expect(jobs.find((j) => j.jobId === smallJob)).toMatchObject({ label: 'plain label', state: 'finished', total: 2 });
  });

  it('names the rows by item and sent values, grouped by the request they went out in', async () => {
    const page = await t.ok<{ requests: Request[]; matching: number; rows: number }>('jobs.requests', { jobId: bigJob });
    expect(page).toMatchObject({ matching: 6, rows: 1200 });
    expect(page.requests.map((r) => [r.request, r.rows])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [`1.${n}`, 200]));
    expect(page.requests.every((r) => r.sentAt !== null)).toBe(true);
    expect(page.requests[0]?.items[0]).toEqual({ key: 'r0', item: `${firstMsku} · W1`, sent: { quantity: '0' } });
    const rows = await t.ok<{ rows: Array<{ key: string; item: string; request: string }>; matching: number }>('jobs.get', { jobId: bigJob, request: '1.2', limit: 1000 });
    expect(rows.matching).toBe(200);
    expect(rows.rows.every((r) => r.request === '1.2' && r.item.includes(' · W'))).toBe(true);
  });

  it('decides one request as a whole, then every other unknown row of the job at once', async () => {
    const one = await t.ok<{ checked: number; applied: number }>('journal.reconcile', { jobId: bigJob, requests: [{ request: '1.1', applied: true }] });
    expect(one).toMatchObject({ checked: 200, applied: 200 });
    const rest = await t.ok<{ checked: number; notApplied: number; stillUnknown: number }>('journal.reconcile', { jobId: bigJob, allUnknown: { applied: false } });
    expect(rest).toMatchObject({ checked: 1000, notApplied: 1000, stillUnknown: 0 });
    const { job } = await t.ok<{ job: Summary }>('jobs.get', { jobId: bigJob, limit: 1 });
    expect(job).toMatchObject({ unknown: 0, succeeded: 200, pending: 1000 });
    expect((await t.ok<{ matching: number }>('jobs.requests', { jobId: bigJob })).matching).toBe(0);
  });
});
