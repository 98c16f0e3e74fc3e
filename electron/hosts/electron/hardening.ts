// Process-wide rules for every web contents: no navigation away from the app, no new windows, no webviews,
// every permission denied but notifications for the app's own pages (a scheduled sync's failed run is told with
// one). See docs/security.md for the checklist these implement.
import type { App, Session, WebContents } from 'electron';

const originOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.origin !== 'null' ? u.origin : `${u.protocol}//${u.host}`;
  } catch {
    return null;
  }
};

/** The one permission granted: notifications, asked by a page of the app's own origins. */
export function permissionGranted(permission: string, url: string, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = originOf(url);
  return permission === 'notifications' && origin !== null && allowedOrigins.has(origin);
}

export function restrictPermissions(session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>, allowedOrigins: ReadonlySet<string>): void {
  session.setPermissionRequestHandler((_wc, permission, callback, details) => callback(permissionGranted(permission, details.requestingUrl, allowedOrigins)));
  session.setPermissionCheckHandler((_wc, permission, requestingOrigin) => permissionGranted(permission, requestingOrigin, allowedOrigins));
  session.setDevicePermissionHandler(() => false);
}

/** Navigation is allowed only within the app's own origins (a reload, a hash route). */
export function lockDownContents(contents: WebContents, allowedOrigins: ReadonlySet<string>): void {
  const sameApp = (url: string) => {
    const origin = originOf(url);
    return origin !== null && allowedOrigins.has(origin);
  };
  contents.on('will-navigate', (event, url) => {
    if (!sameApp(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!sameApp(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

export function hardenApp(app: App, allowedOrigins: ReadonlySet<string>): void {
  app.on('web-contents-created', (_event, contents) => lockDownContents(contents, allowedOrigins));
}
