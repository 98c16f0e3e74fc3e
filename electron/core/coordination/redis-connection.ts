// The three connections a desktop keeps to the team server: one for commands and scripts, one subscribed to the
// appId's channel (a subscribed connection can do nothing else), and one blocked in BLPOP on this desktop's own
// grant list, where a peer's release hands it a slot (the hand-off is the reply to that blocked call). Commands
// never queue while the server is away: they fail at once, and the caller falls back to local coordination
// until the server is back.
import { EventEmitter } from 'node:events';
import type { Redis, RedisOptions } from 'ioredis';
import { parseTeamUrl } from './team-url';
import { CONFIGURATION_PROBLEMS, type TeamProblem, type TeamProblemCode } from '../../../shared/errors/team-messages';
import type { Logger } from '../logger';
import type { LuaScript } from './redis-scripts';
import { ProblemTracker } from './team-problems';

export interface TeamConnectionOptions {
  url: string;
  /** The address without credentials, for the log. */
  display: string;
  channel: string;
  /** This desktop's grant list: slots handed to it are pushed here. */
  grantList: string;
  logger: Logger;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
}

export class TeamConnection extends EventEmitter<{ up: []; down: [string]; message: [string]; grant: [string]; problem: [] }> {
  private cmd: Redis | null = null;
  private sub: Redis | null = null;
  private blk: Redis | null = null;
  /** Bumped each time the blocking connection is (re)opened, so one reader loop runs at a time. */
  private readerGeneration = 0;
  /** The command connection, once ioredis is loaded (null when closed before that). */
  private readonly opened: Promise<Redis | null>;
  private subscribed = false;
  private wasUp = false;
  private everUp = false;
  private closed = false;
  /** A call failed while the connections looked fine (a timeout: the server hangs or the network dropped). */
  private suspect = false;
  lastError: string | null = null;
  private readonly problems: ProblemTracker;

  constructor(private readonly opts: TeamConnectionOptions) {
    super();
    this.problems = new ProblemTracker(opts.display, opts.url.startsWith('rediss:'));
    const common: RedisOptions = {
      connectTimeout: opts.connectTimeoutMs ?? 2000,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Keep trying for as long as the session lives: the team schedule resumes when the server is back.
      retryStrategy: (times) => Math.min(100 * times, 1000),
      reconnectOnError: () => false,
    };
    // ioredis is loaded only when a team is used: loaded with the core, it costs every process some 10 MB.
    this.opened = import('ioredis').then(
      ({ Redis }) => {
        if (this.closed) return null;
        // From the URL's fields only (team-url.ts): ioredis would take options out of a URL's query.
        const { connect } = parseTeamUrl(opts.url);
        const cmd = new Redis({ ...connect, ...common, commandTimeout: opts.commandTimeoutMs ?? 2000, connectionName: 'opsdesk' });
        const sub = new Redis({ ...connect, ...common, connectionName: 'opsdesk-sub' });
        // No command timeout: its one command blocks until a grant comes.
        const blk = new Redis({ ...connect, ...common, connectionName: 'opsdesk-grants' });
        this.cmd = cmd;
        this.sub = sub;
        this.blk = blk;
        for (const conn of [cmd, sub, blk]) {
          conn.on('ready', () => this.onReady(conn));
          conn.on('close', () => this.onLost(conn === sub ? 'subscription' : conn === blk ? 'grants' : 'commands'));
          conn.on('error', (err: Error) => {
            this.lastError = err.message;
            this.noteProblem(err);
          });
        }
        sub.on('message', (_channel: string, text: string) => this.emit('message', text));
        return cmd;
      },
      (err: unknown) => {
        this.lastError = err instanceof Error ? err.message : String(err);
        return null;
      },
    );
  }

  get up(): boolean {
    return this.connected && !this.suspect;
  }

  /** Both connections are open (the server may still fail to answer: see `failed`). */
  get connected(): boolean {
    return !this.closed && this.cmd?.status === 'ready' && this.sub?.status === 'ready' && this.blk?.status === 'ready' && this.subscribed;
  }

  /** A call failed: until a call succeeds again (the heartbeat's), the desktop coordinates locally. */
  failed(err: unknown): void {
    this.noteProblem(err);
    if (this.suspect || this.closed) return;
    this.suspect = true;
    this.lastError = err instanceof Error ? err.message : String(err);
    this.onLost('commands');
  }

  /** What is wrong, as a code the app translates; `fallback` when no error said more. */
  problem(fallback: TeamProblemCode): TeamProblem {
    return this.problems.problem(fallback);
  }

  /** The most telling problem since the server last worked, or null. */
  get problemCode(): TeamProblemCode | null {
    return this.problems.code;
  }

  /** A call succeeded: if one had failed, the team is back. */
  succeeded(): void {
    if (!this.suspect) return;
    this.suspect = false;
    this.checkUp();
  }

  /**
   * Whether the connection is up, waiting at most `ms` for a first connection (a session that just opened
   * should not renew on its own while the team's pair is one round trip away). After a loss it does not wait.
   */
  whenUp(ms: number): Promise<boolean> {
    if (this.everUp || (this.problemCode && CONFIGURATION_PROBLEMS.has(this.problemCode))) return Promise.resolve(this.up);
    return this.waitUp(ms);
  }

  /** Resolves true once the connection is up, false after `ms`. */
  waitUp(ms: number): Promise<boolean> {
    if (this.up || this.closed) return Promise.resolve(this.up);
    return new Promise((resolve) => {
      const done = (v: boolean) => {
        clearTimeout(timer);
        this.off('up', onUp);
        this.off('problem', onProblem);
        resolve(v);
      };
      const onUp = () => done(true);
      // A server that refuses this desktop (a wrong password, TLS) will not let it in by waiting.
      const onProblem = () => {
        if (this.problemCode && CONFIGURATION_PROBLEMS.has(this.problemCode)) done(false);
      };
      const timer = setTimeout(() => done(this.up), ms);
      timer.unref();
      this.on('up', onUp);
      this.on('problem', onProblem);
    });
  }

  async run(script: LuaScript, keys: string[], args: Array<string | number>): Promise<unknown> {
    const cmd = await this.commands();
    try {
      return await cmd.evalsha(script.sha, keys.length, ...keys, ...args);
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('NOSCRIPT')) return cmd.eval(script.source, keys.length, ...keys, ...args);
      throw err;
    }
  }

  /**
   * Loads scripts on the server ahead of their first call (on connecting): the first ACQUIRE of a job then costs
   * one round trip, not a refused EVALSHA, an EVAL and the script's compilation. A failure is left to `run`.
   */
  preload(scripts: readonly LuaScript[]): void {
    void this.commands()
      .then((cmd) => Promise.all(scripts.map((s) => cmd.script('LOAD', s.source))))
      .catch(() => undefined);
  }

  /** The command connection; rejects when there is none (closed, or ioredis could not be loaded). */
  async commands(): Promise<Redis> {
    const cmd = await this.opened;
    if (cmd === null) throw new Error(`no connection to the team server${this.lastError ? `: ${this.lastError}` : ''}`);
    return cmd;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.opened;
    const { cmd, sub, blk } = this;
    // The blocked connection would run QUIT only after its BLPOP: it is cut instead.
    blk?.disconnect();
    await Promise.all([cmd?.quit().catch(() => cmd.disconnect()), sub?.quit().catch(() => sub.disconnect())]);
  }

  private onReady(conn: Redis): void {
    if (conn === this.sub) {
      conn.subscribe(this.opts.channel).then(
        () => {
          this.subscribed = true;
          this.checkUp();
        },
        (err: unknown) => {
          this.lastError = err instanceof Error ? err.message : String(err);
          this.noteProblem(err);
        },
      );
    } else {
      if (conn === this.blk) void this.readGrants(conn, ++this.readerGeneration);
      this.checkUp();
    }
  }

  /** Waits on this desktop's grant list for as long as the blocking connection stays open. */
  private async readGrants(conn: Redis, generation: number): Promise<void> {
    while (!this.closed && generation === this.readerGeneration && conn.status === 'ready') {
      let popped: [string, string] | null;
      try {
        popped = await conn.blpop(this.opts.grantList, 0);
      } catch {
        return; // the connection went: a new reader starts when it is ready again
      }
      if (popped) this.emit('grant', popped[1]);
    }
  }

  private checkUp(): void {
    if (!this.up || this.wasUp) return;
    this.wasUp = true;
    this.everUp = true;
    this.lastError = null;
    this.problems.clear();
    this.opts.logger.info({ server: this.opts.display }, 'team server connected');
    this.emit('up');
  }

  private noteProblem(err: unknown): void {
    if (this.problems.note(err)) this.emit('problem');
  }

  private onLost(which: string): void {
    if (which === 'subscription') this.subscribed = false;
    if (which === 'commands' && this.cmd?.status !== 'ready') this.suspect = false;
    if (!this.wasUp) return;
    this.wasUp = false;
    const reason = this.closed ? 'closed' : `lost the ${which} connection${this.lastError ? `: ${this.lastError}` : ''}`;
    if (!this.closed) this.opts.logger.warn({ server: this.opts.display, reason }, 'team server unavailable; coordinating locally');
    this.emit('down', reason);
  }
}
