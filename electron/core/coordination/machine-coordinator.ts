// The coordination of every Opsdesk process of this user on this machine that works one appId at one service
// (the desktop app beside a browser host, two browser hosts on two data folders): they share one schedule per
// path and one token pair through a small coordinator on a local socket (machine-link.ts, machine-schedule.ts),
// as a team's desktops do through Redis. No server to install; a process killed with -9 gives its slots back at
// once (its socket closes), and one whose coordinator cannot be reached schedules alone, as before.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { AbortedError } from '../backoff';
import { silentLogger, type Logger } from '../logger';
import { knownSecrets } from '../redaction';
import { defaultDesktopName, pairText, parseStoredPair } from './local';
import { checkMachineDir, defaultMachineDir, machineAddress, MachineLink, MAX_SOCKET_PATH, type LinkRole } from './machine-link';
import type { FromSchedule, SealedPair } from './machine-schedule';
import { derivePairKey, openPair, pairFingerprint, sealPair, type PairKey } from './token-crypto';
import { realTeamClock, type CoordinationStatus, type Coordinator, type SharedSlot, type SharedSlots, type StoredTokenPair, type TeamClock, type TokenPairStore } from './types';

export interface MachineCoordinatorOptions {
  appId: string;
  /** The service's address: processes share a schedule only for the same appId at the same origin. */
  baseUrl: string;
  appSecret: () => Promise<string | null>;
  logger?: Logger;
  /** The folder of the socket (default: this user's runtime folder, defaultMachineDir()). */
  dir?: string;
  clock?: TeamClock;
  /** A slot is free again this long after it was granted: the vendor's rule (default 120 s). */
  slotLeaseMs?: number;
  /** How long a request waits for a lost coordinator to be back before it goes alone (default 2 s). */
  reconnectWaitMs?: number;
  /** Longest a renewal waits for another process's (default 40 s: a token call times out after 30 s). */
  renewalWaitMs?: number;
  /** How often a leader checks its socket is still its own (default 1 s; 0 never: tests). */
  watchMs?: number;
  /** A leader taking over from one that died grants nothing for this long, by `clock` (default 100 ms). */
  settleMs?: number;
}

const LOCAL_ONLY: SharedSlot = { release: async () => undefined };

interface Waiter {
  path: string;
  cap: number;
  granted: () => void;
  alone: () => void;
}

export class MachineCoordinator extends EventEmitter<{ changed: [CoordinationStatus] }> implements Coordinator {
  readonly slots: SharedSlots;
  private readonly link: MachineLink | null;
  private readonly clock: TeamClock;
  private readonly log: Logger;
  private readonly since = Date.now();
  private readonly desktop = { id: 'this-desktop', name: defaultDesktopName() };
  private readonly id = randomUUID().replace(/-/g, '').slice(0, 12);
  private seq = 0;
  private readonly waiters = new Map<string, Waiter>();
  private readonly held = new Map<string, { path: string; cap: number }>();
  private readonly answers = new Map<number, (m: FromSchedule) => void>();
  private readonly peerWrites = new Set<(fp: string) => void>();
  private lastPair: SealedPair | null = null;
  /** The pair asked for as the schedule was reached: a job's first chunk finds the token without a round trip. */
  private prefetched: Promise<SealedPair | null | undefined> | null = null;
  private key: { secret: string; key: Promise<PairKey> } | null = null;
  /** Why this process schedules alone, when it does. */
  readonly aloneReason: string | null;

  constructor(private readonly o: MachineCoordinatorOptions) {
    super();
    this.clock = o.clock ?? realTeamClock;
    this.log = (o.logger ?? silentLogger()).child({ module: 'machine-coordination', appId: o.appId });
    const dir = o.dir ?? defaultMachineDir();
    let origin: string | null = null;
    try {
      origin = new URL(o.baseUrl).origin;
    } catch {
      origin = null;
    }
    const problem = origin === null ? 'no service address' : checkMachineDir(dir);
    const address = origin === null ? '' : machineAddress(dir, origin, o.appId);
    this.aloneReason = problem ?? (process.platform !== 'win32' && address.length > MAX_SOCKET_PATH ? `the socket path ${address} is too long` : null);
    if (this.aloneReason) {
      this.log.warn({ reason: this.aloneReason }, 'not sharing the schedule with other Opsdesk processes on this machine');
      this.link = null;
    } else {
      this.link = new MachineLink({ address, clock: this.clock, slotLeaseMs: o.slotLeaseMs ?? 120_000, logger: this.log, watchMs: o.watchMs, settleMs: o.settleMs });
      this.link.on('up', (role) => this.onUp(role));
      this.link.on('down', () => this.onDown());
      this.link.on('message', (m) => this.onMessage(m));
      void this.link.start();
    }
    this.slots = { acquire: (path, cap, signal) => this.acquire(path, cap, signal) };
    // Derived as the session opens (scrypt), not when the first chunk needs the token.
    void this.pairKey().catch(() => undefined);
  }

  /** Where this process stands: leading the schedule, following, looking for a leader, or alone. */
  get role(): LinkRole {
    return this.link?.role ?? 'alone';
  }

  /** Resolves once the schedule is reachable (true) or `ms` passed by this coordinator's clock (false). */
  async ready(ms: number): Promise<boolean> {
    const link = this.link;
    if (!link) return false;
    if (link.up) return true;
    return new Promise((resolve) => {
      const onUp = () => {
        link.off('up', onUp);
        resolve(true);
      };
      link.on('up', onUp);
      void this.clock.sleep(ms).then(() => {
        link.off('up', onUp);
        resolve(link.up);
      });
    });
  }

  /** The schedule's figures when this process leads it (tests and the bench). */
  scheduleFigures() {
    return this.link?.leading?.figures() ?? null;
  }

  tokenPairs(local: TokenPairStore): TokenPairStore {
    return {
      read: () => this.readPair(local),
      write: (pair) => this.writePair(local, pair),
      clear: () => local.clear(),
      exclusive: (body) => this.exclusive(body),
      onPeerWrite: (listener) => {
        this.peerWrites.add(listener);
        return () => this.peerWrites.delete(listener);
      },
    };
  }

  async status(): Promise<CoordinationStatus> {
    return { mode: 'local', server: null, thisDesktop: this.desktop, desktops: 1, holders: [], warning: null, since: this.since };
  }

  async close(): Promise<void> {
    for (const w of [...this.waiters.values()]) w.alone();
    await this.link?.close();
  }

  private acquire(path: string, cap: number, signal?: AbortSignal): Promise<SharedSlot> {
    if (signal?.aborted) return Promise.reject(abortError());
    if (!this.link || this.link.role === 'alone') return Promise.resolve(LOCAL_ONLY);
    const m = `${this.id}#${++this.seq}`;
    return new Promise<SharedSlot>((resolve, reject) => {
      let settled = false;
      const finish = () => {
        settled = true;
        this.waiters.delete(m);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (settled) return;
        finish();
        // Leaves the line; a grant that crossed the abort is taken back by this member's name.
        this.link?.send({ t: 'release', m });
        reject(abortError());
      };
      this.waiters.set(m, {
        path,
        cap,
        granted: () => {
          if (settled) return;
          finish();
          this.held.set(m, { path, cap });
          let released = false;
          resolve({
            release: async () => {
              if (released) return;
              released = true;
              this.held.delete(m);
              this.link?.send({ t: 'release', m });
            },
          });
        },
        alone: () => {
          if (settled) return;
          finish();
          this.link?.send({ t: 'release', m });
          resolve(LOCAL_ONLY);
        },
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      if (!this.link?.send({ t: 'acquire', m, path, cap })) this.waitForLink(m);
    });
  }

  /** The schedule is away: wait a little for it (an election takes milliseconds), then go alone. */
  private waitForLink(m: string): void {
    void this.clock.sleep(this.o.reconnectWaitMs ?? 2000).then(() => {
      if (this.link?.up) return;
      const w = this.waiters.get(m);
      if (w) {
        this.log.info({ path: w.path }, 'the machine schedule is away; this request goes alone');
        w.alone();
      }
    });
  }

  private onUp(role: LinkRole): void {
    this.log.debug({ role, held: this.held.size, waiting: this.waiters.size }, 'machine schedule reached');
    const link = this.link as MachineLink;
    // A new leader knows nothing yet: what this process holds (still in flight at the vendor) and the newest
    // pair it knows go first, then every request still waiting asks again, in its order.
    link.send({ t: 'hello', pid: process.pid, pair: this.lastPair, held: [...this.held].map(([m, h]) => ({ m, path: h.path, cap: h.cap })) });
    for (const [m, w] of this.waiters) link.send({ t: 'acquire', m, path: w.path, cap: w.cap });
    for (const q of [...this.answers.keys()]) this.resend(q);
    this.prefetched = this.askPair();
  }

  private onDown(): void {
    this.prefetched = null;
    this.log.info('the machine schedule went away; electing a new one');
    for (const m of this.waiters.keys()) this.waitForLink(m);
  }

  private onMessage(msg: FromSchedule): void {
    if (msg.t === 'grant') {
      const w = this.waiters.get(msg.m);
      if (w) w.granted();
      // A grant for a wait given up since: give it straight back.
      else if (!this.held.has(msg.m)) this.link?.send({ t: 'release', m: msg.m });
      return;
    }
    if (msg.t === 'pair.written') {
      this.prefetched = null;
      for (const l of this.peerWrites) l(msg.fp);
      return;
    }
    this.answers.get(msg.q)?.(msg);
  }

  // Questions that need an answer (the pair, the lease) are kept until answered, and asked again of a new leader.
  private readonly questions = new Map<number, () => boolean>();
  private nextQ = 1;

  private ask(msgFor: (q: number) => Parameters<MachineLink['send']>[0], onAnswer: (m: FromSchedule) => void): number {
    const q = this.nextQ++;
    this.answers.set(q, (m) => {
      this.answers.delete(q);
      this.questions.delete(q);
      onAnswer(m);
    });
    this.questions.set(q, () => this.link?.send(msgFor(q)) ?? false);
    this.resend(q);
    return q;
  }

  private resend(q: number): void {
    this.questions.get(q)?.();
  }

  private forget(q: number): void {
    this.answers.delete(q);
    this.questions.delete(q);
  }

  /** Asks the schedule for the sealed pair; undefined when no answer came within the wait. */
  private askPair(): Promise<SealedPair | null | undefined> {
    return new Promise<SealedPair | null | undefined>((resolve) => {
      const q = this.ask(
        (n) => ({ t: 'pair.get', q: n }),
        (m) => resolve(m.t === 'pair' ? m.pair : undefined),
      );
      void this.clock.sleep(this.o.reconnectWaitMs ?? 2000).then(() => {
        this.forget(q);
        resolve(undefined);
      });
    });
  }

  private async readPair(local: TokenPairStore): Promise<StoredTokenPair | null> {
    if (!this.link?.up) return local.read();
    // The pair asked for as the schedule was reached is the first read's, unless a write was announced since.
    const prefetched = this.prefetched;
    this.prefetched = null;
    const answer = await (prefetched ?? this.askPair());
    if (!answer) return local.read();
    const key = await this.pairKey();
    const plain = key ? openPair(key, this.o.appId, answer.sealed) : null;
    const pair = parseStoredPair(plain);
    if (!pair) {
      // Another secret sealed it (the profile's secret changed in one process only): this one goes its own way.
      this.log.warn('the token pair of another Opsdesk process on this machine does not open with this profile\u2019s app secret');
      return local.read();
    }
    knownSecrets.add(pair.accessToken);
    knownSecrets.add(pair.refreshToken);
    if (this.lastPair === null || answer.obtainedAt >= this.lastPair.obtainedAt) this.lastPair = answer;
    return pair;
  }

  private async writePair(local: TokenPairStore, pair: StoredTokenPair): Promise<void> {
    this.prefetched = null;
    await local.write(pair);
    const key = await this.pairKey();
    if (!key) return;
    this.lastPair = { sealed: sealPair(key, this.o.appId, pairText(pair)), fp: pairFingerprint(pair.accessToken), obtainedAt: pair.obtainedAt };
    this.link?.send({ t: 'pair.put', pair: this.lastPair });
  }

  /** One renewal among the processes at a time; a process that dies renewing lets the next one go at once. */
  private async exclusive<T>(body: () => Promise<T>): Promise<T> {
    if (!this.link?.up) return body();
    let q = 0;
    const granted = await new Promise<boolean>((resolve) => {
      q = this.ask(
        (n) => ({ t: 'lease.take', q: n }),
        () => resolve(true),
      );
      void this.clock.sleep(this.o.renewalWaitMs ?? 40_000).then(() => resolve(false));
    });
    if (!granted) {
      this.forget(q);
      this.link.send({ t: 'lease.release', q });
      this.log.warn('waited longer than any renewal may take for another Opsdesk process\u2019s; renewing without it');
      return body();
    }
    try {
      return await body();
    } finally {
      this.link.send({ t: 'lease.release', q });
    }
  }

  private async pairKey(): Promise<PairKey | null> {
    const secret = await this.o.appSecret();
    if (!secret) return null;
    if (this.key?.secret !== secret) this.key = { secret, key: derivePairKey(secret, this.o.appId) };
    return this.key.key;
  }
}

function abortError(): Error {
  return new AbortedError('aborted while waiting for a slot of the machine schedule');
}
