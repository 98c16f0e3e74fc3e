// Three desktops on one appId, each its own process, against the sandbox with token supersession on, sharing
// one token and one schedule through a real redis-server. Faults: the server killed and restarted mid-run, a
// desktop killed holding the renewal lease, one killed holding a team slot. Every time: no row lost, none
// applied twice (the sandbox's applied-write log, read through its admin API).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobSpec } from '../../../electron/core/job/types';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { stringifyJson } from '../../../shared/json/lossless';
import type { DesktopArgs } from './desktop-child';
import { isDone, startDesktop, type Desktop, type DoneEvent } from './desktops';
import { redisMissing, RedisServer } from './redis-server';
import { admin, appliedWrites, expectTeamLedger, pickingJobs, sandboxStats, videoxJobs } from './team-sandbox';

const SEED = 17;

// Each test starts three to four desktop processes: on a loaded machine that alone may take most of a minute.
describe.skipIf(redisMissing !== null)(`team mode: three desktop processes on one appId${redisMissing ? ` (skipped: ${redisMissing})` : ''}`, { timeout: 240_000 }, () => {
  let redis: RedisServer;
  let sb: SandboxHandle;
  let running: Desktop[] = [];

  beforeAll(async () => {
    redis = await RedisServer.start();
    sb = await startSandbox({ seed: SEED, latencyMs: 20, listings: 4000, shippingLists: 1500, applyDelayMs: 0 });
  });
  afterAll(async () => {
    await sb?.stop();
    await redis?.kill();
  });
  beforeEach(async () => {
    sb.reset(SEED);
    await admin(sb.baseUrl, '/settings', { method: 'POST', body: { latencyMs: 20 } });
    if (!redis.running) await redis.restart();
    const r = new Redis(redis.url);
    await r.flushall();
    r.disconnect();
  });
  afterEach(async () => {
    await Promise.all(running.map((d) => d.kill()));
    running = [];
  });

  function desktop(name: string, spec: JobSpec | null, o: Partial<DesktopArgs> & { dir?: string } = {}): Desktop {
    const dir = o.dir ?? mkdtempSync(join(tmpdir(), `opsdesk-team-${name}-`));
    let specFile: string | undefined;
    if (spec) {
      specFile = join(dir, 'spec.json');
      writeFileSync(specFile, stringifyJson(spec));
    }
    const d = startDesktop({
      mode: 'run',
      name,
      baseUrl: sb.baseUrl,
      appId: sb.credentials.appId,
      appSecret: sb.credentials.appSecret,
      redisUrl: redis.url,
      journalDir: join(dir, 'journal'),
      specFile,
      quickBackoff: true,
      ...o,
    });
    running.push(d);
    return d;
  }

  const done = (d: Desktop, timeoutMs = 90_000) => d.waitFor(isDone, timeoutMs) as Promise<DoneEvent>;

  it('share one token and one schedule: every row applied once, no 3001008, one access-token call, nobody left behind', async () => {
    const specs = videoxJobs(sb.inspect('videox') as Array<{ storeId: string; mskuId: string }>, 3, 300);
    const desktops = specs.map((s, i) => desktop(`desk-${i}`, s, { chunkSize: 20, waitForGo: true }));
    await Promise.all(desktops.map((d) => d.waitFor((e) => e.ev === 'ready')));
    const started = Date.now();
    for (const d of desktops) d.go();
    const results = await Promise.all(desktops.map((d) => done(d)));
    const wall = Date.now() - started;

    const stats = await sandboxStats(sb.baseUrl);
    expect(stats.byOperation.videoxStock?.rejected3001008 ?? 0).toBe(0);
    expect(stats.tokenCalls).toEqual({ accessToken: 1, refreshToken: 0 });
    for (const r of results) expect(r.summary).toMatchObject({ state: 'finished', succeeded: 300, failed: 0, unknown: 0, pending: 0 });
    expect(expectTeamLedger(await appliedWrites(sb.baseUrl), specs.map((spec, i) => ({ spec, done: results[i] as DoneEvent })))).toBe(0);
    // First come, first served: the three jobs advance together and end close to each other.
    const ends = results.map((r) => r.t);
    expect(Math.max(...ends) - Math.min(...ends)).toBeLessThan(0.35 * wall);
  });

  it('renew together: tokens that expire mid-run are renewed once for the team and adopted by the others, nobody sees 2001005', async () => {
    // A sandbox of its own whose tokens live 2 seconds: the run outlasts several of them.
    const short = await startSandbox({ seed: SEED, latencyMs: 20, listings: 4000, applyDelayMs: 0, tokenTtlSeconds: 2 });
    try {
      const specs = videoxJobs(short.inspect('videox') as Array<{ storeId: string; mskuId: string }>, 3, 600);
      const desktops = specs.map((s, i) => desktop(`desk-${i}`, s, { chunkSize: 10, waitForGo: true, baseUrl: short.baseUrl, appId: short.credentials.appId, appSecret: short.credentials.appSecret }));
      await Promise.all(desktops.map((d) => d.waitFor((e) => e.ev === 'ready')));
      const started = Date.now();
      for (const d of desktops) d.go();
      const results = await Promise.all(desktops.map((d) => done(d)));
      const wall = Date.now() - started;
      const stats = await sandboxStats(short.baseUrl);
      expect(wall).toBeGreaterThan(4000);
      expect(stats.tokenCalls.accessToken).toBe(1);
      // One renewal per token lifetime for the whole team (it renews a fifth of the lifetime ahead), not one per desktop.
      expect(stats.tokenCalls.refreshToken).toBeGreaterThanOrEqual(2);
      expect(stats.tokenCalls.refreshToken).toBeLessThanOrEqual(Math.ceil(wall / 1600) + 1);
      for (const r of results) expect(r.summary).toMatchObject({ state: 'finished', succeeded: 600, failed: 0, unknown: 0, pending: 0 });
      expect(expectTeamLedger(await appliedWrites(short.baseUrl), specs.map((spec, i) => ({ spec, done: results[i] as DoneEvent })))).toBe(0);
      // Most renewals reached the other desktops as a pair to adopt, not as a token call of their own.
      const adopted = desktops.flatMap((d) => d.events.filter((e) => e.ev === 'token' && e.via === 'store'));
      expect(adopted.length).toBeGreaterThanOrEqual(2);
    } finally {
      await short.stop();
    }
  });

  it('the team server killed and restarted mid-run: each desktop falls back (and says so), rejoins, and no row is lost or doubled', async () => {
    const specs = videoxJobs(sb.inspect('videox') as Array<{ storeId: string; mskuId: string }>, 3, 600);
    const desktops = specs.map((s, i) => desktop(`desk-${i}`, s, { chunkSize: 10, waitForGo: true }));
    await Promise.all(desktops.map((d) => d.waitFor((e) => e.ev === 'ready')));
    for (const d of desktops) d.go();
    await (desktops[0] as Desktop).waitFor((e) => e.ev === 'progress' && Number(e.done) >= 100);
    await redis.kill();
    await Promise.all(desktops.map((d) => d.waitFor((e) => e.ev === 'team' && e.mode === 'fallback', 10_000)));
    await new Promise((r) => setTimeout(r, 700));
    const restartedAt = Date.now();
    await redis.restart();
    await Promise.all(desktops.map((d) => d.waitFor((e) => e.ev === 'team' && e.mode === 'team' && e.t >= restartedAt, 10_000)));
    const results = await Promise.all(desktops.map((d) => done(d)));

    for (const r of results) expect(r.summary).toMatchObject({ state: 'finished', succeeded: 600, failed: 0, unknown: 0, pending: 0 });
    expect(expectTeamLedger(await appliedWrites(sb.baseUrl), specs.map((spec, i) => ({ spec, done: results[i] as DoneEvent })))).toBe(0);
    // Rejoined: team slots were granted again after the restart.
    expect(desktops.some((d) => d.events.some((e) => e.ev === 'slot' && e.t > restartedAt))).toBe(true);
  });

  it('a desktop killed while it holds the renewal lease blocks the others no longer than the lease; its job resumes with nothing lost', async () => {
    const LEASE = 1200;
    // The first token call takes long enough to kill its caller in the middle of it.
    await admin(sb.baseUrl, '/faults', { method: 'PUT', body: { spec: 'latency:ms=2500:op=accessToken:n=1' } });
    const specs = pickingJobs(sb, 3, 12);
    const dirs = specs.map((_, i) => mkdtempSync(join(tmpdir(), `opsdesk-team-lease-${i}-`)));
    const desktops = specs.map((s, i) => desktop(`desk-${i}`, s, { chunkSize: 2, renewalLeaseMs: LEASE, waitForGo: true, dir: dirs[i] }));
    await Promise.all(desktops.map((d) => d.waitFor((e) => e.ev === 'ready')));
    for (const d of desktops) d.go();
    const holder = await Promise.any(desktops.map((d) => d.waitFor((e) => e.ev === 'lease', 20_000).then((e) => ({ d, e }))));
    const victim = desktops.indexOf(holder.d);
    const jobId = String((await holder.d.waitFor((e) => e.ev === 'started')).jobId);
    // Its job is on disk (the run began) while its token call is still out: it holds the lease.
    await holder.d.waitFor((e) => e.ev === 'progress');
    expect(holder.d.events.some((e) => e.ev === 'token')).toBe(false);
    // Alive, the holder kept its lease (it extends it while its token call is out); from its death on, the
    // others wait no longer than the lease.
    const killedAt = Date.now();
    await holder.d.kill();
    const survivors = desktops.filter((d) => d !== holder.d);
    // Without the lapse a survivor would wait the renewal wait (40 s by default) and then renew nothing: a token
    // within 20 s can only come from a survivor that took the dead holder's lapsed lease and renewed under it.
    // (How soon after the lease's length is the loop's to tell: a wall-clock bound here is load's, not the code's.)
    const renewer = await Promise.any(survivors.map((d) => d.waitFor((e) => e.ev === 'token', 20_000).then((e) => ({ d, e }))));
    const leaseTaken = renewer.d.events.filter((e) => e.ev === 'lease' && e.t >= killedAt);
    expect(leaseTaken.length).toBeGreaterThan(0);
    expect((leaseTaken[0] as { t: number }).t).toBeLessThanOrEqual(renewer.e.t);
    const results = await Promise.all(survivors.map((d) => done(d)));

    // The next start of the killed desktop resumes its job.
    const resumed = desktop(`desk-${victim}-again`, null, { mode: 'resume', jobId, dir: dirs[victim] });
    const again = await done(resumed);
    const jobs = specs.map((spec, i) => ({ spec, done: i === victim ? again : (results[survivors.indexOf(desktops[i] as Desktop)] as DoneEvent) }));
    for (const { done: r } of jobs) expect(r.summary).toMatchObject({ state: 'finished', succeeded: 12, unknown: 0, pending: 0, failed: 0 });
    expect(expectTeamLedger(await appliedWrites(sb.baseUrl), jobs)).toBe(0);
  });

  it('a desktop killed while it holds a team slot blocks the others no longer than its liveness; its job resumes with nothing lost', async () => {
    const LIVENESS = 1000;
    await admin(sb.baseUrl, '/settings', { method: 'POST', body: { latencyMs: 120 } });
    const specs = pickingJobs(sb, 3, 16);
    const dirs = specs.map((_, i) => mkdtempSync(join(tmpdir(), `opsdesk-team-slot-${i}-`)));
    const desktops = specs.map((s, i) => desktop(`desk-${i}`, s, { chunkSize: 2, livenessMs: LIVENESS, waitForGo: true, dir: dirs[i] }));
    await Promise.all(desktops.map((d) => d.waitFor((e) => e.ev === 'ready')));
    for (const d of desktops) d.go();
    const victimDesk = desktops[0] as Desktop;
    const jobId = String((await victimDesk.waitFor((e) => e.ev === 'started')).jobId);
    // Its third slot: it has sent chunks before, and now holds the path for the team.
    const progressed = await victimDesk.waitFor((e) => e.ev === 'progress' && Number(e.done) >= 4, 30_000);
    await victimDesk.waitFor((e) => e.ev === 'slot', 30_000, victimDesk.events.indexOf(progressed));
    await victimDesk.kill();
    const killedAt = Date.now();
    const survivors = desktops.slice(1);
    const next = await Promise.any(survivors.map((d) => d.waitFor((e) => e.ev === 'slot' && e.t >= killedAt, 20_000)));
    expect(next.t - killedAt).toBeLessThanOrEqual(LIVENESS + 1000);
    const results = await Promise.all(survivors.map((d) => done(d)));

    const resumed = desktop('desk-0-again', null, { mode: 'resume', jobId, dir: dirs[0] });
    const again = await done(resumed);
    const jobs = specs.map((spec, i) => ({ spec, done: i === 0 ? again : (results[i - 1] as DoneEvent) }));
    for (const { done: r } of jobs) expect(r.summary).toMatchObject({ state: 'finished', succeeded: 16, unknown: 0, pending: 0, failed: 0 });
    expect(expectTeamLedger(await appliedWrites(sb.baseUrl), jobs)).toBe(0);
  });
});
