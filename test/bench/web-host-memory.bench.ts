// The browser host's own peak resident memory over a 100,000-row job (issue 21 §1: what a user runs, not the
// bare core). The host runs bundled under plain Node in a process of its own, is driven through its HTTP IPC
// as the page would drive it (create a live profile at the sandbox, set its secret, open it, start the job,
// poll the job list as the page does), and its peak RSS is read from the kernel (VmHWM) when the job is done.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { bundleChild } from './bundle-child';
import { videoxRows, type VideoxListing } from './core-bench-kit';
import { startRemoteSandbox } from './core-remote-sandbox';
import type { BenchFigure } from './figure';

const ROWS = 100_000;
const LATENCY_MS = 50;
const GOAL_MB = 350;

function call<T>(port: number, token: string, method: string, input: unknown): Promise<T> {
  const body = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: `/ipc/${method}`, headers: { host: `127.0.0.1:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-opsdesk-token': token } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (b: Buffer) => parts.push(b));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(parts).toString('utf8')) as { ok: boolean; result?: T; error?: unknown };
          if (answer.ok) resolve(answer.result as T);
          else reject(new Error(`${method}: ${JSON.stringify(answer.error)}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The peak resident set of a process so far, from the kernel (Linux). */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

export default async function bench(): Promise<BenchFigure[]> {
  const sb = await startRemoteSandbox(['--seed', '5', '--listings', String(Math.ceil((2 * ROWS) / 3) + 2), '--apply-delay', '0', '--latency', String(LATENCY_MS)]);
  const script = await bundleChild(mkdtempSync(join(tmpdir(), 'opsdesk-webmem-build-')), 'web-host-memory-child');
  // OPSDESK_BENCH_NODE_FLAGS (e.g. `--trace-gc`) goes to the host's node: where its stalls come from.
  const flags = (process.env.OPSDESK_BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...flags, script], { stdio: ['pipe', 'pipe', 'inherit'], cwd: process.cwd() });
  try {
    // The host's answers are JSON lines; anything else it prints (a --trace-gc line) goes to stderr.
    const lines = createInterface({ input: proc.stdout });
    const json: string[] = [];
    const waiting: Array<(line: string) => void> = [];
    lines.on('line', (line) => {
      if (!line.startsWith('{')) process.stderr.write(`${line}\n`);
      else if (waiting.length > 0) (waiting.shift() as (l: string) => void)(line);
      else json.push(line);
    });
    const nextLine = () => new Promise<string>((resolve) => (json.length > 0 ? resolve(json.shift() as string) : waiting.push(resolve)));
    const first = await new Promise<string>((resolve, reject) => {
      void nextLine().then(resolve);
      proc.once('exit', (code) => reject(new Error(`the browser host exited with ${String(code)}`)));
    });
    const { port, token } = JSON.parse(first) as { port: number; token: string };
    const { storeId, rows } = videoxRows(await sb.state<VideoxListing>('videox'), 0, ROWS, true);
    const profile = await call<{ id: string }>(port, token, 'profiles.create', { kind: 'live', name: 'Bench', baseUrl: sb.baseUrl, appId: sb.credentials.appId });
    await call(port, token, 'profiles.setSecret', { id: profile.id, secret: sb.credentials.appSecret });
    await call(port, token, 'profiles.switch', { id: profile.id });
    const idle = peakRssMb(proc.pid as number);
    const started = performance.now();
    const { jobId } = await call<{ jobId: string }>(port, token, 'jobs.start', { operation: 'videoxStock', common: { store_id: storeId }, rows: rows.map((r) => ({ key: r.key, input: r.input })) });
    // Where the peak comes from: taking the job in (the call's body, its parse and check, the journal) or running it.
    const afterStart = peakRssMb(proc.pid as number);
    let job: { jobId: string; state: string; succeeded: number } | undefined;
    for (;;) {
      // The page's own polling rhythm while a job runs.
      await new Promise((r) => setTimeout(r, 500));
      job = (await call<{ jobs: Array<{ jobId: string; state: string; succeeded: number }> }>(port, token, 'jobs.list', {})).jobs.find((j) => j.jobId === jobId);
      if (job && job.state !== 'running' && job.state !== 'cancelling') break;
    }
    // The first page of its rows, as the Activity screen opens it.
    await call(port, token, 'jobs.get', { jobId });
    const wallS = (performance.now() - started) / 1000;
    const peak = peakRssMb(proc.pid as number);
    if (job?.succeeded !== ROWS) throw new Error(`only ${String(job?.succeeded)} of ${ROWS} rows succeeded (${String(job?.state)})`);
    // The host prints its loop delay as its stdin closes.
    const last = nextLine();
    proc.stdin.end();
    const loop = JSON.parse(await last) as { loopP99Ms: number; loopMaxMs: number; longest: Array<{ at: number; ms: number }>; jobStart: { from: number; to: number } | null };
    // Each long stall placed against jobs.start's dispatch: before it (the body read and parsed), in it, after it.
    const js = loop.jobStart;
    const where = (s: { at: number }) => (js === null ? '' : s.at < js.from ? ' before dispatch' : s.at <= js.to ? ' in dispatch' : ' while running');
    if (process.env.OPSDESK_BENCH_NODE_FLAGS) process.stderr.write(`stalls: ${JSON.stringify(loop.longest)}\n`);
    const stallText = loop.longest.map((s) => `${s.ms} ms${where(s)}`).join(', ') || 'none over 40 ms';
    return [
      {
        name: `web host: event-loop delay p99 of the browser host over the same job (its HTTP body parse, contract check and journal included)`,
        value: Math.round(loop.loopP99Ms),
        unit: 'ms',
        goal: '≤ 50 ms',
        ok: loop.loopP99Ms <= 50,
      },
      {
        name: `web host: event-loop delay max of the browser host over the same job (longest stalls: ${stallText}; jobs.start dispatched ${js ? Math.round(js.to - js.from) : '?'} ms)`,
        value: Math.round(loop.loopMaxMs),
        unit: 'ms',
        goal: '≤ 200 ms',
        ok: loop.loopMaxMs <= 200,
      },
      {
        name: `web host: peak RSS of the browser host over a ${ROWS}-row job, started and polled through its HTTP IPC (bundled, plain Node; ${idle.toFixed(0)} MB before the job, peak ${afterStart.toFixed(0)} MB once jobs.start answered; L=${LATENCY_MS} ms, ${Math.round(wallS)} s)`,
        value: Math.round(peak),
        unit: 'MB',
        goal: `≤ ${GOAL_MB} MB`,
        ok: peak <= GOAL_MB,
      },
    ];
  } finally {
    proc.stdin.end();
    await new Promise((r) => {
      const t = setTimeout(() => {
        proc.kill('SIGKILL');
        r(undefined);
      }, 10_000);
      proc.once('exit', () => {
        clearTimeout(t);
        r(undefined);
      });
    });
    await sb.stop();
  }
}
