// A 100,000-row job in a process of its own, as the main process would run it: its peak resident memory.
// Same setup as the other figures (sandbox latency 50 ms). The job's code is bundled and run by plain Node, as
// the app's main process runs its bundle (tsx's loader alone adds some 45 MB of its own to a process).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleChild } from './bundle-child';
import { videoxRows, type VideoxListing } from './core-bench-kit';
import { startRemoteSandbox } from './core-remote-sandbox';
import type { BenchFigure } from './figure';

const ROWS = 100_000;
const LATENCY_MS = 50;

function runChild(script: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`the job process exited with ${String(code)}`))));
  });
}

export default async function bench(): Promise<BenchFigure[]> {
  // One row per listing and warehouse: the first videox store has 3 warehouses.
  const sb = await startRemoteSandbox(['--seed', '5', '--listings', String(Math.ceil((2 * ROWS) / 3) + 2), '--apply-delay', '0', '--latency', String(LATENCY_MS)]);
  try {
    const dir = mkdtempSync(join(tmpdir(), 'opsdesk-mem-'));
    const script = await bundleChild(dir, 'core-memory-child');
    const { storeId, rows } = videoxRows(await sb.state<VideoxListing>('videox'), 0, ROWS, true);
    const rowsFile = join(dir, 'rows.json');
    writeFileSync(rowsFile, JSON.stringify(rows));
    const out = await runChild(script, [sb.baseUrl, sb.credentials.appId, sb.credentials.appSecret, rowsFile, storeId]);
    const result = JSON.parse(out.trim().split('\n').at(-1) as string) as { rows: number; succeeded: number; wallMs: number; peakRssBytes: number };
    if (result.succeeded !== ROWS) throw new Error(`only ${result.succeeded} of ${ROWS} rows succeeded`);
    const mb = result.peakRssBytes / (1024 * 1024);
    return [
      {
        name: `core: peak RSS of the process running a ${ROWS}-row job (plain Node, bundled; L=${LATENCY_MS} ms, ${Math.round(result.wallMs / 1000)} s, result table built)`,
        value: Math.round(mb),
        unit: 'MB',
        goal: '< 300 MB',
        ok: mb < 300,
      },
    ];
  } finally {
    await sb.stop();
  }
}
