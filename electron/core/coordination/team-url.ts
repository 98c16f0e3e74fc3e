// A team server address: `redis://` or `rediss://` (TLS), credentials optional. The full URL is a secret (it
// may carry a password); what the app shows and logs is the address without them.
import { knownSecrets } from '../redaction';

export interface TeamServer {
  url: string;
  /** `redis://host:6379/0`: safe to show and to log. */
  display: string;
  /** The password, if any (registered with the redaction). */
  password: string | null;
}

export class TeamUrlError extends Error {}

/**
 * Registers what is secret in a team URL with the redaction: its password, and the URL as written when it
 * carries credentials. A URL without any is just the address, shown as is.
 */
export function registerTeamSecrets(server: TeamServer): void {
  if (server.password !== null) knownSecrets.add(server.password);
  if (server.url.includes('@')) knownSecrets.add(server.url);
}

export function parseTeamUrl(text: string): TeamServer {
  let u: URL;
  try {
    u = new URL(text.trim());
  } catch {
    throw new TeamUrlError('not a URL: expected redis://host:port or rediss://host:port');
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new TeamUrlError(`the scheme must be redis:// or rediss://, not ${u.protocol}//`);
  if (!u.hostname) throw new TeamUrlError('the URL names no host');
  if (u.pathname && u.pathname !== '/' && !/^\/\d{1,2}$/.test(u.pathname)) throw new TeamUrlError('the path may only name a database number (e.g. /0)');
  const password = u.password ? decodeURIComponent(u.password) : null;
  const display = `${u.protocol}//${u.host}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  return { url: u.toString(), display, password };
}
