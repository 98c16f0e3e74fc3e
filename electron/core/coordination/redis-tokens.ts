// The team's one token pair: kept on the team server sealed with a key derived from the app secret, renewed by
// one desktop at a time under a lease (a desktop killed mid-renewal blocks the others no longer than the
// lease), adopted by every other desktop. The profile's own store keeps a copy: it is the fallback while the
// server is away.
import { randomUUID } from 'node:crypto';
import { sleep } from '../backoff';
import type { Logger } from '../logger';
import { knownSecrets } from '../redaction';
import { pairText, parseStoredPair } from './local';
import type { TeamConnection } from './redis-connection';
import { RELEASE_LEASE, WRITE_PAIR } from './redis-scripts';
import type { TeamKeys } from './redis-slots';
import { derivePairKey, openPair, pairFingerprint, sealPair, type PairKey } from './token-crypto';
import type { StoredTokenPair, TokenPairStore } from './types';

export interface RedisPairsOptions {
  conn: TeamConnection;
  keys: TeamKeys;
  appId: string;
  desktopId: string;
  appSecret: () => Promise<string | null>;
  local: TokenPairStore;
  /** How long a renewal may hold the lease (longer than a token call may take). */
  renewalLeaseMs: number;
  /** How long a session that just opened waits for the server before it renews on its own. */
  connectWaitMs: number;
  onFailure: (err: unknown) => void;
  logger: Logger;
}

/** The team server keeps the pair a while past the refresh token's 2 hours, then forgets it. */
const PAIR_TTL_MS = 3 * 3600_000;

export class RedisPairs implements TokenPairStore {
  private key: { secret: string; key: Promise<PairKey> } | null = null;

  constructor(private readonly o: RedisPairsOptions) {}

  async read(): Promise<StoredTokenPair | null> {
    if (!(await this.o.conn.whenUp(this.o.connectWaitMs))) return this.o.local.read();
    let sealed: string | null;
    try {
      sealed = await (await this.o.conn.commands()).get(this.o.keys.pair);
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
    const key = await this.pairKey();
    if (!key) return;
    const sealed = sealPair(key, this.o.appId, pairText(pair));
    try {
      await this.o.conn.run(WRITE_PAIR, [this.o.keys.pair], [sealed, PAIR_TTL_MS, this.o.keys.channel, pairFingerprint(pair.accessToken)]);
    } catch (err) {
      this.o.onFailure(err);
    }
  }

  /** Forgets this desktop's copy (its secret changed). The team's copy opens only with the team's secret. */
  clear(): Promise<void> {
    return this.o.local.clear();
  }

  async exclusive<T>(body: () => Promise<T>): Promise<T> {
    const { conn, keys } = this.o;
    if (!(await conn.whenUp(this.o.connectWaitMs))) return body();
    const owner = `${this.o.desktopId}#${randomUUID()}`;
    for (;;) {
      let got: boolean;
      try {
        got = (await (await conn.commands()).set(keys.lease, owner, 'PX', this.o.renewalLeaseMs, 'NX')) === 'OK';
      } catch (err) {
        this.o.onFailure(err);
        // The SET may still take effect once the server answers again: give it back then, so it never holds up
        // the team's renewals for the length of the lease.
        void this.releaseLease(owner);
        return body();
      }
      if (got) break;
      // A peer is renewing: once it lets go (or its lease lapses) the pair it wrote is read and adopted.
      await sleep(20);
      if (!conn.up) return body();
    }
    try {
      return await body();
    } finally {
      await this.releaseLease(owner);
    }
  }

  /** Lets go of the lease if it is `owner`'s; while the server is away, as soon as it is back. */
  private async releaseLease(owner: string): Promise<void> {
    try {
      await this.o.conn.run(RELEASE_LEASE, [this.o.keys.lease], [owner]);
    } catch (err) {
      this.o.onFailure(err);
      this.o.conn.once('up', () => void this.releaseLease(owner));
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
