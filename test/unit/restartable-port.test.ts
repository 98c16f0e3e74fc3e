// A server a test restarts on its port must get one that no outgoing connection can be given meanwhile.
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ephemeralLow, restartablePort } from '../support/restartable-port';

const open: Array<Server | Socket> = [];
afterEach(() => {
  for (const o of open.splice(0)) {
    if ('destroy' in o) o.destroy();
    else o.close();
  }
});

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    open.push(server);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('restartablePort', () => {
  it('is below the range outgoing connections take their local ports from', async () => {
    const server = await listen(0);
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    open.push(client);
    await new Promise((r) => client.once('connect', r));
    expect(client.localPort).toBeGreaterThanOrEqual(ephemeralLow());
    expect(await restartablePort()).toBeLessThan(ephemeralLow());
  });

  it('passes over a port another server holds', async () => {
    const held = await restartablePort();
    await listen(held);
    const span = ephemeralLow() - 20_000;
    const picks = [(held - 20_000 + 0.5) / span];
    let asked = 0;
    const port = await restartablePort(() => (asked++, picks.shift() ?? Math.random()));
    expect(asked).toBeGreaterThan(1);
    expect(port).not.toBe(held);
    await expect(listen(port)).resolves.toBeDefined();
  });
});
