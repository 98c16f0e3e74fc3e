// Appends records to one job's JSONL file in order. `durable` appends return only after fdatasync, which also
// makes every earlier append durable: one sync per chunk on the critical path (the intent), none for outcomes.
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { stringifyJson } from '../../../shared/json/lossless';
import { knownSecrets } from '../redaction';
import type { JournalRecord } from './records';

export class JobJournalWriter {
  private chain: Promise<void> = Promise.resolve();
  private failure: Error | null = null;
  private closed = false;

  private constructor(
    readonly file: string,
    private readonly fh: FileHandle,
  ) {}

  /** Opens (creating if needed) the job's file for appending. */
  static async open(file: string, opts: { created?: boolean } = {}): Promise<JobJournalWriter> {
    const fh = await open(file, 'a', 0o600);
    if (opts.created) await syncDirectory(dirname(file));
    return new JobJournalWriter(file, fh);
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
        piece += line(r);
        if (piece.length >= 256 * 1024) {
          await this.fh.write(piece);
          piece = '';
        }
      }
      if (piece !== '') await this.fh.write(piece);
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
    const text = records.map(line).join('');
    return this.run(async () => {
      if (text !== '') await this.fh.write(text);
      if (sync) await this.fh.datasync();
    });
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

/** One JSONL line. Belt and braces: rows and reasons never hold a secret, but a vendor message could quote one. */
function line(record: JournalRecord): string {
  return knownSecrets.scrub(toJsonLine(record)) + '\n';
}

/** Makes a new file's directory entry durable, so a crash cannot lose the whole file. */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const fh = await open(dir, 'r');
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
