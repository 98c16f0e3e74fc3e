import { expect, test } from '@playwright/test';
import { startE2eHost, type E2eHost } from './web-host';

let e2e: E2eHost;

test.beforeAll(async () => {
  e2e = await startE2eHost();
});
test.afterAll(async () => {
  await e2e.close();
});

test('the served renderer lists the 12 operations of the specification', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(e2e.host.appUrl);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Operations' }).click();
  const rows = page.locator('table[aria-label="Operations"] tbody tr');
  await expect(rows).toHaveCount(12);
  await expect(rows.first()).toContainText('/api/auth-server/oauth/access-token');
  await expect(page.locator('tr[data-operation="videoxStock"]')).toContainText('/xl-mp-listing-api/open/videox/createPublishQueue');
  await expect(page.locator('tr[data-operation="updateShipFromAddress"]')).toContainText('4.12');
  expect(errors).toEqual([]);
});
