// Process-wide rules for every web contents: no navigation away from the app, no new windows, no webviews,
// every permission denied. See docs/security.md for the checklist these implement.
import type { App, Session, WebContents } from 'electron';

export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/** Navigation is allowed only within the app's own origins (a reload, a hash route). */
export function lockDownContents(contents: WebContents, allowedOrigins: ReadonlySet<string>): void {
  const sameApp = (url: string) => {
    try {
      const u = new URL(url);
      return allowedOrigins.has(u.origin !== 'null' ? u.origin : `${u.protocol}//${u.host}`);
    } catch {
      return false;
    }
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
