// Apps and their tokens (spec 4.1/4.2, notes §3): one live access token per appId when supersession is on,
// single-use refresh tokens, lifetimes measured on the sandbox clock so tests can age tokens by skewing it.
import { randomUUID } from 'node:crypto';
import type { SandboxClock } from './clock';
import type { GatewayCode } from '../gateway-answers';

export interface TokenPairAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

interface TokenRecord {
  appId: string;
  expiresAtMs: number;
}

interface RefreshRecord extends TokenRecord {
  used: boolean;
}

export interface TokenStoreOptions {
  clock: SandboxClock;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  supersede: boolean;
}

export class AppRegistrationError extends Error {
  override readonly name = 'AppRegistrationError';
}

const PRUNE_EVERY = 1024;
// Expired records are kept a day so a late caller still learns why (superseded vs expired) before they vanish.
const KEEP_EXPIRED_MS = 24 * 3600_000;

export class TokenStore {
  private readonly apps = new Map<string, string>();
  private readonly access = new Map<string, TokenRecord>();
  private readonly refresh = new Map<string, RefreshRecord>();
  private readonly live = new Map<string, string>();
  private issued = 0;

  constructor(private readonly opts: TokenStoreOptions) {}

  /** appIds are the AES-128 key of the sign (notes §2.4), so they must be exactly 16 bytes. */
  addApp(appId: string, appSecret: string): void {
    const bytes = Buffer.byteLength(appId, 'utf8');
    if (bytes !== 16) throw new AppRegistrationError(`appId must be 16 bytes (it is the AES-128 key of the sign); "${appId}" is ${bytes}`);
    if (appSecret.length === 0) throw new AppRegistrationError('appSecret must not be empty');
    this.apps.set(appId, appSecret);
  }

  hasApp(appId: string): boolean {
    return this.apps.has(appId);
  }

  appIds(): string[] {
    return [...this.apps.keys()];
  }

  /** 4.1: the app's credentials → a new pair, or the failure code. */
  issueForSecret(appId: string | undefined, appSecret: string | undefined): TokenPairAnswer | GatewayCode {
    if (appId === undefined || appId === '') return '2001001';
    const secret = this.apps.get(appId);
    if (secret === undefined) return '2001001';
    if (appSecret !== secret) {
      // A '+' turned into a space: the secret was sent un-encoded in a query string or urlencoded body.
      if (appSecret !== undefined && appSecret.replaceAll(' ', '+') === secret) return '0001001';
      return '2001002';
    }
    return this.issue(appId);
  }

  /** 4.2: a refresh token works once and expires (notes §3). */
  renew(appId: string | undefined, refreshToken: string | undefined): TokenPairAnswer | GatewayCode {
    if (appId === undefined || appId === '' || !this.apps.has(appId)) return '2001001';
    const record = refreshToken === undefined ? undefined : this.refresh.get(refreshToken);
    if (record === undefined || record.appId !== appId || record.used) return '2001009';
    if (this.opts.clock.nowMs() >= record.expiresAtMs) return '2001008';
    record.used = true;
    return this.issue(appId);
  }

  /** Gateway check of a business call's access token, in the vendor's order: 2001003 before 2001005. */
  checkAccess(appId: string, token: string, nowMs: number): 'ok' | '2001003' | '2001005' {
    const record = this.access.get(token);
    if (record === undefined || nowMs >= record.expiresAtMs) return '2001003';
    if (record.appId !== appId) return '2001005';
    if (this.opts.supersede && this.live.get(appId) !== token) return '2001005';
    return 'ok';
  }

  /** Makes a known token the app's live one (the notes' vector token, tests that need a fixed value). */
  installAccessToken(appId: string, token: string): void {
    const now = this.opts.clock.nowMs();
    this.access.set(token, { appId, expiresAtMs: now + this.opts.accessTtlSeconds * 1000 });
    this.live.set(appId, token);
  }

  expireAccessTokens(): number {
    for (const record of this.access.values()) record.expiresAtMs = 0;
    return this.access.size;
  }

  expireRefreshTokens(): number {
    for (const record of this.refresh.values()) record.expiresAtMs = 0;
    return this.refresh.size;
  }

  setSupersede(on: boolean): void {
    this.opts.supersede = on;
  }

  private issue(appId: string): TokenPairAnswer {
    const now = this.opts.clock.nowMs();
    if (++this.issued % PRUNE_EVERY === 0) this.prune(now);
    const accessToken = randomUUID();
    const refreshToken = randomUUID();
    this.access.set(accessToken, { appId, expiresAtMs: now + this.opts.accessTtlSeconds * 1000 });
    this.refresh.set(refreshToken, { appId, expiresAtMs: now + this.opts.refreshTtlSeconds * 1000, used: false });
    this.live.set(appId, accessToken);
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: this.opts.accessTtlSeconds };
  }

  private prune(now: number): void {
    for (const map of [this.access, this.refresh] as Map<string, TokenRecord>[]) {
      for (const [token, record] of map) if (record.expiresAtMs + KEEP_EXPIRED_MS < now) map.delete(token);
    }
  }
}
