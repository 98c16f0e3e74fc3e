// The app in the browser host: opens on the sandbox profile; a live profile is created, given a secret
// (write-only), tested and opened; a batch job's progress arrives through pushed events.
import { expect, test, type Page } from '@playwright/test';
import { startSandbox, type SandboxHandle } from '../../electron/sandbox';
import { startE2eHost, type E2eHost } from './web-host';

const LIVE_APP_ID = 'ak_E2E_LIVE_0001';
const LIVE_SECRET = 'e2e-live-secret-0f3c9a';

let e2e: E2eHost;
let live: SandboxHandle;

test.beforeAll(async () => {
  e2e = await startE2eHost();
  live = await startSandbox({ port: 0, latencyMs: 150 });
  live.addApp(LIVE_APP_ID, LIVE_SECRET);
});
test.afterAll(async () => {
  await e2e.close();
  await live.stop();
});

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

test('profiles: opens on the sandbox, then creates, secures, tests and opens a live profile', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(e2e.host.appUrl);
  await expect(page.getByLabel('Active profile')).toContainText('Sandbox (demo data)');
  // The launch token is taken out of the address bar as soon as the page has it.
  expect(page.url()).not.toContain('token=');
  await expect(page.getByRole('note')).toContainText('memory only');

  const sandboxRow = page.locator('tr[data-profile="Sandbox (demo data)"]');
  await sandboxRow.getByRole('button', { name: 'Test connection' }).click();
  await expect(sandboxRow).toContainText('connected');

  await page.getByRole('button', { name: 'New live profile' }).click();
  const form = page.getByRole('form', { name: 'New live profile' });
  await form.getByLabel('Name').fill('Live e2e');
  await form.getByLabel('Base URL').fill(live.baseUrl);
  await form.getByLabel('App id').fill(LIVE_APP_ID);
  await form.getByRole('button', { name: 'Create profile' }).click();
  const liveRow = page.locator('tr[data-profile="Live e2e"]');
  await expect(liveRow).toContainText('not set');

  await liveRow.getByRole('button', { name: 'Set secret' }).click();
  const secretForm = page.getByRole('form', { name: 'Set app secret' });
  await secretForm.getByLabel('App secret').fill(LIVE_SECRET);
  await secretForm.getByRole('button', { name: 'Save secret' }).click();
  await expect(liveRow).toContainText('set (this session only)');
  await expect(page.getByRole('form', { name: 'Set app secret' })).toHaveCount(0);

  await liveRow.getByRole('button', { name: 'Test connection' }).click();
  await expect(liveRow).toContainText('connected');
  await liveRow.getByRole('button', { name: 'Switch to' }).click();
  await expect(page.getByLabel('Active profile')).toContainText('Live e2e');
  await expect(liveRow).toContainText('active');
  expect(await page.content()).not.toContain(LIVE_SECRET);
  await page.screenshot({ path: 'test-results/screens/profiles.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('jobs: progress of a running batch arrives by events; rows, export and connection status follow', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(e2e.host.appUrl);
  await page.getByRole('link', { name: 'Batch jobs' }).click();
  await expect(page.getByText('No batch jobs yet on this profile.')).toBeVisible();

  // 4 chunks of up to 200 rows at 150 ms each: real listings succeed, made-up ones fail at the service.
  const videox = (live.inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((v, _i, all) => v.storeId === all[0]?.storeId);
  const real = videox.slice(0, 5).map((v, i) => ({ key: `real-${i}`, input: { msku_id: v.mskuId, quantity: 20 + i } }));
  const madeUp = Array.from({ length: 795 }, (_, i) => ({ key: `made-up-${i}`, input: { msku_id: `NOPE-${i}`, quantity: 1 } }));
  await e2e.call('jobs.start', { operation: 'videoxStock', common: { store_id: videox[0]?.storeId }, rows: [...real, ...madeUp], label: 'Restock e2e' });

  const jobRow = page.locator('table[aria-label="Jobs"] tbody tr').first();
  await expect(jobRow).toContainText('Restock e2e');
  await expect(jobRow).toContainText('finished', { timeout: 20_000 });
  await expect(jobRow).toContainText('800/800 · 5 ok · 795 failed');

  await jobRow.getByRole('button', { name: 'Restock e2e' }).click();
  await expect(page.locator('table[aria-label="Job rows"] tbody tr')).toHaveCount(100);
  await page.getByLabel('Show').selectOption('succeeded');
  await expect(page.locator('table[aria-label="Job rows"] tbody tr')).toHaveCount(5);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('Restock-e2e-results.csv');
  await page.screenshot({ path: 'test-results/screens/jobs.png', fullPage: true });

  await page.getByRole('link', { name: 'Connection' }).click();
  await expect(page.getByLabel('Token status')).toContainText('valid');
  await expect(page.locator('table[aria-label="Throttle"]')).toContainText('videoxStock');
  await page.screenshot({ path: 'test-results/screens/connection.png', fullPage: true });
  expect(errors).toEqual([]);
});
