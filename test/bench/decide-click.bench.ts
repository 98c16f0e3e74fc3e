// Decide with 5,000 unknown rows (25 requests of 200): time from the pointer going down on one request's
// "applied" to that choice painted (goal ≤ 100 ms). Headless Chromium against the browser host serving the
// built renderer (built first when dist/renderer is missing); the job and its requests are served in place of the
// journal's through the real HTTP bridge (the same pages `jobs.requests` answers).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../../playwright.config';
import { requestsHandler, unknownJob, unknownRequests } from '../../renderer/src/features/activity/unknown-fixture';
import { startE2eHost } from '../e2e/web-host';
import type { BenchFigure } from './figure';

const ROWS = 5000;
const CLICKS = 9;
const GOAL_MS = 100;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export default async function decideClick(): Promise<BenchFigure[]> {
  // Each bench builds what it needs, so `npm run bench` runs on a fresh clone in any order.
  if (!existsSync(join(process.cwd(), 'dist', 'renderer', 'index.html'))) execFileSync('npm', ['run', 'build:renderer'], { stdio: 'inherit' });
  const e2e = await startE2eHost();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const job = unknownJob(ROWS);
  const serve = requestsHandler(job, unknownRequests(ROWS));
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const answer = (result: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true, result }) });
    await page.route('**/ipc/journal.unfinished', (route) => route.fulfill(answer({ jobs: [job], unreadable: [] })));
    await page.route('**/ipc/jobs.requests', (route) => route.fulfill(answer(serve(route.request().postDataJSON() as Parameters<typeof serve>[0]))));
    await page.goto(e2e.host.appUrl);
    await page.getByRole('navigation').first().waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/activity';
    });
    await page.locator(`li.unfinished-job[data-job="${job.jobId}"]`).getByRole('button', { name: 'Decide…' }).click();
    await page.locator('[data-request="1.25"]').waitFor();
    const times: number[] = [];
    for (let i = 0; i <= CLICKS; i++) {
      const request = `1.${i + 2}`;
      const radio = page.locator(`[data-request="${request}"] label`).filter({ hasText: /^applied$/ });
      await radio.scrollIntoViewIfNeeded();
      await page.evaluate((req) => {
        const label = [...document.querySelectorAll(`[data-request="${req}"] label`)].find((l) => l.textContent === 'applied') as HTMLElement;
        const w = window as unknown as { latency: Promise<number> };
        w.latency = new Promise((resolve) => {
          let t0 = 0;
          document.addEventListener('pointerdown', () => (t0 = performance.now()), { capture: true, once: true });
          const seen = new MutationObserver(() => {
            if (!label.hasAttribute('data-selected')) return;
            seen.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          });
          seen.observe(label, { attributes: true });
        });
      }, request);
      await radio.click();
      const ms = await page.evaluate(() => (window as unknown as { latency: Promise<number> }).latency);
      if (i > 0) times.push(ms); // the first click also warms the handlers up
    }
    const value = Math.round(median(times));
    return [{ name: `Decide with ${ROWS.toLocaleString('en')} unknown rows: click → choice painted (median of ${CLICKS})`, value, unit: 'ms', goal: `≤ ${GOAL_MS} ms`, ok: value <= GOAL_MS }];
  } finally {
    await browser.close();
    await e2e.close();
  }
}
