// Settings' "Test" on a team server (`team.test`) lets the renderer name a host and port for the main process
// to connect to: it accepts only redis:// and rediss:// addresses, and it never goes where a server sends it.
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { probeTeamServer } from '../../../electron/core/coordination/team-probe';
import { IPC_METHODS } from '../../../shared/ipc';

/** A loopback TCP listener that counts the connections made to it; `answer` replies to each command a client sends. */
async function listener(answer: (command: string[]) => string = () => ''): Promise<{ port: number; connections: () => number; server: Server }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    let pending = '';
    socket.on('data', (b: Buffer) => {
      pending += b.toString('latin1');
      for (let c = takeCommand(pending); c !== null; c = takeCommand(pending)) {
        pending = pending.slice(c.length);
        socket.write(answer(c.command));
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { port, connections: () => connections, server };
}

/** The first whole command (a RESP array of bulk strings) at the start of `text`, and how many characters it took. */
function takeCommand(text: string): { command: string[]; length: number } | null {
  const head = /^\*(\d+)\r\n/.exec(text);
  if (!head) return null;
  let at = head[0].length;
  const command: string[] = [];
  for (let i = 0; i < Number(head[1]); i++) {
    const bulk = /^\$(\d+)\r\n/.exec(text.slice(at));
    if (!bulk) return null;
    const start = at + bulk[0].length;
    const end = start + Number(bulk[1]);
    if (text.length < end + 2) return null;
    command.push(text.slice(start, end));
    at = end + 2;
  }
  return { command, length: at };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe('team.test', () => {
  it('accepts only redis:// and rediss:// addresses, and connects nowhere for any other', async () => {
    const target = await listener();
    servers.push(target.server);
    const others = [
      `http://127.0.0.1:${target.port}`,
      `https://127.0.0.1:${target.port}`,
      `ftp://127.0.0.1:${target.port}`,
      `file:///tmp/opsdesk.sock`,
      `unix:///tmp/opsdesk.sock`,
      // ioredis would read a unix socket path (or a sentinel list) out of a query: none is taken.
      `redis://127.0.0.1:${target.port}/0?path=/tmp/opsdesk.sock`,
      `redis://127.0.0.1:${target.port}/#x`,
      `redis://127.0.0.1:${target.port}/other/path`,
    ];
    for (const url of others) {
      expect(IPC_METHODS['team.test'].input.safeParse({ id: 'abc', url }).success, url).toBe(false);
      const probe = await probeTeamServer(url, null, { timeoutMs: 5000 });
      expect(probe, url).toMatchObject({ ok: false, problem: { code: 'TEAM_URL_INVALID' } });
    }
    expect(target.connections()).toBe(0);
    for (const url of [`redis://127.0.0.1:${target.port}`, `rediss://user:pw@127.0.0.1:${target.port}/2`]) {
      expect(IPC_METHODS['team.test'].input.safeParse({ id: 'abc', url }).success, url).toBe(true);
    }
  });

  it('never follows a redirect: a server answering MOVED or ASK to another address is only reported', async () => {
    const elsewhere = await listener();
    servers.push(elsewhere.server);
    let n = 0;
    // A server that lets the client in as any Redis would (no HELLO: RESP2) and answers every command after
    // that with a redirect to the other listener, as a cluster node or a hostile server might.
    const redirecting = await listener(([name = '']) => {
      const cmd = name.toLowerCase();
      if (cmd === 'hello') return "-ERR unknown command 'hello'\r\n";
      if (cmd === 'client' || cmd === 'select') return '+OK\r\n';
      if (cmd === 'info') {
        const info = '# Server\r\nredis_version:7.2.0\r\nloading:0\r\n';
        return `$${info.length}\r\n${info}\r\n`;
      }
      return `-${n++ % 2 === 0 ? 'MOVED' : 'ASK'} 3999 127.0.0.1:${elsewhere.port}\r\n`;
    });
    servers.push(redirecting.server);
    const probe = await probeTeamServer(`redis://127.0.0.1:${redirecting.port}`, 'app-1', { timeoutMs: 5000 });
    expect(probe.ok).toBe(false);
    // It got as far as a command that was redirected (not refused at the door).
    expect(n).toBeGreaterThan(0);
    expect(elsewhere.connections()).toBe(0);
  });

  it('says a server answers, but not as Redis, when a web server holds the port (not "nothing answers")', async () => {
    const web = createHttpServer((_req, res) => res.end('<html>hello</html>'));
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    servers.push(web as unknown as Server);
    const { port } = web.address() as { port: number };
    const probe = await probeTeamServer(`redis://127.0.0.1:${port}`, 'app-1', { timeoutMs: 5000 });
    expect(probe).toMatchObject({ ok: false, problem: { code: 'TEAM_NOT_REDIS', values: { server: `redis://127.0.0.1:${port}` } } });
    expect(probe.message).toMatch(/Something answers at redis:\/\/127\.0\.0\.1:\d+, but it is not a Redis or Valkey server/);
  });

  it('still says nothing answers where nothing listens', async () => {
    const closed = await listener();
    const { port } = closed;
    await new Promise((r) => closed.server.close(r));
    const probe = await probeTeamServer(`redis://127.0.0.1:${port}`, null, { timeoutMs: 5000 });
    expect(probe).toMatchObject({ ok: false, problem: { code: 'TEAM_UNREACHABLE' } });
  });
});
