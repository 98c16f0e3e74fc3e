// Drafts: work the user saved to finish later (a grid of rows for a batch), one file each in the active
// profile's data folder. A draft's name is a label in any script and length the contract allows; its file is
// named by a hash of it, so no name can be too long for the file system or reach outside the folder.
//
// A file is one header line (name, operation, time, revision) and then the content's JSON text as the screen
// serialised it: a 100,000-row grid is written without being parsed and serialised again here. An autosave
// may carry only what changed (one splice of the text, applied to the last revision's text, which is kept in
// memory per draft): typing in one cell of a 100,000-row grid sends one row, not 11 MB. Every save
// carries a revision, so a save from a second tab that never saw the first one's is refused (DRAFT_STALE),
// and a file that cannot be read is renamed aside (`.damaged-<time>`), never taken as "no draft".
import { createHash } from 'node:crypto';
import { open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { JsonValue } from '../../../../shared/ipc';
import { anyOperation, MAX_DRAFT_BYTES } from '../../../../shared/ipc';
import { AppError } from '../../ipc/app-error';
import { writeFileAtomic } from '../../../node-shared/atomic-file';

const header = z.object({
  v: z.literal(2),
  name: z.string(),
  operation: anyOperation.nullable(),
  savedAt: z.string(),
  revision: z.number().int().min(0),
});
type Header = z.infer<typeof header>;
/** Files written before revisions: one JSON document holding the content. They count as revision 0. */
const legacyDoc = z.object({ name: z.string(), operation: anyOperation.nullable(), savedAt: z.string(), content: z.json() });

export interface DraftInfo {
  name: string;
  operation: Header['operation'];
  savedAt: string;
  chars: number;
  revision: number;
}
export type DamageReason = 'json' | 'shape' | 'schema';
export interface DraftPatch {
  at: number;
  remove: number;
  text: string;
  length: number;
}
export type DraftBody = { json: string } | { value: JsonValue } | { patch: DraftPatch };
export type DraftLoad = (DraftInfo & { content: JsonValue }) | { name: string; damaged: { keptAs: string; reason: DamageReason } } | null;
/** A draft loaded as its JSON text (checked to be JSON, not parsed for the caller): what a screen reads back. */
export type DraftTextLoad = (DraftInfo & { contentJson: string }) | Exclude<DraftLoad, DraftInfo & { content: JsonValue }>;

/** A file name for any draft name: fixed length, only hex digits (the name itself is kept inside the file). */
const fileOf = (name: string) => `draft-${createHash('sha256').update(name, 'utf8').digest('hex').slice(0, 40)}.json`;
/** Where drafts saved before names were hashed live (hex of the name), read so they stay reachable. */
const legacyFileOf = (name: string) => `${Buffer.from(name, 'utf8').toString('hex')}.json`;

class Damaged extends Error {
  constructor(readonly reason: DamageReason) {
    super(reason);
  }
}

type Parsed = { head: Header; text: string };

/** Reads a whole draft file; null when there is none, Damaged when there is one that cannot be read. */
async function readDraft(path: string): Promise<Parsed | null> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ENOENT') return null;
    throw err;
  }
  const nl = raw.indexOf('\n');
  let first: unknown;
  try {
    first = JSON.parse(nl < 0 ? raw : raw.slice(0, nl));
  } catch {
    throw new Damaged('json');
  }
  const head = header.safeParse(first);
  if (head.success) {
    if (nl < 0) throw new Damaged('json');
    return { head: head.data, text: raw.slice(nl + 1) };
  }
  const legacy = legacyDoc.safeParse(first);
  if (nl >= 0 || !legacy.success) throw new Damaged('shape');
  const { content, ...rest } = legacy.data;
  return { head: { v: 2, ...rest, revision: 0 }, text: JSON.stringify(content) };
}

/** Reads only a file's header line (a 100,000-row draft is not read to learn its revision). */
async function readHeader(path: string): Promise<Header | null> {
  const handle = await open(path, 'r').catch((err: unknown) => {
    if ((err as { code?: unknown }).code === 'ENOENT') return null;
    throw err;
  });
  if (!handle) return null;
  try {
    const buf = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    const text = buf.subarray(0, bytesRead).toString('utf8');
    const nl = text.indexOf('\n');
    if (nl >= 0) {
      const head = header.safeParse(safeJson(text.slice(0, nl)));
      if (head.success) return head.data;
    }
  } finally {
    await handle.close();
  }
  // Not a v2 header: a legacy file (read whole) or a damaged one.
  return (await readDraft(path))?.head ?? null;
}

function tooLarge(text: string): void {
  if (Buffer.byteLength(text, 'utf8') > MAX_DRAFT_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `A draft may hold at most ${MAX_DRAFT_BYTES} bytes as JSON.`, { limit: MAX_DRAFT_BYTES });
  }
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export class DraftStore {
  /** Saves, loads and deletes of one name run one after another: a revision is checked and written as one step. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** The last text saved or loaded of each draft, by revision: what a patch applies to. */
  private readonly texts = new Map<string, { revision: number; text: string }>();
  /**
   * The last revision of each draft deleted while running: a draft saved again after a discard goes on from
   * it, so a second tab still holding revision 1 of the deleted draft is refused, not taken for revision 1 of
   * the new one.
   */
  private readonly deletedAt = new Map<string, number>();

  constructor(
    private readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Writes `text` (the content's JSON text) as the draft's next revision. `baseRevision` is the revision the
   * caller last saw (null: none); undefined saves whatever is there.
   */
  async save(name: string, operation: Header['operation'], content: DraftBody, baseRevision?: number | null): Promise<DraftInfo> {
    const whole = 'json' in content ? content.json : 'value' in content ? JSON.stringify(content.value) : null;
    if (whole !== null) tooLarge(whole);
    return this.serial(name, async () => {
      const current = await this.currentHeader(name);
      if (baseRevision !== undefined && baseRevision !== (current?.revision ?? null)) {
        throw new AppError('DRAFT_STALE', `The draft "${name}" was saved elsewhere meanwhile (revision ${current?.revision ?? 'none'}).`, {
          name,
          revision: current?.revision ?? null,
          savedAt: current?.savedAt ?? null,
        });
      }
      const text = 'patch' in content ? await this.patched(name, current, content.patch) : (whole as string);
      const head: Header = { v: 2, name, operation, savedAt: this.now().toISOString(), revision: Math.max(current?.revision ?? 0, this.deletedAt.get(name) ?? 0) + 1 };
      // A crash or a full disk mid-write leaves the previous draft, never half of one.
      await writeFileAtomic(join(this.dir, fileOf(name)), `${JSON.stringify(head)}\n${text}`);
      if (legacyFileOf(name).length <= 255) await rm(join(this.dir, legacyFileOf(name)), { force: true });
      this.texts.set(name, { revision: head.revision, text });
      return { name, operation, savedAt: head.savedAt, chars: text.length, revision: head.revision };
    });
  }

  /** The draft, null when there is none, or where a damaged one was kept aside (it is not there any more). */
  async load(name: string): Promise<DraftLoad> {
    return this.loadAs(name, (text) => ({ content: JSON.parse(text) as JsonValue }));
  }

  /**
   * The draft as its JSON text, as stored: checked to be JSON (one JSON.parse, whose result is dropped), never
   * parsed and serialised again for the caller, nor walked by a schema (what JSON.parse accepts is JSON). A
   * 100,000-row grid's draft goes back to its screen this way.
   */
  async loadText(name: string): Promise<DraftTextLoad> {
    return this.loadAs(name, (text) => {
      JSON.parse(text);
      return { contentJson: text };
    });
  }

  /** Reads the draft and hands its text to `take` (which throws on a text that is not JSON: kept aside). */
  private async loadAs<C extends object>(name: string, take: (text: string) => C): Promise<(DraftInfo & C) | Exclude<DraftLoad, DraftInfo & { content: JsonValue }>> {
    return this.serial(name, async () => {
      for (const file of this.filesOf(name)) {
        try {
          const doc = await readDraft(join(this.dir, file));
          if (!doc || doc.head.name !== name) continue;
          let content: C;
          try {
            content = take(doc.text);
          } catch {
            throw new Damaged('json');
          }
          const { name: n, operation, savedAt, revision } = doc.head;
          this.texts.set(name, { revision, text: doc.text });
          return { name: n, operation, savedAt, revision, chars: doc.text.length, ...content };
        } catch (err) {
          if (!(err instanceof Damaged)) throw err;
          return { name, damaged: { keptAs: await this.keepAside(file), reason: err.reason } };
        }
      }
      return null;
    });
  }

  /** The screen found the draft's content does not fit its schema: kept aside like a damaged file. */
  async setAside(name: string): Promise<string | null> {
    return this.serial(name, async () => {
      for (const file of this.filesOf(name)) {
        if (await stat(join(this.dir, file)).then(() => true, () => false)) return this.keepAside(file);
      }
      return null;
    });
  }

  async list(): Promise<DraftInfo[]> {
    let files: string[];
    try {
      files = (await readdir(this.dir)).filter((f) => f.endsWith('.json'));
    } catch {
      return [];
    }
    const out: DraftInfo[] = [];
    for (const f of files) {
      const head = await readHeader(join(this.dir, f)).catch(() => null);
      const size = await stat(join(this.dir, f)).then((s) => s.size, () => 0);
      if (head) out.push({ name: head.name, operation: head.operation, savedAt: head.savedAt, chars: size, revision: head.revision });
    }
    return out.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  /** Removes the draft; removing one that is not there is not an error (the outcome is the same). */
  async delete(name: string): Promise<void> {
    await this.serial(name, async () => {
      this.texts.delete(name);
      const head = await this.currentHeader(name).catch(() => null);
      if (head) this.deletedAt.set(name, Math.max(head.revision, this.deletedAt.get(name) ?? 0));
      for (const f of this.filesOf(name)) await rm(join(this.dir, f), { force: true });
    });
  }

  private filesOf(name: string): string[] {
    // Long names never had a legacy file (the name was too long for the file system).
    return legacyFileOf(name).length <= 255 ? [fileOf(name), legacyFileOf(name)] : [fileOf(name)];
  }

  /**
   * The text `patch` makes of the current revision's. A patch that does not fit that text (a screen that saw
   * another text) is refused with DRAFT_PATCH_MISMATCH; the screen then sends the whole.
   */
  private async patched(name: string, current: Header | null, patch: DraftPatch): Promise<string> {
    let base = this.texts.get(name);
    if (current && base?.revision !== current.revision) {
      const doc = await readDraft(join(this.dir, fileOf(name))).catch(() => null);
      base = doc && doc.head.revision === current.revision ? { revision: current.revision, text: doc.text } : undefined;
    }
    const text = base && current ? base.text : null;
    if (text === null || patch.at + patch.remove > text.length || text.length - patch.remove + patch.text.length !== patch.length) {
      throw new AppError('DRAFT_PATCH_MISMATCH', `The change to the draft "${name}" does not fit its saved text; send the whole draft.`, { name });
    }
    const next = text.slice(0, patch.at) + patch.text + text.slice(patch.at + patch.remove);
    tooLarge(next);
    return next;
  }

  private async currentHeader(name: string): Promise<Header | null> {
    for (const file of this.filesOf(name)) {
      try {
        const head = await readHeader(join(this.dir, file));
        if (head && head.name === name) return head;
      } catch (err) {
        if (!(err instanceof Damaged)) throw err;
        // Never write over a file that could not be read: it goes aside, the user is told at the next load.
        await this.keepAside(file);
      }
    }
    return null;
  }

  private async keepAside(file: string): Promise<string> {
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    const keptAs = `${file}.damaged-${stamp}`;
    await rename(join(this.dir, file), join(this.dir, keptAs));
    return keptAs;
  }

  private serial<T>(name: string, task: () => Promise<T>): Promise<T> {
    const before = this.queues.get(name) ?? Promise.resolve();
    const run = before.then(task, task);
    const tail = run.catch(() => undefined);
    this.queues.set(name, tail);
    void tail.then(() => {
      if (this.queues.get(name) === tail) this.queues.delete(name);
    });
    return run;
  }
}
