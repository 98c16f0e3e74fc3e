// `npm start` as a user meets it right after `npm install` (issue 33 §9): a copy of the project's files with no
// dist/ (the renderer was never built), the installed node_modules beside it, and tsx's cache of compiled files
// off (a new machine has none). Timed from the command to the line with the browser host's address. Beside it:
// the progress lines the build printed meanwhile (the build runs in a child process, so the script's own loop
// is free to say "still building…"; when the build held that loop, none ever printed).
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BenchFigure } from './figure';

const GOAL_S = 30;
const LIMIT_MS = 300_000;

/** A copy of the files git knows (committed or not), as a fresh clone would hold them, with node_modules linked. */
function freshCopy(): string {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), 'opsdesk-start-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root }).toString('utf8').split('\0').filter(Boolean);
  for (const f of files) {
    if (f.startsWith('test/bench/results.json')) continue;
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    try {
      cpSync(join(root, f), join(dir, f));
    } catch {
      // A file git lists that the work tree no longer has (deleted, not committed).
    }
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

export default async function bench(): Promise<BenchFigure[]> {
  const dir = freshCopy();
  const load = os.loadavg()[0] as number;
  const started = performance.now();
  const proc = spawn('npm', ['start', '--', '--no-open', '--port', '0', '--data-dir', join(dir, 'data')], {
    cwd: dir,
    env: { ...process.env, TSX_DISABLE_CACHE: '1', OPSDESK_FORCE_WEB: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  const progress: number[] = [];
  let addressAt: number | null = null;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start printed no address within ${LIMIT_MS / 1000} s:\n${out.slice(-3000)}`)), LIMIT_MS);
      const onData = (d: Buffer) => {
        out += d.toString();
        for (const line of d.toString().split('\n')) if (line.includes('still building')) progress.push(performance.now() - started);
        if (addressAt === null && /browser host at http:\/\/127\.0\.0\.1:\d+\//.test(out)) {
          addressAt = performance.now() - started;
          clearTimeout(timer);
          resolve();
        }
      };
      proc.stdout.on('data', onData);
      proc.stderr.on('data', onData);
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited (${String(code)}) before printing an address:\n${out.slice(-3000)}`));
      });
    });
  } finally {
    // Its own process group: npm → start.mjs → the build or the host all stop.
    if (proc.pid !== undefined && proc.exitCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      process.kill(-proc.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (proc.exitCode === null) process.kill(-proc.pid, 'SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  }
  const seconds = (addressAt ?? Number.NaN) / 1000;
  const built = /renderer built in (\d+) s/.exec(out)?.[1];
  const gaps = progress.map((t, i) => t - (i === 0 ? 0 : (progress[i - 1] as number)));
  return [
    {
      name: `start: npm start after npm install (no dist/, tsx cache off) → the browser host's address printed (renderer built in ${built ?? '?'} s; load ${load.toFixed(1)} on ${os.cpus().length} cores)`,
      value: Math.round(seconds * 10) / 10,
      unit: 's',
      goal: `≤ ${GOAL_S} s on a calm machine`,
      ok: seconds <= GOAL_S,
    },
    {
      name: `start: "still building…" lines printed while the renderer built (every 5 s; longest gap between two ${gaps.length > 1 ? `${(Math.max(...gaps.slice(1)) / 1000).toFixed(1)} s` : 'n/a'})`,
      value: progress.length,
      unit: 'lines',
      goal: '≥ 1 when the build takes over 5 s',
      ok: progress.length >= 1 || Number(built ?? 0) < 5,
    },
  ];
}
