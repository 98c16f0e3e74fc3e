// The coordinator seam without a server: the throttle holding a local and then a shared slot, the token
// manager renewing inside the pair store's exclusive section and adopting a peer's pair, the sealing of the
// team's pair, and team URLs.
import { afterEach, describe, expect, it } from 'vitest';
import { AbortedError } from '../../../electron/core/backoff';
import { InProcessCoordinator, secretStorePairs } from '../../../electron/core/coordination/local';
import { parseTeamUrl, registerTeamSecrets } from '../../../electron/core/coordination/team-url';
import { knownSecrets } from '../../../electron/core/redaction';
import { derivePairKey, openPair, pairFingerprint, sealPair } from '../../../electron/core/coordination/token-crypto';
import type { SharedSlot, SharedSlots, StoredTokenPair, TokenPairStore } from '../../../electron/core/coordination/types';
import { MemorySecretStore, tokenPairKey } from '../../../electron/core/secrets';
import { EndpointThrottle } from '../../../electron/core/throttle';
import { TokenManager } from '../../../electron/core/tokens';
import { getOperation } from '../../../shared/catalogue';
import { startFakeVendor, TOKEN_PATHS, tokenPair, type FakeVendor } from './fake-vendor';

const APP_ID = 'ak_TEST123456789';
const tick = () => new Promise((r) => setImmediate(r));

/** A shared schedule the test drives by hand: grants when told, records releases. */
class ManualSlots implements SharedSlots {
  readonly log: string[] = [];
  readonly pending: Array<{ path: string; capacity: number; grant: () => void; signal?: AbortSignal }> = [];
  acquire(path: string, capacity: number, signal?: AbortSignal): Promise<SharedSlot> {
    this.log.push(`acquire ${path} ${capacity}`);
    return new Promise((resolve, reject) => {
      const n = this.log.filter((l) => l.startsWith('acquire')).length;
      const slot: SharedSlot = { release: async () => void this.log.push(`release ${n}`) };
      const entry = { path, capacity, grant: () => resolve(slot), signal };
      signal?.addEventListener(
        'abort',
        () => {
          this.pending.splice(this.pending.indexOf(entry), 1);
          reject(new AbortedError('aborted'));
        },
        { once: true },
      );
      this.pending.push(entry);
    });
  }
  grantNext(): void {
    this.pending.shift()?.grant();
  }
}

describe('throttle with a shared schedule', () => {
  it("holds this desktop's slot first, then asks the team for one with the catalogue's capacity", async () => {
    const shared = new ManualSlots();
    const t = new EndpointThrottle({ shared });
    const path = getOperation('videoxStock').path;
    const first = t.acquire(path);
    const second = t.acquire(path);
    await tick();
    // Only one of this desktop's requests waits for the team: the other waits here, behind it.
    expect(shared.log).toEqual([`acquire ${path} 1`]);
    expect(t.figures()[0]).toMatchObject({ inFlight: 1, queued: 1 });
    shared.grantNext();
    const slot = await first;
    slot.sending();
    await slot.free();
    // The team's slot went back before this desktop's next request asked for one.
    expect(shared.log).toEqual([`acquire ${path} 1`, 'release 1', `acquire ${path} 1`]);
    slot.release('success', 10);
    expect(shared.log.filter((l) => l === 'release 1')).toHaveLength(1);
    shared.grantNext();
    const next = await second;
    next.release('rejected');
    await tick();
    expect(shared.log.at(-1)).toBe('release 2');
  });

  it("gives this desktop's slot back when the wait for the team's is cancelled", async () => {
    const shared = new ManualSlots();
    const t = new EndpointThrottle({ shared, capacityOf: () => 1 });
    const stop = new AbortController();
    const waiting = t.acquire('/p', { signal: stop.signal });
    await tick();
    stop.abort();
    await expect(waiting).rejects.toBeInstanceOf(AbortedError);
    const after = t.acquire('/p');
    await tick();
    expect(t.figures()[0]).toMatchObject({ inFlight: 1, queued: 0 });
    shared.grantNext();
    (await after).release('success');
  });
});

describe('token manager with a pair store', () => {
  let vendor: FakeVendor | null = null;
  afterEach(async () => {
    await vendor?.close();
    vendor = null;
  });

  function recordingStore(inner: TokenPairStore) {
    const log: string[] = [];
    let peer: ((fp: string) => void) | null = null;
    const store: TokenPairStore = {
      read: () => (log.push('read'), inner.read()),
      write: (p) => (log.push('write'), inner.write(p)),
      clear: () => inner.clear(),
      exclusive: async (body) => {
        log.push('lease');
        try {
          return await body();
        } finally {
          log.push('unlease');
        }
      },
      onPeerWrite: (l) => ((peer = l), () => (peer = null)),
    };
    return { store, log, peerWrote: (fp: string) => peer?.(fp) };
  }

  it('renews inside the exclusive section, reading the pair before it calls the vendor', async () => {
    let issued = 0;
    vendor = await startFakeVendor(() => ({ json: tokenPair(++issued) }));
    const mem = new MemorySecretStore();
    const { store, log } = recordingStore(secretStorePairs(mem, APP_ID));
    const tokens = new TokenManager({ baseUrl: vendor.baseUrl, appId: APP_ID, appSecret: async () => 'secret-value-1', store: mem, pairs: store });
    await tokens.getAccessToken();
    // A first read outside the lease finds nothing to adopt; under it, read again (a peer may have renewed).
    expect(log).toEqual(['read', 'lease', 'read', 'write', 'unlease']);
  });

  it('adopts a valid pair a peer stored without taking the renewal lease (desktops starting together do not queue for it)', async () => {
    vendor = await startFakeVendor(() => ({ json: tokenPair(1) }));
    const mem = new MemorySecretStore();
    const peer: StoredTokenPair = { accessToken: 'peer-access-token-1', refreshToken: 'peer-refresh-token-1', obtainedAt: Date.now(), expiresAt: Date.now() + 7_000_000 };
    await secretStorePairs(mem, APP_ID).write(peer);
    const { store, log } = recordingStore(secretStorePairs(mem, APP_ID));
    const tokens = new TokenManager({ baseUrl: vendor.baseUrl, appId: APP_ID, appSecret: async () => 'secret-value-1', store: mem, pairs: store });
    expect(await tokens.getAccessToken()).toBe('peer-access-token-1');
    expect(log).toEqual(['read']);
    expect(vendor.requests).toHaveLength(0);
    expect(tokens.status().renewedVia).toBe('store');
  }, 30_000);

  it("adopts the pair a peer wrote (no token call), and ignores a notice of the pair it holds", async () => {
    let issued = 0;
    vendor = await startFakeVendor(() => ({ json: tokenPair(++issued) }));
    const mem = new MemorySecretStore();
    const { store, peerWrote } = recordingStore(secretStorePairs(mem, APP_ID));
    const tokens = new TokenManager({ baseUrl: vendor.baseUrl, appId: APP_ID, appSecret: async () => 'secret-value-1', store: mem, pairs: store });
    const mine = await tokens.getAccessToken();
    peerWrote(pairFingerprint(mine));
    await tick();
    expect(await tokens.getAccessToken()).toBe(mine);
    const theirs: StoredTokenPair = { accessToken: 'peer-access-token-2', refreshToken: 'peer-refresh-token-2', obtainedAt: Date.now(), expiresAt: Date.now() + 7_000_000 };
    await secretStorePairs(mem, APP_ID).write(theirs);
    peerWrote(pairFingerprint(theirs.accessToken));
    await new Promise((r) => setTimeout(r, 20));
    expect(await tokens.getAccessToken()).toBe('peer-access-token-2');
    expect(vendor.requests.filter((r) => r.path === TOKEN_PATHS.access || r.path === TOKEN_PATHS.refresh)).toHaveLength(1);
    expect(tokens.status().renewedVia).toBe('store');
  });

  it('keeps today\'s behaviour by default: the pair in the profile store, in-process coordination', async () => {
    vendor = await startFakeVendor(() => ({ json: tokenPair(1) }));
    const mem = new MemorySecretStore();
    const tokens = new TokenManager({ baseUrl: vendor.baseUrl, appId: APP_ID, appSecret: async () => 'secret-value-1', store: mem });
    await tokens.getAccessToken();
    expect(await mem.get(tokenPairKey(APP_ID))).toContain('refresh-token-1');
    const local = await new InProcessCoordinator().status();
    expect(local).toMatchObject({ mode: 'local', desktops: 1, holders: [], warning: null, server: null });
  });
});

describe('the team pair at rest', () => {
  it('opens only with the key of the same secret and appId, and not after any change', async () => {
    const key = await derivePairKey('the-app-secret', APP_ID);
    const sealed = sealPair(key, APP_ID, '{"accessToken":"abc"}');
    expect(sealed).not.toContain('abc');
    expect(openPair(key, APP_ID, sealed)).toBe('{"accessToken":"abc"}');
    expect(openPair(await derivePairKey('another-secret', APP_ID), APP_ID, sealed)).toBeNull();
    expect(openPair(key, 'ak_OTHER12345678', sealed)).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] as string, 'base64');
    body[0] = (body[0] as number) ^ 1;
    expect(openPair(key, APP_ID, [parts[0], parts[1], parts[2], body.toString('base64')].join('.'))).toBeNull();
    expect(openPair(key, APP_ID, 'garbage')).toBeNull();
  });
});

describe('team server URLs', () => {
  it('shows and logs the address without credentials', () => {
    expect(parseTeamUrl('rediss://ops:s3cret-pass@team.example.com:6380/2')).toMatchObject({
      url: 'rediss://ops:s3cret-pass@team.example.com:6380/2',
      display: 'rediss://team.example.com:6380/2',
      password: 's3cret-pass',
    });
    expect(parseTeamUrl('redis://127.0.0.1:6379')).toMatchObject({ display: 'redis://127.0.0.1:6379', password: null });
    expect(() => parseTeamUrl('https://team.example.com')).toThrow(/redis:\/\/ or rediss:\/\//);
    // ioredis would read a query's options (a unix socket path among them): a team URL carries none.
    expect(() => parseTeamUrl('redis://127.0.0.1:6379/0?path=/run/other.sock')).toThrow(/query/);
    expect(parseTeamUrl('rediss://ops:pw@team.example.com:6380/2').connect).toEqual({ host: 'team.example.com', port: 6380, db: 2, username: 'ops', password: 'pw', tls: { servername: 'team.example.com' } });
  });

  it('registers the password with the redaction, and never a plain address (it would hide the status bar\'s server)', () => {
    registerTeamSecrets(parseTeamUrl('redis://team-host.example:6379'));
    expect(knownSecrets.scrub('server redis://team-host.example:6379')).toBe('server redis://team-host.example:6379');
    registerTeamSecrets(parseTeamUrl('redis://:pw-7d1e0c55aa@team-host.example:6379'));
    expect(knownSecrets.scrub('auth pw-7d1e0c55aa failed')).toBe('auth [redacted] failed');
    expect(() => parseTeamUrl('redis://host/keys')).toThrow(/database number/);
  });
});
