// A size-based rotating file for pino (pino itself does not rotate): opsdesk.log is written until it would pass
// maxBytes, then renamed to opsdesk.1.log (older ones shift up, the oldest beyond maxFiles is deleted).
// Writes are synchronous so a crash never loses the lines that explain it.
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
  private fd: number;
  private size: number;
  private closed = false;

  constructor(opts: RotatingFileOptions) {
    this.file = opts.file;
    this.maxBytes = Math.max(1024, opts.maxBytes ?? 5 * 1024 * 1024);
    this.maxFiles = Math.max(1, opts.maxFiles ?? 5);
    mkdirSync(dirname(this.file), { recursive: true });
    this.fd = openSync(this.file, 'a', 0o600);
    this.size = fstatSync(this.fd).size;
  }

  /** The name of the n-th rotated file: opsdesk.log → opsdesk.1.log. */
  rotatedName(n: number): string {
    const ext = extname(this.file);
    return join(dirname(this.file), `${basename(this.file, ext)}.${n}${ext}`);
  }

  write(line: string): boolean {
    if (this.closed) return false;
    const bytes = Buffer.byteLength(line);
    if (this.size > 0 && this.size + bytes > this.maxBytes) this.rotate();
    writeSync(this.fd, line);
    this.size += bytes;
    return true;
  }

  private rotate(): void {
    closeSync(this.fd);
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
    closeSync(this.fd);
  }
}
