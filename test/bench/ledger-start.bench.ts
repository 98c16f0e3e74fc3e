// Confirm → first request of a 100,000-row start, as a host makes it (the body's JSON parse, timed on its own
// and left out of the loop's figures as in core-loop-delay: nothing slices it; then the IPC contract's check in slices, every row validated and named, the ledger's check and registration, the rows journaled and
// durable, the run begun, the first chunk's intent durable), with the ledger holding an earlier session's job of
// the same 100,000 items (yesterday's stock, today's quantities: every item checked, none refused). Beside it the
// same start without a ledger (what the ledger costs), alternating, fresh folders each run. Goals: ≤ 2 s to the
// first request, and the event loop's longest delay meanwhile ≤ 100 ms (p99 ≤ 50 ms).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchRunner } from '../../electron/core/batch/runner';
import { createDispatcher } from '../../electron/core/ipc';
import type { JobSpec, JobSummary } from '../../electron/core/job/types';
import { Journal } from '../../electron/core/journal/journal';
import { Ledger } from '../../electron/core/ledger/ledger';
import type { IpcHandlers } from '../../shared/ipc';
import { FakeClient, videoxAnswer } from '../unit/core/fake-client';
import type { BenchFigure } from './figure';
import { measureLoop, median, ROWS, storeOf, videoxSpec, writeHistory, type Delay } from './ledger-kit';

const RUNS = 3;

async function oneStart(withLedger: boolean): Promise<{ firstRequestMs: number; cpuMs: number; delay: Delay }> {
  const dir = mkdtempSync(join(tmpdir(), 'opsdesk-ledger-start-'));
  const store = storeOf(0);
  const setup = new Journal(dir);
  await writeHistory(setup, 'job-20260101T000000-00000000', videoxSpec(ROWS, store), true);
  await setup.closeAll();
  const journal = new Journal(dir, { summaryWorker: true });
  const ledger = withLedger ? new Ledger({ journal }) : undefined;
  await ledger?.open();
  let confirmedAt = 0;
  let firstRequestAt = 0;
  const client = new FakeClient((_op, input) => {
    if (firstRequestAt === 0) firstRequestAt = performance.now();
    return videoxAnswer(input);
  });
  const runner = new BatchRunner({ client, journal, ledger, reconcileAfterRun: false });
  let done: Promise<JobSummary> | null = null;
  const handlers = {
    'jobs.start': async (input: JobSpec) => {
      const handle = await runner.start(input);
      done = handle.done;
      return runner.get(handle.jobId).summary;
    },
  };
  const dispatcher = createDispatcher({ handlers: handlers as unknown as IpcHandlers });
  const body = JSON.stringify(videoxSpec(ROWS, store, 1));
  const parsing = performance.now();
  const input: unknown = JSON.parse(body);
  const parseMs = performance.now() - parsing;
  let cpuMs = 0;
  const delay = await measureLoop(async () => {
    const cpu = process.cpuUsage();
    confirmedAt = performance.now();
    const answer = await dispatcher.dispatch('jobs.start', input);
    if (!answer.ok) throw new Error(`jobs.start: ${answer.error.message}`);
    while (firstRequestAt === 0) await new Promise((r) => setTimeout(r, 1));
    const used = process.cpuUsage(cpu);
    cpuMs = (used.user + used.system) / 1000;
  });
  const jobId = runner.list()[0]?.jobId as string;
  runner.cancel(jobId);
  await done;
  ledger?.close();
  await journal.closeAll();
  return { firstRequestMs: parseMs + firstRequestAt - confirmedAt, cpuMs: cpuMs + parseMs, delay };
}

export default async function bench(): Promise<BenchFigure[]> {
  const withLedger: Array<{ firstRequestMs: number; cpuMs: number; delay: Delay }> = [];
  const without: Array<{ firstRequestMs: number; cpuMs: number; delay: Delay }> = [];
  for (let i = 0; i < RUNS; i++) {
    withLedger.push(await oneStart(true));
    without.push(await oneStart(false));
  }
  const first = withLedger.map((r) => r.firstRequestMs);
  const base = without.map((r) => r.firstRequestMs);
  const p99 = median(withLedger.map((r) => r.delay.p99));
  const max = median(withLedger.map((r) => r.delay.max));
  const list = (xs: number[]) => xs.map((x) => Math.round(x)).join(' / ');
  return [
    { name: `ledger: confirm → first request of a 100,000-row start, the ledger holding 100,000 items (median of ${RUNS}; ${list(first)})`, value: Math.round(median(first)), unit: 'ms', goal: '≤ 2000 ms', ok: median(first) <= 2000 },
    { name: `ledger: the same start without a ledger, for reference (${list(base)})`, value: Math.round(median(base)), unit: 'ms', goal: 'for reference', ok: true },
    { name: `ledger: CPU time to the first request (the process's, GC threads included), with the ledger / without: ${list(withLedger.map((r) => r.cpuMs))} / ${list(without.map((r) => r.cpuMs))}`, value: Math.round(median(withLedger.map((r) => r.cpuMs))), unit: 'ms', goal: 'for reference', ok: true },
    { name: `ledger: event-loop delay p99 over that start (runs: ${list(withLedger.map((r) => r.delay.p99))})`, value: Math.round(p99), unit: 'ms', goal: '≤ 50 ms', ok: p99 <= 50 },
    { name: `ledger: event-loop delay max over that start, the longest task (runs: ${list(withLedger.map((r) => r.delay.max))})`, value: Math.round(max), unit: 'ms', goal: '≤ 100 ms', ok: max <= 100 },
  ];
}
