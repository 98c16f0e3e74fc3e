// Drafts: work the user saved to finish later (a grid of rows for a batch), one JSON file each in the active
// profile's data folder. Names are checked by the contract; the file name is derived, never taken as given.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { JsonValue } from '../../../shared/ipc';
import { anyOperation } from '../../../shared/ipc';
import { notFound } from '../ipc/app-error';

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

/** A file name for any draft name: hex of its UTF-8 bytes, so no name can reach outside the folder. */
const fileOf = (name: string) => `${Buffer.from(name, 'utf8').toString('hex')}.json`;

export class DraftStore {
  constructor(private readonly dir: string) {}

  async save(name: string, operation: DraftFile['operation'], content: JsonValue): Promise<DraftInfo> {
    await mkdir(this.dir, { recursive: true });
    const doc: DraftFile = { name, operation, savedAt: new Date().toISOString(), content };
    const text = JSON.stringify(doc);
    const file = join(this.dir, fileOf(name));
    // Write then rename: a crash mid-write never leaves half a draft.
    await writeFile(`${file}.tmp`, text, 'utf8');
    await rename(`${file}.tmp`, file);
    return { name, operation, savedAt: doc.savedAt, chars: text.length };
  }

  async load(name: string): Promise<DraftInfo & { content: JsonValue }> {
    const doc = await this.read(fileOf(name));
    if (!doc) throw notFound('draft', name);
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
    const file = join(this.dir, fileOf(name));
    const exists = await stat(file).then(() => true, () => false);
    if (!exists) throw notFound('draft', name);
    await rm(file);
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
