// Appends records to one job's journal file in order, each framed with its sequence number and checksum
// (frame.ts). `durable` appends return only after fdatasync, which also makes every earlier append durable: one
// sync per chunk on the critical path (the intent), none for outcomes.
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { stringifyJson } from '../../../shared/json/lossless';
import { knownSecrets } from '../redaction';
import { frameLine, sequenceOfLine } from './frame';
import type { JournalRecord } from './records';

/** What the writer needs of an open file (tests hand in one that fails half way, like a full disk). */
export interface JournalFile {
  write(data: string): Promise<unknown>;
  datasync(): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
  stat(): Promise<{ size: number }>;
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
}
export type OpenJournalFile = (file: string, flags: 'ax+' | 'a+' | 'r', mode: number) => Promise<JournalFile>;

const openFile: OpenJournalFile = (file, flags, mode) => open(file, flags, mode);

export class JobJournalWriter {
  private chain: Promise<void> = Promise.resolve();
  private failure: Error | null = null;
  private closed = false;

  private constructor(
    readonly file: string,
    private readonly fh: JournalFile,
    /** The sequence number of the last record in the file. */
    private seq: number,
    /** The file ends in a torn line (a crash cut a write): the next record starts on a line of its own. */
    private needsNewline: boolean,
  ) {}

  /** Creates the job's file (it must not exist), or opens an existing one to continue its sequence. */
  static async open(file: string, opts: { created?: boolean; openFile?: OpenJournalFile } = {}): Promise<JobJournalWriter> {
    const fh = await (opts.openFile ?? openFile)(file, opts.created ? 'ax+' : 'a+', 0o600);
    if (opts.created) {
      await syncDirectory(dirname(file), opts.openFile ?? openFile);
      return new JobJournalWriter(file, fh, 0, false);
    }
    try {
      const tail = await tailOf(fh);
      return new JobJournalWriter(file, fh, tail.seq, tail.torn);
    } catch (err) {
      await fh.close().catch(() => undefined);
      throw err;
    }
  }

  append(record: JournalRecord): Promise<void> {
    return this.enqueue([record], false);
  }

  /**
   * Appends many records, rendered only when their turn in the file comes and written in pieces, so a job's
   * 100,000 rows never exist as one text in memory.
   */
  appendMany(records: Iterable<JournalRecord>): Promise<void> {
    return this.run(async () => {
      let piece = '';
      for (const r of records) {
        piece += this.line(r);
        if (piece.length >= 64 * 1024) {
          await this.write(piece);
          piece = '';
        }
      }
      if (piece !== '') await this.write(piece);
    });
  }

  /** Appends and waits until the record (and all before it) is on disk. */
  durable(record: JournalRecord): Promise<void> {
    return this.enqueue([record], true);
  }

  flush(): Promise<void> {
    return this.enqueue([], true);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush().catch(() => undefined);
    this.closed = true;
    await this.fh.close();
  }

  private enqueue(records: JournalRecord[], sync: boolean): Promise<void> {
    return this.run(async () => {
      const text = records.map((r) => this.line(r)).join('');
      if (text !== '') await this.write(text);
      if (sync) await this.fh.datasync();
    });
  }

  private async write(text: string): Promise<void> {
    const out = this.needsNewline ? `\n${text}` : text;
    await this.fh.write(out);
    this.needsNewline = false;
  }

  /** One framed line; the sequence number is taken when the record's turn in the file comes. */
  private line(record: JournalRecord): string {
    // Belt and braces: rows and reasons never hold a secret, but a vendor message could quote one.
    return frameLine(++this.seq, knownSecrets.scrub(toJsonLine(record)));
  }

  /** Runs `step` after every step queued before it; after a failed step every later one fails too. */
  private run(step: () => Promise<void>): Promise<void> {
    if (this.closed) return Promise.reject(new Error(`journal ${this.file} is closed`));
    const next = this.chain.then(async () => {
      if (this.failure) throw this.failure;
      try {
        await step();
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

/**
 * Where the file's sequence stands, read backwards block by block (a journal reaches tens of megabytes; its end
 * is all the writer needs): the last readable line's number plus one for each unreadable whole line after it,
 * so that damage at the end still shows as a gap once more is written; and whether the file ends in a torn line.
 */
async function tailOf(fh: JournalFile): Promise<{ seq: number; torn: boolean }> {
  const { size } = await fh.stat();
  if (size === 0) return { seq: 0, torn: false };
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
      if (seq !== null) return { seq: seq + unreadable, torn };
      unreadable++;
    }
    if (pos === 0) return { seq: unreadable, torn };
  }
  return { seq: 0, torn };
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
