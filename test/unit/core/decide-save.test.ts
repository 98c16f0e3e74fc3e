// Saving the user's decisions (issue 33 item 9): however many rows, a decision is one `resolve` record made
// durable by one sync before it is answered; a crash while it is written leaves every row decided or still
// unknown, never pending; and what the job reads as afterwards (rows, summary, rows and ledger files, the ledger's
// entries) is exactly what a replay of its journal gives, though the summary is made from the job in memory.
import { readFileSync, rmSync, truncateSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localError } from '../../../electron/core/errors';
import { BatchRunner } from '../../../electron/core/batch/runner';
import type { JobSpec } from '../../../electron/core/job/types';
import { Journal } from '../../../electron/core/journal/journal';
import { ledgerFileOf } from '../../../electron/core/journal/ledger-file';
import { rowsFileOf, summaryFileOf } from '../../../electron/core/journal/summary';
import type { OpenJournalFile } from '../../../electron/core/journal/writer';
import { Ledger } from '../../../electron/core/ledger/ledger';
import { itemIdentity } from '../../../shared/catalogue/item-identity';
import { batchOperationOf, checkRow } from '../../../shared/catalogue/row-validation';
import { FakeClient } from './fake-client';

const STORE = '110458505618526720';
const ROWS = 600;
const TIMEOUT = 30_000;

const spec = (): JobSpec => ({
  operation: 'videoxStock',
  common: { store_id: STORE },
  rows: Array.from({ length: ROWS }, (_, i) => ({ key: `r${i}`, input: { msku_id: `M${i}`, quantity: i % 7 } })),
});

/** The journal files' fdatasync calls, counted (directory syncs are not theirs). */
function countingOpen(counts: { datasync: number }): OpenJournalFile {
  return async (file, flags, mode) => {
    const fh = await open(file, flags, mode);
    if (!file.endsWith('.jsonl')) return fh;
    return {
      write: (data) => fh.write(data),
      datasync: () => {
        counts.datasync++;
        return fh.datasync();
      },
      sync: () => fh.sync(),
      close: () => fh.close(),
      stat: () => fh.stat(),
      read: (buffer, offset, length, position) => fh.read(buffer, offset, length, position),
    };
  };
}

function session(dir: string, counts = { datasync: 0 }) {
  const journal = new Journal(dir, { summaryWorker: false, openFile: countingOpen(counts) });
  const ledger = new Ledger({ journal });
  // Every request's answer is lost: its rows are unknown.
  const client = new FakeClient(() => {
    throw localError('TIMEOUT', 'videoxStock', 'unknown-outcome');
  });
  const runner = new BatchRunner({ client, journal, ledger, chunkSize: 200, reconcileAfterRun: false });
  void ledger.open();
  return { journal, ledger, runner, counts };
}

/** A job of 600 rows in 3 requests, all unknown, from an earlier session: listed by Activity (its summary made). */
async function unknownJob() {
  const dir = mkdtempSync(join(tmpdir(), 'opsdesk-decide-save-'));
  const first = session(dir);
  const { jobId, done } = await first.runner.start(spec());
  expect(await done).toMatchObject({ unknown: ROWS });
  await first.journal.closeAll();
  const next = session(dir);
  const { jobs } = await next.journal.unfinished();
  expect(jobs.map((j) => [j.jobId, j.unknown])).toEqual([[jobId, ROWS]]);
  return { dir, jobId, file: join(dir, `${jobId}.jsonl`), ...next };
}

const lines = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n');
const identities = () => {
  const op = batchOperationOf('videoxStock');
  if (!op) throw new Error('videoxStock takes rows');
  return spec().rows.map(({ input }) => {
    const checked = checkRow(op, { store_id: STORE }, input);
    if ('issues' in checked) throw new Error('invalid');
    const id = itemIdentity('videoxStock', { store_id: STORE }, checked);
    return { id: id.key, values: id.values };
  });
};
const byRequest = { requests: [{ request: '1.1', applied: true }, { request: '1.2', applied: false }, { request: '1.3', applied: true }] };

describe('saving decisions', () => {
  it(
    'writes 600 decisions over 3 requests as one resolve record, made durable by one sync before the answer',
    async () => {
      const { runner, file, jobId, counts } = await unknownJob();
      const before = lines(file).length;
      const syncs = counts.datasync;
      const report = await runner.decideRequests(jobId, byRequest);
      expect(report).toEqual({ jobId, checked: ROWS, applied: 400, notApplied: 200, stillUnknown: 0 });
      // Durable when answered: on disk, one more line, one more sync.
      expect(counts.datasync - syncs).toBe(1);
      const added = lines(file).slice(before);
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/"t":"resolve",.*"by":"user"/);
      expect((added[0]?.match(/"key":/g) ?? []).length).toBe(ROWS);
    },
    TIMEOUT,
  );

  it(
    'leaves every row unknown, none pending, when a crash cuts the decision as it is written',
    async () => {
      const { runner, file, jobId, journal, dir } = await unknownJob();
      const size = readFileSync(file).length;
      await runner.decide(jobId, [{ key: 'r0', applied: false }, { key: 'r450', applied: false }, { key: 'r300', applied: true }]);
      await journal.closeAll();
      const after = readFileSync(file).length;
      truncateSync(file, size + Math.floor((after - size) / 2));
      const { model } = await new Journal(dir, { summaryWorker: false }).load(jobId);
      expect(model.countsNow()).toMatchObject({ unknown: ROWS, pending: 0, succeeded: 0 });
      expect(model.damage).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'reads back exactly as a replay of the journal: rows, summary, rows and ledger files, ledger entries',
    async () => {
      const { runner, journal, ledger, file, jobId, dir } = await unknownJob();
      await runner.decideRequests(jobId, byRequest);
      // Activity's next listing: the summary made from the job in memory (a listing waits for it).
      const made = await journal.summary(jobId);
      const madeFiles = [readFileSync(rowsFileOf(file), 'utf8'), readFileSync(ledgerFileOf(file), 'utf8')];
      expect(made.job).toMatchObject({ unknown: 0, succeeded: 400, pending: 200 });
      const rows = (await runner.read(jobId)).rows;
      const entries = await ledger.lookup('videoxStock', identities());
      await journal.closeAll();

      // The same journal replayed from scratch, in a session of its own.
      for (const f of [summaryFileOf(file), rowsFileOf(file), ledgerFileOf(file)]) rmSync(f);
      const again = session(dir);
      const replayed = await again.journal.summary(jobId);
      expect(made).toEqual(replayed);
      expect(madeFiles).toEqual([readFileSync(rowsFileOf(file), 'utf8'), readFileSync(ledgerFileOf(file), 'utf8')]);
      expect((await again.runner.read(jobId)).rows).toEqual(rows);
      expect(await again.ledger.lookup('videoxStock', identities())).toEqual(entries);
      expect(entries.found).toHaveLength(ROWS);
    },
    TIMEOUT,
  );

  it(
    'makes the summary from the job in memory only when the decision is all that was written since the last one',
    async () => {
      const { journal, jobId } = await unknownJob();
      const { model } = await journal.load(jobId);
      const writer = await journal.writer(jobId);
      const decide = async (key: string) => {
        const outcome = { key, status: 'succeeded' as const, reason: 'marked as applied by the user', code: null, category: null, info: null, requestId: null };
        const span = await writer.durableAt({ t: 'resolve', at: new Date().toISOString(), by: 'user', rows: [outcome] });
        model.apply(outcome, 'user');
        return span;
      };
      const first = await journal.currentSummary(jobId);
      if (!first) throw new Error('the listed job has a summary');
      expect(await journal.summariseAfter(jobId, first, await decide('r1'), model)).toBe(true);
      const second = await journal.currentSummary(jobId);
      expect(second?.job).toMatchObject({ succeeded: 1, unknown: ROWS - 1 });
      if (!second) throw new Error('made from the model');
      // A dismissal written in between: the model cannot tell it, so no summary is made from it.
      await writer.durable({ t: 'closed', at: new Date().toISOString() });
      expect(await journal.summariseAfter(jobId, second, await decide('r2'), model)).toBe(false);
      expect(await journal.currentSummary(jobId)).toBeNull();
      expect(await journal.summary(jobId)).toMatchObject({ closed: true, job: { succeeded: 2 } });
    },
    TIMEOUT,
  );
});
