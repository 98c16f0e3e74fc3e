// Team mode: desktops on one appId share one token pair and one schedule through a Redis (or Valkey) server.
// Redis is the coordination engine; the scripts it runs are in redis-scripts.ts. When the server is away the
// desktop coordinates locally and says so (status `fallback` with a warning), and rejoins when it is back.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { TeamProblem, TeamProblemCode } from '../../../shared/errors/team-messages';
import { silentLogger, type Logger } from '../logger';
import { defaultDesktopName } from './local';
import { TeamConnection } from './redis-connection';
import { ACQUIRE, HEARTBEAT, RELEASE, TEAM_STATUS } from './redis-scripts';
import { RedisSlots, teamKeys, type TeamKeys, type TeamTiming } from './redis-slots';
import { RedisPairs } from './redis-tokens';
import { plainDesktopName } from './desktop-name';
import { parseTeamUrl, registerTeamSecrets } from './team-url';
import { realTeamClock, type CoordinationMode, type CoordinationStatus, type Coordinator, type PathHolder, type TeamClock, type TokenPairStore } from './types';

export interface RedisCoordinatorOptions {
  /** `redis://` or `rediss://`, credentials included: a secret, never logged. */
  url: string;
  appId: string;
  appSecret: () => Promise<string | null>;
  /** Shown to the other desktops (default: the host name). */
  desktopName?: string;
  logger?: Logger;
  /** A slot lapses this long after it was granted: the vendor's rule (default 120 s). */
  slotLeaseMs?: number;
  /** A desktop not heard from for this long is gone; its slots are freed (default 10 s). */
  livenessMs?: number;
  /**
   * The renewal lease's length (default 10 s). Its holder keeps it alive every third of that while it renews,
   * so a token call may take longer; a holder that stalls blocks the others no longer than this.
   */
  renewalLeaseMs?: number;
  /** Longest a desktop waits for a lease a live peer keeps alive (default 40 s: a token call times out after 30 s). */
  renewalWaitMs?: number;
  /** The clock of local lease deadlines and waits (tests inject one). */
  clock?: TeamClock;
  /** How long a session that just opened waits for the server before it acts alone (default 3 s). */
  connectWaitMs?: number;
  /**
   * How often the team's status (desktops, who holds each path) is read for the status bar while someone listens
   * (default 1 s): a peer's slot is announced to no one, and the heartbeat alone (a quarter of the liveness)
   * would show it late.
   */
  statusEveryMs?: number;
}


export class RedisCoordinator extends EventEmitter<{ changed: [CoordinationStatus] }> implements Coordinator {
  readonly slots: RedisSlots;
  readonly desktopId = randomUUID().replace(/-/g, '').slice(0, 12);
  private readonly desktopName: string;
  private readonly conn: TeamConnection;
  private readonly keys: TeamKeys;
  private readonly timing: TeamTiming;
  private readonly display: string;
  private readonly log: Logger;
  private mode: CoordinationMode = 'fallback';
  private warning: TeamProblem | null;
  private leaseStalled = false;
  private since = Date.now();
  private desktops = 1;
  private lastEmitted = '';
  private readonly beat: NodeJS.Timeout;
  private readonly statusPoll: NodeJS.Timeout;

  constructor(private readonly o: RedisCoordinatorOptions) {
    super();
    const server = parseTeamUrl(o.url);
    registerTeamSecrets(server);
    this.display = server.display;
    this.warning = { code: 'TEAM_CONNECTING', values: { server: server.display } };
    this.desktopName = plainDesktopName(o.desktopName ?? defaultDesktopName());
    this.log = (o.logger ?? silentLogger()).child({ module: 'team', appId: o.appId });
    this.keys = teamKeys(o.appId);
    const livenessMs = o.livenessMs ?? 10_000;
    this.timing = { slotLeaseMs: o.slotLeaseMs ?? 120_000, livenessMs };
    const grantList = `${this.keys.grantsPrefix}${this.desktopId}`;
    this.conn = new TeamConnection({ url: server.url, display: server.display, channel: this.keys.channel, grantList, logger: this.log });
    this.slots = new RedisSlots(this.conn, this.keys, this.desktopId, this.timing, (err) => this.onFailure(err));
    this.conn.on('up', () => {
      this.conn.preload([ACQUIRE, RELEASE, HEARTBEAT, TEAM_STATUS]);
      this.setMode('team', this.leaseStalled ? this.problem('TEAM_LEASE_STALLED') : null);
      void this.heartbeat();
    });
    this.conn.on('down', (reason) => this.setMode('fallback', reason === 'closed' ? null : this.conn.problem('TEAM_LOST')));
    // Before the first connection (and while it stays down) the status says why, not "Connecting…" forever.
    this.conn.on('problem', () => {
      if (this.mode === 'fallback' && this.warning !== null) this.setMode('fallback', this.conn.problem('TEAM_LOST'));
    });
    // Beats often enough that a live desktop (and a request it holds a slot for) is never taken for a dead one.
    this.beat = setInterval(() => void this.heartbeat(), Math.max(50, Math.floor(livenessMs / 4)));
    this.beat.unref();
    this.statusPoll = setInterval(() => {
      if (this.conn.up && this.listenerCount('changed') > 0) void this.emitIfChanged();
    }, Math.max(50, o.statusEveryMs ?? 1_000));
    this.statusPoll.unref();
  }

  /** Resolves once the team server is connected (true) or `ms` passed (false). */
  ready(ms: number): Promise<boolean> {
    return this.conn.waitUp(ms);
  }

  tokenPairs(local: TokenPairStore): TokenPairStore {
    return new RedisPairs({
      conn: this.conn,
      keys: this.keys,
      appId: this.o.appId,
      desktopId: this.desktopId,
      appSecret: this.o.appSecret,
      local,
      renewalLeaseMs: this.o.renewalLeaseMs ?? 10_000,
      renewalWaitMs: Math.max(this.o.renewalWaitMs ?? 40_000, this.o.renewalLeaseMs ?? 10_000),
      connectWaitMs: this.o.connectWaitMs ?? 3000,
      clock: this.o.clock ?? realTeamClock,
      onFailure: (err) => this.onFailure(err),
      onStalled: (stalled) => {
        if (stalled === this.leaseStalled) return;
        this.leaseStalled = stalled;
        if (this.mode === 'team') this.setMode('team', stalled ? this.problem('TEAM_LEASE_STALLED') : null);
      },
      logger: this.log,
    });
  }

  async status(): Promise<CoordinationStatus> {
    let holders: PathHolder[] = [];
    if (this.conn.up) {
      try {
        const flat = (await this.conn.run(TEAM_STATUS, [this.keys.presence, this.keys.names, this.keys.paths], [this.timing.livenessMs, this.keys.holdersPrefix])) as Array<string | number>;
        this.desktops = Math.max(1, Number(flat[0]));
        holders = [];
        for (let i = 1; i + 2 < flat.length; i += 3) {
          const desktopId = String(flat[i + 1]);
          // Names come from other desktops (or anyone who can write the server): shown only as plain text.
          holders.push({ path: String(flat[i]), desktopId, desktopName: plainDesktopName(String(flat[i + 2])), mine: desktopId === this.desktopId });
        }
      } catch (err) {
        this.onFailure(err);
      }
    }
    return {
      mode: this.mode,
      server: this.display,
      thisDesktop: { id: this.desktopId, name: this.desktopName },
      desktops: this.mode === 'team' ? this.desktops : 1,
      holders,
      warning: this.warning,
      since: this.since,
    };
  }

  async close(): Promise<void> {
    clearInterval(this.beat);
    clearInterval(this.statusPoll);
    // Leaving on purpose: the others count one desktop fewer at once (a killed one drops out with its liveness).
    if (this.conn.up) {
      await this.conn
        .commands()
        .then((cmd) => Promise.all([cmd.zrem(this.keys.presence, this.desktopId), cmd.hdel(this.keys.names, this.desktopId)]))
        .catch(() => undefined);
    }
    await this.conn.close();
  }

  private async heartbeat(): Promise<void> {
    // Also the probe that ends a fallback after a failed call: it runs whenever the connections are open.
    if (!this.conn.connected) return;
    try {
      const args = [this.desktopId, this.desktopName, this.timing.livenessMs, this.timing.slotLeaseMs, this.keys.holdersPrefix, ...this.slots.beatArgs()];
      const [desktops, ...lost] = (await this.conn.run(HEARTBEAT, [this.keys.presence, this.keys.names], args)) as [number, ...string[]];
      this.desktops = Number(desktops);
      if (lost.length > 0) {
        // Frozen past its liveness (a stalled machine, a paused process): the server gave these slots to others.
        this.log.warn({ slots: lost.length }, 'team slots lapsed while held; no longer counted as this desktop\'s');
        this.slots.dropLost(lost);
      }
    } catch (err) {
      this.onFailure(err);
      return;
    }
    this.conn.succeeded();
    if (this.listenerCount('changed') > 0) await this.emitIfChanged();
  }

  private problem(code: TeamProblemCode): TeamProblem {
    return { code, values: { server: this.display } };
  }

  private setMode(mode: CoordinationMode, warning: TeamProblem | null): void {
    if (mode === this.mode && warning?.code === this.warning?.code) return;
    this.mode = mode;
    this.warning = warning;
    this.since = Date.now();
    void this.emitIfChanged();
  }

  private async emitIfChanged(): Promise<void> {
    const status = await this.status();
    const text = JSON.stringify({ ...status, since: 0 });
    if (text === this.lastEmitted) return;
    this.lastEmitted = text;
    this.emit('changed', status);
  }

  private onFailure(err: unknown): void {
    // A failed call while the connection is down is expected (the 'down' event said so). One while it looks up
    // (a timeout: the server hangs or the network dropped) puts the desktop in fallback until a heartbeat
    // gets through, so no request waits out a timeout per call.
    if (!this.conn.up) return;
    const reason = err instanceof Error ? err.message : String(err);
    this.log.warn({ err: reason }, 'team server call failed; coordinating locally');
    this.conn.failed(err);
  }
}
