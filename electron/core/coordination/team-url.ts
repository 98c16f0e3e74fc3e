// A team server address: `redis://` or `rediss://` (TLS), credentials optional. The full URL is a secret (it
// may carry a password); what the app shows and logs is the address without them.
import { knownSecrets } from '../redaction';

export interface TeamServer {
  url: string;
  /** `redis://host:6379/0`: safe to show and to log. */
  display: string;
  /** The password, if any (registered with the redaction). */
  password: string | null;
  /**
   * What ioredis is given instead of the URL: ioredis reads options out of a URL's query (a unix socket `path`
   * among them), so the connection is built from these fields alone and goes where the URL says, nowhere else.
   */
  connect: { host: string; port: number; db: number; username?: string; password?: string; tls?: { servername: string } };
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
  if (u.search !== '' || u.hash !== '') throw new TeamUrlError('the URL may not carry a query (?…) or a fragment (#…): only redis://user:password@host:port/db');
  if (u.pathname && u.pathname !== '/' && !/^\/\d{1,2}$/.test(u.pathname)) throw new TeamUrlError('the path may only name a database number (e.g. /0)');
  const password = u.password ? decodeURIComponent(u.password) : null;
  const display = `${u.protocol}//${u.host}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  const host = u.hostname.replace(/^\[(.*)\]$/, '$1');
  const connect: TeamServer['connect'] = {
    host,
    port: u.port ? Number(u.port) : 6379,
    db: u.pathname && u.pathname !== '/' ? Number(u.pathname.slice(1)) : 0,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(password !== null ? { password } : {}),
    ...(u.protocol === 'rediss:' ? { tls: { servername: host } } : {}),
  };
  return { url: u.toString(), display, password, connect };
}
