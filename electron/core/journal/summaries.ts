// Summaries on demand: the one beside the journal when it still matches, else a full replay in a worker thread
// (one per Journal, started when first needed, never keeping the process alive). Where no worker can be started
// (a bundle that does not ship the worker file), the replay runs here, streamed and sliced (replay-file.ts).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { JournalCorruptError } from './replay';
import { replayFile } from './replay-file';
import { freshSummary, journalStamp, journalSummarySchema, writeSummary, type JournalSummary } from './summary';

const answerSchema = z.union([
  z.object({ id: z.number(), summary: journalSummarySchema }),
  z.object({ id: z.number(), error: z.string(), corrupt: z.boolean(), legacy: z.boolean() }),
]);

/**
 * The worker's entry: beside main.js in the Electron bundle; from source (tsx, tests), the .ts module behind a
 * small bootstrap that first registers tsx's loader in the worker (a worker does not inherit it in time).
 */
function workerEntry(): URL | null {
  const here = import.meta.url;
  const fromSource = here.endsWith('.ts');
  const name = fromSource ? './summary-worker.ts' : './journal-summary-worker.js';
  const url = new URL(name, here);
  if (url.protocol !== 'file:' || !existsSync(fileURLToPath(url))) return null;
  if (!fromSource) return url;
  let api: string;
  try {
    api = pathToFileURL(createRequire(here).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  } catch {
    return null;
  }
  const code = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(url.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

export class JournalSummaries {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (s: JournalSummary) => void; reject: (e: Error) => void }>();
  private readonly building = new Map<string, Promise<JournalSummary>>();
  /** Summaries being written from a model (`made`), until their files are written or their write failed. */
  private readonly writing = new Set<Promise<JournalSummary>>();

  constructor(private readonly opts: { worker?: boolean } = {}) {}

  /** The journal's summary: the stored one when it matches the journal, else made again by a full replay. */
  async get(file: string): Promise<JournalSummary> {
    return (await freshSummary(file)) ?? this.rebuild(file);
  }

  /** A full replay of the journal, once at a time per file. */
  rebuild(file: string): Promise<JournalSummary> {
    let p = this.building.get(file);
    if (!p) {
      p = this.replay(file).finally(() => this.building.delete(file));
      this.building.set(file, p);
    }
    return p;
  }

  /**
   * A summary this process makes itself (from a model it holds, see Journal.summariseAfter): a read meanwhile waits
   * for it instead of replaying. A replay already on its way is left to finish, and so is a failed write's.
   */
  made(file: string, make: () => Promise<JournalSummary>): Promise<JournalSummary> {
    const building = this.building.get(file);
    if (building) return building;
    const writing = make();
    this.writing.add(writing);
    const p = writing
      .catch(() => this.replay(file))
      .finally(() => {
        this.writing.delete(writing);
        this.building.delete(file);
      });
    this.building.set(file, p);
    return p;
  }

  /**
   * Waits for the summaries this process is writing from a model (made after a call was answered: nobody else
   * waits for them), then stops the worker. A session closed (or its folder removed) right after a decision must
   * not have those files still being written.
   */
  async close(): Promise<void> {
    await Promise.allSettled([...this.writing]);
    const w = this.worker;
    this.worker = null;
    for (const { reject } of this.waiting.values()) reject(new Error('the journal summaries were closed'));
    this.waiting.clear();
    await w?.terminate();
  }

  private replay(file: string): Promise<JournalSummary> {
    const worker = this.opts.worker === false ? null : this.startWorker();
    if (!worker) return replayHere(file);
    const id = this.nextId++;
    return new Promise<JournalSummary>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, file });
      worker.ref();
    });
  }

  private startWorker(): Worker | null {
    if (this.worker) return this.worker;
    const entry = workerEntry();
    if (!entry) return null;
    const worker = new Worker(entry);
    worker.unref();
    worker.on('message', (raw: unknown) => {
      const msg = answerSchema.safeParse(raw);
      if (!msg.success) return;
      const waiter = this.waiting.get(msg.data.id);
      if (!waiter) return;
      this.waiting.delete(msg.data.id);
      if (this.waiting.size === 0) worker.unref();
      if ('summary' in msg.data) waiter.resolve(msg.data.summary);
      else waiter.reject(msg.data.corrupt ? new JournalCorruptError(msg.data.error, msg.data.legacy) : new Error(msg.data.error));
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const { reject } of this.waiting.values()) reject(err);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the journal worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}

async function replayHere(file: string): Promise<JournalSummary> {
  const stamp = await journalStamp(file);
  return writeSummary(file, stamp, await replayFile(file, { size: stamp.size }));
}
