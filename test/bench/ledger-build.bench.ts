// The ledger built as a profile opens, from five 100,000-row journals of earlier sessions (500,000 items, two jobs
// finished and three stopped half way), with the event loop's delay measured throughout (goal p99 ≤ 50 ms, max
// ≤ 200 ms, as the journal summaries manage):
//   - the first open after this version: no ledger file yet, each journal replayed in full by the summary worker;
//   - a later open: every summary and ledger file current, the ledger files streamed in 8 ms slices; with the
//     session's recovery running beside it, as a profile opens;
// and what the index holds in memory then (the heap's growth, for reference).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchRunner } from '../../electron/core/batch/runner';
import { Journal } from '../../electron/core/journal/journal';
import { Ledger } from '../../electron/core/ledger/ledger';
import { FakeClient, videoxAnswer } from '../unit/core/fake-client';
import type { BenchFigure } from './figure';
import { measureLoop, ROWS, storeOf, videoxSpec, writeHistory, type Delay } from './ledger-kit';

function figures(scenario: string, d: Delay): BenchFigure[] {
  const wall = `${(d.wallMs / 1000).toFixed(1)} s`;
  return [
    { name: `ledger: event-loop delay p99, ${scenario} (${wall})`, value: Math.round(d.p99), unit: 'ms', goal: '≤ 50 ms', ok: d.p99 <= 50 },
    { name: `ledger: event-loop delay max, ${scenario}`, value: Math.round(d.max), unit: 'ms', goal: '≤ 200 ms', ok: d.max <= 200 },
  ];
}

async function firstOpen(dir: string): Promise<BenchFigure[]> {
  const first = new Journal(dir, { summaryWorker: true });
  const firstLedger = new Ledger({ journal: first });
  const delay = await measureLoop(() => firstLedger.open());
  // That session's recovery ends the three runs left open; their summaries are made again once more.
  await new BatchRunner({ client: new FakeClient((_op, input) => videoxAnswer(input)), journal: first, reconcileAfterRun: false }).recover();
  await first.list();
  firstLedger.close();
  await first.closeAll();
  return figures('building the ledger from five 100,000-row journals, their ledger files made first', delay);
}

export default async function bench(): Promise<BenchFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'opsdesk-ledger-build-'));
  const setup = new Journal(dir);
  for (let i = 0; i < 5; i++) await writeHistory(setup, `job-20260101T00000${i}-0000000${i}`, videoxSpec(ROWS, storeOf(i)), i < 2);
  await setup.closeAll();
  const out: BenchFigure[] = [];

  const idle = await measureLoop(() => new Promise((r) => setTimeout(r, 3000)));
  out.push({ name: `ledger: event-loop delay p99 / max of an idle loop on this machine now (baseline; ${Math.round(idle.max)} ms max)`, value: Math.round(idle.p99), unit: 'ms', goal: 'for reference', ok: true });

  // First open: the summaries (rows, ledger file) are made by the worker, one journal after the other. In a scope
  // of its own, so its index is gone (not a second one on the heap) when the later open is measured.
  out.push(...(await firstOpen(dir)));

  // A later open: the ledger files are current; the session's recovery runs beside the build.
  const journal = new Journal(dir, { summaryWorker: true });
  const heapBefore = process.memoryUsage().heapUsed;
  const ledger = new Ledger({ journal });
  const runner = new BatchRunner({ client: new FakeClient((_op, input) => videoxAnswer(input)), journal, ledger, reconcileAfterRun: false });
  let unfinished = 0;
  const later = await measureLoop(async () => {
    const [recovered] = await Promise.all([runner.recover(), ledger.open()]);
    unfinished = recovered.jobs.length;
  });
  if (unfinished !== 3) throw new Error(`expected 3 unfinished jobs, got ${unfinished}`);
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const found = (await ledger.lookup('videoxStock', [])).found.length;
  if (found !== 0) throw new Error('lookup of nothing found something');
  out.push(
    ...figures('building the ledger from five current ledger files (500,000 rows) beside recovery', later),
    { name: 'ledger: heap held by an index of 500,000 items (five jobs of earlier sessions; growth after the build, GC not forced)', value: Math.round(heapMb), unit: 'MB', goal: 'for reference', ok: true },
  );
  ledger.close();
  await journal.closeAll();
  return out;
}
