// One token pair per profile + appId, shared by every caller of the process. Renewal is single-flight: however
// many callers find the token stale at once, one refresh call is made and all of them await it.
import { EventEmitter } from 'node:events';
import { getOperation, normaliseResponse, validateRequest, type TokenPair } from '../../shared/catalogue';
import { parseJson } from '../../shared/json/lossless';
import { AbortedError } from './backoff';
import { secretStorePairs } from './coordination/local';
import { pairFingerprint } from './coordination/token-crypto';
import type { StoredTokenPair, TokenPairStore } from './coordination/types';
import { envelopeError, isOpenApiError, localError } from './errors';
import { silentLogger, type Logger } from './logger';
import { knownSecrets } from './redaction';
import type { SecretStore } from './secrets';
import { post, TransportFailure, type FetchLike } from './transport';

export interface TokenStatus {
  appId: string;
  state: 'none' | 'valid' | 'renewing' | 'failed';
  /** When the access token expires (ms since epoch), null without one. */
  expiresAt: number | null;
  renewedAt: number | null;
  renewedVia: 'access-token' | 'refresh' | 'store' | null;
  lastError: { code: string; messageKey: string; message: string } | null;
  /** Token calls made by this manager. */
  calls: { accessToken: number; refresh: number };
  /**
   * Rises with every change of any manager in this process: a status read before a change (a refetch answered
   * while a renewal was in flight) is told from the change's event that overtook it, so it cannot undo it.
   */
  revision: number;
}

// Starts from the clock (in µs, well inside 2^53), not 0: a renderer that outlives its host (the browser host
// restarted) holds the last process's revisions, and a new process counting from 0 would stay "older" forever.
let revisions = Date.now() * 1000;

export interface TokenManagerOptions {
  baseUrl: string;
  appId: string;
  appSecret: () => Promise<string | null>;
  store: SecretStore;
  /**
   * Where the pair lives and who may renew it (default: `store`, renewed by this process alone). A team shares
   * one pair through its coordinator.
   */
  pairs?: TokenPairStore;
  fetch?: FetchLike;
  now?: () => number;
  logger?: Logger;
  timeoutMs?: number;
  /** Renew this long before expiry (default 5 min, at most a fifth of the lifetime). */
  renewAheadMs?: number;
}

type StoredPair = StoredTokenPair;
interface Pair extends StoredPair {
  invalid: boolean;
}

export class TokenManager extends EventEmitter<{ changed: [TokenStatus] }> {
  readonly appId: string;
  private readonly opts: TokenManagerOptions;
  private readonly fetchImpl: FetchLike;
  private readonly now: () => number;
  private readonly log: Logger;
  private readonly pairs: TokenPairStore;
  private pair: Pair | null = null;
  private renewing: Promise<Pair> | null = null;
  private lastError: TokenStatus['lastError'] = null;
  private renewedAt: number | null = null;
  private renewedVia: TokenStatus['renewedVia'] = null;
  private readonly calls = { accessToken: 0, refresh: 0 };
  private revision = ++revisions;

  constructor(opts: TokenManagerOptions) {
    super();
    this.opts = opts;
    this.appId = opts.appId;
    this.fetchImpl = opts.fetch ?? fetch;
    this.now = opts.now ?? Date.now;
    this.log = (opts.logger ?? silentLogger()).child({ module: 'tokens', appId: opts.appId });
    this.pairs = opts.pairs ?? secretStorePairs(opts.store, opts.appId);
    // A peer renewed: the copy held here is superseded, so adopt the peer's pair now instead of meeting 2001005.
    this.pairs.onPeerWrite?.((fingerprint) => {
      if (this.pair && !this.renewing && pairFingerprint(this.pair.accessToken) !== fingerprint) void this.adoptPeerPair();
    });
  }

  /** A live access token: the current one, or the result of the one renewal in flight. */
  async getAccessToken(signal?: AbortSignal): Promise<string> {
    const pair = this.pair;
    if (pair && !this.needsRenewal(pair)) return pair.accessToken;
    if (!this.renewing) {
      this.renewing = this.renew().finally(() => {
        this.renewing = null;
        this.emitChanged();
      });
      this.emitChanged();
    }
    const renewed = await abortable(this.renewing, signal);
    return renewed.accessToken;
  }

  /**
   * The server refused `rejectedToken` (2001003 expired, 2001005 superseded). Only that token is dropped:
   * callers that saw an older token after a renewal must not throw the new one away.
   */
  invalidate(reason: string, rejectedToken?: string): void {
    if (!this.pair || (rejectedToken !== undefined && this.pair.accessToken !== rejectedToken) || this.pair.invalid) return;
    this.pair.invalid = true;
    this.log.info({ reason }, 'access token invalidated');
    this.emitChanged();
  }

  /** Forgets the pair (e.g. the profile's secret changed). */
  async clear(): Promise<void> {
    this.pair = null;
    await this.pairs.clear();
    this.emitChanged();
  }

  status(): TokenStatus {
    const pair = this.pair;
    const state: TokenStatus['state'] = this.renewing
      ? 'renewing'
      : pair && !pair.invalid && pair.expiresAt > this.now()
        ? 'valid'
        : this.lastError
          ? 'failed'
          : 'none';
    return {
      appId: this.appId,
      state,
      expiresAt: pair?.expiresAt ?? null,
      renewedAt: this.renewedAt,
      renewedVia: this.renewedVia,
      lastError: this.lastError,
      calls: { ...this.calls },
      revision: this.revision,
    };
  }

  private async adoptPeerPair(): Promise<void> {
    const stored = await this.pairs.read().catch(() => null);
    const held = this.pair;
    if (!stored || !held || this.renewing || stored.accessToken === held.accessToken || this.needsRenewal(stored)) return;
    this.pair = { ...stored, invalid: false };
    this.renewedVia = 'store';
    knownSecrets.add(stored.accessToken);
    knownSecrets.add(stored.refreshToken);
    this.log.debug('adopted the pair a peer renewed');
    this.emitChanged();
  }

  private needsRenewal(pair: StoredPair & { invalid?: boolean }): boolean {
    if (pair.invalid) return true;
    const lifetime = Math.max(0, pair.expiresAt - pair.obtainedAt);
    const ahead = Math.min(this.opts.renewAheadMs ?? 300_000, lifetime / 5);
    return this.now() >= pair.expiresAt - ahead;
  }

  private async renew(): Promise<Pair> {
    try {
      // A valid pair a peer holds is adopted without the renewal lease (a team's desktops starting together
      // would otherwise take the lease one after another just to read it). Else one renewal among everyone
      // sharing the pair; obtain() re-reads it first, so a peer's renewal is adopted.
      const pair = (await this.readStored()).adopted ?? (await this.pairs.exclusive(() => this.obtain()));
      this.pair = pair;
      this.lastError = null;
      this.renewedAt = this.now();
      knownSecrets.add(pair.accessToken);
      knownSecrets.add(pair.refreshToken);
      return pair;
    } catch (err) {
      const e = isOpenApiError(err) ? err : localError('NETWORK', 'accessToken', 'not-executed', { cause: err });
      this.lastError = { code: e.code, messageKey: e.messageKey, message: e.messageFor('en') };
      this.log.warn({ code: e.code, category: e.category }, 'token renewal failed');
      throw e;
    }
  }

  /** The stored pair, and the same to adopt when it is valid and not the one this manager found stale. */
  private async readStored(): Promise<{ stored: StoredPair | null; adopted: Pair | null }> {
    const stored = await this.pairs.read();
    if (!stored || stored.accessToken === this.pair?.accessToken || this.needsRenewal(stored)) return { stored, adopted: null };
    this.renewedVia = 'store';
    this.log.debug('adopted the stored token pair');
    return { stored, adopted: { ...stored, invalid: false } };
  }

  private async obtain(): Promise<Pair> {
    const stale = this.pair;
    // Another window or process of this profile may have renewed already: adopt its pair instead of
    // superseding it (two programs renewing in turn would keep invalidating each other, notes §3).
    const { stored, adopted } = await this.readStored();
    if (adopted) return adopted;
    // A team renews only under its lease, confirmed before each token call (a lapsed lease rejects here).
    await this.pairs.beforeRenewal?.();
    const refreshToken = stale?.refreshToken ?? stored?.refreshToken;
    if (refreshToken) {
      try {
        const pair = await this.tokenCall('refreshToken', { appId: this.appId, refreshToken });
        this.renewedVia = 'refresh';
        return pair;
      } catch (err) {
        // 2001008 expired / 2001009 used (or any other refusal): a fresh access-token call still works.
        this.log.info({ code: isOpenApiError(err) ? err.code : 'error' }, 'refresh failed; obtaining a new token');
      }
    }
    const secret = await this.opts.appSecret();
    if (!secret) throw localError('NO_SECRET', 'accessToken', 'not-executed');
    if (refreshToken) await this.pairs.beforeRenewal?.();
    knownSecrets.add(secret);
    const pair = await this.tokenCall('accessToken', { appId: this.appId, appSecret: secret });
    this.renewedVia = 'access-token';
    return pair;
  }

  private async tokenCall(id: 'accessToken' | 'refreshToken', fields: Record<string, string>): Promise<Pair> {
    const body = validateRequest(id, fields);
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (id === 'accessToken') this.calls.accessToken++;
    else this.calls.refresh++;
    const startedAt = this.now();
    const url = new URL(getOperation(id).path, this.opts.baseUrl).toString();
    let text: string;
    try {
      text = (await post(this.fetchImpl, url, form, { timeoutMs: this.opts.timeoutMs ?? 30_000 })).text;
    } catch (err) {
      if (err instanceof TransportFailure) {
        throw err.sent
          ? localError(err.kind === 'timeout' ? 'TIMEOUT' : 'CONNECTION_RESET', id, 'unknown-outcome', { cause: err })
          : localError('CONNECTION_REFUSED', id, 'not-executed', { cause: err });
      }
      throw err;
    }
    let raw: unknown;
    try {
      raw = parseJson(text);
    } catch (err) {
      throw localError('BAD_RESPONSE', id, 'unknown-outcome', { cause: err });
    }
    const result = normaliseResponse(id, raw, body);
    if (!result.ok || !result.data) throw envelopeError(id, result.envelope);
    const data: TokenPair = result.data;
    const pair: Pair = {
      accessToken: data.accessToken,
      refreshToken: data.refreshToken,
      obtainedAt: startedAt,
      // Counted from when the request left: the server's clock started no earlier.
      expiresAt: startedAt + data.expiresIn * 1000,
      invalid: false,
    };
    knownSecrets.add(pair.accessToken);
    knownSecrets.add(pair.refreshToken);
    await this.writeStore(pair);
    this.log.info({ via: id, expiresInSeconds: data.expiresIn }, 'token pair obtained');
    return pair;
  }

  private async writeStore(pair: Pair): Promise<void> {
    await this.pairs.write({ accessToken: pair.accessToken, refreshToken: pair.refreshToken, expiresAt: pair.expiresAt, obtainedAt: pair.obtainedAt });
  }

  private emitChanged(): void {
    this.revision = ++revisions;
    this.emit('changed', this.status());
  }
}

/** Awaits a shared promise, but lets one caller stop waiting without cancelling it for the others. */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new AbortedError('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AbortedError('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
