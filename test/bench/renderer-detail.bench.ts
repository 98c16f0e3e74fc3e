// Detail view of a shipping list with 200 goods lines: time from the answer being in the renderer's hands
// (the query's fetcher resolved) to the detail painted (goal ≤ 300 ms). Headless Chromium against the browser
// host serving the built renderer (built first when dist/renderer is missing); the answer is a generated 200-line list
// served in place of the sandbox's (whose lists hold 1–4 lines), through the real HTTP bridge.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../../playwright.config';
import { startE2eHost } from '../e2e/web-host';
import { detailAnswer, goodsLine } from '../support/shipping-detail-answer';
import type { BenchFigure } from './figure';

const LINES = 200;
const RUNS = 7;
const GOAL_MS = 300;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export default async function rendererDetail(): Promise<BenchFigure[]> {
  // Each bench builds what it needs, so `npm run bench` runs on a fresh clone in any order.
  if (!existsSync(join(process.cwd(), 'dist', 'renderer', 'index.html'))) execFileSync('npm', ['run', 'build:renderer'], { stdio: 'inherit' });
  const e2e = await startE2eHost();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route('**/ipc/operations.call', async (route) => {
      const body = route.request().postDataJSON() as { operation?: string; input?: { shippingListCode?: string } };
      if (body.operation !== 'shippingDetail' || !body.input?.shippingListCode?.startsWith('BENCH')) return route.continue();
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(detailAnswer(body.input.shippingListCode, Array.from({ length: LINES }, (_, i) => goodsLine(i)))) });
    });
    await page.goto(e2e.host.appUrl);
    await page.getByRole('navigation').first().waitFor();
    const times: number[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const code = `BENCH${LINES}X${run}`;
      await page.evaluate(() => performance.clearMarks());
      await page.evaluate((c) => {
        window.location.hash = `#/shipping-lists?code=${c}`;
      }, code);
      await page.locator(`article[data-detail-code="${code}"] tr[data-goods-line]`).first().waitFor();
      const ms = await page.waitForFunction(() => {
        const data = performance.getEntriesByName('opsdesk:shipping-detail:data')[0];
        const shown = performance.getEntriesByName('opsdesk:shipping-detail:rendered')[0];
        return data && shown ? shown.startTime - data.startTime : null;
      });
      const value = (await ms.jsonValue()) as number;
      if (run > 0) times.push(value); // the first run also loads the screen's chunk
    }
    const value = Math.round(median(times));
    return [{ name: `shipping-list detail with ${LINES} goods lines, answer → painted (median of ${RUNS})`, value, unit: 'ms', goal: `≤ ${GOAL_MS} ms`, ok: value <= GOAL_MS }];
  } finally {
    await browser.close();
    await e2e.close();
  }
}
