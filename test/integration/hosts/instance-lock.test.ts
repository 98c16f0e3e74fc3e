// One host per data folder, with real processes: a second `npm run start:web` on a folder in use refuses in
// one line that says where the first one runs, and leaves the first's files (its job journal) untouched; after
// the first is killed with -9, its stale lock does not keep the folder locked.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireInstanceLock } from '../../../electron/core/app/data-folder/instance-lock';

const repo = process.cwd();
const tsx = join(repo, 'node_modules', '.bin', 'tsx');
const cli = join(repo, 'electron', 'hosts', 'web', 'cli.ts');
let work: string;
const started: ChildProcess[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'opsdesk-lock-'));
  // The CLI serves ./dist/renderer and reads ./package.json: a stand-in page keeps it from building.
  await mkdir(join(work, 'dist', 'renderer'), { recursive: true });
  await writeFile(join(work, 'dist', 'renderer', 'index.html'), '<!doctype html><title>stand-in</title>');
  await writeFile(join(work, 'package.json'), '{"version":"0.0.0-lock"}');
});
afterAll(async () => {
  // SIGTERM: tsx passes it on to the host it runs (a SIGKILL would leave that host orphaned).
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await rm(work, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  out: string;
  err: string;
  code: number | null;
}

function run(dataDir: string, until: (out: string) => boolean, opts: { detached?: boolean } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [cli, '--no-open', '--data-dir', dataDir], { cwd: work, detached: opts.detached ?? false });
    started.push(child);
    const r: Run = { child, out: '', err: '', code: null };
    const timer = setTimeout(() => reject(new Error(`cli did not get there: ${r.out} ${r.err}`)), 60_000);
    const done = () => {
      clearTimeout(timer);
      resolve(r);
    };
    child.stdout?.on('data', (c: Buffer) => {
      r.out += c.toString();
      if (until(r.out)) done();
    });
    child.stderr?.on('data', (c: Buffer) => (r.err += c.toString()));
    child.on('exit', (code) => {
      r.code = code;
      done();
    });
  });
}

/** Every file under the folder with a hash of its bytes, but the lock itself. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (d: string, rel: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const path = join(d, e.name);
      if (e.isDirectory()) await walk(path, `${rel}${e.name}/`);
      else if (e.name !== 'opsdesk.lock') out[`${rel}${e.name}`] = createHash('sha256').update(await readFile(path)).digest('hex');
    }
  };
  await walk(dir, '');
  return out;
}

/** The host's own pid (tsx runs it in a child process of the one spawned here). */
const holderPid = async (data: string) => (JSON.parse(await readFile(join(data, 'opsdesk.lock'), 'utf8')) as { pid: number }).pid;

/** A process's state letter from /proc (Linux), or 'gone' once its pid is reaped. */
const stateOf = async (pid: number) => (await readFile(`/proc/${pid}/stat`, 'utf8').then((s) => s.slice(s.lastIndexOf(')') + 2, s.lastIndexOf(')') + 3)).catch(() => 'gone'));

const exited = (child: ChildProcess) => new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r())));

describe('one host per data folder', () => {
  it('refuses a second host on the folder in use, says where the first runs, and leaves its journal alone', async () => {
    const data = join(work, 'shared-data');
    const first = await run(data, (out) => out.includes('#token='));
    const origin = /browser host at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(first.out)?.[1] as string;
    expect(origin).toBeTruthy();
    // A journal entry the second host would otherwise have found "interrupted".
    await mkdir(join(data, 'profiles', 'p1', 'journal'), { recursive: true });
    await writeFile(join(data, 'profiles', 'p1', 'journal', 'job-20261125T100000-abcdef12.jsonl'), '{"state":"running"}\n');
    const before = await snapshot(data);
    expect(Object.keys(before).length).toBeGreaterThan(1);

    // Resolves when it exits, or (were it to start) as soon as it serves.
    const second = await run(data, (out) => out.includes('browser host at'));
    expect(second.code).toBe(3);
    const lines = second.err.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Opsdesk is already running on the data folder ${data}`);
    expect(lines[0]).toContain(`pid ${await holderPid(data)}`);
    expect(lines[0]).toContain(`open ${origin}`);
    expect(second.out).not.toContain('browser host at');
    expect(await snapshot(data)).toEqual(before);
    // The first one still serves.
    expect((await fetch(origin)).status).toBe(200);

    first.child.kill('SIGTERM');
    await exited(first.child);
    // A clean stop removes its lock.
    await expect(stat(join(data, 'opsdesk.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
  }, 180_000);

  it('after the first host is killed with -9, the next one starts (its lock is stale) and takes the folder', async () => {
    const data = join(work, 'killed-data');
    const first = await run(data, (out) => out.includes('#token='));
    const killed = await holderPid(data);
    process.kill(killed, 'SIGKILL');
    await exited(first.child);
    // kill -9 leaves the lock behind.
    expect(JSON.parse(await readFile(join(data, 'opsdesk.lock'), 'utf8'))).toMatchObject({ pid: killed, host: 'web' });

    const next = await run(data, (out) => out.includes('#token='));
    try {
      expect(next.code).toBeNull();
      const taken = await holderPid(data);
      expect(taken).not.toBe(killed);
      // And the one after it is refused again: the lock it took is live.
      const third = await run(data, (out) => out.includes('browser host at'));
      expect(third.code).toBe(3);
      expect(third.err).toContain(`pid ${taken}`);
    } finally {
      next.child.kill('SIGTERM');
      await exited(next.child);
    }
  }, 180_000);

  // `kill -9` of the whole process group (a terminal's job): tsx and the host die together, and the host is a
  // zombie until init reaps it, a second or more on some machines. Its pid still answers with its start time.
  it('a host killed with its process group and started again at once takes the folder, its zombie not yet reaped', async () => {
    const data = join(work, 'group-killed-data');
    const first = await run(data, (out) => out.includes('#token='), { detached: true });
    const killed = await holderPid(data);
    process.kill(-(first.child.pid as number), 'SIGKILL');
    await exited(first.child);
    // A killed process may still be tearing down for a moment: the case here is the zombie it then is, until reaped.
    await expect.poll(() => stateOf(killed), { timeout: 30_000 }).toMatch(/^(Z|X|gone)$/);
    const lock = acquireInstanceLock(data, 'web');
    try {
      expect(JSON.parse(await readFile(join(data, 'opsdesk.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
      expect(killed).not.toBe(process.pid);
    } finally {
      lock.release();
    }
  }, 180_000);
});
