// The Electron session's permissions: every request and check is refused, but notifications asked by the app's
// own pages (a scheduled sync's failed run is told with one).
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../../../electron/hosts/electron/app-protocol';
import { permissionGranted, restrictPermissions } from '../../../electron/hosts/electron/hardening';

const origins = new Set([APP_ORIGIN]);

describe('the session permissions', () => {
  it('grant notifications to the app\'s own pages only', () => {
    expect(permissionGranted('notifications', `${APP_ORIGIN}/index.html`, origins)).toBe(true);
    expect(permissionGranted('notifications', 'https://example.com/', origins)).toBe(false);
    expect(permissionGranted('notifications', 'not a url', origins)).toBe(false);
  });

  it('refuse every other permission, even to the app', () => {
    for (const p of ['media', 'geolocation', 'clipboard-read', 'openExternal', 'fullscreen', 'pointerLock']) expect(permissionGranted(p, `${APP_ORIGIN}/index.html`, origins)).toBe(false);
  });

  it('answer requests and checks by that rule; devices never', () => {
    type Handlers = { request?: (wc: unknown, p: string, cb: (ok: boolean) => void, d: { requestingUrl: string }) => void; check?: (wc: unknown, p: string, origin: string) => boolean; device?: () => boolean };
    const h: Handlers = {};
    restrictPermissions(
      {
        setPermissionRequestHandler: (fn) => void (h.request = fn as unknown as Handlers['request']),
        setPermissionCheckHandler: (fn) => void (h.check = fn as unknown as Handlers['check']),
        setDevicePermissionHandler: (fn) => void (h.device = fn as unknown as Handlers['device']),
      },
      origins,
    );
    const answers: boolean[] = [];
    h.request!(null, 'notifications', (ok) => answers.push(ok), { requestingUrl: `${APP_ORIGIN}/index.html` });
    h.request!(null, 'media', (ok) => answers.push(ok), { requestingUrl: `${APP_ORIGIN}/index.html` });
    expect(answers).toEqual([true, false]);
    expect(h.check!(null, 'notifications', APP_ORIGIN)).toBe(true);
    expect(h.check!(null, 'notifications', 'https://example.com')).toBe(false);
    expect(h.device!()).toBe(false);
  });
});
