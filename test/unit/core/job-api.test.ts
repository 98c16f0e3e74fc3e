// What the job API says: typed refusals (not found, busy, damaged), runs that resolve once begun, exact
// decision counts, and damaged jobs listed with what they lost, never sent again.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JobError, jobBusy, jobNotFound } from '../../../electron/core/batch/job-errors';
import { toIpcError } from '../../../electron/core/ipc/ipc-error';
import { BatchRunner } from '../../../electron/core/batch/runner';
import type { JobSpec } from '../../../electron/core/job/types';
import { Journal } from '../../../electron/core/journal/journal';
import { FakeClient, videoxAnswer, type Answerer } from './fake-client';

const videox = (n: number): JobSpec => ({
  operation: 'videoxStock',
  common: { store_id: '1' },
  rows: Array.from({ length: n }, (_, i) => ({ key: `row-${i}`, input: { msku_id: `M${i}`, quantity: i } })),
});

function setup(answer: Answerer, dir = mkdtempSync(join(tmpdir(), 'opsdesk-jobapi-'))) {
  const client = new FakeClient(answer);
  const journal = new Journal(dir);
  const runner = new BatchRunner({ client, journal, chunkSize: 2 });
  return { dir, client, journal, runner };
}

/** A job whose second chunk never got an answer (the process "died"): rows 2–3 unknown, 4–5 pending, on disk. */
async function interruptedJob() {
  const first = setup(async (_op, input, n) => {
    if (n === 1) await new Promise(() => undefined);
    return videoxAnswer(input);
  });
  const { jobId } = await first.runner.start(videox(6));
  while (first.client.sent.length < 2) await new Promise((r) => setTimeout(r, 2));
  await new Promise((r) => setTimeout(r, 10));
  return { dir: first.dir, jobId };
}

const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);

describe('the job API', () => {
  it('answers a job it does not know with a typed not-found', async () => {
    const { runner } = setup((_op, input) => videoxAnswer(input));
    for (const call of [() => runner.resume('job-none'), () => runner.retryFailed('job-none'), () => runner.reconcile('job-none'), () => runner.read('job-none'), () => runner.decide('job-none', [])]) {
      expect(await refusal(call())).toMatchObject({ name: 'JobError', kind: 'not-found', jobId: 'job-none' });
    }
    expect(() => runner.cancel('job-none')).toThrow(JobError);
  });

  it('resolves resume once the run has begun: the job is running, its run record written', async () => {
    const { dir, jobId } = await interruptedJob();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { runner } = setup(async (_op, input) => {
      await gate;
      return videoxAnswer(input);
    }, dir);
    const handle = await runner.resume(jobId);
    expect(runner.get(jobId).summary.state).toBe('running');
    expect(readFileSync(join(dir, `${jobId}.jsonl`), 'utf8')).toMatch(/"t":"run","run":2/);
    release();
    expect(await handle.done).toMatchObject({ state: 'finished', pending: 0, unknown: 2 });
  });

  it('answers CONFLICT to a second resume, or a reconcile, while a job is busy', async () => {
    const { dir, jobId } = await interruptedJob();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { runner } = setup(async (_op, input) => {
      await gate;
      return videoxAnswer(input);
    }, dir);
    const [a, b] = await Promise.allSettled([runner.resume(jobId), runner.resume(jobId)]);
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = (a.status === 'rejected' ? a : b) as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ name: 'JobError', kind: 'conflict' });
    expect(await refusal(runner.reconcile(jobId))).toMatchObject({ kind: 'conflict' });
    expect(await refusal(runner.decide(jobId, [{ key: 'row-2', applied: true }]))).toMatchObject({ kind: 'conflict' });
    release();
    await (a.status === 'fulfilled' ? a.value : (b as PromiseFulfilledResult<{ done: Promise<unknown> }>).value).done;
  });

  it('maps its refusals to the bridge codes NOT_FOUND and CONFLICT, never INTERNAL', () => {
    expect(toIpcError(jobNotFound('job-x'), 'en')).toMatchObject({ internal: false, error: { code: 'NOT_FOUND', details: { what: 'job', id: 'job-x' } } });
    expect(toIpcError(jobBusy('job-x', 'sending'), 'en')).toMatchObject({ internal: false, error: { code: 'CONFLICT' } });
  });

  it('whenIdle resolves once a cancelled run has recorded its chunk in flight (no polling)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { runner, client } = setup(async (_op, input) => {
      await gate;
      return videoxAnswer(input);
    });
    const { jobId } = await runner.start(videox(6));
    while (client.sent.length === 0) await new Promise((r) => setTimeout(r, 2));
    runner.cancel(jobId);
    let idle = false;
    const waiting = runner.whenIdle().then(() => (idle = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(runner.get(jobId).summary).toMatchObject({ state: 'cancelled', succeeded: 2, pending: 4 });
  });

  it('holds a cancel that comes while the rows are still being written: nothing is sent', async () => {
    const { runner, client } = setup((_op, input) => videoxAnswer(input));
    const starting = runner.start(videox(2000));
    const jobId = runner.list()[0]?.jobId as string;
    runner.cancel(jobId);
    const { done } = await starting;
    expect(await done).toMatchObject({ state: 'cancelled', pending: 2000 });
    expect(client.sent).toHaveLength(0);
  });

  it('counts decisions exactly: only unknown rows are decided, once each', async () => {
    const { dir, jobId } = await interruptedJob();
    const { runner } = setup((_op, input) => videoxAnswer(input), dir);
    const report = await runner.decide(jobId, [
      { key: 'row-2', applied: true },
      { key: 'row-0', applied: false }, // succeeded: left alone
      { key: 'row-9', applied: false }, // not in the job
      { key: 'row-2', applied: false }, // already decided in this call
    ]);
    expect(report).toEqual({ jobId, checked: 1, applied: 1, notApplied: 0, stillUnknown: 1 });
    expect((await runner.read(jobId)).rows.find((r) => r.key === 'row-0')?.status).toBe('succeeded');
  });

  it('lists a damaged job with what it lost, never sends it again, and still lets the user settle it', async () => {
    const { dir, jobId } = await interruptedJob();
    const file = join(dir, `${jobId}.jsonl`);
    const lines = readFileSync(file, 'utf8').split('\n');
    const sealed = lines.findIndex((l) => l.includes('"t":"sealed"'));
    lines[sealed + 2] = (lines[sealed + 2] as string).replace('"t":"intent"', '"t":"intnet"'); // the first intent, garbled
    writeFileSync(file, lines.join('\n'));

    const { runner, client } = setup((_op, input) => videoxAnswer(input), dir);
    const { jobs } = await runner.recover();
    expect(jobs).toEqual([expect.objectContaining({ jobId, total: 6, pending: 0, damage: expect.objectContaining({ missingRows: 0 }) })]);
    expect(jobs[0]?.damage?.problems[0]).toMatchObject({ kind: 'unreadable-line', line: sealed + 3 });
    expect(client.sent).toHaveLength(0);

    const refused = await refusal(runner.resume(jobId));
    expect(refused).toMatchObject({ kind: 'conflict', damage: expect.objectContaining({ missingRows: 0 }) });
    expect(String((refused as Error).message)).toContain(`line ${sealed + 3}`);
    expect(await refusal(runner.retryFailed(jobId))).toMatchObject({ kind: 'conflict' });
    expect(client.sent).toHaveLength(0);
    expect((await runner.decide(jobId, [{ key: 'row-5', applied: false }])).checked).toBe(1);
  });

  it('closes at start-up a run the process never ended, so a line lost after it shows as a gap', async () => {
    const { dir, jobId } = await interruptedJob();
    const { runner } = setup((_op, input) => videoxAnswer(input), dir);
    await runner.recover();
    const last = readFileSync(join(dir, `${jobId}.jsonl`), 'utf8').trim().split('\n').at(-1);
    expect(last).toMatch(/"t":"end","run":1,.*"state":"interrupted"/);
  });
});
