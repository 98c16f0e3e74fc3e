import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startWebHost, type RunningWebHost } from '../../electron/hosts/web/server';

let host: RunningWebHost;

test.beforeAll(async () => {
  host = await startWebHost({ port: 0, rendererDir: join(process.cwd(), 'dist', 'renderer') });
});
test.afterAll(async () => {
  await host.close();
});

test('the served renderer lists the 12 operations of the specification', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(host.url);
  const rows = page.locator('table[aria-label="Operations"] tbody tr');
  await expect(rows).toHaveCount(12);
  await expect(rows.first()).toContainText('/api/auth-server/oauth/access-token');
  await expect(page.locator('tr[data-operation="videoxStock"]')).toContainText('/xl-mp-listing-api/open/videox/createPublishQueue');
  await expect(page.locator('tr[data-operation="updateShipFromAddress"]')).toContainText('4.12');
  expect(errors).toEqual([]);
});
