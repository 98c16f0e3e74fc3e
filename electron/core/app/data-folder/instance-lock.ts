// One running Opsdesk per data folder. Two hosts on one folder would each open the job journal, and the second
// would mark the first's running job "interrupted" (its applied rows turned unknown, the journal damaged for
// good). The first host to start writes `opsdesk.lock` (created exclusively) with its pid and its process's
// start time; a later one reads it and refuses, saying where the first one runs.
//
// A lock left behind by a host killed with -9 is stale when its pid is gone, or when the pid now belongs to
// another process (its start time differs: pids are reused). Taking a stale lock over goes through a second
// exclusive file, so two hosts starting at once over a stale lock cannot both win.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const LOCK_FILE = 'opsdesk.lock';
const TAKEOVER_FILE = 'opsdesk.lock.takeover';
/** A takeover file older than this was left by a host killed mid-takeover (which takes microseconds). */
const TAKEOVER_STALE_MS = 10_000;
/** An unreadable lock younger than this may be one being written: it is not taken as stale yet. */
const UNREADABLE_GRACE_MS = 2_000;

const lockBody = z.object({
  pid: z.number().int().positive(),
  /** The process's start time as the OS tells it (Linux: /proc/<pid>/stat); null where it cannot be read. */
  processStart: z.string().nullable(),
  host: z.enum(['web', 'electron', 'cli']),
  startedAt: z.string(),
  /** Where the holder serves the app (the browser host's address, without its token); null until known. */
  url: z.string().nullable(),
});
export type InstanceInfo = z.infer<typeof lockBody>;

/** A process's fields after its command name in /proc/<pid>/stat (Linux), or null where they cannot be read. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The OS's start time of a process, or null where it cannot be read (then the pid alone decides). */
export function processStartOf(pid: number): string | null {
  return statFields(pid)?.[19] ?? null;
}

/**
 * A host killed with -9 is a zombie until its parent (or init) reaps it: its pid still answers signal 0 with its
 * start time unchanged, but it has closed every file and socket and will never run again.
 */
function isZombie(pid: number): boolean {
  const state = statFields(pid)?.[0];
  return state === 'Z' || state === 'X';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists, it is another user's (and may be a zombie all the same).
    if ((err as { code?: unknown }).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

/** True when the process that wrote the lock still runs (the same process, not a later one with its pid). */
export function holderRuns(info: InstanceInfo): boolean {
  if (!isAlive(info.pid)) return false;
  if (info.processStart === null) return true;
  const now = processStartOf(info.pid);
  return now === null || now === info.processStart;
}

export class InstanceLockedError extends Error {
  override readonly name = 'InstanceLockedError';
  constructor(
    readonly dir: string,
    readonly holder: InstanceInfo,
  ) {
    super(
      `Opsdesk is already running on the data folder ${dir} (${holder.host === 'web' ? 'browser host' : holder.host === 'cli' ? 'a headless run, opsdesk run' : 'desktop app'}, pid ${holder.pid}, started ${holder.startedAt})` +
        (holder.url ? `: open ${holder.url} (the address it printed carries its token).` : '.') +
        ' Use that one, stop it first, or start with another folder (--data-dir).',
    );
  }
}

export interface InstanceLock {
  /** Records where this instance serves the app, for a second start to point at. */
  setUrl(url: string): void;
  release(): void;
}

function readLock(file: string): InstanceInfo | null {
  try {
    const parsed = lockBody.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function tryCreate(file: string, text: string): boolean {
  try {
    writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Takes the data folder's lock for this process, or throws InstanceLockedError naming the running holder.
 * `pid`, `processStart` and `now` are injectable so tests can play a holder that is gone or reused.
 */
export function acquireInstanceLock(
  dir: string,
  host: InstanceInfo['host'],
  opts: { pid?: number; processStart?: string | null; now?: () => Date } = {},
): InstanceLock {
  const file = join(dir, LOCK_FILE);
  const pid = opts.pid ?? process.pid;
  const me: InstanceInfo = {
    pid,
    processStart: opts.processStart !== undefined ? opts.processStart : processStartOf(pid),
    host,
    startedAt: (opts.now ?? (() => new Date()))().toISOString(),
    url: null,
  };
  const mine = () => JSON.stringify(me);

  for (let attempt = 0; attempt < 40; attempt++) {
    if (tryCreate(file, mine())) return handle(file, me);
    const holder = readLock(file);
    if (holder && holderRuns(holder)) throw new InstanceLockedError(dir, holder);
    // A lock being written this very moment reads as nothing: look again before calling it damaged.
    if (holder === null && Date.now() - (statSafe(file) ?? 0) < UNREADABLE_GRACE_MS) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    takeOver(dir, file, holder);
  }
  const holder = readLock(file);
  if (holder) throw new InstanceLockedError(dir, holder);
  throw new Error(`Opsdesk could not take the lock ${file}; remove it if no Opsdesk runs on this folder.`);
}

/** Removes a stale (or unreadable) lock, unless another starting host is taking it over right now. */
function takeOver(dir: string, file: string, seen: InstanceInfo | null): void {
  const takeover = join(dir, TAKEOVER_FILE);
  if (!tryCreate(takeover, String(process.pid))) {
    const age = Date.now() - (statSafe(takeover) ?? Date.now());
    if (age > TAKEOVER_STALE_MS) rmSync(takeover, { force: true });
    return;
  }
  try {
    // Still the same stale lock (not one a faster host wrote since we read it)?
    const now = readLock(file);
    const same = JSON.stringify(now) === JSON.stringify(seen);
    if (same && (now === null || !holderRuns(now))) rmSync(file, { force: true });
  } finally {
    rmSync(takeover, { force: true });
  }
}

const statSafe = (file: string): number | null => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

function handle(file: string, me: InstanceInfo): InstanceLock {
  let held = true;
  return {
    setUrl(url) {
      if (!held) return;
      me.url = url;
      // Rewritten in place: the lock is never absent while this instance runs.
      writeFileSync(file, JSON.stringify(me), { mode: 0o600 });
    },
    release() {
      if (!held) return;
      held = false;
      // Only our own lock: never one a later host took over after deciding ours was stale.
      const now = readLock(file);
      if (now && now.pid === me.pid && now.startedAt === me.startedAt) rmSync(file, { force: true });
    },
  };
}
