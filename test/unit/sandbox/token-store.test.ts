import { describe, expect, it } from 'vitest';
import { SandboxClock } from '../../../electron/sandbox/state/clock';
import { AppRegistrationError, TokenStore, type TokenPairAnswer } from '../../../electron/sandbox/state/token-store';

const APP = 'ak_UNITTEST00001';
function store(supersede = true) {
  const clock = new SandboxClock(() => 1_700_000_000_000);
  const tokens = new TokenStore({ clock, accessTtlSeconds: 7199, refreshTtlSeconds: 7200, supersede });
  tokens.addApp(APP, 'se+cret');
  return { clock, tokens };
}
const pair = (r: TokenPairAnswer | string): TokenPairAnswer => {
  if (typeof r === 'string') throw new Error(`expected a token pair, got ${r}`);
  return r;
};

describe('token store (spec 4.1/4.2, notes §3)', () => {
  it('refuses an unknown app, a wrong secret, and tells a secret mangled in transit apart', () => {
    const { tokens } = store();
    expect(tokens.issueForSecret('ak_NOPE000000000', 'x')).toBe('2001001');
    expect(tokens.issueForSecret(undefined, 'x')).toBe('2001001');
    expect(tokens.issueForSecret(APP, 'wrong')).toBe('2001002');
    expect(tokens.issueForSecret(APP, 'se cret')).toBe('0001001');
  });

  it('issues a pair with the configured lifetime and supersedes the previous access token', () => {
    const { tokens } = store();
    const first = pair(tokens.issueForSecret(APP, 'se+cret'));
    expect(first.expires_in).toBe(7199);
    const now = 1_700_000_000_000;
    expect(tokens.checkAccess(APP, first.access_token, now)).toBe('ok');
    const second = pair(tokens.issueForSecret(APP, 'se+cret'));
    expect(tokens.checkAccess(APP, first.access_token, now)).toBe('2001005');
    expect(tokens.checkAccess(APP, second.access_token, now)).toBe('ok');
    expect(tokens.checkAccess(APP, second.access_token, now + 7199_000)).toBe('2001003');
    expect(tokens.checkAccess(APP, 'unknown', now)).toBe('2001003');
  });

  it('keeps several live tokens per app when supersession is switched off', () => {
    const { tokens } = store(false);
    const first = pair(tokens.issueForSecret(APP, 'se+cret'));
    pair(tokens.issueForSecret(APP, 'se+cret'));
    expect(tokens.checkAccess(APP, first.access_token, 1_700_000_000_000)).toBe('ok');
  });

  it('renews once per refresh token (2001009 on reuse), and refuses an expired one (2001008)', () => {
    const { tokens, clock } = store();
    const first = pair(tokens.issueForSecret(APP, 'se+cret'));
    const renewed = pair(tokens.renew(APP, first.refresh_token));
    expect(renewed.access_token).not.toBe(first.access_token);
    expect(tokens.renew(APP, first.refresh_token)).toBe('2001009');
    expect(tokens.renew(APP, 'never-issued')).toBe('2001009');
    clock.setSkewSeconds(7200);
    expect(tokens.renew(APP, renewed.refresh_token)).toBe('2001008');
  });

  it('expires every access token at once', () => {
    const { tokens } = store();
    const first = pair(tokens.issueForSecret(APP, 'se+cret'));
    tokens.expireAccessTokens();
    expect(tokens.checkAccess(APP, first.access_token, 1_700_000_000_000)).toBe('2001003');
  });

  it('only registers 16-byte appIds (the AES-128 key of the sign)', () => {
    const { tokens } = store();
    expect(() => tokens.addApp('short', 's')).toThrow(AppRegistrationError);
    expect(() => tokens.addApp('ak_TEST123456789', 's')).not.toThrow();
  });
});
