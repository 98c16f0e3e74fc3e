// Profiles' data folders (profiles/<id>/: journal, logs, drafts) outlive their settings: a folder the settings
// no longer name is found again at start, and a deleted profile's folder is kept, renamed out of the way.
import { readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { opaqueId } from '../../../../shared/ipc';
import { profileDir } from '../session/session';

/** Ids of profile folders not in `known` (sorted); folders set aside (`<id>.deleted-…`) are not ids. */
export async function orphanProfileIds(dataDir: string, known: ReadonlySet<string>): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(join(dataDir, 'profiles'), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isDirectory() && !known.has(e.name) && opaqueId.safeParse(e.name).success)
    .map((e) => e.name)
    .sort();
}

/** A deleted profile's folder: kept on disk (its journal is the record of what was sent), out of the way. */
export async function retireProfileDir(dataDir: string, id: string, at: Date = new Date()): Promise<void> {
  const dir = profileDir(dataDir, id);
  await rename(dir, `${dir}.deleted-${at.toISOString().replace(/[:.]/g, '-')}`).catch((err: unknown) => {
    if ((err as { code?: unknown }).code !== 'ENOENT') throw err;
  });
}
