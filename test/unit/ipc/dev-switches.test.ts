// The Electron host's development switches: honoured only in an unpackaged build, and a dev-server URL only
// on loopback.
import { describe, expect, it } from 'vitest';
import { devSwitches } from '../../../electron/hosts/electron/dev-switches';

describe('development switches', () => {
  it('are all refused by a packaged build', () => {
    const s = devSwitches({ OPSDESK_DEV_SERVER_URL: 'http://127.0.0.1:5173', OPSDESK_USER_DATA: '/tmp/x' }, true);
    expect(s).toMatchObject({ devServerUrl: null, userDataDir: null });
    expect(s.refused).toHaveLength(2);
  });

  it('are taken by a development build when safe', () => {
    expect(devSwitches({ OPSDESK_DEV_SERVER_URL: 'http://localhost:5173/', OPSDESK_USER_DATA: '/tmp/opsdesk-dev' }, false)).toEqual({
      devServerUrl: 'http://localhost:5173/',
      userDataDir: '/tmp/opsdesk-dev',
      refused: [],
    });
    for (const ok of ['http://127.0.0.1:5173', 'http://[::1]:5173', 'https://127.0.0.2:5173', 'http://0x7f.1:5173']) {
      expect(devSwitches({ OPSDESK_DEV_SERVER_URL: ok }, false).devServerUrl, ok).not.toBeNull();
    }
  });

  it('refuse a dev server anywhere but this machine, or not http', () => {
    for (const bad of [
      'http://evil.example:5173',
      'http://192.168.1.10:5173',
      'http://localhost.evil.example:5173',
      'http://127.0.0.1.nip.io:5173',
      'file:///tmp/index.html',
      'javascript:alert(1)',
      'http://user:pw@127.0.0.1:5173',
      'not a url',
    ]) {
      const s = devSwitches({ OPSDESK_DEV_SERVER_URL: bad }, false);
      expect(s.devServerUrl, bad).toBeNull();
      expect(s.refused, bad).toHaveLength(1);
    }
  });

  it('refuse a relative user-data folder, and say nothing when nothing is set', () => {
    expect(devSwitches({ OPSDESK_USER_DATA: 'data' }, false)).toMatchObject({ userDataDir: null, refused: [expect.stringContaining('absolute')] });
    expect(devSwitches({}, false)).toEqual({ devServerUrl: null, userDataDir: null, refused: [] });
    expect(devSwitches({}, true)).toEqual({ devServerUrl: null, userDataDir: null, refused: [] });
  });
});
