// The team schedule: one fair semaphore per appId + path on the team server, its slots numbered 0 .. capacity - 1.
// A desktop takes a ticket; the server hands free slots to the oldest tickets (first come, first served across
// desktops), each with the path's next fencing token. A release hands the slot straight on: the releaser's script
// pushes the grant onto the next waiter's own list, which that desktop reads with BLPOP on a connection of its
// own, so a hand-off is one script and one reply (nothing polls, nothing is published). A slot comes back when its
// holder releases it (the answer arrived), when its holder stops beating for it (killed, frozen), and after the
// vendor's 2 minutes at the latest; a release or beat carrying a stale fencing token (the slot lapsed and went to
// someone else) is refused, so it can never free or keep alive another request's slot. While the server is away
// the desktop schedules locally (its own throttle and back-off) and says so; it rejoins when the server is back.
import { AbortedError } from '../backoff';
import type { TeamConnection } from './redis-connection';
import { ACQUIRE, RELEASE } from './redis-scripts';
import type { SharedSlot, SharedSlots } from './types';

export interface TeamKeys {
  presence: string;
  names: string;
  paths: string;
  /** Prefix of a path's schedule keys (`<prefix><path>:lapse` …). */
  holdersPrefix: string;
  /** Prefix of a desktop's grant list (`<prefix><desktopId>`). */
  grantsPrefix: string;
  channel: string;
  pair: string;
  lease: string;
  /** The renewal lease's fencing counter: every lease taken gets the next number. */
  fence: string;
}

export function teamKeys(appId: string): TeamKeys {
  // One hash tag per appId: every key of a team lands on one node of a cluster, as its scripts need.
  const p = `opsdesk:{${appId}}:`;
  return {
    presence: `${p}desktops`,
    names: `${p}desktop-names`,
    paths: `${p}paths`,
    holdersPrefix: `${p}sem:`,
    grantsPrefix: `${p}grants:`,
    channel: `${p}events`,
    pair: `${p}token:pair`,
    lease: `${p}token:lease`,
    fence: `${p}token:fence`,
  };
}

export interface TeamTiming {
  /** The vendor's own release rule: a slot lapses this long after it was granted (120 s). */
  slotLeaseMs: number;
  /** A desktop (or a slot's holder) not heard from for this long is gone: its slots and places in line are freed. */
  livenessMs: number;
}

interface Waiter {
  granted: (slot: string, fence: number) => void;
  fallback: () => void;
}

/** A slot granted to this desktop: which one of the path's, and the fencing token of that grant. */
interface Grant {
  path: string;
  capacity: number;
  slot: string;
  fence: number;
}

const LOCAL_ONLY: SharedSlot = { release: async () => undefined };
const GRANT_TEXT = /^(\S+) (\d+) (\d+) (\d+)$/;

export class RedisSlots implements SharedSlots {
  private readonly waiters = new Map<string, Waiter>();
  private readonly held = new Map<string, Grant>();
  /**
   * Places this desktop may still have on the server though it no longer uses them: a wait given up while the
   * server was away (its last request may have been granted after all), a slot released while it was away.
   * Given back when the server is reachable again (fenced: a slot that lapsed meanwhile is not freed again).
   */
  private readonly orphans = new Map<string, { path: string; capacity: number; slot: string; fence: number | null }>();
  private seq = 0;
  /** The last hand-offs to this desktop, ms from the grant on the server (a peer's release) to the grant here. */
  readonly handoffs: number[] = [];
  /** Slots this desktop held that the server gave to someone else (its heartbeat was refused), in all. */
  lostSlots = 0;

  constructor(
    private readonly conn: TeamConnection,
    private readonly keys: TeamKeys,
    private readonly desktopId: string,
    private readonly timing: TeamTiming,
    /** Tells the coordinator the server failed a call (it shows the fallback). */
    private readonly onFailure: (err: unknown) => void,
  ) {
    conn.on('grant', (text) => this.onGrant(text));
    // The server went away: nobody will hand out slots, so everybody waiting schedules locally.
    conn.on('down', () => {
      for (const w of [...this.waiters.values()]) w.fallback();
    });
    conn.on('up', () => void this.releaseOrphans());
  }

  /** The HEARTBEAT script's arguments for the slots held here: path, slot, fence, member for each. */
  beatArgs(): string[] {
    return [...this.held].flatMap(([member, g]) => [g.path, g.slot, String(g.fence), member]);
  }

  /** The heartbeat found these members' slots gone (lapsed, given to others): they are no longer held here. */
  dropLost(members: readonly string[]): void {
    for (const m of members) if (this.held.delete(m)) this.lostSlots++;
  }

  async acquire(path: string, capacity: number, signal?: AbortSignal): Promise<SharedSlot> {
    if (signal?.aborted) throw new AbortedError('aborted while waiting for a team slot');
    if (!this.conn.up) return LOCAL_ONLY;
    const member = `${this.desktopId}#${++this.seq}`;
    const k = this.pathKeys(path);
    const args = [this.desktopId, member, capacity, this.timing.slotLeaseMs, this.timing.livenessMs, this.keys.grantsPrefix, path];
    return new Promise<SharedSlot>((resolve, reject) => {
      let settled = false;
      let timer: NodeJS.Timeout | null = null;
      const finish = () => {
        settled = true;
        this.waiters.delete(member);
        if (timer) clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const granted = (slot: string, fence: number) => {
        if (settled) return;
        finish();
        const grant: Grant = { path, capacity, slot, fence };
        this.held.set(member, grant);
        resolve(this.slot(member, grant));
      };
      const fallback = () => {
        if (settled) return;
        finish();
        this.giveBack(member, { path, capacity, slot: '', fence: null });
        resolve(LOCAL_ONLY);
      };
      const onAbort = () => {
        if (settled) return;
        finish();
        // Leave the line; if the grant crossed the abort, the server takes that slot back by this member's name.
        this.giveBack(member, { path, capacity, slot: '', fence: null });
        reject(new AbortedError('aborted while waiting for a team slot'));
      };
      // Asked once; asked again only when the earliest held slot is due to lapse (its holder may have died), not
      // on a poll: a live holder's release hands the slot over through this desktop's grant list.
      const ask = () => {
        this.conn.run(ACQUIRE, [this.keys.presence, k.lapse, k.owner, k.queue, k.fence, k.ticket, this.keys.paths], args).then(
          (reply) => {
            const [held, a, b] = reply as [number, string | number, number?];
            if (held === 1) granted(String(a), Number(b));
            else if (!settled) {
              timer = setTimeout(ask, Math.min(this.timing.livenessMs, Math.max(1, Number(a) + 1)));
              timer.unref();
            }
          },
          (err: unknown) => {
            this.onFailure(err);
            fallback();
          },
        );
      };
      this.waiters.set(member, { granted, fallback });
      signal?.addEventListener('abort', onAbort, { once: true });
      ask();
    });
  }

  private slot(member: string, grant: Grant): SharedSlot {
    let released: Promise<void> | null = null;
    return {
      release: () => {
        // No longer beaten for from now on: a heartbeat sent after this runs after the release on the server.
        if (released === null) this.held.delete(member);
        released ??= this.giveBack(member, grant);
        return released;
      },
    };
  }

  private onGrant(text: string): void {
    const m = GRANT_TEXT.exec(text);
    if (!m) return;
    const [, member = '', slot = '', fence = '', grantedAtUs = ''] = m;
    // A grant for a wait given up since is the server's to take back (the RELEASE of that wait does).
    const waiter = this.waiters.get(member);
    if (!waiter) return;
    waiter.granted(slot, Number(fence));
    // Server and desktop share a wall clock only on one machine: the figure is for the bench on loopback.
    this.noteHandoff((performance.timeOrigin + performance.now()) * 1000 - Number(grantedAtUs));
  }

  /** Releases a slot or leaves the line; kept as an orphan to retry when the server cannot be reached. */
  private async giveBack(member: string, g: { path: string; capacity: number; slot: string; fence: number | null }): Promise<void> {
    const k = this.pathKeys(g.path);
    try {
      await this.conn.run(
        RELEASE,
        [this.keys.presence, k.lapse, k.owner, k.queue, k.fence],
        [this.desktopId, member, g.slot, g.fence === null ? '' : String(g.fence), g.capacity, this.timing.slotLeaseMs, this.timing.livenessMs, this.keys.grantsPrefix],
      );
      this.orphans.delete(member);
    } catch (err) {
      this.orphans.set(member, g);
      this.onFailure(err);
    }
  }

  private async releaseOrphans(): Promise<void> {
    for (const [member, g] of [...this.orphans]) await this.giveBack(member, g);
  }

  private noteHandoff(us: number): void {
    if (this.handoffs.length >= 100_000) this.handoffs.shift();
    this.handoffs.push(Math.max(0, us / 1000));
  }

  private pathKeys(path: string) {
    const base = `${this.keys.holdersPrefix}${path}`;
    return { lapse: `${base}:lapse`, owner: `${base}:owner`, queue: `${base}:queue`, fence: `${base}:fence`, ticket: `${base}:ticket` };
  }
}
