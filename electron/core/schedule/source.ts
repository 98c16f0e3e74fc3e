// A rule's file as it is now: the one path, or the newest file (by modification time) in a folder whose name
// matches the pattern. Looked at by modification time and size only (no fs.watch: it misses changes on network
// shares and cannot be driven by a test's clock); "when the file changes" compares these with the last run's.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStamp, ScheduleSource } from '../../../shared/ipc/schedules';

/** A name pattern as a whole-name test: `*` any run of characters, `?` one, everything else itself, any case. */
export function namePattern(pattern: string): RegExp {
  const body = [...pattern].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${body}$`, 'iu');
}

/** The file the rule reads now with its stamp; null when a folder holds no match. A missing file is its error. */
export async function resolveSource(source: ScheduleSource): Promise<FileStamp | null> {
  if (source.kind === 'file') {
    const s = await stat(source.path);
    return { path: source.path, mtimeMs: s.mtimeMs, size: s.size };
  }
  const test = namePattern(source.pattern);
  let newest: FileStamp | null = null;
  for (const entry of await readdir(source.folder, { withFileTypes: true })) {
    if (!entry.isFile() || !test.test(entry.name)) continue;
    const path = join(source.folder, entry.name);
    const s = await stat(path);
    // Ties by name, so the choice does not depend on the order the folder lists its files in.
    if (!newest || s.mtimeMs > newest.mtimeMs || (s.mtimeMs === newest.mtimeMs && path > newest.path)) newest = { path, mtimeMs: s.mtimeMs, size: s.size };
  }
  return newest;
}

export function sameStamp(a: FileStamp | null, b: FileStamp | null): boolean {
  return a !== null && b !== null && a.path === b.path && a.mtimeMs === b.mtimeMs && a.size === b.size;
}
