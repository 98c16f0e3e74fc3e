// How the Opsdesk processes of one user on one machine find their shared schedule (machine-schedule.ts): a
// Unix socket (a named pipe on Windows) in the user's own runtime folder, one per appId and service. The first
// process to listen on it leads: the schedule runs in it, and the others connect. A leader that exits or is
// killed closes every connection with it (the kernel does, even after kill -9); the others then elect again:
// the socket left behind refuses connections, so one of them, holding a short exclusive takeover file, removes
// it and listens in its place, and the rest connect to that one. A leader also checks every second that the
// socket's path is still its own (another process could have replaced it), and steps down if not.
//
// Nothing about a row depends on this: a process that cannot reach a schedule schedules alone (its throttle and
// back-off, as before), and one whose leader vanished carries on alone until a leader is there again.
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { silentLogger, type Logger } from '../logger';
import { MachineSchedule, type FromSchedule, type ToSchedule } from './machine-schedule';
import type { TeamClock } from './types';

/** Unix socket paths are at most 104–108 bytes; a folder too deep for one leaves the process alone. */
export const MAX_SOCKET_PATH = 100;
/** A takeover file older than this was left by a process killed mid-takeover (which takes milliseconds). */
const TAKEOVER_STALE_MS = 2000;
/** A process that could neither reach nor make a schedule tries again after this long. */
const ALONE_RETRY_MS = 2000;
/** A line longer than this is not one of ours: the connection is dropped. */
const MAX_LINE = 64 * 1024;

export type LinkRole = 'leader' | 'follower' | 'down' | 'alone';

/** The folder of this user's sockets: `$XDG_RUNTIME_DIR/opsdesk` or `<tmp>/opsdesk-<uid>`, 0700 and this user's. */
export function defaultMachineDir(): string {
  const runtime = process.env.XDG_RUNTIME_DIR;
  if (runtime && runtime.startsWith('/')) return join(runtime, 'opsdesk');
  const uid = typeof process.getuid === 'function' ? String(process.getuid()) : userInfo().username;
  return join(tmpdir(), `opsdesk-${uid}`);
}

/** The schedule's address for an appId at a service (origin): a socket file in `dir`, or a named pipe. */
export function machineAddress(dir: string, origin: string, appId: string): string {
  const key = createHash('sha256').update(`${origin}\n${appId}`).digest('hex').slice(0, 20);
  if (process.platform === 'win32') return `\\\\.\\pipe\\opsdesk-${userInfo().username}-${key}`;
  return join(dir, `${key}.sock`);
}

/**
 * Makes `dir` (0700) and checks it is this user's alone: a folder another user can write could hold a socket
 * that is not ours. Returns the reason it cannot be used, or null.
 */
export function checkMachineDir(dir: string): string | null {
  if (process.platform === 'win32') return null;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = lstatSync(dir);
    if (!st.isDirectory()) return `${dir} is not a folder`;
    if (typeof process.getuid === 'function' && st.uid !== process.getuid()) return `${dir} belongs to another user`;
    if ((st.mode & 0o077) !== 0) return `${dir} is open to other users (mode ${(st.mode & 0o777).toString(8)})`;
    return null;
  } catch (err) {
    return `${dir} cannot be used: ${err instanceof Error ? err.message : String(err)}`;
  }
}

const toSchedule: z.ZodType<ToSchedule> = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('hello'),
    pid: z.number(),
    pair: z.object({ sealed: z.string().max(8192), fp: z.string().max(128), obtainedAt: z.number() }).nullable().optional(),
    held: z.array(z.object({ m: z.string().max(200), path: z.string().max(500), cap: z.number() })).max(1000).optional(),
  }),
  z.object({ t: z.literal('acquire'), m: z.string().max(200), path: z.string().max(500), cap: z.number() }),
  z.object({ t: z.literal('release'), m: z.string().max(200) }),
  z.object({ t: z.literal('pair.get'), q: z.number() }),
  z.object({ t: z.literal('pair.put'), pair: z.object({ sealed: z.string().max(8192), fp: z.string().max(128), obtainedAt: z.number() }) }),
  z.object({ t: z.literal('lease.take'), q: z.number() }),
  z.object({ t: z.literal('lease.release'), q: z.number() }),
]);
const fromSchedule: z.ZodType<FromSchedule> = z.discriminatedUnion('t', [
  z.object({ t: z.literal('grant'), m: z.string() }),
  z.object({ t: z.literal('pair'), q: z.number(), pair: z.object({ sealed: z.string(), fp: z.string(), obtainedAt: z.number() }).nullable() }),
  z.object({ t: z.literal('pair.written'), fp: z.string() }),
  z.object({ t: z.literal('lease'), q: z.number() }),
]);

/** Newline-delimited JSON on a socket, each line checked against `schema`; a line that is not is dropped with the connection. */
function readLines<T>(socket: Socket, schema: z.ZodType<T>, onMessage: (m: T) => void): void {
  let partial = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    partial += chunk;
    let nl = partial.indexOf('\n');
    while (nl >= 0) {
      const line = partial.slice(0, nl);
      partial = partial.slice(nl + 1);
      let parsed: z.ZodSafeParseResult<T>;
      try {
        parsed = schema.safeParse(JSON.parse(line));
      } catch {
        parsed = { success: false } as z.ZodSafeParseResult<T>;
      }
      if (!parsed.success) {
        socket.destroy();
        return;
      }
      onMessage(parsed.data);
      nl = partial.indexOf('\n');
    }
    if (partial.length > MAX_LINE) socket.destroy();
  });
}

export interface MachineLinkOptions {
  address: string;
  clock: TeamClock;
  slotLeaseMs: number;
  logger?: Logger;
  /** How often a leader checks that the socket's path is still its own (default 1 s; 0: never, tests call it). */
  watchMs?: number;
  /** A leader taking over from one that died waits this long for the others to say what they hold (default 100 ms). */
  settleMs?: number;
}

/**
 * This process's way to the schedule: as its leader (the schedule runs here) or as a follower (over the socket).
 * `up` when it can send; `message` for what the schedule answers; `down` when the way is lost (it elects again
 * at once and is `up` again as soon as a leader is there).
 */
export class MachineLink extends EventEmitter<{ up: [LinkRole]; down: []; message: [FromSchedule] }> {
  private state: LinkRole = 'down';
  private server: Server | null = null;
  private serverIno: number | null = null;
  private schedule: MachineSchedule | null = null;
  private ownSession: number | null = null;
  private readonly followers = new Set<Socket>();
  private socket: Socket | null = null;
  private closed = false;
  private electing = false;
  /** The last election followed the loss of a leader (whose followers are about to reconnect). */
  private afterLoss = false;
  private readonly watch: NodeJS.Timeout | null;
  private readonly log: Logger;

  constructor(private readonly o: MachineLinkOptions) {
    super();
    this.log = o.logger ?? silentLogger();
    const every = o.watchMs ?? 1000;
    this.watch = every > 0 ? setInterval(() => this.checkStillLeader(), every) : null;
    this.watch?.unref();
  }

  get role(): LinkRole {
    return this.state;
  }

  get up(): boolean {
    return this.state === 'leader' || this.state === 'follower';
  }

  /** The schedule, when this process leads (tests read its figures). */
  get leading(): MachineSchedule | null {
    return this.schedule;
  }

  /** Finds or becomes the leader; resolves once up (or given up for now: `down`, retried on the next call). */
  async start(): Promise<void> {
    await this.elect();
  }

  send(msg: ToSchedule): boolean {
    if (this.state === 'leader' && this.schedule && this.ownSession !== null) {
      this.schedule.handle(this.ownSession, msg);
      return true;
    }
    if (this.state === 'follower' && this.socket) {
      this.socket.write(`${JSON.stringify(msg)}\n`);
      return true;
    }
    return false;
  }

  /** A leader whose socket path was taken over (or removed) steps down and elects again. */
  checkStillLeader(): void {
    if (this.state !== 'leader' || process.platform === 'win32') return;
    let ino: number | null = null;
    try {
      ino = statSync(this.o.address).ino;
    } catch {
      ino = null;
    }
    if (ino === this.serverIno) return;
    this.log.warn('the machine schedule\u2019s socket is no longer this process\u2019s; following the one there now');
    this.stopLeading();
    this.lost();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.watch) clearInterval(this.watch);
    const leading = this.state === 'leader';
    this.stopLeading(leading);
    this.socket?.destroy();
    this.socket = null;
    this.state = 'down';
  }

  private async elect(): Promise<void> {
    if (this.electing || this.closed || this.up) return;
    this.electing = true;
    try {
      for (let attempt = 0; attempt < 50 && !this.closed; attempt++) {
        const outcome = await this.connectOnce();
        if (outcome === 'connected') return;
        if (outcome === 'unusable') break;
        if (await this.tryLead()) return;
        // Another process is taking over right now: its socket is there in a moment. (Pacing, not a deadline:
        // the real clock, so a test's clock that stands still does not stop an election.)
        await new Promise((r) => setTimeout(r, 2 + Math.floor(Math.random() * 5)));
      }
      if (this.closed) return;
      this.state = 'alone';
      this.log.warn({ address: this.o.address }, 'no machine schedule could be reached or made; scheduling alone for now');
      // Tried again in a while (pacing, the real clock): a leader may be there by then.
      setTimeout(() => {
        if (this.state !== 'alone' || this.closed) return;
        this.state = 'down';
        void this.elect();
      }, ALONE_RETRY_MS).unref();
    } finally {
      this.electing = false;
    }
  }

  private connectOnce(): Promise<'connected' | 'no-leader' | 'unusable'> {
    return new Promise((resolve) => {
      const socket = connect(this.o.address);
      const onError = (err: NodeJS.ErrnoException) => {
        socket.destroy();
        // Refused or missing: nobody leads. Anything else (no permission, a path that is not a socket) will not pass.
        resolve(err.code === 'ECONNREFUSED' || err.code === 'ENOENT' || err.code === 'ECONNRESET' ? 'no-leader' : 'unusable');
      };
      socket.once('error', onError);
      socket.once('connect', () => {
        socket.off('error', onError);
        if (this.closed) {
          socket.destroy();
          resolve('connected');
          return;
        }
        this.socket = socket;
        socket.setNoDelay(true);
        socket.on('error', () => undefined);
        readLines(socket, fromSchedule, (m) => this.emit('message', m));
        socket.once('close', () => {
          if (this.socket !== socket) return;
          this.socket = null;
          this.lost();
        });
        this.state = 'follower';
        this.emit('up', 'follower');
        resolve('connected');
      });
    });
  }

  private async tryLead(): Promise<boolean> {
    const takeover = `${this.o.address}.takeover`;
    const unix = process.platform !== 'win32';
    if (unix) {
      try {
        const fd = openSync(takeover, 'wx', 0o600);
        writeSync(fd, String(process.pid));
        closeSync(fd);
      } catch {
        try {
          if (Date.now() - statSync(takeover).mtimeMs > TAKEOVER_STALE_MS) rmSync(takeover, { force: true });
        } catch {
          // Gone meanwhile: the next round tries again.
        }
        return false;
      }
    }
    try {
      // Someone may have started leading between our refused connection and the takeover file.
      if ((await this.connectOnce()) === 'connected') return true;
      if (unix) rmSync(this.o.address, { force: true });
      const server = createServer((s) => this.follow(s));
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(this.o.address, () => {
          server.off('error', reject);
          resolve();
        });
      });
      if (unix) {
        chmodSync(this.o.address, 0o600);
        this.serverIno = statSync(this.o.address).ino;
      }
      server.on('error', () => undefined);
      server.unref();
      if (this.closed) {
        server.close();
        return true;
      }
      this.server = server;
      this.schedule = new MachineSchedule(this.o.clock, this.o.slotLeaseMs, this.afterLoss ? (this.o.settleMs ?? 100) : 0);
      this.ownSession = this.schedule.open({ send: (m) => queueMicrotask(() => this.emit('message', m)) });
      this.state = 'leader';
      this.emit('up', 'leader');
      return true;
    } catch (err) {
      this.log.debug({ err: err instanceof Error ? err.message : String(err) }, 'could not lead the machine schedule');
      return false;
    } finally {
      if (unix) rmSync(takeover, { force: true });
    }
  }

  private follow(socket: Socket): void {
    const schedule = this.schedule;
    if (!schedule || this.closed) {
      socket.destroy();
      return;
    }
    socket.setNoDelay(true);
    this.followers.add(socket);
    const id = schedule.open({ send: (m) => socket.write(`${JSON.stringify(m)}\n`) });
    socket.on('error', () => undefined);
    readLines(socket, toSchedule, (m) => schedule.handle(id, m));
    socket.once('close', () => {
      this.followers.delete(socket);
      schedule.close(id);
    });
  }

  private stopLeading(unlink = false): void {
    if (!this.server) return;
    this.server.close();
    for (const s of this.followers) s.destroy();
    this.followers.clear();
    if (unlink && process.platform !== 'win32') {
      // Only our own socket: a path another process took over is left to it.
      try {
        if (statSync(this.o.address).ino === this.serverIno) rmSync(this.o.address, { force: true });
      } catch {
        // Already gone.
      }
    }
    this.server = null;
    this.schedule = null;
    this.ownSession = null;
    this.serverIno = null;
  }

  private lost(): void {
    if (this.closed) return;
    this.afterLoss = true;
    this.state = 'down';
    this.emit('down');
    void this.elect();
  }
}
