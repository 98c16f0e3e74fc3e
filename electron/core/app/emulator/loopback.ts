// Is an address this machine? Decided on the address the name resolves to, never on how a URL spells it:
// `localhost`, `127.0.0.2`, `0x7f.1`, `2130706433`, `[::1]`, `[::ffff:127.0.0.1]`, `0.0.0.0` and a name
// whose DNS answer is 127.0.0.1 all reach the same loopback interface.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const thisMachine = new BlockList();
thisMachine.addSubnet('127.0.0.0', 8, 'ipv4');
// 0.0.0.0 ("this host") and :: connect to the local machine on Linux and macOS.
thisMachine.addSubnet('0.0.0.0', 8, 'ipv4');
thisMachine.addAddress('::1', 'ipv6');
thisMachine.addAddress('::', 'ipv6');

/** An IP address (any form `net.isIP` accepts; IPv4-mapped IPv6 included) that is this machine. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return thisMachine.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Resolve = (hostname: string) => Promise<string[]>;

const systemResolve: Resolve = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Whether a URL's host reaches this machine. The WHATWG parser has already turned every IPv4 spelling into
 * dotted quads; names are resolved, and `localhost` / `*.localhost` count as loopback whatever the resolver
 * says (RFC 6761; browsers and many resolvers answer them locally). A name that does not resolve is not
 * loopback (it cannot reach anything).
 */
export async function hostIsLoopback(hostname: string, resolve: Resolve = systemResolve): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (isIP(host)) return isLoopbackAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  try {
    return (await resolve(host)).some(isLoopbackAddress);
  } catch {
    return false;
  }
}

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/** Two base URLs reach the same local service: same port, both hosts on this machine. */
export async function sameLocalService(a: string, b: string, resolve?: Resolve): Promise<boolean> {
  const ua = new URL(a);
  const ub = new URL(b);
  if (portOf(ua) !== portOf(ub)) return false;
  const [la, lb] = await Promise.all([hostIsLoopback(ua.hostname, resolve), hostIsLoopback(ub.hostname, resolve)]);
  return la && lb;
}
