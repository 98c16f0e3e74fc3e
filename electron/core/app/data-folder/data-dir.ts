// The data folder at start: created for the user alone (0700) and proved writable by writing a file, so a
// read-only or full disk is one clear sentence at start instead of a stack trace on the first call.
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirError extends Error {
  override readonly name = 'DataDirError';
  constructor(
    readonly dir: string,
    readonly code: string,
  ) {
    super(`Opsdesk cannot write to its data folder ${dir}: ${reasonOf(code)}`);
  }
}

function reasonOf(code: string): string {
  switch (code) {
    case 'EROFS':
      return 'it is on a read-only disk. Choose another folder (--data-dir) or make this one writable.';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied. Choose another folder (--data-dir) or give your user write access to it.';
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full. Free some space, then start Opsdesk again.';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a file of that name is in the way. Choose another folder (--data-dir).';
    default:
      return `the system refused (${code}).`;
  }
}

const codeOf = (err: unknown) => String((err as { code?: unknown }).code ?? 'unknown');

/** Creates the folder (0700) and writes, syncs and removes a probe file; throws DataDirError when it cannot. */
export function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new DataDirError(dir, codeOf(err));
  }
  try {
    chmodSync(dir, 0o700);
  } catch {
    // Not ours to change (a shared folder the user pointed us at): writing below still decides.
  }
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    const fd = openSync(probe, 'w', 0o600);
    try {
      writeSync(fd, 'opsdesk\n'.repeat(512));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    rmSync(probe, { force: true });
    throw new DataDirError(dir, codeOf(err));
  }
  rmSync(probe, { force: true });
}
