// A team server this desktop is misconfigured for (a wrong or missing password) against a real redis-server
// with a password: the desktop says what is wrong (not "Connecting…" forever), and it does not renew the
// team's token on its own, which would sign out the desktops that are configured right.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { secretStorePairs } from '../../../electron/core/coordination/local';
import { RedisCoordinator } from '../../../electron/core/coordination/redis-coordinator';
import { isOpenApiError } from '../../../electron/core/errors';
import { MemorySecretStore, tokenPairKey } from '../../../electron/core/secrets';
import { TokenManager } from '../../../electron/core/tokens';
import { startFakeVendor, tokenPair, type FakeVendor } from '../../unit/core/fake-vendor';
import { until } from './manual-clock';
import { redisMissing, RedisServer } from './redis-server';

const SECRET = 'sk_team_problem_secret_value';
const PASSWORD = 'the-team-password-42';
const APP_ID = 'ak_PROBLEMTEST001';

describe.skipIf(redisMissing !== null)(`a misconfigured team desktop${redisMissing ? ` (skipped: ${redisMissing})` : ''}`, () => {
  let redis: RedisServer;
  let vendor: FakeVendor;
  let issued = 0;
  let open: RedisCoordinator[] = [];

  beforeAll(async () => {
    redis = await RedisServer.start(['--requirepass', PASSWORD]);
    vendor = await startFakeVendor(() => ({ json: tokenPair(++issued, 7199) }));
  });
  afterAll(async () => {
    await vendor?.close();
    await redis?.kill();
  });
  afterEach(async () => {
    await Promise.all(open.map((c) => c.close()));
    open = [];
  });

  const desktop = (url: string) => {
    const c = new RedisCoordinator({ url, appId: APP_ID, appSecret: async () => SECRET, connectWaitMs: 60_000 });
    open.push(c);
    return c;
  };
  const managerOn = (c: RedisCoordinator, store: MemorySecretStore) =>
    new TokenManager({ baseUrl: vendor.baseUrl, appId: APP_ID, appSecret: async () => SECRET, store, pairs: c.tokenPairs(secretStorePairs(store, APP_ID)) });

  it('a wrong password is shown as a wrong password, and the desktop renews nothing while it is wrong', async () => {
    const c = desktop(`redis://:not-it@127.0.0.1:${redis.port}`);
    await until(async () => (await c.status()).warning?.code === 'TEAM_WRONG_PASSWORD', 'the status names the wrong password');
    expect((await c.status()).mode).toBe('fallback');
    const before = issued;
    const refusal = await managerOn(c, new MemorySecretStore()).getAccessToken().then(() => null, (err: unknown) => err);
    expect(isOpenApiError(refusal) && refusal.code).toBe('TEAM_RENEWAL_BLOCKED');
    expect(isOpenApiError(refusal) && refusal.category).toBe('not-executed');
    expect(issued).toBe(before); // no token call reached the vendor
  });

  it('a missing password is named as such, and a valid pair the desktop has is still used', async () => {
    const c = desktop(`redis://127.0.0.1:${redis.port}`);
    await until(async () => (await c.status()).warning?.code === 'TEAM_NO_PASSWORD', 'the status names the missing password');
    const store = new MemorySecretStore();
    await store.set(tokenPairKey(APP_ID), JSON.stringify({ accessToken: 'kept-access', refreshToken: 'kept-refresh', obtainedAt: Date.now(), expiresAt: Date.now() + 3_600_000 }));
    const before = issued;
    expect(await managerOn(c, store).getAccessToken()).toBe('kept-access');
    expect(issued).toBe(before);
  });

  it('with the right password the same desktop joins the team and renews under the lease', async () => {
    const c = desktop(`redis://:${PASSWORD}@127.0.0.1:${redis.port}`);
    expect(await c.ready(10_000)).toBe(true);
    expect((await c.status()).warning).toBeNull();
    const before = issued;
    await managerOn(c, new MemorySecretStore()).getAccessToken();
    expect(issued).toBe(before + 1);
  });
});
