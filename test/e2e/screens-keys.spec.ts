// Issue 32, parts 1 and 6: a screen opens at its top (not at the last screen's scroll offset), and a grid is one
// tab stop (Tab leaves it for the next control; arrows move inside).
import { expect, test } from '@playwright/test';
import { hostPerFile } from './host-per-file';

const e2e = hostPerFile();

test('a screen opens at its top; Tab leaves a grid in one step', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto(e2e.host.appUrl);
  const links = page.locator('.sidebar a');
  const content = page.locator('.content');
  await links.nth(0).click();
  await expect(content.locator('h1').first()).toBeVisible();

  // Two screens taller than the window: the first scrolled to its bottom, the second opens at its top (a short
  // screen would show its top whatever happened, so both are long ones).
  const count = await links.count();
  const open = async (i: number) => {
    await links.nth(i).click();
    await expect(links.nth(i)).toHaveAttribute('aria-current', 'page');
    await expect(content.locator('h1').first()).toBeVisible();
    await expect(page.locator('.content [aria-busy="true"]')).toHaveCount(0);
  };
  const long: number[] = [];
  for (let i = 0; i < count && long.length < 2; i++) {
    await open(i);
    if (await content.evaluate((el) => el.scrollHeight > el.clientHeight + 200)) long.push(i);
  }
  expect(long.length, 'two screens taller than 700 px').toBe(2);
  await open(long[0]!);
  await content.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  expect(await content.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await open(long[1]!);
  await expect.poll(() => content.evaluate((el) => el.scrollTop)).toBe(0);

  // The first screen with a grid: Tab from a cell goes to the control after the grid, not the next cell.
  for (let i = 0; i < count; i++) {
    await links.nth(i).click();
    await expect(content.locator('h1').first()).toBeVisible();
    if ((await page.locator('.dg-scroll').count()) === 0) continue;
    await page.locator('.dg-cell').first().click();
    const inGrid = () => page.evaluate(() => document.activeElement?.closest('.dg-scroll') !== null);
    expect(await inGrid()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await inGrid()).toBe(false);
    return;
  }
  throw new Error('no screen has a grid');
});
