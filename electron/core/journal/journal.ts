// The append-only record of every batch job, one JSONL file per job in the profile's data folder. It is what
// survives a crash: on start-up, jobs with rows still pending or unknown are listed for reconciliation and
// resume (the runner does both; see README "Journal").
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BatchRunner } from '../batch/runner';
import type { JobHandle, JobSummary, ReconcileReport } from '../batch/types';
import { JOB_ID_PATTERN, JOURNAL_VERSION, type JournalRecord } from './records';
import { replay, type ReplayResult } from './replay';
import { JobJournalWriter } from './writer';

export type UnfinishedJob = JobSummary;

/** Rows per `rows` record: keeps lines short enough to read back cheaply. */
const ROWS_PER_RECORD = 500;

export interface NewJobRecord {
  jobId: string;
  operation: Extract<JournalRecord, { t: 'job' }>['operation'];
  label: string | null;
  createdAt: string;
  common: Record<string, unknown> | null;
  context: { aliases?: Record<string, string> } | null;
  rows: ReadonlyArray<{ key: string; input: unknown }>;
  invalid: Array<{ key: string; issues: Array<{ path: string; message: string }> }>;
}

function* jobRecords(job: NewJobRecord): Generator<JournalRecord> {
  const { rows, invalid, ...meta } = job;
  yield { t: 'job', v: JOURNAL_VERSION, ...meta, total: rows.length };
  for (let i = 0; i < rows.length; i += ROWS_PER_RECORD) {
    yield { t: 'rows', rows: rows.slice(i, i + ROWS_PER_RECORD).map((r) => ({ key: r.key, input: r.input })) };
  }
  if (invalid.length > 0) yield { t: 'invalid', rows: invalid };
}

export class Journal {
  private readonly writers = new Map<string, Promise<JobJournalWriter>>();

  constructor(readonly dir: string) {}

  newJobId(now: Date = new Date()): string {
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
    return `job-${stamp}-${randomBytes(4).toString('hex')}`;
  }

  fileOf(jobId: string): string {
    if (!JOB_ID_PATTERN.test(jobId)) throw new Error(`not a job id: ${JSON.stringify(jobId)}`);
    return join(this.dir, `${jobId}.jsonl`);
  }

  /**
   * Queues the job and all its rows. They are on disk before anything of the job is sent: a chunk's intent is
   * synced after them in the same ordered writer (a failed write fails that sync, so nothing is sent).
   */
  async create(job: NewJobRecord): Promise<JobJournalWriter> {
    await mkdir(this.dir, { recursive: true });
    const file = this.fileOf(job.jobId);
    const opening = JobJournalWriter.open(file, { created: true });
    this.writers.set(job.jobId, opening);
    const writer = await opening;
    writer.appendMany(jobRecords(job)).catch(() => undefined);
    return writer;
  }

  /** The one writer of a job in this process. */
  writer(jobId: string): Promise<JobJournalWriter> {
    let w = this.writers.get(jobId);
    if (!w) {
      w = JobJournalWriter.open(this.fileOf(jobId));
      this.writers.set(jobId, w);
    }
    return w;
  }

  /** Closes the job's writer (a run ended); the next write to the job opens it again. */
  async release(jobId: string): Promise<void> {
    const w = this.writers.get(jobId);
    if (!w) return;
    this.writers.delete(jobId);
    await (await w).close();
  }

  async load(jobId: string): Promise<ReplayResult> {
    const text = await readFile(this.fileOf(jobId), 'utf8');
    return replay(text);
  }

  /** Every job in the folder, newest first; unreadable files are skipped. */
  async list(): Promise<Array<JobSummary & { closed: boolean }>> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const out: Array<JobSummary & { closed: boolean }> = [];
    for (const name of names.filter((n) => n.endsWith('.jsonl')).sort().reverse()) {
      const jobId = name.slice(0, -'.jsonl'.length);
      if (!JOB_ID_PATTERN.test(jobId)) continue;
      try {
        const { model, closed } = await this.load(jobId);
        out.push({ ...model.summary(), closed });
      } catch {
        // A file that is not a journal (or a torn first record) is left alone.
      }
    }
    return out;
  }

  /** Jobs not dismissed with rows still pending or unknown, or whose last run never ended. */
  async unfinished(): Promise<UnfinishedJob[]> {
    return (await this.list())
      .filter((j) => !j.closed && (j.pending > 0 || j.unknown > 0 || j.state === 'interrupted'))
      .map(({ closed: _closed, ...summary }) => summary);
  }

  /** The user dismissed the job: it stays on disk but is no longer listed as unfinished. */
  async close(jobId: string): Promise<void> {
    const writer = await this.writer(jobId);
    await writer.durable({ t: 'closed', at: new Date().toISOString() });
    await this.release(jobId);
  }

  /** Settles unknown rows with reads where the operation allows it (picking, un-pairing). */
  reconcile(jobId: string, runner: BatchRunner): Promise<ReconcileReport> {
    return runner.reconcile(jobId);
  }

  /** Sends the job's pending rows; unknown rows stay unknown until reconciled or decided. */
  resume(jobId: string, runner: BatchRunner): Promise<JobHandle> {
    return runner.resume(jobId);
  }

  async closeAll(): Promise<void> {
    const all = [...this.writers.values()];
    this.writers.clear();
    await Promise.all(all.map(async (w) => (await w).close()));
  }
}
