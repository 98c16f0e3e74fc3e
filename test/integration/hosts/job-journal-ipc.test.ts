// Jobs through the IPC, end to end: a picking job started with `jobs.start` carries the shipping-list codes its
// reconciliation reads by, so an answer dropped after the server committed settles to succeeded; a journal
// damaged on disk comes back through `journal.unfinished` with what it lost, and is never resumed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  total: number;
  succeeded: number;
  unknown: number;
  pending: number;
  missing: number;
  damage: { problems: Array<{ kind: string; line: number | null; message: string }>; missingRows: number } | null;
}
interface Row {
  key: string;
  status: string;
  resolvedBy: string | null;
  sends: number;
}

let dataDir: string;
let t: TestHost;
let embedded: SandboxHandle | null = null;
const start: StartSandbox = async (o) => (embedded = await startSandbox({ ...o, latencyMs: 5 }));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-jobs-ipc-'));
  t = await startTestHost({ dataDir, startSandbox: start });
  await t.ok('profiles.list', {});
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sandbox = () => embedded as SandboxHandle;

async function finished(jobId: string): Promise<{ job: Summary; rows: Row[] }> {
  for (let i = 0; i < 400; i++) {
    const detail = await t.ok<{ job: Summary; rows: Row[] }>('jobs.get', { jobId, limit: 1000 });
    if (detail.job.state !== 'running' && detail.job.state !== 'cancelling') return detail;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** Picking rows for shipping lists that can be picked, and their code → id aliases. */
function pickingJob(n: number) {
  const lists = sandbox().inspect('shippingLists') as Array<{ id: number; shippingListCode: string; shippingListStatus: number; pickingStatus: number }>;
  const eligible = lists.filter((l) => l.shippingListStatus === 1 && l.pickingStatus === 0).slice(0, n);
  return {
    rows: eligible.map((l) => ({ key: `pick-${l.id}`, input: String(l.id) })),
    aliases: Object.fromEntries(eligible.map((l) => [l.shippingListCode, String(l.id)])),
  };
}

describe('jobs through the IPC', () => {
  it('a dropped picking answer settles to succeeded: the codes reconciliation reads by travel with the job', async () => {
    sandbox().reset(3);
    const { rows, aliases } = pickingJob(5);
    expect(rows.length).toBe(5);
    sandbox().setFaults([{ kind: 'dropAfterCommit', operation: 'picking', count: 1 }]);
    const started = await t.ok<Summary>('jobs.start', { operation: 'picking', rows, context: { aliases }, label: 'picks' });
    const { job, rows: out } = await finished(started.jobId);
    expect(sandbox().appliedFaults().filter((f) => f.kind === 'dropAfterCommit')).toHaveLength(1);
    expect(job).toMatchObject({ state: 'finished', total: 5, succeeded: 5, unknown: 0, pending: 0 });
    expect(out.every((r) => r.resolvedBy === 'reconcile' && r.sends === 1)).toBe(true);
    // Each shipping list picked once: the reconciliation read, it did not send again.
    const picked = sandbox().appliedWrites().filter((w) => w.operation === 'picking');
    expect(picked).toHaveLength(1);
  });

  it('without the codes the same drop leaves the rows unknown (what the contract field fixes)', async () => {
    sandbox().reset(3);
    const { rows } = pickingJob(5);
    sandbox().setFaults([{ kind: 'dropAfterCommit', operation: 'picking', count: 1 }]);
    // The same lists the first test picked (the sandbox was reset, the ledger was not): picked again on the user's word.
    const started = await t.ok<Summary>('jobs.start', { operation: 'picking', rows, again: rows.map((r) => r.key), label: 'picks without codes' });
    const { job } = await finished(started.jobId);
    expect(job).toMatchObject({ state: 'finished', succeeded: 0, unknown: 5 });
  });

  it('lists a journal damaged on disk with what it lost, and answers CONFLICT to resuming it', async () => {
    const { jobs } = await t.ok<{ jobs: Summary[] }>('journal.unfinished', {});
    const job = jobs[0] as Summary;
    expect(job.unknown).toBe(5);
    const profiles = join(dataDir, 'profiles');
    const journalDir = join(profiles, readdirSync(profiles)[0] as string, 'journal');
    const file = join(journalDir, `${job.jobId}.jsonl`);
    const lines = readFileSync(file, 'utf8').split('\n');
    const rowsLine = lines.findIndex((l) => l.includes('"t":"rows"'));
    lines[rowsLine] = (lines[rowsLine] as string).replace('"key":"pick-', '"key":"pick_');
    writeFileSync(file, lines.join('\n'));

    await t.close();
    t = await startTestHost({ dataDir, startSandbox: start });
    const after = await t.ok<{ jobs: Summary[] }>('journal.unfinished', {});
    const damaged = after.jobs.find((j) => j.jobId === job.jobId) as Summary;
    expect(damaged).toMatchObject({ total: 5, missing: 5 });
    expect(damaged.damage?.problems.map((p) => p.message)).toEqual([expect.stringMatching(`^line ${rowsLine + 1} fails its checksum`), 'rows 1–5 are lost in the damaged lines']);
    const refused = (await t.call('journal.resume', { jobId: job.jobId })).json() as { ok: false; error: { code: string; message: string; details: { damage?: unknown } } };
    expect(refused.error.code).toBe('CONFLICT');
    expect(refused.error.message).toContain(`line ${rowsLine + 1}`);
    expect(refused.error.details.damage).toMatchObject({ missingRows: 5 });
  });
});
