// The team's one token pair: kept on the team server sealed with a key derived from the app secret, renewed by
// one desktop at a time under a lease, adopted by every other desktop. The profile's own store keeps a copy: it
// is the fallback while the server is away.
//
// The lease has an expiry and a fencing token. Its holder keeps it alive while it renews; a holder that stalls
// (paused, swapped out, cut off) loses it when it lapses, and then can no longer act under it: before each token
// call it confirms the lease on the server (and, first, that its own clock does not say the lease is past), and
// the pair it writes is taken only while its very lease (owner and fencing token) still holds (WRITE_PAIR). A
// desktop fenced out re-reads the pair the next holder wrote. A dead holder's lease lapses within one lease; a
// desktop that has waited longer than a lease says so (a visible warning) and keeps waiting while the holder
// keeps its lease alive, up to `renewalWaitMs` (longer than a token call may take); then it stops waiting and
// renews nothing without the lease.
//
// The renewal rule across desktops: a team desktop renews the pair only under the team's lease. When the
// server refuses this desktop (wrong or missing password, no permission, TLS), it does not renew at all: the
// desktops configured right hold the team's token, and a renewal here would sign them out. It uses a valid pair
// it has; a request that needs a new one fails `TEAM_RENEWAL_BLOCKED` (not executed). Only while the server is
// unreachable for everyone (down, timing out) does a desktop renew on its own, as before.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { CONFIGURATION_PROBLEMS, type TeamProblemCode } from '../../../shared/errors/team-messages';
import { localError } from '../errors';
import type { Logger } from '../logger';
import { knownSecrets } from '../redaction';
import { pairText, parseStoredPair } from './local';
import type { TeamConnection } from './redis-connection';
import { EXTEND_LEASE, RELEASE_LEASE, TAKE_LEASE, WRITE_PAIR } from './redis-scripts';
import type { TeamKeys } from './redis-slots';
import { derivePairKey, openPair, pairFingerprint, sealPair, type PairKey } from './token-crypto';
import type { StoredTokenPair, TeamClock, TokenPairStore } from './types';

export interface RedisPairsOptions {
  conn: TeamConnection;
  keys: TeamKeys;
  appId: string;
  desktopId: string;
  appSecret: () => Promise<string | null>;
  local: TokenPairStore;
  /** How long the renewal lease lasts without being kept alive (its holder extends it every third of this). */
  renewalLeaseMs: number;
  /**
   * Longest a desktop waits for a lease a live peer keeps renewing under (longer than a token call may take),
   * before it stops waiting and renews nothing without the lease.
   */
  renewalWaitMs: number;
  /** How long a session that just opened waits for the server before it renews on its own. */
  connectWaitMs: number;
  clock: TeamClock;
  onFailure: (err: unknown) => void;
  /** A wait for the lease outlasted the lease (true), or a lease was taken again (false). */
  onStalled: (stalled: boolean) => void;
  logger: Logger;
}

/** The team server keeps the pair a while past the refresh token's 2 hours, then forgets it. */
const PAIR_TTL_MS = 3 * 3600_000;
/** A holder stops trusting its lease this long before its own clock says the lease ends (clock drift, RTT). */
const LEASE_MARGIN_FRACTION = 0.2;

/** A lease this desktop took: its value on the server (`owner fence`) and when, by this desktop's clock, it ends. */
interface LeaseHold {
  value: string;
  fence: number;
  validUntil: number;
  lost: boolean;
  stopped: boolean;
}

type RenewalContext = { hold: LeaseHold } | { blocked: TeamProblemCode };

/** The lease lapsed under its holder: the body stops and the renewal starts over (re-reading the pair first). */
export class LeaseLostError extends Error {
  constructor(fence: number) {
    super(`the team's renewal lease ${fence} lapsed before this desktop was done`);
  }
}

export class RedisPairs implements TokenPairStore {
  private key: { secret: string; key: Promise<PairKey> } | null = null;
  private readonly context = new AsyncLocalStorage<RenewalContext>();

  /**
   * The team's sealed pair, read as the connection came up and handed to the first read() if no pair notice
   * came since: a job's first chunk then finds the team's token without a round trip to the server, which on a
   * loaded machine waits for the turns of the job's own start. Used once; every later read asks the server.
   */
  private prefetched: Promise<string | null> | null = null;

  constructor(private readonly o: RedisPairsOptions) {
    // The key is derived as the session opens (scrypt, tens of ms on the thread pool), not when a job's first
    // chunk needs the team's token: there, every desktop would pay it on the critical path.
    void this.pairKey().catch(() => undefined);
    const prefetch = () => {
      const p = this.o.conn.commands().then((cmd) => cmd.get(this.o.keys.pair));
      p.catch(() => undefined);
      this.prefetched = p;
    };
    o.conn.on('up', prefetch);
    o.conn.on('down', () => (this.prefetched = null));
    o.conn.on('message', (text) => {
      if (text.startsWith('pair ')) this.prefetched = null;
    });
    if (o.conn.up) prefetch();
  }

  async read(): Promise<StoredTokenPair | null> {
    if (!(await this.o.conn.whenUp(this.o.connectWaitMs))) return this.o.local.read();
    const prefetched = this.prefetched;
    this.prefetched = null;
    let sealed: string | null;
    try {
      sealed = await (prefetched ?? (await this.o.conn.commands()).get(this.o.keys.pair));
    } catch (err) {
      this.o.onFailure(err);
      return this.o.local.read();
    }
    if (sealed === null) return this.o.local.read();
    const key = await this.pairKey();
    const plain = key ? openPair(key, this.o.appId, sealed) : null;
    if (plain === null) {
      this.o.logger.warn('the team token pair does not open with this profile\u2019s app secret (another secret, or changed)');
      return null;
    }
    const pair = parseStoredPair(plain);
    if (pair) {
      knownSecrets.add(pair.accessToken);
      knownSecrets.add(pair.refreshToken);
    }
    return pair;
  }

  async write(pair: StoredTokenPair): Promise<void> {
    await this.o.local.write(pair);
    if (!this.o.conn.up) return;
    const ctx = this.context.getStore();
    const hold = ctx && 'hold' in ctx ? ctx.hold : null;
    if (hold && !this.stillMine(hold)) throw new LeaseLostError(hold.fence);
    const key = await this.pairKey();
    if (!key) return;
    const sealed = sealPair(key, this.o.appId, pairText(pair));
    let stored: unknown;
    try {
      stored = await this.o.conn.run(WRITE_PAIR, [this.o.keys.pair, this.o.keys.lease], [sealed, PAIR_TTL_MS, this.o.keys.channel, pairFingerprint(pair.accessToken), hold?.value ?? '']);
    } catch (err) {
      this.o.onFailure(err);
      return;
    }
    if (stored === 1) return;
    this.o.logger.info({ fence: hold?.fence ?? null }, 'the team refused a token pair written under a lapsed lease (fenced out)');
    if (hold) {
      hold.lost = true;
      throw new LeaseLostError(hold.fence);
    }
  }

  /** Forgets this desktop's copy (its secret changed). The team's copy opens only with the team's secret. */
  clear(): Promise<void> {
    return this.o.local.clear();
  }

  async beforeRenewal(): Promise<void> {
    const ctx = this.context.getStore();
    if (!ctx) return;
    if ('blocked' in ctx) {
      this.o.logger.warn({ problem: ctx.blocked }, 'not renewing the team token pair without the team lease');
      throw localError('TEAM_RENEWAL_BLOCKED', 'accessToken', 'not-executed');
    }
    const { hold } = ctx;
    if (!this.stillMine(hold)) throw new LeaseLostError(hold.fence);
    // Confirmed on the server, right before the call: a lease that lapsed while this desktop stood still may
    // already be a peer's, whatever this desktop's clock says.
    if (!(await this.extend(hold))) throw new LeaseLostError(hold.fence);
  }

  async exclusive<T>(body: () => Promise<T>): Promise<T> {
    const { conn, clock } = this.o;
    if (!(await conn.whenUp(this.o.connectWaitMs))) return this.withoutLease(body);
    const owner = `${this.o.desktopId}#${randomUUID()}`;
    let waitStarted = clock.now();
    for (;;) {
      let hold: LeaseHold | null;
      try {
        hold = await this.take(owner);
      } catch (err) {
        this.o.onFailure(err);
        // The lease may still be taken once the server answers again: give it back then, so it never holds up
        // the team's renewals for the length of the lease.
        conn.once('up', () => void this.releaseLease(`${owner} `, true));
        return this.withoutLease(body);
      }
      if (hold) {
        this.o.onStalled(false);
        try {
          return await this.context.run({ hold }, body);
        } catch (err) {
          if (!(err instanceof LeaseLostError)) throw err;
          this.o.logger.info({ fence: hold.fence }, 'renewal lease lapsed mid-renewal; starting over from the team pair');
          waitStarted = clock.now();
          continue;
        } finally {
          hold.stopped = true;
          await this.releaseLease(hold.value);
        }
      }
      const waited = clock.now() - waitStarted;
      // Longer than a lease: a dead holder's lease would have lapsed by now, so a live one is renewing slowly.
      if (waited >= this.o.renewalLeaseMs) this.o.onStalled(true);
      if (waited >= this.o.renewalWaitMs) {
        // Longer than any token call may take: stop waiting. The body may adopt the team's pair, but renews
        // nothing without the lease.
        this.o.logger.warn('waited longer than any renewal may take for the team lease; not renewing without it');
        return this.context.run({ blocked: 'TEAM_LEASE_STALLED' }, body);
      }
      // A peer is renewing: once it lets go (or its lease lapses) the pair it wrote is read and adopted.
      await clock.sleep(20);
      if (!conn.up) return this.withoutLease(body);
    }
  }

  /** The server cannot give the lease: renew alone only if the server is away for everyone, never if it refuses us. */
  private withoutLease<T>(body: () => Promise<T>): Promise<T> {
    const code = this.o.conn.problemCode;
    if (code && CONFIGURATION_PROBLEMS.has(code)) return this.context.run({ blocked: code }, body);
    return body();
  }

  private async take(owner: string): Promise<LeaseHold | null> {
    const asked = this.o.clock.now();
    const fence = Number(await this.o.conn.run(TAKE_LEASE, [this.o.keys.lease, this.o.keys.fence], [owner, this.o.renewalLeaseMs]));
    if (!fence) return null;
    const hold: LeaseHold = { value: `${owner} ${fence}`, fence, validUntil: this.validFrom(asked), lost: false, stopped: false };
    void this.keepAlive(hold);
    return hold;
  }

  /** Extends the lease every third of its length while the renewal runs; a refused extension means it is gone. */
  private async keepAlive(hold: LeaseHold): Promise<void> {
    const every = Math.max(10, Math.floor(this.o.renewalLeaseMs / 3));
    for (;;) {
      await this.o.clock.sleep(every);
      if (hold.stopped || hold.lost) return;
      if (!(await this.extend(hold))) return;
    }
  }

  private async extend(hold: LeaseHold): Promise<boolean> {
    const asked = this.o.clock.now();
    let kept: unknown;
    try {
      kept = await this.o.conn.run(EXTEND_LEASE, [this.o.keys.lease], [hold.value, this.o.renewalLeaseMs]);
    } catch (err) {
      this.o.onFailure(err);
      kept = 0;
    }
    if (kept === 1) {
      hold.validUntil = this.validFrom(asked);
      return true;
    }
    hold.lost = true;
    return false;
  }

  private stillMine(hold: LeaseHold): boolean {
    return !hold.lost && this.o.clock.now() < hold.validUntil;
  }

  private validFrom(asked: number): number {
    return asked + this.o.renewalLeaseMs * (1 - LEASE_MARGIN_FRACTION);
  }

  /**
   * Lets go of the lease if it is `value`'s; while the server is away, as soon as it is back. `byOwner`: the
   * fencing token is not known (the take's answer was lost), so any lease of this owner is let go.
   */
  private async releaseLease(value: string, byOwner = false): Promise<void> {
    try {
      if (byOwner) {
        const held = await (await this.o.conn.commands()).get(this.o.keys.lease);
        if (held === null || !held.startsWith(value)) return;
        value = held;
      }
      await this.o.conn.run(RELEASE_LEASE, [this.o.keys.lease], [value]);
    } catch (err) {
      this.o.onFailure(err);
      this.o.conn.once('up', () => void this.releaseLease(value, byOwner));
    }
  }

  onPeerWrite(listener: (fingerprint: string) => void): () => void {
    const onMessage = (text: string) => {
      if (text.startsWith('pair ')) listener(text.slice(5));
    };
    this.o.conn.on('message', onMessage);
    return () => this.o.conn.off('message', onMessage);
  }

  private async pairKey(): Promise<PairKey | null> {
    const secret = await this.o.appSecret();
    if (!secret) return null;
    if (this.key?.secret !== secret) this.key = { secret, key: derivePairKey(secret, this.o.appId) };
    return this.key.key;
  }
}
