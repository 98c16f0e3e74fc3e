// The browser opener's one-time launch link, in a real browser: it lands in the app with the token taken out
// of the address bar, and the same link does not work twice.
import { expect, test } from '@playwright/test';
import { hostPerFile } from './host-per-file';

const e2e = hostPerFile();

test('a launch link opens the app once and never shows the token on the way', async ({ page, browser }) => {
  const link = e2e.host.launchUrl();
  expect(link).not.toContain(e2e.host.token);
  await page.goto(link);
  // The page got the token: it talks to the host and shows the open profile.
  await expect(page.getByRole('button', { name: /Active profile/ })).toContainText('Sandbox (demo data)');
  expect(page.url()).not.toContain('token=');
  expect(page.url()).not.toContain('code=');

  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.locator('body')).toContainText('already used or has expired');
  await other.close();
});
