// The team schedule: one fair semaphore per appId + path on the team server. A desktop takes a ticket, and the
// server hands free slots to the oldest tickets (first come, first served across desktops), telling their
// desktops on the appId's channel. A slot comes back when its holder releases it (the answer arrived), when its
// desktop stops beating (killed), and after the vendor's 2 minutes at the latest. While the server is away the
// desktop schedules locally (its own throttle and back-off) and says so; it rejoins when the server is back.
import { AbortedError } from '../backoff';
import type { TeamConnection } from './redis-connection';
import { ACQUIRE, RELEASE } from './redis-scripts';
import type { SharedSlot, SharedSlots } from './types';

export interface TeamKeys {
  presence: string;
  names: string;
  paths: string;
  holdersPrefix: string;
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
    channel: `${p}events`,
    pair: `${p}token:pair`,
    lease: `${p}token:lease`,
    fence: `${p}token:fence`,
  };
}

export interface TeamTiming {
  /** The vendor's own release rule: a slot lapses this long after it was granted (120 s). */
  slotLeaseMs: number;
  /** A desktop not heard from for this long is gone: its slots and places in line are freed. */
  livenessMs: number;
  /** How often a waiter asks again in case a grant notice was lost. */
  pollMs: number;
}

interface Waiter {
  granted: () => void;
  fallback: () => void;
}

const LOCAL_ONLY: SharedSlot = { release: async () => undefined };

export class RedisSlots implements SharedSlots {
  private readonly waiters = new Map<string, Waiter>();
  private readonly held = new Map<string, string>();
  /**
   * Places this desktop may still have on the server though it no longer uses them: a wait given up while the
   * server was away (its last request may have been granted after all), a slot released while it was away.
   * Given back when the server is reachable again, so they never block the team until their lease lapses.
   */
  private readonly orphans = new Map<string, { path: string; capacity: number }>();
  private seq = 0;
  /** The last hand-offs to this desktop, ms from the grant on the server (a peer's release) to the grant here. */
  readonly handoffs: number[] = [];

  constructor(
    private readonly conn: TeamConnection,
    private readonly keys: TeamKeys,
    private readonly desktopId: string,
    private readonly timing: TeamTiming,
    /** Tells the coordinator the server failed a call (it shows the fallback). */
    private readonly onFailure: (err: unknown) => void,
  ) {
    conn.on('message', (text) => {
      if (!text.startsWith('grant ')) return;
      const [member = '', grantedAtUs] = text.slice(6).split(' ');
      const waiter = this.waiters.get(member);
      if (!waiter) return;
      waiter.granted();
      // Server and desktop share a wall clock only on one machine: the figure is for the bench on loopback.
      if (grantedAtUs) this.noteHandoff((performance.timeOrigin + performance.now()) * 1000 - Number(grantedAtUs));
    });
    // The server went away: nobody will hand out slots, so everybody waiting schedules locally.
    conn.on('down', () => {
      for (const w of [...this.waiters.values()]) w.fallback();
    });
    conn.on('up', () => void this.releaseOrphans());
  }

  /** Paths this desktop holds a team slot on, by member. */
  heldPaths(): string[] {
    return [...this.held.values()];
  }

  async acquire(path: string, capacity: number, signal?: AbortSignal): Promise<SharedSlot> {
    if (signal?.aborted) throw new AbortedError('aborted while waiting for a team slot');
    if (!this.conn.up) return LOCAL_ONLY;
    const member = `${this.desktopId}#${++this.seq}`;
    const k = this.pathKeys(path);
    const args = (extra: Array<string | number>) => [this.desktopId, member, capacity, this.timing.slotLeaseMs, this.timing.livenessMs, this.keys.channel, ...extra];
    return new Promise<SharedSlot>((resolve, reject) => {
      let settled = false;
      let timer: NodeJS.Timeout | null = null;
      const finish = () => {
        settled = true;
        this.waiters.delete(member);
        if (timer) clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const granted = () => {
        if (settled) return;
        finish();
        this.held.set(member, path);
        resolve(this.slot(member, path, capacity));
      };
      const fallback = () => {
        if (settled) return;
        finish();
        this.giveBack(member, path, capacity);
        resolve(LOCAL_ONLY);
      };
      const onAbort = () => {
        if (settled) return;
        finish();
        // Leave the line; if the grant crossed the abort, the slot goes straight to the next in line.
        this.giveBack(member, path, capacity);
        reject(new AbortedError('aborted while waiting for a team slot'));
      };
      const ask = () => {
        this.conn.run(ACQUIRE, [this.keys.presence, k.holders, k.queue, k.ticket, this.keys.paths], args([path])).then(
          (held) => {
            if (held === 1) granted();
            else if (!settled) {
              timer = setTimeout(ask, this.timing.pollMs);
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

  private slot(member: string, path: string, capacity: number): SharedSlot {
    let released: Promise<void> | null = null;
    return {
      release: () => {
        released ??= this.giveBack(member, path, capacity).finally(() => this.held.delete(member));
        return released;
      },
    };
  }

  /** Releases a slot or leaves the line; kept as an orphan to retry when the server cannot be reached. */
  private async giveBack(member: string, path: string, capacity: number): Promise<void> {
    const k = this.pathKeys(path);
    try {
      await this.conn.run(RELEASE, [this.keys.presence, k.holders, k.queue], [this.desktopId, member, capacity, this.timing.slotLeaseMs, this.timing.livenessMs, this.keys.channel]);
      this.orphans.delete(member);
    } catch (err) {
      this.orphans.set(member, { path, capacity });
      this.onFailure(err);
    }
  }

  private async releaseOrphans(): Promise<void> {
    for (const [member, { path, capacity }] of [...this.orphans]) await this.giveBack(member, path, capacity);
  }

  private noteHandoff(us: number): void {
    if (this.handoffs.length >= 100_000) this.handoffs.shift();
    this.handoffs.push(Math.max(0, us / 1000));
  }

  private pathKeys(path: string) {
    const base = `${this.keys.holdersPrefix}${path}`;
    return { holders: `${base}:holders`, queue: `${base}:queue`, ticket: `${base}:ticket` };
  }
}
