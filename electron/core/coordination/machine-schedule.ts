// The schedule the Opsdesk processes of one user on one machine share for an appId (and service): one fair
// semaphore per path (first come, first served across processes), the one renewal lease of the token pair, and
// the pair itself, sealed (token-crypto.ts: only a process holding the app secret can open it). It runs in
// whichever process leads (machine-link.ts) and knows nothing of sockets: each process is a session that sends
// it messages and receives its answers. A session that ends (its process exited or was killed: the kernel
// closes its socket) gives back at once every slot it held, its places in line and the lease; a slot also
// lapses after the vendor's 2 minutes, whoever holds it.
import type { TeamClock } from './types';

/** What a process asks of the schedule. `m` names one request (a member); `q` matches an answer to its question. */
export type ToSchedule =
  | { t: 'hello'; pid: number; pair?: SealedPair | null; held?: Array<{ m: string; path: string; cap: number }> }
  | { t: 'acquire'; m: string; path: string; cap: number }
  | { t: 'release'; m: string }
  | { t: 'pair.get'; q: number }
  | { t: 'pair.put'; pair: SealedPair }
  | { t: 'lease.take'; q: number }
  | { t: 'lease.release'; q: number };

/** What the schedule tells a process. */
export type FromSchedule =
  | { t: 'grant'; m: string }
  | { t: 'pair'; q: number; pair: SealedPair | null }
  | { t: 'pair.written'; fp: string }
  | { t: 'lease'; q: number };

/** The pair as the schedule keeps it: sealed, with the fingerprint peers compare and when it was obtained. */
export interface SealedPair {
  sealed: string;
  fp: string;
  obtainedAt: number;
}

export interface ScheduleSession {
  send(message: FromSchedule): void;
}

interface Holder {
  session: number;
  /** Bumped when the slot lapses or is released: a lapse timer of an older grant does nothing. */
  grant: number;
}

interface PathState {
  cap: number;
  holders: Map<string, Holder>;
  queue: Array<{ m: string; session: number }>;
}

export interface ScheduleFigures {
  sessions: number;
  paths: Array<{ path: string; held: number; waiting: number }>;
  lapsed: number;
  /** Reads of the pair answered. */
  pairReads: number;
}

export class MachineSchedule {
  private readonly sessions = new Map<number, ScheduleSession>();
  private readonly paths = new Map<string, PathState>();
  private lease: { session: number; q: number } | null = null;
  private readonly leaseLine: Array<{ session: number; q: number }> = [];
  private pair: SealedPair | null = null;
  private nextSession = 1;
  private nextGrant = 1;
  private lapsed = 0;
  private pairReads = 0;

  /** A schedule taking over from one that died grants nothing until the processes said what they hold. */
  private settling: boolean;

  constructor(
    private readonly clock: TeamClock,
    /** The vendor's own rule: a slot is free again this long after it was granted (120 s). */
    private readonly slotLeaseMs: number,
    /**
     * After a leader died: how long to wait for the processes that followed it to reconnect and say which slots
     * they still hold (their requests are in flight at the vendor) before granting any (0: at once).
     */
    settleMs = 0,
  ) {
    this.settling = settleMs > 0;
    if (this.settling) {
      void clock.sleep(settleMs).then(() => {
        this.settling = false;
        for (const p of this.paths.values()) this.dispatch(p);
        this.handLease();
      });
    }
  }

  open(session: ScheduleSession): number {
    const id = this.nextSession++;
    this.sessions.set(id, session);
    return id;
  }

  handle(session: number, msg: ToSchedule): void {
    if (!this.sessions.has(session)) return;
    switch (msg.t) {
      case 'hello':
        // A process that was there before this schedule (its leader died): what it holds is still in flight at
        // the vendor, so it stays held here; a pair it knows may be newer than this one's.
        for (const h of msg.held ?? []) {
          const p = this.path(h.path, h.cap);
          if (!p.holders.has(h.m)) this.hold(p, h.m, session);
        }
        if (msg.pair && (this.pair === null || msg.pair.obtainedAt > this.pair.obtainedAt)) this.pair = msg.pair;
        return;
      case 'acquire': {
        const p = this.path(msg.path, msg.cap);
        if (p.holders.has(msg.m) || p.queue.some((w) => w.m === msg.m)) return;
        p.queue.push({ m: msg.m, session });
        this.dispatch(p);
        return;
      }
      case 'release':
        for (const p of this.paths.values()) {
          if (p.holders.delete(msg.m)) this.dispatch(p);
          else {
            const i = p.queue.findIndex((w) => w.m === msg.m);
            if (i >= 0) p.queue.splice(i, 1);
          }
        }
        return;
      case 'pair.get':
        this.pairReads++;
        this.send(session, { t: 'pair', q: msg.q, pair: this.pair });
        return;
      case 'pair.put':
        if (this.pair !== null && msg.pair.obtainedAt < this.pair.obtainedAt) return;
        this.pair = msg.pair;
        for (const id of this.sessions.keys()) if (id !== session) this.send(id, { t: 'pair.written', fp: msg.pair.fp });
        return;
      case 'lease.take':
        this.leaseLine.push({ session, q: msg.q });
        this.handLease();
        return;
      case 'lease.release':
        if (this.lease?.session === session && this.lease.q === msg.q) {
          this.lease = null;
          this.handLease();
        } else {
          const i = this.leaseLine.findIndex((w) => w.session === session && w.q === msg.q);
          if (i >= 0) this.leaseLine.splice(i, 1);
        }
        return;
    }
  }

  /** The session's process is gone: everything it held or waited for is given back now. */
  close(session: number): void {
    if (!this.sessions.delete(session)) return;
    for (const p of this.paths.values()) {
      p.queue = p.queue.filter((w) => w.session !== session);
      let freed = false;
      for (const [m, h] of p.holders) {
        if (h.session !== session) continue;
        p.holders.delete(m);
        freed = true;
      }
      if (freed) this.dispatch(p);
    }
    for (let i = this.leaseLine.length - 1; i >= 0; i--) if (this.leaseLine[i]?.session === session) this.leaseLine.splice(i, 1);
    if (this.lease?.session === session) {
      this.lease = null;
      this.handLease();
    }
  }

  figures(): ScheduleFigures {
    return {
      sessions: this.sessions.size,
      paths: [...this.paths].map(([path, p]) => ({ path, held: p.holders.size, waiting: p.queue.length })),
      lapsed: this.lapsed,
      pairReads: this.pairReads,
    };
  }

  private path(path: string, cap: number): PathState {
    let p = this.paths.get(path);
    if (!p) {
      p = { cap: Math.max(1, Math.floor(cap)), holders: new Map(), queue: [] };
      this.paths.set(path, p);
    }
    return p;
  }

  private dispatch(p: PathState): void {
    if (this.settling) return;
    while (p.holders.size < p.cap && p.queue.length > 0) {
      const next = p.queue.shift() as { m: string; session: number };
      this.hold(p, next.m, next.session);
      this.send(next.session, { t: 'grant', m: next.m });
    }
  }

  private hold(p: PathState, m: string, session: number): void {
    const grant = this.nextGrant++;
    p.holders.set(m, { session, grant });
    // The vendor frees a request's token after 2 minutes whatever happened to it; so does this schedule (a
    // process that froze holding a slot holds it no longer than the vendor would).
    void this.clock.sleep(this.slotLeaseMs).then(() => {
      if (p.holders.get(m)?.grant !== grant) return;
      p.holders.delete(m);
      this.lapsed++;
      this.dispatch(p);
    });
  }

  private handLease(): void {
    if (this.settling) return;
    while (this.lease === null && this.leaseLine.length > 0) {
      const next = this.leaseLine.shift() as { session: number; q: number };
      if (!this.sessions.has(next.session)) continue;
      this.lease = next;
      this.send(next.session, { t: 'lease', q: next.q });
    }
  }

  private send(session: number, msg: FromSchedule): void {
    this.sessions.get(session)?.send(msg);
  }
}
