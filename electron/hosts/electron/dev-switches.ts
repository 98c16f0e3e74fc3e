// Development switches of the Electron host, decided in one place. A packaged (shipped) build honours none of
// them: an environment variable must not be able to load the window from another page or move the user's
// data. An unpackaged build (`electron .`, the tests) takes a dev-server URL only on this machine's loopback.
import { isAbsolute } from 'node:path';
import { isIP } from 'node:net';
import { isLoopbackAddress } from '../../core/app/emulator/loopback';

export interface DevSwitches {
  /** The Vite dev server to load the renderer from instead of app://, or null. */
  devServerUrl: string | null;
  /** A throw-away data folder instead of the OS's userData, or null. */
  userDataDir: string | null;
  /** Switches that were set but refused, one sentence each (logged at start). */
  refused: string[];
}

/** Loopback by the URL's own host, without DNS: a name other than localhost could resolve anywhere. */
function loopbackLiteral(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || (isIP(host) !== 0 && isLoopbackAddress(host));
}

export function devSwitches(env: Record<string, string | undefined>, isPackaged: boolean): DevSwitches {
  const out: DevSwitches = { devServerUrl: null, userDataDir: null, refused: [] };
  const devServer = env.OPSDESK_DEV_SERVER_URL?.trim();
  const userData = env.OPSDESK_USER_DATA?.trim();
  if (isPackaged) {
    if (devServer) out.refused.push('OPSDESK_DEV_SERVER_URL is ignored: a packaged build loads only its own pages.');
    if (userData) out.refused.push('OPSDESK_USER_DATA is ignored: a packaged build keeps its data where the system says.');
    return out;
  }
  if (devServer) {
    let url: URL | null = null;
    try {
      url = new URL(devServer);
    } catch {
      url = null;
    }
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && loopbackLiteral(url.hostname) && !url.username && !url.password) {
      out.devServerUrl = url.origin + url.pathname;
    } else {
      out.refused.push('OPSDESK_DEV_SERVER_URL is ignored: it must be an http(s) address on this machine (localhost, 127.0.0.1 or [::1]).');
    }
  }
  if (userData) {
    if (isAbsolute(userData)) out.userDataDir = userData;
    else out.refused.push('OPSDESK_USER_DATA is ignored: it must be an absolute path.');
  }
  return out;
}
