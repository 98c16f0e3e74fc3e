// Settings → Sandbox shows the embedded sandbox's demo records (read from its state) with copy buttons that
// work by keyboard, and its applied-write log newest first; axe and screenshots in en and zh-CN.
import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, watchErrors } from './support';
import { openRoute, setLocale } from './screens-support';
import { hostPerFile } from './host-per-file';

const e2e = hostPerFile();

test('demo data from the sandbox, copied by keyboard, and the write log newest first', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = watchErrors(page);
  await setLocale(e2e, 'en');
  await openRoute(page, e2e, '/settings?section=sandbox');
  const samples = page.getByTestId('sandbox-samples');
  await expect(samples).toBeVisible();
  // A pickable list of seed 42, as the sandbox holds it.
  const lists = e2e.sandbox()!.inspect('shippingLists') as Array<{ shippingListCode: string; shippingListStatus: number; pickingStatus: number }>;
  const pickable = lists.find((l) => l.shippingListStatus === 1 && l.pickingStatus !== 1)!.shippingListCode;
  const copy = page.getByRole('button', { name: `Copy ${pickable}` });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('samples-copied')).toHaveText(`Copied ${pickable}.`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pickable);

  // A write through the app shows up first in the log.
  const ids = lists.filter((l) => l.shippingListStatus === 1 && l.pickingStatus !== 1).map((l) => (l as unknown as { id: number }).id);
  await e2e.call('jobs.start', { operation: 'picking', rows: [{ key: String(ids[0]), input: String(ids[0]) }] });
  await expect
    .poll(async () => ((await e2e.call<{ total: number }>('sandbox.writes', { offset: 0, limit: 1 })).total))
    .toBe(1);
  await page.getByRole('button', { name: 'Refresh', exact: true }).focus();
  await page.keyboard.press('Enter');
  const log = page.getByTestId('sandbox-writes');
  await expect(log.locator('tbody tr').first()).toContainText('1');
  await expect(log.locator('tbody tr').first()).toContainText(String(ids[0]));
  await expectAccessible(page);
  await screenshot(page, 'settings-sandbox-en');

  await setLocale(e2e, 'zh-CN');
  await page.reload();
  await expect(page.getByRole('heading', { name: '可试用的演示数据' })).toBeVisible();
  await expect(page.getByRole('button', { name: `复制 ${pickable}` })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'settings-sandbox-zh-CN');
  expect(errors).toEqual([]);
});
