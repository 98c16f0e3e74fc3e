// Who is on the other end of a loopback connection. On Linux the kernel lists every TCP socket of this network
// namespace in /proc/net/tcp with the uid that owns it, so the host can tell a connection of the user who
// started it from one of any other local user, whatever that user read from the process table. Used to let
// only the user's own browser trade a launch code for the session (docs/security.md, "The browser host").
import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';

/** `127.0.0.1` + port as /proc/net/tcp writes it: the address's bytes in host order (little-endian), the port in hex. */
function procAddress(ip: string, port: number): string | null {
  const parts = ip.replace(/^::ffff:/, '').split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return null;
  const hex = parts
    .reverse()
    .map((p) => p.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
  return `${hex}:${port.toString(16).padStart(4, '0').toUpperCase()}`;
}

/** Whether this platform can say who owns a loopback connection (Linux, with /proc mounted). */
export type PeerOwner = { known: true; uid: number } | { known: false; why: 'unsupported' | 'not-found' };

/**
 * The uid owning the client end of `socket`: the /proc/net/tcp line whose local address is the socket's
 * remote one and whose remote address is the socket's local one.
 */
export async function peerOwner(socket: Pick<Socket, 'remoteAddress' | 'remotePort' | 'localAddress' | 'localPort'>, table = '/proc/net/tcp'): Promise<PeerOwner> {
  if (process.platform !== 'linux') return { known: false, why: 'unsupported' };
  const { remoteAddress, remotePort, localAddress, localPort } = socket;
  if (!remoteAddress || !remotePort || !localAddress || !localPort) return { known: false, why: 'not-found' };
  const clientEnd = procAddress(remoteAddress, remotePort);
  const serverEnd = procAddress(localAddress, localPort);
  if (!clientEnd || !serverEnd) return { known: false, why: 'not-found' };
  let text: string;
  try {
    text = await readFile(table, 'utf8');
  } catch {
    return { known: false, why: 'unsupported' };
  }
  for (const line of text.split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    // sl local rem st tx:rx tr:when retrnsmt uid …
    if (f[1] === clientEnd && f[2] === serverEnd && f[7] !== undefined && /^\d+$/.test(f[7])) return { known: true, uid: Number(f[7]) };
  }
  return { known: false, why: 'not-found' };
}
