// A process running a batch is killed with SIGKILL mid-job; a new process resumes from the journal. The
// sandbox's applied-write log shows each row applied exactly once, or the row reported unknown.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobResult, JobSpec } from '../../../electron/core/batch/types';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { stringifyJson } from '../../../shared/json/lossless';
import { expectLedger, specFor } from './harness';

const CHILD = join(import.meta.dirname, 'crash-child.ts');

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ seed: 11, latencyMs: 25, shippingLists: 200, listings: 120 });
});
afterAll(async () => {
  await sb.stop();
});

function child(args: string[]): { proc: ChildProcess; stdout: () => string; exited: Promise<number | null> } {
  // Its own process group: npx runs tsx runs node, and the kill must reach the process doing the work.
  const proc = spawn('npx', ['tsx', CHILD, ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  let err = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    proc.on('exit', (code) => {
      if (code !== 0 && code !== null) process.stderr.write(err);
      resolve(code);
    }),
  );
  return { proc, stdout: () => out, exited };
}

const records = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => (JSON.parse(l) as { t: string }).t)
    : [];

async function crashAndResume(spec: JobSpec) {
  const dir = mkdtempSync(join(tmpdir(), 'opsdesk-crash-'));
  const specFile = join(dir, 'spec.json');
  writeFileSync(specFile, stringifyJson(spec));
  const { appId, appSecret } = sb.credentials;
  const journalDir = join(dir, 'journal');
  const first = child(['run', sb.baseUrl, appId, appSecret, journalDir, specFile]);
  while (!/started (\S+)/.test(first.stdout())) await new Promise((r) => setTimeout(r, 10));
  const jobId = (/started (\S+)/.exec(first.stdout()) as RegExpExecArray)[1] as string;
  const file = join(journalDir, `${jobId}.jsonl`);
  // Kill while a chunk is in flight: its intent is on disk and its outcome is not.
  for (;;) {
    const t = records(file);
    const intents = t.filter((x) => x === 'intent').length;
    const outcomes = t.filter((x) => x === 'outcome').length;
    if (outcomes >= 3 && intents > outcomes) break;
    if (t.includes('end')) throw new Error('the job finished before it could be killed');
    await new Promise((r) => setTimeout(r, 2));
  }
  process.kill(-(first.proc.pid as number), 'SIGKILL');
  expect(await first.exited).toBeNull();
  const inFlightAtKill = records(file).filter((x) => x === 'intent').length - records(file).filter((x) => x === 'outcome').length;

  const second = child(['resume', sb.baseUrl, appId, appSecret, journalDir, jobId]);
  expect(await second.exited).toBe(0);
  const { recovered, result } = JSON.parse(second.stdout().trim().split('\n').at(-1) as string) as { recovered: string[]; result: JobResult };
  const reconciled = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { t: string; by?: string; rows?: Array<{ key: string; status: string }> })
    .filter((r) => r.t === 'resolve' && r.by === 'reconcile')
    .flatMap((r) => r.rows ?? []);
  return { jobId, recovered, result, inFlightAtKill, reconciled };
}

describe('crash and resume', () => {
  it('picking: the chunk in flight at the kill is reconciled by a read; every row ends applied exactly once', async () => {
    sb.reset(11);
    const spec = specFor(sb, 'picking', 45);
    expect(spec.rows.length).toBeGreaterThanOrEqual(30);
    const { jobId, recovered, result, inFlightAtKill, reconciled } = await crashAndResume(spec);
    expect(inFlightAtKill).toBeGreaterThanOrEqual(1);
    expect(recovered).toContain(jobId);
    // The rows in flight were read back: picked ones succeeded, the others went back to pending and were sent once more.
    expect(reconciled.length).toBeGreaterThanOrEqual(1);
    expect(reconciled.every((r) => r.status === 'succeeded' || r.status === 'pending')).toBe(true);
    expect(result.summary).toMatchObject({ state: 'finished', succeeded: spec.rows.length, unknown: 0, pending: 0 });
    const counts = expectLedger(sb, spec, result);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 60_000);

  it('videox stock: no read can tell, so the chunk in flight is reported unknown; the rest applied exactly once', async () => {
    sb.reset(11);
    const spec = specFor(sb, 'videoxStock', 45);
    expect(spec.rows.length).toBeGreaterThanOrEqual(30);
    const { result, inFlightAtKill } = await crashAndResume(spec);
    expect(result.summary).toMatchObject({ state: 'finished', pending: 0 });
    expect(result.summary.unknown).toBeGreaterThanOrEqual(1);
    expect(result.summary.unknown).toBeLessThanOrEqual(3 * inFlightAtKill);
    expect(result.summary.succeeded + result.summary.unknown).toBe(spec.rows.length);
    for (const row of result.rows.filter((r) => r.status === 'unknown')) expect(row.code).toBe('INTERRUPTED');
    expectLedger(sb, spec, result);
  }, 60_000);
});
