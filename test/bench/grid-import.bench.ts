// A 50,000-row XLSX imported into the grid, as a user does it, in headless Chromium on the grid's harness page
// (served by the browser host from dist/renderer, built first when missing): the file chosen, read in the worker
// until the mapping step shows, then "Import 50,000 rows" until the grid shows every row validated. Long tasks
// (a main-thread task over 50 ms, Chromium's `longtask` entries) are watched over the whole import: the goal
// is none over 100 ms, so the UI answers throughout.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { CHROMIUM } from '../../playwright.config';
import { createLogger } from '../../electron/core';
import { startWebHost } from '../../electron/hosts/web/server';
import { createWebApp } from '../../electron/hosts/web/web-app';
import type { BenchFigure } from './figure';

const ROWS = 50_000;
const RUNS = 3;

/** A sheet as staff export it: zh-CN headers, numbers as numbers (some with Excel's float tails), text ids; zipped as Excel zips it. */
function workbook(): Buffer {
  const data: unknown[][] = [['MSKU ID', '仓库', '数量', 'SKU', '品名', '条码', '价格', '重量（克）', '店铺代码', '备注']];
  for (let i = 0; i < ROWS; i++) {
    data.push([`MSKU-${String(i + 1).padStart(6, '0')}`, i % 3 === 0 ? 'WH-1' : '', i % 500, `SKU${i + 1}`, `商品 ${i + 1}`, `69${1_000_000_000 + i}`, i % 100 === 0 ? 1111.1111000000001 : (i % 100) + 0.5, 100 + (i % 900), `S${i % 7}`, '']);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'Stock');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

interface Run {
  readMs: number;
  landMs: number;
  longest: number;
  rows: string;
  errors: string;
}

async function importOnce(page: Page, url: string, file: string): Promise<Run> {
  await page.goto(url);
  await page.getByRole('grid').waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  // Measured in the page, from the input's change event (the file chosen) until the frame after the mapping
  // step's button shows. Timed from here with `waitFor` it was not: Playwright polls for an element at growing
  // intervals (up to 500 ms), so the read figure carried 0–500 ms of the poll's own wait.
  await page.evaluate((label) => {
    const w = window as unknown as { chosenAt: number; mapped: Promise<number> };
    w.chosenAt = NaN;
    document.addEventListener('change', () => (w.chosenAt = performance.now()), { capture: true, once: true });
    const deadline = performance.now() + 60_000;
    w.mapped = (async () => {
      for (;;) {
        if (performance.now() > deadline) throw new Error('the mapping step did not show within 60 s');
        const buttons = Array.from(document.querySelectorAll('[data-testid="import-mapping"] button'));
        if (buttons.some((b) => b.textContent === label)) {
          await new Promise((r) => requestAnimationFrame(r));
          return performance.now() - w.chosenAt;
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
  }, `Import ${ROWS.toLocaleString('en')} rows`);
  // Chosen from disk, as a user does: a file given as bytes is rebuilt inside the page by Playwright's own script
  // (base64 decoded on the main thread), a multi-second task no user's import has.
  await page.getByLabel('Import a file (CSV, XLSX, XLS)').setInputFiles(file);
  const readMs = await page.evaluate(() => (window as unknown as { mapped: Promise<number> }).mapped);
  const go = page.getByTestId('import-mapping').getByRole('button', { name: `Import ${ROWS.toLocaleString('en')} rows` });
  // Measured in the page: the click until the frame after the grid shows every row with validation finished.
  await page.evaluate(() => {
    const w = window as unknown as { landed: Promise<number> };
    const start = performance.now();
    // No named functions in here: tsx's keepNames would wrap them in a helper the page does not have.
    w.landed = (async () => {
      for (;;) {
        const rows = document.querySelector('[data-testid="grid-rows"]')?.textContent ?? '';
        const errors = document.querySelector('[data-testid="grid-errors"]')?.textContent ?? '';
        if (rows.startsWith('50,000 of 50,000') && errors !== 'Checking rows…') {
          await new Promise((r) => requestAnimationFrame(r));
          return performance.now() - start;
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
  });
  await go.click();
  const landMs = await page.evaluate(() => (window as unknown as { landed: Promise<number> }).landed);
  await page.waitForTimeout(200); // the observer reports a task after it ends
  return page.evaluate(
    ({ readMs, landMs }) => ({
      readMs,
      landMs,
      longest: Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks),
      rows: document.querySelector('[data-testid="grid-rows"]')?.textContent ?? '',
      errors: document.querySelector('[data-testid="grid-errors"]')?.textContent ?? '',
    }),
    { readMs, landMs },
  );
}

export default async function bench(): Promise<BenchFigure[]> {
  if (!existsSync(join(process.cwd(), 'dist', 'renderer', 'grid-harness.html'))) execFileSync('npm', ['run', 'build:renderer'], { stdio: 'inherit' });
  const dir = await mkdtemp(join(tmpdir(), 'opsdesk-grid-import-bench-'));
  const app = await createWebApp({ dataDir: join(dir, 'data'), version: '0.0.0-bench', logger: createLogger({ dir: join(dir, 'logs') }) });
  const host = await startWebHost({ port: 0, rendererDir: join(process.cwd(), 'dist', 'renderer'), app });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const bytes = workbook();
    const file = join(dir, 'stock-50000.xlsx');
    await writeFile(file, bytes);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await importOnce(page, `${host.url}grid-harness.html?rows=0&height=640`, file));
    const total = (r: Run) => r.readMs + r.landMs;
    const best = runs.reduce((a, b) => (total(b) < total(a) ? b : a));
    const all = runs.every((r) => r.rows.startsWith('50,000 of 50,000'));
    // The middle run's longest task: one run's worst pause can be the machine's (a task is timed on the wall clock).
    const longest = [...runs.map((r) => r.longest)].sort((a, b) => a - b)[Math.floor(runs.length / 2)] as number;
    const read = Math.min(...runs.map((r) => r.readMs));
    return [
      {
        // The read alone (the worker's scan, the cells back in slices, the mapping step on screen): issue 33's goal.
        name: `grid: read a ${ROWS.toLocaleString('en')}-row XLSX (${(bytes.length / 1024 / 1024).toFixed(1)} MB) in the worker, from the file chosen until the mapping step shows, best of ${RUNS} (runs ${runs.map((r) => r.readMs.toFixed(0)).join(', ')} ms)`,
        value: read,
        unit: 'ms',
        goal: '≤ 2000 ms',
        ok: all && read <= 2000,
      },
      {
        name: `grid: import a ${ROWS.toLocaleString('en')}-row XLSX (${(bytes.length / 1024 / 1024).toFixed(1)} MB): read until the mapping step + import until shown and validated (runs ${runs.map((r) => `${r.readMs.toFixed(0)}+${r.landMs.toFixed(0)}`).join(', ')} ms; ${best.rows}; ${best.errors})`,
        value: total(best),
        unit: 'ms',
        goal: '≤ 2000 ms',
        ok: all && total(best) <= 2000,
      },
      {
        name: `grid: longest main-thread task during that import, median of the runs (runs ${runs.map((r) => r.longest.toFixed(0)).join(', ')} ms)`,
        value: longest,
        unit: 'ms',
        goal: '≤ 100 ms',
        ok: longest <= 100,
      },
    ];
  } finally {
    await browser.close();
    await host.close();
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}
