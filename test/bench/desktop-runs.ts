// Desktops as processes (test/integration/team/desktop-child.ts) running one job each against the sandbox in its
// own process, told to go at once: the wall time, what the server saw, and (traced) where a chunk's time goes on
// the critical path from one desktop's answer to the next desktop's send. The team and the two-process benches
// both run them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobSpec } from '../../electron/core/job/types';
import { stringifyJson } from '../../shared/json/lossless';
import { isDone, startDesktop, type Desktop, type DesktopEvent, type DoneEvent } from '../integration/team/desktops';
import { admin, sandboxStats } from '../integration/team/team-sandbox';
import { validateRequest } from '../../shared/catalogue';
import { coreFor } from './core-bench-kit';
import type { RemoteSandbox } from './core-remote-sandbox';
import { quantile, runIdealClient } from './ideal-client';

/**
 * The ideal client's run of the same jobs: their chunks' bodies made beforehand (as a job's rows are validated
 * once when it is made), sent one after another on a sandbox reset to `seed`; resolves with its wall time.
 */
export function idealRunner(sb: RemoteSandbox, seed: number, specs: JobSpec[], batch = 200): () => Promise<number> {
  const bodies = specs.flatMap((spec) => {
    const out: Array<Record<string, unknown>> = [];
    for (let i = 0; i < spec.rows.length; i += batch) out.push(validateRequest('videoxStock', { ...spec.common, queue_list: spec.rows.slice(i, i + batch).map((r) => r.input) }) as Record<string, unknown>);
    return out;
  });
  return async () => {
    await admin(sb.baseUrl, '/reset', { method: 'POST', body: { seed } });
    const r = await runIdealClient(sb, await coreFor(sb).tokens.getAccessToken(), bodies);
    if (r.failedChunks > 0) throw new Error(`the ideal client had ${r.failedChunks} chunks fail`);
    return r.wallMs;
  };
}

export interface RunFigures {
  wallMs: number;
  rejected3001008: number;
  accessTokenCalls: number;
  refreshCalls: number;
  failed: number;
  superseded: number;
  handoffs: number[];
  /** With `trace`: where one chunk's time goes on the team's critical path (see `criticalPath`). */
  path: CriticalPath | null;
}

/**
 * One traced run's critical path, per chunk, in ms (medians): from the answer on one desktop to the team slot's
 * grant on the next (release, script, BLPOP wake), from that grant to the send (token, intent fsync), and the
 * request itself; plus the start-up from "go" to the first send. All desktops run on this machine, one clock.
 */
export interface CriticalPath {
  answerToGrant: number;
  grantToSend: number;
  inFlight: number;
  gapP90: number;
  startupMs: number;
  /** From "go" to the first desktop holding the team's token, and to the first desktop's journal written. */
  tokenMs: number;
  journalMs: number;
  chunks: number;
}

export function criticalPath(desktops: Desktop[], goAt: number): CriticalPath {
  const at = (e: DesktopEvent) => Number(e.at);
  const events = desktops.flatMap((d, i) => d.events.filter((e) => e.ev === 'slot' || e.ev === 'send' || e.ev === 'answer').map((e) => ({ ev: e.ev, at: at(e), desk: i })));
  events.sort((a, b) => a.at - b.at);
  const answerToGrant: number[] = [];
  const grantToSend: number[] = [];
  const inFlight: number[] = [];
  const gaps: number[] = [];
  let lastAnswer: number | null = null;
  let grant: { at: number; desk: number } | null = null;
  let send: number | null = null;
  for (const e of events) {
    if (e.ev === 'slot') {
      if (lastAnswer !== null) answerToGrant.push(e.at - lastAnswer);
      grant = e;
    } else if (e.ev === 'send' && grant && grant.desk === e.desk) {
      grantToSend.push(e.at - grant.at);
      if (lastAnswer !== null) gaps.push(e.at - lastAnswer);
      send = e.at;
      grant = null;
    } else if (e.ev === 'answer' && send !== null) {
      inFlight.push(e.at - send);
      lastAnswer = e.at;
    }
  }
  const firstSend = events.find((e) => e.ev === 'send')?.at ?? goAt;
  const med = (v: number[]) => (v.length ? quantile(v, 0.5) : NaN);
  const firstOf = (ev: string) => Math.min(...desktops.map((d) => Number(d.events.find((e) => e.ev === ev)?.t ?? Infinity))) - goAt;
  return { answerToGrant: med(answerToGrant), grantToSend: med(grantToSend), inFlight: med(inFlight), gapP90: gaps.length ? quantile(gaps, 0.9) : NaN, startupMs: firstSend - goAt, tokenMs: firstOf('token'), journalMs: firstOf('started'), chunks: inFlight.length };
}

/** How the desktops coordinate: a team server, the machine schedule in a folder, or each alone. */
export type Coordination = { redisUrl: string } | { machineDir: string } | 'alone';

/**
 * One run: a desktop process per job spec, all told to go at once; the sandbox reset to `seed` first. With
 * `trace`, each desktop reports its sends, answers and grants, and the run's critical path is measured.
 */
export async function runDesktops(sb: RemoteSandbox, seed: number, specs: JobSpec[], coordination: Coordination, trace = false): Promise<RunFigures> {
  await admin(sb.baseUrl, '/reset', { method: 'POST', body: { seed } });
  const redisUrl = typeof coordination === 'object' && 'redisUrl' in coordination ? coordination.redisUrl : null;
  const machineDir = typeof coordination === 'object' && 'machineDir' in coordination ? coordination.machineDir : null;
  const desktops: Desktop[] = specs.map((spec, i) => {
    const dir = mkdtempSync(join(tmpdir(), `opsdesk-bench-team-${i}-`));
    const specFile = join(dir, 'spec.json');
    writeFileSync(specFile, stringifyJson(spec));
    const { appId, appSecret } = sb.credentials;
    return startDesktop({ mode: 'run', name: `desk-${i}`, baseUrl: sb.baseUrl, appId, appSecret, redisUrl, machineDir, journalDir: join(dir, 'journal'), specFile, waitForGo: true, withRows: false, quiet: !trace, trace });
  });
  try {
    await Promise.all(desktops.map((d) => d.waitFor((e) => e.ev === 'ready', 120_000)));
    const started = performance.now();
    const goAt = performance.timeOrigin + started;
    for (const d of desktops) d.go();
    const done = (await Promise.all(desktops.map((d) => d.waitFor(isDone, 600_000)))) as DoneEvent[];
    const wallMs = performance.now() - started;
    const stats = await sandboxStats(sb.baseUrl);
    const failed = done.reduce((n, d) => n + d.summary.total - d.summary.succeeded, 0);
    const superseded = done.reduce((n, d) => n + Object.entries(d.codes).filter(([k]) => k.endsWith(':2001005')).reduce((m, [, v]) => m + v, 0), 0);
    return {
      wallMs,
      rejected3001008: stats.byOperation.videoxStock?.rejected3001008 ?? 0,
      accessTokenCalls: stats.tokenCalls.accessToken,
      refreshCalls: stats.tokenCalls.refreshToken,
      failed,
      superseded,
      handoffs: done.flatMap((d) => d.handoffs ?? []),
      path: trace ? criticalPath(desktops, goAt) : null,
    };
  } finally {
    await Promise.all(desktops.map((d) => d.kill()));
  }
}
