// Desktops of a team as child processes (desktop-child.ts): start them, read what they report, tell them to go,
// kill one mid-job.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { DesktopArgs } from './desktop-child';

const CHILD = join(import.meta.dirname, 'desktop-child.ts');

export interface DesktopEvent {
  ev: string;
  t: number;
  [k: string]: unknown;
}

export interface Desktop {
  name: string;
  events: DesktopEvent[];
  /** The first event (from `from` on) that satisfies `pred`. */
  waitFor(pred: (e: DesktopEvent) => boolean, timeoutMs?: number, from?: number): Promise<DesktopEvent>;
  go(): void;
  /** SIGKILL: no release, no goodbye. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
  stderr(): string;
}

export function startDesktop(args: DesktopArgs): Desktop {
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, OPSDESK_DESKTOP: JSON.stringify(args) },
  });
  const events: DesktopEvent[] = [];
  let partial = '';
  let err = '';
  const waiters = new Set<() => void>();
  proc.stdout?.on('data', (d: Buffer) => {
    partial += d.toString();
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) events.push(JSON.parse(line) as DesktopEvent);
    for (const w of [...waiters]) w();
  });
  proc.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => {
    for (const w of [...waiters]) w();
    resolve(code);
  }));
  return {
    name: args.name,
    events,
    waitFor(pred, timeoutMs = 60_000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.slice(from).find(pred);
          if (hit) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(hit);
          } else if (proc.exitCode !== null || proc.signalCode !== null) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`${args.name} exited (${proc.exitCode ?? proc.signalCode}) before the awaited event:\n${err.slice(-2000)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${args.name}: no such event within ${timeoutMs} ms; last: ${JSON.stringify(events.slice(-3)).slice(0, 500)}\n${err.slice(-2000)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    go: () => proc.stdin?.write('go\n'),
    kill: async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGKILL');
      await exited;
    },
    exited,
    stderr: () => err,
  };
}

export interface DoneEvent extends DesktopEvent {
  jobId: string;
  summary: { state: string; total: number; succeeded: number; failed: number; unknown: number; pending: number; invalid: number };
  rows: Array<{ key: string; status: string; code: string | null }>;
  codes: Record<string, number>;
  calls: { accessToken: number; refresh: number };
  /** ms from a team slot's grant on the server to its waiter here (team mode only). */
  handoffs: number[];
}

export const isDone = (e: DesktopEvent): e is DoneEvent => e.ev === 'done';
