// The summary and row index beside each journal: listing and pages come from them, never from reading the
// journal whole; a summary that does not match its journal (appended to, replaced) is made again, never trusted.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BatchRunner } from '../../../electron/core/batch/runner';
import type { JobSpec } from '../../../electron/core/job/types';
import { Journal } from '../../../electron/core/journal/journal';
import { JournalSummaries } from '../../../electron/core/journal/summaries';
import { replayFile } from '../../../electron/core/journal/replay-file';
import { freshSummary, summaryFileOf, type JournalSummary } from '../../../electron/core/journal/summary';
import { FakeClient, videoxAnswer } from './fake-client';

// Replays on this thread go through the real replayFile, counted; a worker thread loads its own copy, uncounted.
vi.mock('../../../electron/core/journal/replay-file', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../electron/core/journal/replay-file')>();
  return { ...real, replayFile: vi.fn(real.replayFile) };
});

const STORE = '110458505618526720';
const spec = (n: number): JobSpec => ({
  operation: 'videoxStock',
  common: { store_id: STORE },
  rows: Array.from({ length: n }, (_, i) => ({ key: `row-${i}`, input: { msku_id: `M${i}`, quantity: i } })),
});

/** A finished job of 700 rows whose rows 100–199 were rejected, written by a runner of an earlier session. */
async function oldJob(): Promise<{ dir: string; jobId: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'opsdesk-summary-'));
  const client = new FakeClient((_op, input) => videoxAnswer(input, (m) => (Number(m.slice(1)) >= 100 && Number(m.slice(1)) < 200 ? 'no such listing' : null)));
  const runner = new BatchRunner({ client, journal: new Journal(dir), reconcileAfterRun: false });
  const { jobId, done } = await runner.start(spec(700));
  await done;
  return { dir, jobId };
}

/** A client that answers the first chunk and holds the second in flight until `release`. */
function stuckAtSecondChunk(): { client: FakeClient; secondSent: Promise<void>; release: () => void } {
  let release!: () => void;
  const stuck = new Promise<void>((r) => (release = r));
  let inFlight!: () => void;
  const secondSent = new Promise<void>((r) => (inFlight = r));
  const client = new FakeClient(async (_op, input, n) => {
    if (n > 0) {
      inFlight();
      await stuck;
    }
    return videoxAnswer(input);
  });
  return { client, secondSent, release };
}

describe('journal summaries', { timeout: 30_000 }, () => {
  it('lists a job and pages its rows by offset from the summary, without replaying the journal again', async () => {
    const { dir, jobId } = await oldJob();
    const journal = new Journal(dir);
    const [listed] = (await journal.list()).jobs;
    expect(listed).toMatchObject({ jobId, state: 'finished', total: 700, succeeded: 600, failed: 100 });
    const file = journal.fileOf(jobId);
    expect(await freshSummary(file)).not.toBeNull();

    // From here on the journal is not read whole: garble all but its last bytes (same size, same tail), and a
    // second Journal still answers from the files beside it, as it would only if it never replayed the journal.
    const text = readFileSync(file);
    writeFileSync(file, Buffer.concat([Buffer.alloc(text.length - 4096, 0x20), text.subarray(text.length - 4096)]));
    const again = new Journal(dir);
    expect((await again.list()).jobs[0]).toMatchObject({ jobId, damage: null, failed: 100 });
    const failed = await again.page(jobId, { offset: 10, limit: 5, status: 'failed' });
    expect(failed.matching).toBe(100);
    expect(failed.rows.map((r) => r.key)).toEqual(['row-110', 'row-111', 'row-112', 'row-113', 'row-114']);
    expect(failed.rows[0]).toMatchObject({ status: 'failed', reason: expect.stringContaining('no such listing') });
    const deep = await again.page(jobId, { offset: 690, limit: 50 });
    expect(deep.matching).toBe(700);
    expect(deep.rows.map((r) => r.key)).toEqual(Array.from({ length: 10 }, (_, i) => `row-${690 + i}`));
    expect(deep.job).toMatchObject({ jobId, succeeded: 600 });
  });

  it('makes the summary again when the journal was written to after it', async () => {
    const { dir, jobId } = await oldJob();
    const journal = new Journal(dir);
    await journal.list();
    await journal.close(jobId);
    expect(await freshSummary(journal.fileOf(jobId))).toBeNull();
    const { jobs } = await journal.list();
    expect(jobs[0]).toMatchObject({ jobId, closed: true });
    expect(await freshSummary(journal.fileOf(jobId))).not.toBeNull();
  });

  it('never trusts a summary that does not match its journal: a forged one is made again', async () => {
    const { dir, jobId } = await oldJob();
    const journal = new Journal(dir);
    await journal.list();
    const file = journal.fileOf(jobId);
    const forged = JSON.parse(readFileSync(summaryFileOf(file), 'utf8')) as { job: { failed: number; succeeded: number } };
    forged.job.failed = 0;
    forged.job.succeeded = 700;
    // Same journal, but the row index it names is another size: the pair does not hold together.
    writeFileSync(summaryFileOf(file), JSON.stringify(forged));
    appendFileSync(file.replace(/\.jsonl$/, '.rows'), '\n');
    expect((await journal.list()).jobs[0]).toMatchObject({ failed: 100, succeeded: 600 });
  });

  it('recovers at start-up from summaries: a run left open is closed and listed, its rows paged by offset', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opsdesk-summary-'));
    const { client, secondSent, release } = stuckAtSecondChunk();
    const first = new BatchRunner({ client, journal: new Journal(dir), reconcileAfterRun: false, chunkSize: 100 });
    const { jobId } = await first.start(spec(300));
    // The "crash": the first chunk answered, the second in flight (its intent durable), nothing more.
    await secondSent;
    const runner = new BatchRunner({ client: new FakeClient((_op, input) => videoxAnswer(input)), journal: new Journal(dir), reconcileAfterRun: false });
    const { jobs } = await runner.recover();
    expect(jobs).toEqual([expect.objectContaining({ jobId, state: 'interrupted', succeeded: 100 })]);
    const unknown = await runner.page(jobId, { status: 'unknown' }, 0, 500);
    expect(unknown.matching).toBe(100);
    release();
    expect(existsSync(summaryFileOf(join(dir, `${jobId}.jsonl`)))).toBe(true);
  });

  it('lists a job this session is sending from memory: its growing journal is never summarised by a listing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opsdesk-summary-'));
    const { client, secondSent, release } = stuckAtSecondChunk();
    const journal = new Journal(dir);
    const runner = new BatchRunner({ client, journal, reconcileAfterRun: false, chunkSize: 100 });
    const { jobId, done } = await runner.start(spec(300));
    await secondSent;
    vi.mocked(replayFile).mockClear();
    const listed = await runner.listAll();
    expect(listed).toEqual([expect.objectContaining({ jobId, state: 'running', succeeded: 100 })]);
    expect((await journal.unfinished(new Set([jobId]))).jobs).toEqual([]);
    // Neither listing replayed the journal nor left a summary of it (one would be stale at the next chunk).
    expect(replayFile).not.toHaveBeenCalled();
    expect(existsSync(summaryFileOf(journal.fileOf(jobId)))).toBe(false);
    release();
    await done;
  });

  it('replays in a worker thread where one can be started (from source: behind tsx)', { timeout: 120_000 }, async () => {
    const { dir, jobId } = await oldJob();
    const summaries = new JournalSummaries({ worker: true });
    try {
      vi.mocked(replayFile).mockClear();
      const summary = await summaries.rebuild(join(dir, `${jobId}.jsonl`));
      expect(replayFile).not.toHaveBeenCalled();
      expect(summary.job).toMatchObject({ jobId, succeeded: 600, failed: 100 });
      expect(summary.rows.runs.failed).toEqual([[100, 200]]);
    } finally {
      await summaries.close();
    }
  });

  it('replays on this thread where no worker is wanted', async () => {
    const { dir, jobId } = await oldJob();
    const summaries = new JournalSummaries({ worker: false });
    vi.mocked(replayFile).mockClear();
    const summary = await summaries.rebuild(join(dir, `${jobId}.jsonl`));
    expect(replayFile).toHaveBeenCalledTimes(1);
    expect(summary.job).toMatchObject({ jobId, succeeded: 600, failed: 100 });
  });

  it('waits, when closed, for a summary it is writing from a model: its files are never written after the journal closed', async () => {
    const summaries = new JournalSummaries({ worker: false });
    let finish: (s: JournalSummary) => void = () => undefined;
    const writing = new Promise<JournalSummary>((r) => (finish = r));
    void summaries.made('/nowhere/job.jsonl', () => writing);
    let closed = false;
    const closing = summaries.close().then(() => (closed = true));
    await new Promise((r) => setImmediate(r));
    expect(closed).toBe(false);
    finish({} as JournalSummary);
    await closing;
    expect(closed).toBe(true);
  });
});
