// A real redis-server for the team tests: on a free loopback port below the ephemeral range (redis-server cannot
// report a port it chose itself, and it is restarted on the same port: see restartable-port.ts), no persistence,
// stopped and restarted on demand.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { restartablePort } from '../../support/restartable-port';

/** Why the team tests are skipped, or null when redis-server is installed. */
export const redisMissing: string | null = (() => {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return probe.error || probe.status !== 0 ? 'redis-server is not installed (apt install redis-server): the team-mode tests need a real one' : null;
})();

export class RedisServer {
  private proc: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    private readonly extraArgs: string[],
  ) {}

  /** `extraArgs` e.g. `['--requirepass', '…']`. */
  static async start(extraArgs: string[] = []): Promise<RedisServer> {
    const server = new RedisServer(await restartablePort(), extraArgs);
    await server.restart();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) on the same port, empty. */
  async restart(): Promise<void> {
    if (this.proc) throw new Error('redis-server is already running');
    const proc = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no', ...this.extraArgs], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    let out = '';
    proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    const deadline = Date.now() + 10_000;
    while (!out.includes('Ready to accept connections')) {
      if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on ${this.port}:\n${out}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Stops it at once (SIGKILL: as a crash or a pulled cable would). */
  async kill(): Promise<void> {
    const proc = this.proc;
    if (!proc) return;
    this.proc = null;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    proc.kill('SIGCONT');
    await exited;
  }

  /** Freezes it (SIGSTOP): connections stay open, nothing answers, as with a hung server or a dropped link. */
  pause(): void {
    this.proc?.kill('SIGSTOP');
  }

  resume(): void {
    this.proc?.kill('SIGCONT');
  }

  get running(): boolean {
    return this.proc !== null;
  }
}

/**
 * The hooks a suite of coordinator tests shares: one redis-server for the suite, a raw client on it, and the
 * coordinators a test opened (`track`), closed after each test.
 */
export function redisSuite(): { server: () => RedisServer; raw: () => Redis; track: <T extends { close(): Promise<void> }>(c: T) => T } {
  let server: RedisServer | null = null;
  let raw: Redis | null = null;
  let open: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    server = await RedisServer.start();
    raw = new Redis(server.url);
  });
  afterAll(async () => {
    raw?.disconnect();
    await server?.kill();
  });
  afterEach(async () => {
    await Promise.all(open.map((c) => c.close()));
    open = [];
  });
  const need = <T>(v: T | null): T => {
    if (v === null) throw new Error('the redis-server of this suite is not running');
    return v;
  };
  return {
    server: () => need(server),
    raw: () => need(raw),
    track: (c) => (open.push(c), c),
  };
}
