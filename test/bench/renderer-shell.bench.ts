// The renderer's own figures (issue 10): the initial JavaScript the browser must fetch before the first screen
// (gzip), and a cold start of the browser host to the first usable screen in headless Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createLogger } from '../../electron/core';
import { startWebHost } from '../../electron/hosts/web/server';
import { createWebApp } from '../../electron/hosts/web/web-app';
import { CHROMIUM } from '../../playwright.config';
import type { Bench } from './figure';

const DIST = join(process.cwd(), 'dist', 'renderer');
const JS_GOAL_KB = 350;
const START_GOAL_MS = 1500;

/** The entry script and every module it preloads: what runs before the first screen. */
function initialJsGzipKb(): number {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\.\/([^"]+\.js)"/g)].map((m) => m[1] as string);
  if (files.length === 0) throw new Error('dist/renderer/index.html names no script');
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(DIST, f)), { level: 9 }).length, 0);
  return bytes / 1024;
}

async function coldStartMs(): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const dataDir = mkdtempSync(join(tmpdir(), 'opsdesk-bench-'));
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const t0 = performance.now();
    const app = await createWebApp({ dataDir, version: '0.0.0-bench', logger: createLogger({ dir: join(dataDir, 'logs') }) });
    const host = await startWebHost({ port: 0, rendererDir: DIST, app });
    try {
      await page.goto(host.appUrl);
      // Usable: the screen's heading is shown and the active profile is known (the shell has its data).
      await page.locator('main h1').waitFor();
      await page.getByTestId('active-profile').filter({ hasText: /\S/ }).waitFor();
      return performance.now() - t0;
    } finally {
      await host.close();
      await app.close();
    }
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bench: Bench = async () => {
  if (!existsSync(join(DIST, 'index.html'))) execFileSync('npm', ['run', 'build:renderer'], { stdio: 'inherit' });
  const js = initialJsGzipKb();
  const start = await coldStartMs();
  return [
    { name: 'renderer initial JavaScript (gzip)', value: Math.round(js * 10) / 10, unit: 'KB', goal: `≤ ${JS_GOAL_KB} KB`, ok: js <= JS_GOAL_KB },
    { name: 'browser host cold start to the first usable screen', value: Math.round(start), unit: 'ms', goal: `≤ ${START_GOAL_MS} ms`, ok: start <= START_GOAL_MS },
  ];
};
export default bench;
