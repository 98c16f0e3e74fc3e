// Drafts: work the user saved to finish later (a grid of rows for a batch), one JSON file each in the active
// profile's data folder. A draft's name is a label in any script and length the contract allows; its file is
// named by a hash of it, so no name can be too long for the file system or reach outside the folder.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { JsonValue } from '../../../shared/ipc';
import { anyOperation } from '../../../shared/ipc';
import { notFound } from '../ipc/app-error';
import { writeFileAtomic } from './atomic-file';

const draftFile = z.object({
  name: z.string(),
  operation: anyOperation.nullable(),
  savedAt: z.string(),
  content: z.json(),
});
type DraftFile = z.infer<typeof draftFile>;

export interface DraftInfo {
  name: string;
  operation: DraftFile['operation'];
  savedAt: string;
  chars: number;
}

/** A file name for any draft name: fixed length, only hex digits (the name itself is kept inside the file). */
const fileOf = (name: string) => `draft-${createHash('sha256').update(name, 'utf8').digest('hex').slice(0, 40)}.json`;
/** Where drafts saved before names were hashed live (hex of the name), read so they stay reachable. */
const legacyFileOf = (name: string) => `${Buffer.from(name, 'utf8').toString('hex')}.json`;

export class DraftStore {
  constructor(private readonly dir: string) {}

  async save(name: string, operation: DraftFile['operation'], content: JsonValue): Promise<DraftInfo> {
    const doc: DraftFile = { name, operation, savedAt: new Date().toISOString(), content };
    const text = JSON.stringify(doc);
    // A crash or a full disk mid-write leaves the previous draft, never half of one.
    await writeFileAtomic(join(this.dir, fileOf(name)), text);
    if (legacyFileOf(name).length <= 255) await rm(join(this.dir, legacyFileOf(name)), { force: true });
    return { name, operation, savedAt: doc.savedAt, chars: text.length };
  }

  async load(name: string): Promise<DraftInfo & { content: JsonValue }> {
    const doc = (await this.read(fileOf(name))) ?? (await this.readLegacy(name));
    if (!doc || doc.name !== name) throw notFound('draft', name);
    return { name: doc.name, operation: doc.operation, savedAt: doc.savedAt, chars: JSON.stringify(doc.content).length, content: doc.content };
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
      const doc = await this.read(f);
      const size = await stat(join(this.dir, f)).then((s) => s.size, () => 0);
      if (doc) out.push({ name: doc.name, operation: doc.operation, savedAt: doc.savedAt, chars: size });
    }
    return out.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  async delete(name: string): Promise<void> {
    let removed = false;
    for (const f of [fileOf(name), legacyFileOf(name)]) {
      const file = join(this.dir, f);
      if (await stat(file).then(() => true, () => false)) {
        await rm(file);
        removed = true;
      }
    }
    if (!removed) throw notFound('draft', name);
  }

  private async readLegacy(name: string): Promise<DraftFile | null> {
    const legacy = legacyFileOf(name);
    // Long names never had a legacy file (the name was too long for the file system).
    return legacy.length <= 255 ? this.read(legacy) : null;
  }

  private async read(file: string): Promise<DraftFile | null> {
    try {
      const parsed = draftFile.safeParse(JSON.parse(await readFile(join(this.dir, file), 'utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
