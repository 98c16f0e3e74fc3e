import { describe, expect, it } from 'vitest';
import type { TokenStatus } from '../../../shared/ipc';
import { newerTokenStatus } from './token-status';

const status = (state: TokenStatus['state'], revision: number, profileId: string | null = 'p1'): TokenStatus => ({
  profileId, state, expiresAt: state === 'valid' ? '2026-12-02T13:00:00.000Z' : null, renewedAt: null, renewedVia: null, lastError: null,
  calls: { accessToken: 0, refresh: 0 }, revision,
});

describe('the token state the status bar shows', () => {
  it('a read answered during the renewal, arriving after the event that it ended, does not bring "renewing" back', () => {
    const afterEvent = status('valid', 8);
    expect(newerTokenStatus(afterEvent, status('renewing', 7)).state).toBe('valid');
  });

  it('takes a newer word, and the same revision read again (a clock that passed the expiry is the read’s to say)', () => {
    expect(newerTokenStatus(status('renewing', 7), status('valid', 8)).state).toBe('valid');
    expect(newerTokenStatus(status('valid', 8), status('none', 8)).state).toBe('none');
  });

  it('another profile’s status replaces the held one whatever its revision', () => {
    expect(newerTokenStatus(status('valid', 9, 'p1'), status('none', 0, 'p2'))).toEqual(status('none', 0, 'p2'));
    expect(newerTokenStatus(undefined, status('none', 0))).toEqual(status('none', 0));
  });
});
