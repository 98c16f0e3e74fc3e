// `npm run start:web` as a user runs it: the browser opener receives a one-time launch link, never the session
// token (any local user can read an opener's command line), and a data folder it cannot write is one line.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = process.cwd();
const tsx = join(repo, 'node_modules', '.bin', 'tsx');
const cli = join(repo, 'electron', 'hosts', 'web', 'cli.ts');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'opsdesk-cli-'));
  // The CLI serves ./dist/renderer and reads ./package.json: a stand-in page keeps it from building.
  await mkdir(join(work, 'dist', 'renderer'), { recursive: true });
  await writeFile(join(work, 'dist', 'renderer', 'index.html'), '<!doctype html><title>stand-in</title>');
  await writeFile(join(work, 'package.json'), '{"version":"0.0.0-cli"}');
  // A fake browser opener on PATH that records its command line.
  await mkdir(join(work, 'bin'));
  await writeFile(join(work, 'bin', 'xdg-open'), `#!/bin/sh\necho "$@" > "${join(work, 'opener-argv.txt')}"\n`);
  await chmod(join(work, 'bin', 'xdg-open'), 0o755);
});
afterAll(() => rm(work, { recursive: true, force: true }));

function run(args: string[], until: (out: string) => boolean): Promise<{ out: string; err: string; code: number | null; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [cli, ...args], { cwd: work, env: { ...process.env, PATH: `${join(work, 'bin')}:${process.env.PATH ?? ''}` } });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`cli did not get there: ${out} ${err}`)), 30_000);
    const done = (code: number | null) => {
      clearTimeout(timer);
      resolve({ out, err, code, stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (until(out)) done(null);
    });
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => done(code));
  });
}

async function openerArgv(): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const text = await readFile(join(work, 'opener-argv.txt'), 'utf8').catch(() => '');
    if (text) return text.trim();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the opener was never called');
}

describe('the browser host CLI', () => {
  it('hands the opener a one-time launch link that trades for the token once', async () => {
    const started = await run(['--data-dir', join(work, 'data')], (out) => out.includes('#token='));
    try {
      const token = /#token=([A-Za-z0-9_-]+)/.exec(started.out)?.[1] as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      const argv = await openerArgv();
      expect(argv).not.toContain(token);
      expect(argv).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/launch\?code=[A-Za-z0-9_-]+$/);

      const first = await fetch(argv, { redirect: 'manual' });
      expect(first.status).toBe(303);
      expect(first.headers.get('location')).toBe(`/#token=${token}`);
      expect(first.headers.get('cache-control')).toBe('no-store');
      const again = await fetch(argv, { redirect: 'manual' });
      expect(again.status).toBe(403);
      expect(await again.text()).toMatch(/already used or has expired/);
    } finally {
      started.stop();
    }
  });

  it('says in one line that it cannot write its data folder, and stops', async () => {
    const blocker = join(work, 'not-a-folder');
    await writeFile(blocker, 'a file where the data folder should be');
    const ended = await run(['--no-open', '--data-dir', join(blocker, 'data')], () => false);
    expect(ended.code).toBe(1);
    const lines = ended.err.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^opsdesk: Opsdesk cannot write to its data folder .*not-a-folder\/data: a file of that name is in the way/);
  });
});
