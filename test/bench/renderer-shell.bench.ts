// The renderer's own figures (issues 10 and 33): every byte of JavaScript and CSS the first screen loads, from
// the real page's network log until the screen is usable (the entry, its preloads and the screen's lazy chunk;
// gzip as a compressing server would send it, raw beside), and a cold start of the browser host to that screen
// in headless Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

interface FirstScreen {
  ms: number;
  /** Every script and stylesheet received until the screen was usable. */
  files: Array<{ url: string; type: 'script' | 'stylesheet'; raw: number; gzip: number }>;
}

async function coldStart(): Promise<FirstScreen> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const dataDir = mkdtempSync(join(tmpdir(), 'opsdesk-bench-'));
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const files: FirstScreen['files'] = [];
    const bodies: Array<Promise<void>> = [];
    let usable = false;
    page.on('response', (r) => {
      const type = r.request().resourceType();
      if (usable || (type !== 'script' && type !== 'stylesheet')) return;
      bodies.push(r.body().then((b) => void files.push({ url: r.url(), type, raw: b.length, gzip: gzipSync(b, { level: 9 }).length })));
    });
    const t0 = performance.now();
    const app = await createWebApp({ dataDir, version: '0.0.0-bench', logger: createLogger({ dir: join(dataDir, 'logs') }) });
    const host = await startWebHost({ port: 0, rendererDir: DIST, app });
    try {
      await page.goto(host.appUrl);
      // Usable: the screen's heading is shown and the active profile is known (the shell has its data).
      await page.locator('main h1').waitFor();
      await page.getByTestId('active-profile').filter({ hasText: /\S/ }).waitFor();
      const ms = performance.now() - t0;
      usable = true;
      await Promise.all(bodies);
      return { ms, files };
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
  const first = await coldStart();
  const kb = (type: 'script' | 'stylesheet', key: 'raw' | 'gzip') => first.files.filter((f) => f.type === type).reduce((sum, f) => sum + f[key], 0) / 1024;
  const js = kb('script', 'gzip');
  const scripts = first.files.filter((f) => f.type === 'script');
  const largest = [...scripts].sort((a, b) => b.raw - a.raw).slice(0, 3).map((f) => `${f.url.replace(/.*\//, '').replace(/-[\w-]{8}\.js$/, '')} ${Math.round(f.raw / 1024)} KB`);
  return [
    {
      name: `renderer: JavaScript the first screen loads, every file until usable (gzip; ${scripts.length} files, ${Math.round(kb('script', 'raw'))} KB raw; largest ${largest.join(', ')})`,
      value: Math.round(js * 10) / 10,
      unit: 'KB',
      goal: `≤ ${JS_GOAL_KB} KB`,
      ok: js <= JS_GOAL_KB,
    },
    { name: `renderer: CSS the first screen loads (gzip; ${Math.round(kb('stylesheet', 'raw'))} KB raw)`, value: Math.round(kb('stylesheet', 'gzip') * 10) / 10, unit: 'KB', goal: 'counted', ok: true },
    { name: 'browser host cold start to the first usable screen', value: Math.round(first.ms), unit: 'ms', goal: `≤ ${START_GOAL_MS} ms`, ok: first.ms <= START_GOAL_MS },
  ];
};
export default bench;
