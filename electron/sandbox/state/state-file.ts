// The kept state of a sandbox given a state path (the embedded one: the app's data folder): the back office,
// the applied-write log and the demo size, so a trainee's work and its log survive a restart. Written whole,
// atomically (a temporary file beside it, fsynced, renamed over the old one), a short while after a change
// and at stop. A file that cannot be read is set aside under a timestamped name, never overwritten, and the
// sandbox starts anew and says so (`setAside`).
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../../node-shared/atomic-file';
import { demoSize, type DemoSize } from '../../../shared/ipc/sandbox';
import { backOfficeSnapshotSchema, type BackOfficeSnapshot } from '../backoffice';
import type { AppliedWrite } from '../types';

const FORMAT = 'opsdesk-sandbox-state';

const appliedWrite = z.object({
  seq: z.number().int().positive(),
  at: z.string(),
  appId: z.string(),
  operation: z.string(),
  requestId: z.string(),
  appliedKeys: z.array(z.string()),
  rejected: z.array(z.object({ key: z.string(), reason: z.string() })),
  answerDropped: z.boolean(),
});

const stateFileSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  savedAt: z.string(),
  demoSize,
  seed: z.number().int(),
  backOffice: backOfficeSnapshotSchema,
  writes: z.object({ seq: z.number().int().nonnegative(), entries: z.array(appliedWrite) }),
});

export interface KeptState {
  savedAt: string;
  demoSize: DemoSize;
  seed: number;
  backOffice: BackOfficeSnapshot;
  writes: { seq: number; entries: AppliedWrite[] };
}

export interface SetAside {
  /** Where the unreadable file now is. */
  file: string;
  reason: string;
  at: string;
}

export type LoadOutcome = { kind: 'none' } | { kind: 'loaded'; state: KeptState } | { kind: 'setAside'; setAside: SetAside };

/** `state.json` → `state.damaged-2026-12-02T14-05-09-123Z.json`, beside it. */
export function setAsideName(file: string, at: Date): string {
  const stamp = at.toISOString().replaceAll(':', '-').replace('.', '-');
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') ? `${file.slice(0, dot)}.damaged-${stamp}${file.slice(dot)}` : `${file}.damaged-${stamp}`;
}

function reasonOf(err: unknown): string {
  if (err instanceof z.ZodError) {
    const issue = err.issues[0];
    return `not a sandbox state of this version (${issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'unexpected content'})`;
  }
  return err instanceof Error ? err.message.slice(0, 300) : String(err);
}

/** Reads the kept state at start; one that cannot be read is moved aside (and the caller tells the user). */
export function loadStateFile(file: string, now: () => Date = () => new Date()): LoadOutcome {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
    throw err;
  }
  try {
    const parsed = stateFileSchema.parse(JSON.parse(text));
    // The schema checks what the rules rely on; the rest of each record is carried as it was written.
    return { kind: 'loaded', state: { savedAt: parsed.savedAt, demoSize: parsed.demoSize, seed: parsed.seed, backOffice: parsed.backOffice as unknown as BackOfficeSnapshot, writes: parsed.writes as { seq: number; entries: AppliedWrite[] } } };
  } catch (err) {
    const at = now();
    const aside = setAsideName(file, at);
    mkdirSync(dirname(file), { recursive: true });
    renameSync(file, aside);
    return { kind: 'setAside', setAside: { file: aside, reason: reasonOf(err), at: at.toISOString() } };
  }
}


/**
 * Writes the state once the sandbox has been quiet for `quietMs` after a change, or `maxWaitMs` after the first
 * change not yet written if it never goes quiet, and at once on `flush`. A large demo state takes a second or
 * two to serialise, so it is not written during every pause of a running job; a crash loses at most the
 * changes of the last `maxWaitMs`. Writes never overlap: a change during a write is written after it.
 */
export class StateFileWriter {
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;
  /** When the oldest change not yet written was made (ms, Date.now). */
  private dirtySince: number | null = null;
  savedAt: string | null = null;
  lastError: string | null = null;

  constructor(
    readonly file: string,
    private readonly read: () => Omit<KeptState, 'savedAt'>,
    private readonly quietMs = 2_000,
    private readonly maxWaitMs = 30_000,
  ) {}

  changed(): void {
    this.dirty = true;
    const now = Date.now();
    this.dirtySince ??= now;
    if (this.timer !== null) clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(this.quietMs, this.dirtySince + this.maxWaitMs - now));
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, wait);
    this.timer.unref();
  }

  /** Writes now if anything changed since the last write; resolves once it is on disk (or failed). */
  flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.writing = this.writing.then(async () => {
      if (!this.dirty) return;
      this.dirty = false;
      this.dirtySince = null;
      const savedAt = new Date().toISOString();
      // Serialised at once: the next request may change the state while the text is being written.
      const text = JSON.stringify({ format: FORMAT, version: 1, savedAt, ...this.read() });
      try {
        await writeFileAtomic(this.file, text);
        this.savedAt = savedAt;
        this.lastError = null;
      } catch (err) {
        this.dirty = true;
        this.lastError = err instanceof Error ? err.message.slice(0, 300) : String(err);
        process.stderr.write(`[sandbox] could not keep the state in ${this.file}: ${this.lastError}\n`);
      }
    });
    return this.writing;
  }

  /** Marks the state changed and writes it now (a reset or a new size). */
  writeNow(): Promise<void> {
    this.dirty = true;
    return this.flush();
  }
}
