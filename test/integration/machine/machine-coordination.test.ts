// Opsdesk processes of one user on one machine share one schedule per appId and service through a local socket
// (machine-coordinator.ts): real processes, real sockets, kill -9. The deadlines of this test's own coordinators
// follow a clock the test holds and never moves unless it says so, so whatever is served after a kill was served
// because the killed process's socket closed, not because some wait ran out. Each test's limit is beyond
// until()'s 60 s, so a wait that never ends says which one it was.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { secretStorePairs } from '../../../electron/core/coordination/local';
import { MachineCoordinator } from '../../../electron/core/coordination/machine-coordinator';
import type { SharedSlot } from '../../../electron/core/coordination/types';
import { MemorySecretStore } from '../../../electron/core/secrets';
import { ManualClock, until } from '../team/manual-clock';

const CHILD = join(import.meta.dirname, 'machine-child.ts');
const APP_ID = 'ak_MACHINE123456';
const BASE = 'http://127.0.0.1:8787';
const SECRET = 'the-app-secret';
const P = '/videox/stock';

interface Child {
  proc: ChildProcess;
  events: Array<Record<string, unknown>>;
  send(line: string): void;
  waitFor(ev: string, name?: string): Promise<Record<string, unknown>>;
  kill(): Promise<void>;
}

let dir: string;
const children: Child[] = [];
const mine: MachineCoordinator[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'opsdesk-machine-'));
  chmodSync(dir, 0o700);
});
afterEach(async () => {
  await Promise.all(children.splice(0).map((c) => c.kill()));
  await Promise.all(mine.splice(0).map((c) => c.close()));
  rmSync(dir, { recursive: true, force: true });
});

function child(secret = SECRET): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, OPSDESK_MACHINE: JSON.stringify({ dir, baseUrl: BASE, appId: APP_ID, secret }) } });
  const events: Array<Record<string, unknown>> = [];
  let partial = '';
  proc.stdout?.on('data', (d: Buffer) => {
    partial += d.toString();
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const l of lines) if (l.startsWith('{')) events.push(JSON.parse(l) as Record<string, unknown>);
  });
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  const c: Child = {
    proc,
    events,
    send: (line) => proc.stdin?.write(`${line}\n`),
    waitFor: async (ev, name) => {
      await until(() => events.some((e) => e.ev === ev && (name === undefined || e.name === name)) || proc.exitCode !== null, `${ev} ${name ?? ''}`);
      const hit = events.find((e) => e.ev === ev && (name === undefined || e.name === name));
      if (!hit) throw new Error(`the child exited before ${ev}`);
      return hit;
    },
    kill: async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGKILL');
      await exited;
    },
  };
  children.push(c);
  return c;
}

/** The socket files in the test's folder. */
const sockets = () => readdirSync(dir).filter((f) => f.endsWith('.sock')).map((f) => join(dir, f));

function coordinator(opts: { clock?: ManualClock; secret?: string; dir?: string } = {}): MachineCoordinator {
  const c = new MachineCoordinator({ appId: APP_ID, baseUrl: BASE, appSecret: async () => opts.secret ?? SECRET, dir: opts.dir ?? dir, clock: opts.clock ?? new ManualClock(), watchMs: 0 });
  mine.push(c);
  return c;
}

let asked = 0;
/** How many requests wait for `path` at the schedule `leader` (a child) leads, as it answers now. */
async function waitingAt(leader: Child, path: string): Promise<number> {
  const name = `f${++asked}`;
  leader.send(`figures ${name}`);
  const { figures } = z.object({ figures: z.object({ paths: z.array(z.object({ path: z.string(), waiting: z.number() })) }) }).parse(await leader.waitFor('figures', name));
  return figures.paths.find((p) => p.path === path)?.waiting ?? 0;
}

/** Settles `p` into what happened to it so far, without waiting for it. */
function watch<T>(p: Promise<T>): { value: T | undefined; settled: boolean } {
  const w: { value: T | undefined; settled: boolean } = { value: undefined, settled: false };
  void p.then((v) => {
    w.value = v;
    w.settled = true;
  });
  return w;
}

describe('the machine schedule between processes', () => {
  it('serves two processes one at a time on a path of capacity 1, first come first served', async () => {
    const a = child();
    expect((await a.waitFor('ready')).role).toBe('leader');
    const b = coordinator();
    expect(await b.ready(0)).toBe(true);
    expect(b.role).toBe('follower');
    a.send('acquire a1');
    await a.waitFor('granted', 'a1');
    const b1 = watch(b.slots.acquire(P, 1));
    // b's request comes over its socket, a's next one over a's stdin: only once the schedule (in a) has b in line
    // does a ask again, so the order is the test's, not the scheduler's of two pipes.
    await until(async () => (await waitingAt(a, P)) === 1, 'b in line at the schedule');
    a.send('acquire a2');
    await until(async () => (await waitingAt(a, P)) === 2, 'a behind b');
    expect(b1.settled).toBe(false);
    a.send('release a1');
    await until(() => b1.settled, 'b served after a released');
    expect(a.events.some((e) => e.ev === 'granted' && e.name === 'a2')).toBe(false);
    await (b1.value as SharedSlot).release();
    await a.waitFor('granted', 'a2');
  }, 90_000);

  it('gives a slot back the moment the process holding it is killed -9 (a follower)', async () => {
    const a = coordinator();
    await a.ready(0);
    expect(a.role).toBe('leader');
    const b = child();
    expect((await b.waitFor('ready')).role).toBe('follower');
    b.send('acquire b1');
    await b.waitFor('granted', 'b1');
    const a1 = watch(a.slots.acquire(P, 1));
    await new Promise((r) => setTimeout(r, 100));
    expect(a1.settled).toBe(false);
    await b.kill();
    await until(() => a1.settled, 'a served once b was killed');
    expect(a.scheduleFigures()).toMatchObject({ sessions: 1, lapsed: 0 });
  }, 90_000);

  it('carries on when the leader is killed -9: a waiting process takes over and is served, what another holds stays held', async () => {
    const leader = child();
    expect((await leader.waitFor('ready')).role).toBe('leader');
    const clock = new ManualClock();
    const b = coordinator({ clock });
    const c = coordinator({ clock });
    await b.ready(0);
    await c.ready(0);
    expect([b.role, c.role]).toEqual(['follower', 'follower']);
    leader.send('acquire l1');
    await leader.waitFor('granted', 'l1');
    leader.send('release l1');
    await leader.waitFor('released', 'l1');
    const b1 = await b.slots.acquire(P, 1);
    const c1 = watch(c.slots.acquire(P, 1));
    await leader.kill();
    await until(() => b.role === 'leader' || c.role === 'leader', 'a new leader');
    await until(() => b.role !== 'down' && c.role !== 'down', 'both up again');
    // The new leader grants nothing until the processes that followed the dead one had the time (by the clock)
    // to say what they hold: b's slot is still in flight at the vendor, so c still waits after that.
    await new Promise((r) => setTimeout(r, 100));
    clock.advance(100);
    await new Promise((r) => setTimeout(r, 100));
    expect(c1.settled).toBe(false);
    await b1.release();
    await until(() => c1.settled, 'c served after b released under the new leader');
  }, 90_000);

  it('shares the token pair sealed with the app secret: a process with another secret cannot open it', async () => {
    const a = child();
    await a.waitFor('ready');
    const b = coordinator();
    await b.ready(0);
    const stranger = coordinator({ secret: 'another-secret' });
    await stranger.ready(0);
    const bPairs = b.tokenPairs(secretStorePairs(new MemorySecretStore(), APP_ID));
    const peerWrites: string[] = [];
    bPairs.onPeerWrite?.((fp) => peerWrites.push(fp));
    a.send('pair one');
    await a.waitFor('wrote', 'one');
    await until(() => peerWrites.length === 1, 'the write announced');
    expect((await bPairs.read())?.accessToken).toBe('token-one');
    expect(await stranger.tokenPairs(secretStorePairs(new MemorySecretStore(), APP_ID)).read()).toBeNull();
  }, 90_000);

  it('has the pair at hand for the first read once the schedule is reached: a job\'s first chunk asks nothing', async () => {
    const leader = coordinator();
    await leader.ready(0);
    const leaderPairs = leader.tokenPairs(secretStorePairs(new MemorySecretStore(), APP_ID));
    await leaderPairs.write({ accessToken: 'token-x', refreshToken: 'refresh-x', expiresAt: Date.now() + 3_600_000, obtainedAt: Date.now() });
    const b = coordinator();
    await b.ready(0);
    const bPairs = b.tokenPairs(secretStorePairs(new MemorySecretStore(), APP_ID));
    // Each asked once as it came up (the leader of itself, then b); b's first read takes that answer, its next asks again.
    await until(() => leader.scheduleFigures()?.pairReads === 2, 'b asked as it came up');
    expect((await bPairs.read())?.accessToken).toBe('token-x');
    expect(leader.scheduleFigures()?.pairReads).toBe(2);
    await leaderPairs.write({ accessToken: 'token-y', refreshToken: 'refresh-y', expiresAt: Date.now() + 3_600_000, obtainedAt: Date.now() + 1 });
    expect((await bPairs.read())?.accessToken).toBe('token-y');
    expect(leader.scheduleFigures()?.pairReads).toBe(3);
  }, 90_000);

  it('hands the renewal lease to one process at a time; a holder killed -9 lets the next one renew at once', async () => {
    const a = child();
    await a.waitFor('ready');
    a.send('lease a');
    await a.waitFor('leased', 'a');
    const clock = new ManualClock();
    const b = coordinator({ clock });
    await b.ready(0);
    const renewed = watch(b.tokenPairs(secretStorePairs(new MemorySecretStore(), APP_ID)).exclusive(async () => 'renewed by b'));
    await new Promise((r) => setTimeout(r, 100));
    expect(renewed.settled).toBe(false);
    await a.kill();
    // b takes the lead; once the others had their time to reconnect (none here), the lease is b's.
    await until(() => b.role === 'leader', 'b leads');
    clock.advance(100);
    await until(() => renewed.settled, 'b renewed after a was killed');
    expect(renewed.value).toBe('renewed by b');
  }, 90_000);

  it('schedules alone when the socket folder is not this user\u2019s alone, and says why', async () => {
    const open = join(dir, 'open');
    mkdirSync(open);
    chmodSync(open, 0o777);
    const c = coordinator({ dir: open });
    expect(c.role).toBe('alone');
    expect(c.aloneReason).toMatch(/open to other users/);
    // Served at once: the local throttle and back-off are the schedule.
    const slot = watch(c.slots.acquire(P, 1));
    await until(() => slot.settled, 'served alone');
    expect((await c.status()).mode).toBe('local');
  }, 90_000);

  it('lets a waiting request go alone when no schedule can be had within its wait, by the clock', async () => {
    const clock = new ManualClock();
    const a = coordinator({ clock });
    await a.ready(0);
    const b = coordinator({ clock });
    await b.ready(0);
    await a.slots.acquire(P, 1);
    const waiting = watch(b.slots.acquire(P, 1));
    await new Promise((r) => setTimeout(r, 50));
    expect(waiting.settled).toBe(false);
    // The leader goes, and a takeover file some other process holds (fresh) keeps b from leading.
    const takeover = `${sockets()[0] as string}.takeover`;
    writeFileSync(takeover, '1');
    await a.close();
    await until(() => b.role === 'down', 'b has no schedule');
    await new Promise((r) => setTimeout(r, 50));
    expect(waiting.settled).toBe(false);
    clock.advance(2000);
    await until(() => waiting.settled, 'b went alone after its wait');
    // The takeover file goes (its process finished): b leads, and serves the next request itself.
    rmSync(takeover);
    await until(() => b.role === 'leader', 'b leads once it can');
    clock.advance(100);
    const next = watch(b.slots.acquire(P, 1));
    await until(() => next.settled, 'b serves itself');
  }, 90_000);
});
