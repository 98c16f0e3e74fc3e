// A process a test kills with SIGKILL mid-job (crash.test.ts: a plain batch; the scheduled-sync kill test: a whole
// host), and the journal records it leaves. The kill lands while a chunk is in flight: its intent is on disk
// and its outcome is not, the one moment after which no read of the journal can say whether it reached the vendor.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export interface KillableChild {
  proc: ChildProcess;
  stdout: () => string;
  exited: Promise<number | null>;
}

/** Runs `script` under tsx in its own process group: npx runs tsx runs node, and a kill must reach the one doing the work. */
export function killableChild(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): KillableChild {
  const proc = spawn('npx', ['tsx', script, ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
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

/** The job id the child prints as `started <jobId>` once its job runs. */
export async function startedJob(child: KillableChild): Promise<string> {
  for (;;) {
    const found = /started (\S+)/.exec(child.stdout());
    if (found) return found[1] as string;
    if (child.proc.exitCode !== null) throw new Error(`the child ended before its job started (exit ${child.proc.exitCode}): ${child.stdout()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export interface JournalRecord {
  t: string;
  by?: string;
  rows?: Array<{ key: string; status: string }>;
}

/** A journal's records (each line is JSON, a tab and its checksum); a torn last line is left out. */
export function journalRecords(file: string): JournalRecord[] {
  return (existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [])
    .filter((l) => l.startsWith('{') && l.includes('\t'))
    .map((l) => JSON.parse(l.slice(0, l.lastIndexOf('\t'))) as JournalRecord);
}

/** Chunks whose intent is on disk and whose outcome is not. */
export function chunksInFlight(file: string): number {
  const t = journalRecords(file).map((r) => r.t);
  return t.filter((x) => x === 'intent').length - t.filter((x) => x === 'outcome').length;
}

/**
 * Kills the child's process group once `afterOutcomes` chunks have their outcome on disk and another is in
 * flight; resolves once it is gone. Throws when the job ended first (the test would pin nothing).
 */
export async function killWithChunkInFlight(child: KillableChild, journalFile: string, afterOutcomes: number): Promise<void> {
  for (;;) {
    const t = journalRecords(journalFile).map((r) => r.t);
    const intents = t.filter((x) => x === 'intent').length;
    const outcomes = t.filter((x) => x === 'outcome').length;
    if (outcomes >= afterOutcomes && intents > outcomes) break;
    if (t.includes('end')) throw new Error('the job finished before it could be killed');
    if (child.proc.exitCode !== null) throw new Error(`the child ended before the kill (exit ${child.proc.exitCode})`);
    await new Promise((r) => setTimeout(r, 2));
  }
  process.kill(-(child.proc.pid as number), 'SIGKILL');
  const code = await child.exited;
  if (code !== null) throw new Error(`the child exited by itself (${code}), not by the kill`);
}
