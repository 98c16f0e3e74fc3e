// Autosave of a 100,000-row grid draft, as the browser host does it: the screen serialises the draft (in an
// idle callback, off the typing path), the bridge sends it as one JSON body, the main side parses the body,
// checks it against the contract and writes the file atomically (temporary file, fsync, rename, fsync of the
// folder). The figure is the whole of that, median of 5 saves, each a new revision of the same draft.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DraftStore } from '../../electron/core/app/drafts';
import { createDispatcher } from '../../electron/core/ipc';
import { fakeHandlers } from '../unit/ipc/fake-handlers';
import type { BenchFigure } from './figure';

const ROWS = 100_000;
const GOAL_MS = 500;

function grid(n: number, tag: number) {
  return {
    rows: Array.from({ length: n }, (_, i) => ({
      id: `r${(i + 1).toString(36)}x${tag}`,
      values: { msku_id: `P-${String(i + 1).padStart(6, '0')}`, warehouse: i % 4 === 0 ? 'WH-2' : '', quantity: String((i * 7 + tag) % 1000), note: i % 10 === 0 ? '补货 第二批' : '' },
      original: null,
    })),
    extra: null,
    jobId: null,
  };
}

export default async function bench(): Promise<BenchFigure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'opsdesk-bench-drafts-'));
  try {
    const store = new DraftStore(dir);
    const { handlers } = fakeHandlers({
      'drafts.save': ({ name, operation, content, contentJson, baseRevision }) =>
        store.save(name, operation, contentJson !== undefined ? { json: contentJson } : { value: content ?? null }, baseRevision),
    });
    const dispatcher = createDispatcher({ handlers });
    const times: number[] = [];
    // CPU time beside wall time: on a machine shared with other work the wall clock also counts waiting.
    const cpuTimes: number[] = [];
    let bytes = 0;
    let revision: number | null = null;
    for (let run = 0; run < 5; run++) {
      const content = grid(ROWS, run);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const contentJson = JSON.stringify(content);
      const body = JSON.stringify({ method: 'drafts.save', input: { name: 'stock videox', operation: 'videoxStock', contentJson, baseRevision: revision } });
      const { input } = JSON.parse(body) as { input: unknown };
      const t1 = performance.now();
      const res = await dispatcher.dispatch('drafts.save', input);
      times.push(performance.now() - t0);
      const cpu = process.cpuUsage(c0);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      if (process.env.BENCH_DEBUG) console.log({ serialiseAndParse: t1 - t0, dispatch: performance.now() - t1 });
      if (!res.ok) throw new Error(`the save was refused: ${res.error.code} ${res.error.message}`);
      revision = (res.result as { revision: number }).revision;
      bytes = Buffer.byteLength(contentJson);
    }
    const median = [...times].sort((a, b) => a - b)[2] as number;
    const cpuMedian = [...cpuTimes].sort((a, b) => a - b)[2] as number;
    return [
      { name: `draft autosave, ${ROWS.toLocaleString('en')} rows (${(bytes / 1e6).toFixed(1)} MB; serialise + web call + check + atomic write), median of 5`, value: Math.round(median), unit: 'ms', goal: `≤ ${GOAL_MS} ms`, ok: median <= GOAL_MS },
      { name: `  the same, CPU time of the process (user + system), median of 5`, value: Math.round(cpuMedian), unit: 'ms', goal: `≤ ${GOAL_MS} ms`, ok: cpuMedian <= GOAL_MS },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
