// A size-based rotating file for pino (pino itself does not rotate): opsdesk.log is written until it would pass
// maxBytes, then renamed to opsdesk.1.log (older ones shift up, the oldest beyond maxFiles is deleted).
// Writes are synchronous so a crash never loses the lines that explain it. A log that cannot be written (full
// disk, read-only folder, a file removed under it) never fails the work being logged: the line is dropped,
// counted, and the file is tried again on the next write.
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

export interface RotatingFileOptions {
  /** Path of the current file, e.g. `<data>/logs/opsdesk.log`. */
  file: string;
  /** Size at which the file is rotated (default 5 MiB). */
  maxBytes?: number;
  /** Rotated files kept besides the current one (default 5). */
  maxFiles?: number;
}

export class RotatingFileDestination {
  readonly file: string;
  private readonly maxBytes: number;
  private readonly maxFiles: number;
  /** -1 while the file cannot be opened. */
  private fd = -1;
  private size = 0;
  private closed = false;
  /** Lines that could not be written, and why the last one failed. */
  dropped = 0;
  lastError: string | null = null;

  constructor(opts: RotatingFileOptions) {
    this.file = opts.file;
    this.maxBytes = Math.max(1024, opts.maxBytes ?? 5 * 1024 * 1024);
    this.maxFiles = Math.max(1, opts.maxFiles ?? 5);
    this.open();
  }

  private open(): boolean {
    try {
      mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
      this.fd = openSync(this.file, 'a', 0o600);
      this.size = fstatSync(this.fd).size;
      return true;
    } catch (err) {
      this.fail(err);
      return false;
    }
  }

  private fail(err: unknown): void {
    this.lastError = String((err as { code?: unknown }).code ?? (err instanceof Error ? err.message : err));
    if (this.fd !== -1) {
      try {
        closeSync(this.fd);
      } catch {
        // already gone
      }
    }
    this.fd = -1;
  }

  /** The name of the n-th rotated file: opsdesk.log → opsdesk.1.log. */
  rotatedName(n: number): string {
    const ext = extname(this.file);
    return join(dirname(this.file), `${basename(this.file, ext)}.${n}${ext}`);
  }

  write(line: string): boolean {
    if (this.closed) return false;
    if (this.fd === -1 && !this.open()) {
      this.dropped++;
      return false;
    }
    try {
      const bytes = Buffer.byteLength(line);
      if (this.size > 0 && this.size + bytes > this.maxBytes) this.rotate();
      writeSync(this.fd, line);
      this.size += bytes;
      return true;
    } catch (err) {
      this.dropped++;
      this.fail(err);
      return false;
    }
  }

  private rotate(): void {
    const fd = this.fd;
    // Marked closed first: a failure below must not close the number again once the OS has reused it.
    this.fd = -1;
    closeSync(fd);
    const oldest = this.rotatedName(this.maxFiles);
    if (existsSync(oldest)) rmSync(oldest, { force: true });
    for (let n = this.maxFiles - 1; n >= 1; n--) {
      const from = this.rotatedName(n);
      if (existsSync(from)) renameSync(from, this.rotatedName(n + 1));
    }
    renameSync(this.file, this.rotatedName(1));
    this.fd = openSync(this.file, 'a', 0o600);
    this.size = 0;
  }

  /** pino calls flushSync on exit paths; writes are already synchronous. */
  flushSync(): void {}

  end(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.fd !== -1) closeSync(this.fd);
    this.fd = -1;
  }
}
