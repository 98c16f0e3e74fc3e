// Writing a file so that a crash or a full disk leaves either the old content or the new, never half of
// one: write a temporary file beside it, fsync it, rename it over the old one, fsync the folder. Files are
// the user's alone (0600) in folders that are the user's alone (0700).
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Creates `dir` (and its parents) for the user alone; an existing folder is narrowed to 0700 as well. */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700).catch(() => undefined);
}

export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const dir = dirname(file);
  await privateDir(dir);
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  // The rename itself is durable only once the folder is synced (not possible on every platform).
  const folder = await open(dir, 'r').catch(() => null);
  if (folder) await folder.sync().catch(() => undefined).finally(() => folder.close());
}
