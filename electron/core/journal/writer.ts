// Appends records to one job's journal file in order, each framed with its sequence number and checksum
// (frame.ts). `durable` appends return only after an fdatasync that began after their line was written, which
// also makes every earlier append durable. Syncs are group-committed: whoever asks for durability while a sync
// is in flight waits for it and then shares one more sync with everyone else who asked meanwhile, so one
// fdatasync covers the lines of several chunks (outcomes never ask; an intent always does, before its send).
import { writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { stringifyJson } from '../../../shared/json/lossless';
import { knownSecrets } from '../redaction';
import { frameLineBytes, sequenceOfLine } from './frame';
import type { JournalRecord } from './records';

/** What the writer needs of an open file (tests hand in one that fails half way, like a full disk). */
export interface JournalFile {
  write(data: Buffer): Promise<unknown>;
  /**
   * Writes all of `data` before returning (into the page cache: no sync), where the file can: one record's line
   * then costs no trip to the thread pool and back (two per chunk, besides its intent's sync, which stays
   * asynchronous). Files without it (tests' failing disks) are written with `write`.
   */
  writeNow?(data: Buffer): void;
  datasync(): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
  stat(): Promise<{ size: number }>;
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
}
export type OpenJournalFile = (file: string, flags: 'ax+' | 'a+' | 'r', mode: number) => Promise<JournalFile>;

const openFile: OpenJournalFile = async (file, flags, mode) => {
  const fh = await open(file, flags, mode);
  return {
    write: (data) => fh.write(data),
    writeNow: (data) => writeFully(fh.fd, data),
    datasync: () => fh.datasync(),
    sync: () => fh.sync(),
    close: () => fh.close(),
    stat: () => fh.stat(),
    read: (buffer, offset, length, position) => fh.read(buffer, offset, length, position),
  };
};

/** Every byte of `data` at the end of the (append-mode) file: a short write is carried on, never taken as done. */
function writeFully(fd: number, data: Buffer): void {
  for (let done = 0; done < data.length; ) done += writeSync(fd, data, done, data.length - done);
}

/**
 * A record rendered ahead of its turn (its JSON text, scrubbed): writing it only frames it with its sequence
 * number and checksum. The runner renders a chunk's intent while the chunk waits for its slot.
 */
export class RenderedRecord {
  /** Use `renderRecord` or `intentRenderer`. */
  constructor(readonly json: string) {}
}

/**
 * The record's line text, scrubbed (a vendor message could quote a secret), ready to frame. The rows of an
 * outcome or a resolve (200 per chunk) are checked field by field instead: secrets never enter them, so their
 * line is scrubbed whole only when one of their texts holds one.
 */
export function renderRecord(record: JournalRecord): RenderedRecord {
  const json = toJsonLine(record);
  if ((record.t === 'outcome' || record.t === 'resolve') && rowsAreClean(record.rows)) return new RenderedRecord(json);
  // The same text `scrub` gives, without its passes over a line that holds no secret and no `=` (a job's rows
  // are written in 500-row lines, a chunk's intent holds 200 keys).
  return new RenderedRecord(knownSecrets.scrubIfNeeded(json));
}

function rowsAreClean(rows: ReadonlyArray<Extract<JournalRecord, { t: 'outcome' }>['rows'][number]>): boolean {
  let checked: string | null | undefined;
  for (const r of rows) {
    // A chunk's rows share their request id: it is checked once.
    if (r.requestId !== checked && !knownSecrets.isClean(r.requestId)) return false;
    checked = r.requestId;
    if (!knownSecrets.isClean(r.key) || !knownSecrets.isClean(r.reason) || !knownSecrets.isClean(r.code)) return false;
    // Keys walked, not listed: 200 rows a chunk. Own keys only, as JSON.stringify writes them.
    if (r.info) for (const k in r.info) if (Object.hasOwn(r.info, k) && (!knownSecrets.isClean(k) || !knownSecrets.isClean(r.info[k]))) return false;
  }
  return true;
}

/**
 * A chunk's intent with all but its time rendered now: `at(iso)` gives the record as `renderRecord` would, by
 * joining three texts (the time is taken when the slot is held, right before the send).
 */
export function intentRenderer(chunk: string, keys: readonly string[]): (at: string) => RenderedRecord {
  const head = `{"t":"intent","chunk":${JSON.stringify(chunk)},"at":`;
  const tail = `,"keys":${knownSecrets.scrubIfNeeded(JSON.stringify(keys))}}`;
  return (at) => new RenderedRecord(`${head}${knownSecrets.scrubIfNeeded(JSON.stringify(at))}${tail}`);
}

type Writable = JournalRecord | RenderedRecord;

/** Where a record's line went in the file: bytes [from, to) (a newline ending a torn line before it included). */
export interface JournalSpan {
  from: number;
  to: number;
}

/** Where a writer reports how long each durable append took (its line written and synced), by whose clock. */
export interface DurableTiming {
  now: () => number;
  took: (ms: number) => void;
}

export class JobJournalWriter {
  private chain: Promise<unknown> = Promise.resolve();
  private failure: Error | null = null;
  private closed = false;
  /** Writes finished, and how many of them the last finished fdatasync covers. */
  private written = 0;
  private syncedUpTo = 0;
  private syncing: Promise<void> | null = null;
  /** fdatasync calls made (for the bench and the tests of group commit). */
  syncs = 0;

  private constructor(
    readonly file: string,
    private readonly fh: JournalFile,
    /** The sequence number of the last record in the file. */
    private seq: number,
    /** The file ends in a torn line (a crash cut a write): the next record starts on a line of its own. */
    private needsNewline: boolean,
    private readonly timing: DurableTiming | null,
    /** The file's size as this writer made it (its size when opened, plus every write since). */
    private size: number,
  ) {}

  /** Creates the job's file (it must not exist), or opens an existing one to continue its sequence. */
  static async open(file: string, opts: { created?: boolean; openFile?: OpenJournalFile; timing?: DurableTiming } = {}): Promise<JobJournalWriter> {
    const fh = await (opts.openFile ?? openFile)(file, opts.created ? 'ax+' : 'a+', 0o600);
    if (opts.created) {
      await syncDirectory(dirname(file), opts.openFile ?? openFile);
      return new JobJournalWriter(file, fh, 0, false, opts.timing ?? null, 0);
    }
    try {
      const tail = await tailOf(fh);
      return new JobJournalWriter(file, fh, tail.seq, tail.torn, opts.timing ?? null, tail.size);
    } catch (err) {
      await fh.close().catch(() => undefined);
      throw err;
    }
  }

  append(record: Writable): Promise<void> {
    return this.enqueue(record).then(() => undefined);
  }

  /**
   * Appends many records, rendered only when their turn in the file comes and written in pieces, so a job's
   * 100,000 rows never exist as one text in memory.
   */
  appendMany(records: Iterable<JournalRecord>): Promise<void> {
    return this.run(async () => {
      let piece: Buffer[] = [];
      let bytes = 0;
      for (const r of records) {
        const line = this.line(r);
        piece.push(line);
        bytes += line.length;
        if (bytes >= 64 * 1024) {
          await this.write(Buffer.concat(piece, bytes));
          piece = [];
          bytes = 0;
        }
      }
      if (bytes > 0) await this.write(Buffer.concat(piece, bytes));
    });
  }

  /** Appends and waits until the record (and all before it) is on disk. */
  async durable(record: Writable): Promise<void> {
    await this.durableAt(record);
  }

  /** `durable`, resolving with where the record's line went in the file. */
  async durableAt(record: Writable): Promise<JournalSpan> {
    const started = this.timing?.now();
    let span: JournalSpan = { from: 0, to: 0 };
    const mark = await this.run(async () => {
      const from = this.size;
      await this.write(this.line(record), true);
      span = { from, to: this.size };
      return this.written;
    });
    await this.syncCovering(mark);
    if (this.timing && started !== undefined) this.timing.took(this.timing.now() - started);
    return span;
  }

  /** Waits until everything appended so far is on disk. */
  async flush(): Promise<void> {
    await this.syncCovering(await this.enqueue(null));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush().catch(() => undefined);
    this.closed = true;
    await this.fh.close();
  }

  /** Writes the record in its turn (none: just waits for the turn); resolves with the count of writes then done. */
  private enqueue(record: Writable | null): Promise<number> {
    return this.run(async () => {
      if (record !== null) await this.write(this.line(record), true);
      return this.written;
    });
  }

  /**
   * Resolves once an fdatasync that began after the first `mark` writes had finished has succeeded. A sync in
   * flight that began earlier is waited out, then one sync is shared by every caller waiting by then.
   */
  private async syncCovering(mark: number): Promise<void> {
    while (this.syncedUpTo < mark) {
      if (this.failure) throw this.failure;
      if (this.syncing === null) {
        const covers = this.written;
        this.syncs++;
        this.syncing = this.fh
          .datasync()
          .then(
            () => {
              this.syncedUpTo = Math.max(this.syncedUpTo, covers);
            },
            (err: unknown) => {
              // Nothing may be taken as durable after a failed sync: every later write and sync fails too.
              this.failure ??= err instanceof Error ? err : new Error(String(err));
              throw this.failure;
            },
          )
          .finally(() => {
            this.syncing = null;
          });
      }
      await this.syncing;
    }
  }

  /**
   * `now`: one record's line, written at once where the file can (`writeNow`). A job's rows (`appendMany`, 64 kB
   * pieces) are always written asynchronously, so that a 100,000-row start gives the loop its turn between pieces.
   */
  private async write(bytes: Buffer, now = false): Promise<void> {
    const out = this.needsNewline ? Buffer.concat([NEWLINE, bytes]) : bytes;
    if (now && this.fh.writeNow) this.fh.writeNow(out);
    else await this.fh.write(out);
    this.size += out.length;
    this.needsNewline = false;
    this.written++;
  }

  /** One framed line; the sequence number is taken when the record's turn in the file comes. */
  private line(record: Writable): Buffer {
    // Belt and braces: rows and reasons never hold a secret, but a vendor message could quote one.
    return frameLineBytes(++this.seq, (record instanceof RenderedRecord ? record : renderRecord(record)).json);
  }

  /** Runs `step` after every step queued before it; after a failed step every later one fails too. */
  private run<T>(step: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`journal ${this.file} is closed`));
    const next = this.chain.then(async () => {
      if (this.failure) throw this.failure;
      try {
        return await step();
      } catch (err) {
        this.failure = err instanceof Error ? err : new Error(String(err));
        throw this.failure;
      }
    });
    this.chain = next.catch(() => undefined);
    return next;
  }
}

const TAIL_BLOCK = 64 * 1024;
const NEWLINE = Buffer.from('\n');

/**
 * Where the file's sequence stands, read backwards block by block (a journal reaches tens of megabytes; its end
 * is all the writer needs): the last readable line's number plus one for each unreadable whole line after it,
 * so that damage at the end still shows as a gap once more is written; and whether the file ends in a torn line.
 */
async function tailOf(fh: JournalFile): Promise<{ seq: number; torn: boolean; size: number }> {
  const { size } = await fh.stat();
  if (size === 0) return { seq: 0, torn: false, size };
  let pos = size;
  let tail = Buffer.alloc(0);
  let torn = false;
  while (pos > 0) {
    const length = Math.min(TAIL_BLOCK, pos);
    pos -= length;
    const block = Buffer.alloc(length);
    await fh.read(block, 0, length, pos);
    tail = Buffer.concat([block, tail]);
    if (pos + length === size) torn = tail[tail.length - 1] !== 0x0a;
    // Whole lines only: the last piece is torn (or empty), the first may be the end of a longer line.
    const lines = tail.toString('utf8').split('\n').slice(0, -1);
    const whole = pos === 0 ? lines : lines.slice(1);
    let unreadable = 0;
    for (let i = whole.length - 1; i >= 0; i--) {
      const seq = sequenceOfLine(whole[i] as string);
      if (seq !== null) return { seq: seq + unreadable, torn, size };
      unreadable++;
    }
    if (pos === 0) return { seq: unreadable, torn, size };
  }
  return { seq: 0, torn, size };
}

/** Makes a new file's directory entry durable, so a crash cannot lose the whole file. */
async function syncDirectory(dir: string, openDir: OpenJournalFile): Promise<void> {
  try {
    const fh = await openDir(dir, 'r', 0);
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  } catch {
    // Not every platform can fsync a directory (Windows); the file's own sync still holds its content.
  }
}

/**
 * The record as one line of JSON. Native JSON.stringify is several times faster than the lossless one (a job's
 * rows are written before its first chunk is sent); the lossless one is used when a value needs it: a bigint
 * (native throws) or a LosslessNumber (native writes it as an object), which must stay a bare exact number.
 */
function toJsonLine(record: JournalRecord): string {
  try {
    const text = JSON.stringify(record);
    if (!text.includes('"isLosslessNumber":true')) return text;
  } catch {
    // a bigint
  }
  return stringifyJson(record);
}
