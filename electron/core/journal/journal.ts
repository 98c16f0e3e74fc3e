// The append-only record of every batch job, one JSONL file per job in the profile's data folder. It is what
// survives a crash: on start-up, jobs with rows still pending or unknown, and damaged ones, are listed for
// reconciliation and resume (the runner does both; see README "Journal").
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobMeta, JobModel } from '../job/job-model';
import type { JobResult, JobSummary, RowStatus, UnreadableJournal } from '../job/types';
import { pageIndexes, readRows } from './page';
import { JOB_ID_PATTERN, JOURNAL_VERSION, type JournalRecord } from './records';
import { formatJobId } from '../../../shared/ipc/common';
import { JournalCorruptError, type ReplayResult } from './replay';
import { replayFile } from './replay-file';
import { JournalSummaries } from './summaries';
import { freshSummary, journalStamp, writeSummary, type JournalSummary } from './summary';
import { ledgerFileOf, readLedgerBlocks, type LedgerLine } from './ledger-file';
import { DiskLatency } from './disk-latency';
import { JobJournalWriter, type DurableTiming, type JournalSpan, type OpenJournalFile } from './writer';

/** Rows per `rows` record: keeps lines short enough to read back cheaply. */
const ROWS_PER_RECORD = 500;

export interface NewJobRecord {
  jobId: string;
  operation: Extract<JournalRecord, { t: 'job' }>['operation'];
  label: JobMeta['label'];
  createdAt: string;
  common: Record<string, unknown> | null;
  context: { aliases?: Readonly<Record<string, string>> } | null;
  rows: ReadonlyArray<{ key: string; input: unknown }>;
}

export interface ListedJob extends JobSummary {
  closed: boolean;
  /** The run the process never ended (it stopped), if any. */
  openRun: number | null;
}

/** The rows of a new job could not all be written: the job was not created, nothing was sent. */
export class JournalWriteError extends Error {
  override readonly name = 'JournalWriteError';
}

function* jobRecords(job: NewJobRecord): Generator<JournalRecord> {
  const { rows, ...meta } = job;
  const head = { ...meta, context: meta.context ? { ...meta.context } : null, total: rows.length };
  yield { t: 'job', v: JOURNAL_VERSION, ...head };
  for (let i = 0; i < rows.length; i += ROWS_PER_RECORD) {
    yield { t: 'rows', from: i, rows: rows.slice(i, i + ROWS_PER_RECORD).map((r) => ({ key: r.key, input: r.input })) };
  }
  yield { t: 'sealed', ...head };
}

export interface JobPage extends Pick<JobResult, 'rows'> {
  job: JobSummary;
  matching: number;
}

export class Journal {
  private readonly writers = new Map<string, Promise<JobJournalWriter>>();
  private readonly summaries: JournalSummaries;
  /** How long durable writes (a chunk's intent before its send) take on this disk: the status bar's "disk slow". */
  readonly disk: DiskLatency;
  private readonly timing: DurableTiming;

  constructor(
    readonly dir: string,
    private readonly opts: { openFile?: OpenJournalFile; summaryWorker?: boolean; disk?: DiskLatency; now?: () => number } = {},
  ) {
    this.disk = opts.disk ?? new DiskLatency();
    const now = opts.now ?? (() => performance.now());
    this.timing = { now, took: (ms) => this.disk.record(ms) };
    // OPSDESK_JOURNAL_WORKER=0 replays on this thread, sliced (the unit tests: a worker started from
    // TypeScript source compiles its modules first, seconds on a busy machine).
    this.summaries = new JournalSummaries({ worker: opts.summaryWorker ?? process.env.OPSDESK_JOURNAL_WORKER !== '0' });
  }

  newJobId(now: Date = new Date()): string {
    return formatJobId(now, randomBytes(4).toString('hex'));
  }

  fileOf(jobId: string): string {
    if (!JOB_ID_PATTERN.test(jobId)) throw new Error(`not a job id: ${JSON.stringify(jobId)}`);
    return join(this.dir, `${jobId}.jsonl`);
  }

  /**
   * Writes the job, all its rows and the seal, and makes them durable: only then may anything of the job be
   * sent. If that fails (a full disk), the file is removed, so no shrunken job is listed later, and
   * JournalWriteError says why.
   */
  async create(job: NewJobRecord): Promise<JobJournalWriter> {
    const file = this.fileOf(job.jobId);
    let writer: JobJournalWriter | null = null;
    try {
      await mkdir(this.dir, { recursive: true });
      writer = await JobJournalWriter.open(file, { created: true, openFile: this.opts.openFile, timing: this.timing });
      await writer.appendMany(jobRecords(job));
      await writer.flush();
    } catch (err) {
      await writer?.close().catch(() => undefined);
      if (writer) await unlink(file).catch(() => undefined);
      const why = err instanceof Error ? err.message : String(err);
      throw new JournalWriteError(`the job's ${job.rows.length} rows could not be written to ${file} (${why}); nothing was sent`, { cause: err });
    }
    this.writers.set(job.jobId, Promise.resolve(writer));
    return writer;
  }

  /** The one writer of a job in this process. */
  writer(jobId: string): Promise<JobJournalWriter> {
    let w = this.writers.get(jobId);
    if (!w) {
      w = JobJournalWriter.open(this.fileOf(jobId), { openFile: this.opts.openFile, timing: this.timing });
      this.writers.set(jobId, w);
      w.catch(() => this.writers.delete(jobId));
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

  /** The whole job in memory (to send or settle it again): the file streamed, the loop given its turn between slices. */
  async load(jobId: string): Promise<ReplayResult> {
    return replayFile(this.fileOf(jobId));
  }

  /** The job's summary (see summary.ts): the one kept beside the journal, or made again in a worker. */
  summary(jobId: string): Promise<JournalSummary> {
    return this.summaries.get(this.fileOf(jobId));
  }

  /** The summary beside the job's journal if it matches the journal as it is now, else null (nothing is replayed). */
  currentSummary(jobId: string): Promise<JournalSummary | null> {
    return freshSummary(this.fileOf(jobId));
  }

  /**
   * The job's summary, rows file and ledger file made from `model` instead of a replay, after one record was
   * appended (a decision): `before` matched the journal just before it, and `span` is where that record went. Only
   * if nothing else was written between them: then the model (the journal's replay, with the record applied) is
   * what a replay would give, and `before` still tells whether the job is dismissed and which run is open. The
   * summary names the journal up to the record's end, so anything written after it makes the summary stale and it
   * is replayed as ever. Readers asking meanwhile wait for it. Resolves with whether it was made this way.
   */
  async summariseAfter(jobId: string, before: JournalSummary, span: JournalSpan, model: JobModel): Promise<boolean> {
    if (span.from !== before.journal.size) return false;
    const file = this.fileOf(jobId);
    let made = false;
    await this.summaries.made(file, async () => {
      const summary = await writeSummary(file, await journalStamp(file, span.to), { model, closed: before.closed, openRun: before.openRun, notes: [] });
      made = true;
      return summary;
    });
    return made;
  }

  /** The job's summary made again from a full replay (its ledger file did not hold what the summary says). */
  rebuildSummary(jobId: string): Promise<JournalSummary> {
    return this.summaries.rebuild(this.fileOf(jobId));
  }

  /**
   * The rows of the job's ledger file (ledger-file.ts) as the summary given names them, a block at a time;
   * LedgerFileError when the file holds anything else (then `rebuildSummary` and read again).
   */
  ledgerRows(jobId: string, summary: JournalSummary): AsyncGenerator<LedgerLine[]> {
    return readLedgerBlocks(ledgerFileOf(this.fileOf(jobId)), summary.ledger);
  }

  /** Every job id that has a journal here, newest first. */
  async jobIds(): Promise<string[]> {
    const ids: string[] = [];
    for (const name of (await this.names()).filter((n) => n.endsWith('.jsonl')).sort().reverse()) {
      const jobId = name.slice(0, -'.jsonl'.length);
      if (JOB_ID_PATTERN.test(jobId)) ids.push(jobId);
    }
    return ids;
  }

  /** A page of the job's rows (those of one status, if given), read by offset from its row index. */
  async page(jobId: string, req: { offset: number; limit: number; status?: RowStatus }): Promise<JobPage> {
    const file = this.fileOf(jobId);
    let summary = await this.summaries.get(file);
    const { indexes, matching } = pageIndexes(summary, req);
    let rows = await readRows(file, summary, indexes);
    if (rows === null) {
      // The row index does not hold what its summary says (replaced or damaged): made again from the journal.
      summary = await this.summaries.rebuild(file);
      rows = (await readRows(file, summary, pageIndexes(summary, req).indexes)) ?? [];
    }
    return { job: summary.job, rows, matching };
  }

  /** Whether the job has a journal here (a job id that is not a file name has none). */
  async has(jobId: string): Promise<boolean> {
    if (!JOB_ID_PATTERN.test(jobId)) return false;
    return (await this.names()).includes(`${jobId}.jsonl`);
  }

  private async names(): Promise<string[]> {
    try {
      return await readdir(this.dir);
    } catch {
      return [];
    }
  }

  /**
   * Every job in the folder, newest first, and the files in which not even the job can be read. Jobs in
   * `except` are left out unread: a job this process is sending grows with every chunk, so its summary is
   * always stale, and summarising it would replay its whole journal at every listing (the page polls).
   */
  async list(except: ReadonlySet<string> = new Set()): Promise<{ jobs: ListedJob[]; unreadable: UnreadableJournal[] }> {
    const jobs: ListedJob[] = [];
    const unreadable: UnreadableJournal[] = [];
    for (const jobId of await this.jobIds()) {
      if (except.has(jobId)) continue;
      try {
        const { job, closed, openRun } = await this.summary(jobId);
        jobs.push({ ...job, closed, openRun });
      } catch (err) {
        // Journals of version 1 predate checksums; they are left on disk, not listed (nothing of them can be resumed).
        if (err instanceof JournalCorruptError && err.legacy) continue;
        unreadable.push({ jobId, problem: err instanceof Error ? err.message : String(err) });
      }
    }
    return { jobs, unreadable };
  }

  /** Jobs not dismissed that are damaged, have rows still pending or unknown, or whose last run never ended (`except` as in `list`). */
  async unfinished(except?: ReadonlySet<string>): Promise<{ jobs: ListedJob[]; unreadable: UnreadableJournal[] }> {
    const { jobs, unreadable } = await this.list(except);
    return {
      jobs: jobs.filter((j) => !j.closed && (j.damage !== null || j.pending > 0 || j.unknown > 0 || j.state === 'interrupted')),
      unreadable,
    };
  }

  /** The user dismissed the job: it stays on disk but is no longer listed as unfinished. */
  async close(jobId: string): Promise<void> {
    const writer = await this.writer(jobId);
    await writer.durable({ t: 'closed', at: new Date().toISOString() });
    await this.release(jobId);
  }

  async closeAll(): Promise<void> {
    const all = [...this.writers.values()];
    this.writers.clear();
    await Promise.all(all.map(async (w) => (await w.catch(() => null))?.close()));
    await this.summaries.close();
  }
}
