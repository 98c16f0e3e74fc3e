// Order merge against the browser host and its embedded sandbox: an unsupported platform refused before
// sending, a merge with one mergeable and one unmergeable group (ids above 2^53 exact), keyboard-only use,
// axe and screenshots in en, zh-CN and dark.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, screenshot, watchErrors } from './support';
import { openRoute, seededOrders, setLocale } from './screens-support';
import { startE2eHost, type E2eHost } from './web-host';

let e2e: E2eHost;
const orders = seededOrders();

/** Groups of the seed: the same buyer, split by what makes them mergeable (see generate/orders.ts). */
function groupOf(buyerIndex: number): string[] {
  const buyers = [...new Set(orders.map((o) => o.buyerId))];
  return orders.filter((o) => o.buyerId === buyers[buyerIndex]).map((o) => o.globalOrderNo);
}
const mergeable = groupOf(0); // 3 orders, platform 10002, same store, buyer and address
const otherAddress = groupOf(2); // 2 orders, platform 10002, the second to another address
const unsupported = groupOf(6); // platform 10007

test.beforeAll(async () => {
  e2e = await startE2eHost();
});
test.afterAll(async () => {
  await e2e.close();
});

const platformField = (page: Page) => page.getByRole('textbox', { name: 'Platform code' });
const idsGrid = (page: Page) => page.getByRole('grid', { name: 'Order ids' });
const idCells = (page: Page) => idsGrid(page).locator('[role="row"] [role="gridcell"]:not(.dg-statuscell)');

/** Presses Tab (a few times at most) until `target` has the focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 6 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Pastes a column of ids into the grid as a sheet would (a ClipboardEvent with a DataTransfer). */
async function pasteIds(page: Page, ids: readonly string[]): Promise<void> {
  await idsGrid(page).focus();
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', text);
    document.querySelector('[role="grid"]')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, ids.join('\r\n'));
}

test('an unsupported platform is refused before anything is sent', async ({ page }) => {
  const errors = watchErrors(page);
  await openRoute(page, e2e, '/orders');
  await platformField(page).fill('10007');
  await pasteIds(page, unsupported);
  await page.getByRole('button', { name: 'Check and merge…' }).click();
  await expect(page.getByText('Platform 10007 cannot merge orders')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const { jobs } = await e2e.call<{ jobs: unknown[] }>('jobs.list', {});
  expect(jobs).toEqual([]);
  // Nothing typed is lost.
  for (const id of unsupported) await expect(idsGrid(page)).toContainText(id);
  expect(errors).toEqual([]);
});

test('a merge with an unmergeable group: one line per merged group and per failure, ids exact above 2^53', async ({ page }) => {
  const errors = watchErrors(page);
  expect(mergeable).toHaveLength(3);
  expect(BigInt(mergeable[0] ?? '0') > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  await openRoute(page, e2e, '/orders');
  await platformField(page).fill('10002');
  // One request: the vendor merges the set of the same store, buyer and address and reports the rest.
  await pasteIds(page, [...mergeable, ...otherAddress]);
  await page.getByRole('button', { name: 'Check and merge…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('5 items');
  await expect(dialog).toContainText('One request is sent');
  await dialog.getByRole('button', { name: 'Merge 5 orders' }).click();

  const results = page.locator('.merge-results');
  await expect(results).toHaveAttribute('data-job-state', 'finished');
  const merged = results.locator('tr[data-merge="merged"]');
  await expect(merged).toHaveCount(1);
  await expect(merged).toHaveAttribute('data-new-order', mergeable[0] ?? '');
  for (const id of mergeable) await expect(merged).toContainText(id);
  const failed = results.locator('tr[data-merge="failed"]');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('操作的勾选项无可合并的订单!');
  await expect(failed).toContainText('none of the chosen orders can be merged');
  for (const id of otherAddress) await expect(failed).toContainText(id);
  // The job is linkable: a reload shows the same results.
  await page.reload();
  await expect(page.locator('.merge-results tr[data-merge="merged"]')).toHaveAttribute('data-new-order', mergeable[0] ?? '');
  expect(errors).toEqual([]);
});

test('keyboard only: fill, check, confirm and read the result without a mouse', async ({ page }) => {
  const errors = watchErrors(page);
  const group = groupOf(1); // 2 mergeable orders, platform 10005
  await openRoute(page, e2e, '/orders');
  await platformField(page).focus();
  await page.keyboard.type('10005');
  // Past the grid's filter tools into the grid (its focus sink): what is typed goes into the active cell.
  await tabTo(page, page.locator('textarea.dg-sink'));
  for (const id of group) {
    await page.keyboard.type(id);
    await page.keyboard.press('Enter');
  }
  await expect(idCells(page).nth(1)).toHaveText(group[1] ?? '');
  await tabTo(page, page.getByRole('button', { name: 'Check and merge…' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('.merge-results tr[data-merge="merged"]')).toHaveAttribute('data-new-order', group[0] ?? '');
  expect(errors).toEqual([]);
});

test.describe('axe and screenshots', () => {
  // axe-core is injected as an inline script, which the renderer's CSP (rightly) refuses.
  test.use({ bypassCSP: true });
  test('axe: 0 serious or critical; screenshots in en, zh-CN and dark', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const { jobs } = await e2e.call<{ jobs: Array<{ jobId: string; operation: string }> }>('jobs.list', {});
    const merge = jobs.find((j) => j.operation === 'mergeOrders');
    await openRoute(page, e2e, merge ? `/orders?job=${merge.jobId}` : '/orders');
    await platformField(page).fill('10011');
    await pasteIds(page, ['123', 'abc', '456']);
    await page.getByRole('button', { name: 'Check and merge…' }).click();
    await expect(page.getByText('Platform 10011 cannot merge orders')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'orders-en');

    await setLocale(e2e, 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('订单');
    await page.getByRole('button', { name: '检查并合并…' }).click();
    await expectAccessible(page);
    await screenshot(page, 'orders-zh-CN');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await screenshot(page, 'orders-dark');
    await setLocale(e2e, 'en');
    expect(errors).toEqual([]);
  });
});
