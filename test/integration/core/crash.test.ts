// A process running a batch is killed with SIGKILL mid-job; a new process resumes from the journal. The
// sandbox's applied-write log shows each row applied exactly once, or the row reported unknown.
import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobResult, JobSpec } from '../../../electron/core/job/types';
import type { UnfinishedJobs } from '../../../electron/core/job/types';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { stringifyJson } from '../../../shared/json/lossless';
import { expectLedger, specFor } from './harness';
import { chunksInFlight, journalRecords, killableChild, killWithChunkInFlight, startedJob } from './killable-child';

const CHILD = join(import.meta.dirname, 'crash-child.ts');

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ seed: 11, latencyMs: 25, shippingLists: 200, listings: 120 });
});
afterAll(async () => {
  await sb.stop();
});

const child = (args: string[]) => killableChild(CHILD, args);
const records = (file: string) => journalRecords(file).map((r) => r.t);

async function crashAndResume(spec: JobSpec) {
  const dir = mkdtempSync(join(tmpdir(), 'opsdesk-crash-'));
  const specFile = join(dir, 'spec.json');
  writeFileSync(specFile, stringifyJson(spec));
  const { appId, appSecret } = sb.credentials;
  const journalDir = join(dir, 'journal');
  const first = child(['run', sb.baseUrl, appId, appSecret, journalDir, specFile]);
  const jobId = await startedJob(first);
  const file = join(journalDir, `${jobId}.jsonl`);
  await killWithChunkInFlight(first, file, 3);
  const inFlightAtKill = chunksInFlight(file);

  const second = child(['resume', sb.baseUrl, appId, appSecret, journalDir, jobId]);
  expect(await second.exited).toBe(0);
  const { recovered, result } = JSON.parse(second.stdout().trim().split('\n').at(-1) as string) as { recovered: string[]; result: JobResult };
  const reconciled = journalRecords(file)
    .filter((r) => r.t === 'resolve' && r.by === 'reconcile')
    .flatMap((r) => r.rows ?? []);
  return { jobId, recovered, result, inFlightAtKill, reconciled };
}

describe('crash and resume', () => {
  it('picking: the chunk in flight at the kill is reconciled by a read; every row ends applied exactly once', async () => {
    sb.reset(11);
    const spec = specFor(sb, 'picking', 45);
    expect(spec.rows.length).toBeGreaterThanOrEqual(30);
    const { jobId, recovered, result, inFlightAtKill, reconciled } = await crashAndResume(spec);
    expect(inFlightAtKill).toBeGreaterThanOrEqual(1);
    expect(recovered).toContain(jobId);
    // The rows in flight were read back: picked ones succeeded, the others went back to pending and were sent once more.
    expect(reconciled.length).toBeGreaterThanOrEqual(1);
    expect(reconciled.every((r) => r.status === 'succeeded' || r.status === 'pending')).toBe(true);
    expect(result.summary).toMatchObject({ state: 'finished', succeeded: spec.rows.length, unknown: 0, pending: 0 });
    const counts = expectLedger(sb, spec, result);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 60_000);

  it('videox stock: no read can tell, so the chunk in flight is reported unknown; the rest applied exactly once', async () => {
    sb.reset(11);
    const spec = specFor(sb, 'videoxStock', 45);
    expect(spec.rows.length).toBeGreaterThanOrEqual(30);
    const { result, inFlightAtKill } = await crashAndResume(spec);
    expect(result.summary).toMatchObject({ state: 'finished', pending: 0 });
    expect(result.summary.unknown).toBeGreaterThanOrEqual(1);
    expect(result.summary.unknown).toBeLessThanOrEqual(3 * inFlightAtKill);
    expect(result.summary.succeeded + result.summary.unknown).toBe(spec.rows.length);
    for (const row of result.rows.filter((r) => r.status === 'unknown')) expect(row.code).toBe('INTERRUPTED');
    expectLedger(sb, spec, result);
  }, 60_000);
});

describe('a kill -9 shortly after a 100,000-row start', () => {
  it('brings the job back as damaged, whole in its count, with the rows that never reached the disk, and sends nothing of it', async () => {
    sb.reset(11);
    const storeId = (sb.inspect('videox') as Array<{ storeId: string }>)[0]?.storeId as string;
    const total = 100_000;
    const spec: JobSpec = {
      operation: 'videoxStock',
      common: { store_id: storeId },
      rows: Array.from({ length: total }, (_, i) => ({ key: `row-${i}`, input: { msku_id: `M${i}`, quantity: 1 } })),
    };
    const dir = mkdtempSync(join(tmpdir(), 'opsdesk-crash-start-'));
    const specFile = join(dir, 'spec.json');
    writeFileSync(specFile, stringifyJson(spec));
    const journalDir = join(dir, 'journal');
    const { appId, appSecret } = sb.credentials;
    const first = child(['run', sb.baseUrl, appId, appSecret, journalDir, specFile]);
    // As soon as the job's file has some rows in it: the rows are still being written.
    for (;;) {
      const name = existsSync(journalDir) ? readdirSync(journalDir).find((n) => n.endsWith('.jsonl')) : undefined;
      if (name && statSync(join(journalDir, name)).size > 64 * 1024) break;
      await new Promise((r) => setTimeout(r, 1));
    }
    process.kill(-(first.proc.pid as number), 'SIGKILL');
    expect(await first.exited).toBeNull();
    const sealedBeforeKill = records(join(journalDir, readdirSync(journalDir)[0] as string)).includes('sealed');

    const second = child(['recover', sb.baseUrl, appId, appSecret, journalDir, 'none']);
    expect(await second.exited).toBe(0);
    const { jobs, unreadable } = JSON.parse(second.stdout().trim().split('\n').at(-1) as string) as UnfinishedJobs;
    expect(unreadable).toEqual([]);
    expect(jobs).toHaveLength(1);
    const job = jobs[0] as UnfinishedJobs['jobs'][number];
    expect(job.total).toBe(total);
    // 64 KiB of some 6 MiB of rows: the kill lands while they are written.
    expect(sealedBeforeKill).toBe(false);
    expect(job.missing).toBeGreaterThan(0);
    expect(job.pending + job.missing).toBe(total);
    expect(job.damage?.problems).toEqual([
      expect.objectContaining({ kind: 'rows-missing', toRow: total, message: expect.stringMatching(/^rows [\d,]+–100,000 never reached the disk$/) }),
    ]);
    // Nothing of a job whose rows were not all on disk was sent, and the recovery sent nothing either.
    expect(sb.appliedWrites()).toHaveLength(0);
  }, 60_000);
});
