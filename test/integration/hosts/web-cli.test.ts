// `npm run start:web` as a user runs it: the browser opener receives a one-time launch link, never the session
// token (any local user can read an opener's command line), and a data folder it cannot write is one line.
import { spawn, spawnSync } from 'node:child_process';
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

function run(args: string[], until: (out: string) => boolean, bin = 'bin'): Promise<{ out: string; err: string; code: number | null; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [cli, ...args], { cwd: work, env: { ...process.env, PATH: `${join(work, bin)}:${process.env.PATH ?? ''}` } });
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

  // The race of issue 26.3: another local user's process watches the process table for the opener's command
  // line and redeems its code before the browser does. Run as uid 65534 (nobody): needs root and setpriv.
  const canSwitchUser = process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;
  it.skipIf(!canSwitchUser)('another local user who reads the launch code from the process table cannot trade it; the user’s browser then can', async () => {
    // The opener stays on the process table as long as a browser takes to start.
    await mkdir(join(work, 'bin-slow'), { recursive: true });
    await writeFile(join(work, 'bin-slow', 'xdg-open'), `#!/bin/sh\necho "$@" > "${join(work, 'opener-argv.txt')}"\nsleep 20\n`);
    await chmod(join(work, 'bin-slow', 'xdg-open'), 0o755);
    await rm(join(work, 'opener-argv.txt'), { force: true });
    // The watcher: plain Node in a folder every user can read (the test run's TMPDIR may not be), reporting what
    // the host answered it.
    const spyDir = await mkdtemp('/tmp/opsdesk-spy-');
    await chmod(spyDir, 0o755);
    const spy = join(spyDir, 'spy.mjs');
    await writeFile(
      spy,
      `import { readdirSync, readFileSync } from 'node:fs';
const until = Date.now() + 60000;
for (;;) {
  if (Date.now() > until) { console.log(JSON.stringify({ found: false })); process.exit(0); }
  for (const pid of readdirSync('/proc')) {
    if (!/^\\d+$/.test(pid)) continue;
    let cmd = '';
    try { cmd = readFileSync('/proc/' + pid + '/cmdline', 'utf8'); } catch { continue; }
    const m = /http:\\/\\/127\\.0\\.0\\.1:\\d+\\/launch\\?code=[A-Za-z0-9_-]+/.exec(cmd);
    if (!m) continue;
    const res = await fetch(m[0], { redirect: 'manual' });
    console.log(JSON.stringify({ found: true, uid: process.getuid(), url: m[0], status: res.status, location: res.headers.get('location') }));
    process.exit(0);
  }
  await new Promise((r) => setTimeout(r, 2));
}
`,
    );
    await chmod(spy, 0o644);
    const watcher = spawn('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, spy], { stdio: ['ignore', 'pipe', 'pipe'] });
    let spyOut = '';
    let spyErr = '';
    watcher.stdout.on('data', (c: Buffer) => (spyOut += c.toString()));
    watcher.stderr.on('data', (c: Buffer) => (spyErr += c.toString()));
    const spied = new Promise<{ found: boolean; uid?: number; url?: string; status?: number; location?: string | null; error?: string }>((resolve) =>
      watcher.once('exit', () => resolve(spyOut.trim() ? JSON.parse(spyOut.trim()) : { found: false, error: spyErr })),
    );
    const started = await run(['--data-dir', join(work, 'data-race')], (out) => out.includes('#token='), 'bin-slow');
    try {
      const token = /#token=([A-Za-z0-9_-]+)/.exec(started.out)?.[1] as string;
      const seen = await spied;
      // The watcher saw the code and tried it first, as another user: refused, no token.
      expect(seen, seen.error).toMatchObject({ found: true, uid: 65534, status: 403 });
      expect(seen.location ?? '').not.toContain(token);
      // The user's browser (this process, the user who started Opsdesk) still gets in with the same code, once.
      const first = await fetch(seen.url as string, { redirect: 'manual' });
      expect(first.status).toBe(303);
      expect(first.headers.get('location')).toBe(`/#token=${token}`);
      expect((await fetch(seen.url as string, { redirect: 'manual' })).status).toBe(403);
    } finally {
      started.stop();
      watcher.kill();
      await rm(spyDir, { recursive: true, force: true });
    }
  }, 120_000);

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
