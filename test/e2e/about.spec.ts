// Settings → About and updates in the browser host: versions, what the updater says here, and "Copy
// diagnostics" putting a support text on the clipboard without a profile's name; axe and screenshots en/zh-CN.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible, screenshot, watchErrors } from './support';
import { openRoute, setLocale } from './screens-support';
import { hostPerFile } from './host-per-file';

const e2e = hostPerFile();

test('about shows the version, says the browser host does not update itself, and copies diagnostics', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = watchErrors(page);
  await setLocale(e2e, 'en');
  // Help (the `?` button of the header) leads there, by keyboard.
  await openRoute(page, e2e, '/activity');
  // Activity's own heading: the first screen's would let the test focus the button before the navigation's
  // focus move to the new screen, which then takes it.
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'About, updates and diagnostics…' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'About Opsdesk' })).toBeVisible();
  const { version } = await e2e.call<{ version: string }>('app.about', {});
  // The version a release of this commit says it is, never a test build's stand-in: the guides' screenshots
  // (`npm run docs:screenshots`) show it.
  expect(version).toBe((JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version);
  await expect(page.getByText(version, { exact: true })).toBeVisible();
  await expect(page.getByText('The browser host does not update itself')).toBeVisible();
  // Only the desktop app has a switch to turn: the browser host offers none.
  await expect(page.getByRole('switch', { name: 'Look for updates automatically' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy diagnostics' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`Opsdesk ${version} (web host)`);
  expect(copied).toMatch(/Profiles: 1 sandbox, 0 live/);
  expect(copied).not.toContain('Sandbox (demo data)');
  await expectAccessible(page);
  await screenshot(page, 'settings-about-en');

  await setLocale(e2e, 'zh-CN');
  await page.reload();
  await expect(page.getByRole('heading', { name: '关于 Opsdesk' })).toBeVisible();
  await expect(page.getByText('浏览器模式不会自行更新')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'settings-about-zh-CN');
  expect(errors).toEqual([]);
});
