import { defineConfig } from '@playwright/test';

// Debian's Chromium: browsers are never downloaded (no machine here can reach their host).
export const CHROMIUM = process.env.OPSDESK_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  // CI runs on a loaded 2-core machine (issue 28: load ~18 beside four busy loops): the heaviest honest
  // tests there (the print of 4,000 labels, the scanner's 100 codes, a 1,200-row job) set their own longer
  // timeouts; every other test gets 2 minutes, and a UI assertion 15 s instead of Playwright's 5 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  // On CI each failure is printed again at the end, where what the service keeps of the output is.
  reporter: process.env.CI ? [['line'], ['./test/support/failure-digest-reporter.ts']] : 'list',
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
  },
});
