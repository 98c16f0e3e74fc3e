// A loopback port for a server a test stops and starts again on the same port (a host killed and started
// again, a vendor outage, a Redis restart).
//
// Port 0 hands out a port from the kernel's ephemeral range, the same range every outgoing connection's local
// port is taken from. Once the server stops, any client connecting elsewhere in the meantime (the browser, the
// test's own fetches) may be given that port as its local one, and the restart then fails with EADDRINUSE: a
// listening socket cannot share a port with a connected one. It happened about once in a hundred restarts
// under load. A port below the ephemeral range is never given to an outgoing connection, so only another
// listener can take it, and the restart finds it as it was left.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const FALLBACK_EPHEMERAL_LOW = 32_768;
const LOWEST = 20_000;

/** The lowest port the kernel gives outgoing connections (Linux: ip_local_port_range). */
export function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > LOWEST + 1_000 ? low : FALLBACK_EPHEMERAL_LOW;
  } catch {
    return FALLBACK_EPHEMERAL_LOW;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free loopback port below the ephemeral range, picked at random so parallel test processes rarely meet. */
export async function restartablePort(random: () => number = Math.random): Promise<number> {
  const high = ephemeralLow() - 1;
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOWEST + Math.floor(random() * (high - LOWEST + 1));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free loopback port between ${LOWEST} and ${high}`);
}
