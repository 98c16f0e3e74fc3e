// The sandbox in its own process (`npm run sandbox`), as the vendor's service is: its CPU work does not run on
// the client's event loop. Facts come back through its admin API.
import { spawn, type ChildProcess } from 'node:child_process';
import { parseJson } from '../../shared/json/lossless';
import type { SandboxStats } from '../../electron/sandbox';

export interface RemoteSandbox {
  baseUrl: string;
  credentials: { appId: string; appSecret: string };
  stats(): Promise<SandboxStats>;
  state<T>(kind: string): Promise<T[]>;
  /** The applied-write log (operation, item keys applied). */
  writes(): Promise<Array<{ operation: string; appliedKeys: string[] }>>;
  stop(): Promise<void>;
}

export async function startRemoteSandbox(args: string[]): Promise<RemoteSandbox> {
  const proc: ChildProcess = spawn('npx', ['tsx', 'electron/sandbox/cli.ts', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  while (!/appSecret:\s+\S+/.test(out)) {
    if (Date.now() > deadline || proc.exitCode !== null) throw new Error(`the sandbox did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const baseUrl = (/listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out) as RegExpExecArray)[1] as string;
  const appId = (/appId:\s+(\S+)/.exec(out) as RegExpExecArray)[1] as string;
  const appSecret = (/appSecret:\s+(\S+)/.exec(out) as RegExpExecArray)[1] as string;
  const admin = async (path: string) => parseJson(await (await fetch(`${baseUrl}/__sandbox${path}`)).text()) as Record<string, unknown>;
  return {
    baseUrl,
    credentials: { appId, appSecret },
    stats: async () => (await admin('/stats')).stats as SandboxStats,
    state: async <T>(kind: string) => (await admin(`/state/${kind}`)).state as T[],
    writes: async () => (await admin('/writes')).writes as Array<{ operation: string; appliedKeys: string[] }>,
    stop: async () => {
      // Its own process group: npx → tsx → node all stop.
      if (proc.exitCode === null && proc.pid !== undefined) process.kill(-proc.pid, 'SIGTERM');
      await exited;
    },
  };
}
