// `npm run sandbox` as documented: it prints its base URL and the demo credentials, a plain curl token call
// works against it, and it stops cleanly on SIGTERM / SIGINT.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function startCli(args: string[]): { child: ChildProcess; ready: Promise<string>; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/sandbox/cli.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    const check = () => {
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`cli exited (${String(code)}): ${out}`)));
  });
  ready.catch(() => undefined); // a run that is expected to fail never becomes ready
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, ready, output: () => out, exited };
}

function curl(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => execFile('curl', args, (err, stdout) => (err ? reject(err) : resolve(stdout))));
}

describe('npm run sandbox', () => {
  it('prints the base URL and demo credentials, answers the README curl token call, stops on SIGTERM', async () => {
    const cli = startCli(['--port', '0', '--seed', '42', '--latency', '1', '--faults', 'http502:n=1:op=picking']);
    try {
      const baseUrl = await cli.ready;
      expect(cli.output()).toContain('appId:     ak_OPSDESK_DEMO1');
      const secret = /appSecret: (\S+)/.exec(cli.output())?.[1] ?? '';
      const answer = await curl(['-s', '-F', 'appId=ak_OPSDESK_DEMO1', '-F', `appSecret=${secret}`, `${baseUrl}/api/auth-server/oauth/access-token`]);
      expect(JSON.parse(answer)).toMatchObject({ code: '200', msg: 'OK', data: { expires_in: 7199 } });
      const faults = JSON.parse(await curl(['-s', `${baseUrl}/__sandbox/faults`])) as { faults: unknown[] };
      expect(faults.faults).toEqual([{ kind: 'http502', count: 1, operation: 'picking', fired: 0, remaining: 1 }]);
    } finally {
      cli.child.kill('SIGTERM');
    }
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain('SIGTERM: stopping the sandbox');
  });

  it('stops on SIGINT too, and refuses bad arguments with the usage text', async () => {
    const cli = startCli(['--port', '0']);
    await cli.ready;
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
    const bad = startCli(['--faults', 'explode']);
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toContain('Usage: npm run sandbox');
  });
});
