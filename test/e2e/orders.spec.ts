// Order merge against the browser host and its embedded sandbox: an unsupported platform refused before
// sending, a partial merge read per order (ids above 2^53 exact) with its retry checked in the sandbox's
// applied-write log, results kept over leaving and reloading, keyboard-only use, axe and screenshots.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { expectAccessible, screenshot, watchErrors } from './support';
import { openRoute, seededOrders, setLocale } from './screens-support';
import { hostPerFile } from './host-per-file';

const e2e = hostPerFile();
const orders = seededOrders();

/** Groups of the seed: the same buyer, split by what makes them mergeable (see generate/orders.ts). */
function groupOf(buyerIndex: number): string[] {
  const buyers = [...new Set(orders.map((o) => o.buyerId))];
  return orders.filter((o) => o.buyerId === buyers[buyerIndex]).map((o) => o.globalOrderNo);
}
const mergeable = groupOf(0); // 3 orders, platform 10002, same store, buyer and address
const otherAddress = groupOf(2); // 2 orders, platform 10002, the second to another address
const unsupported = groupOf(6); // platform 10007

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

test('a partial merge: per order, the new number kept, Activity partial, no retry of a set that cannot merge, results survive leaving and reloading', async ({ page }) => {
  const errors = watchErrors(page);
  expect(mergeable).toHaveLength(3);
  expect(BigInt(mergeable[0] ?? '0') > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  // A sixth order of the platform, of a buyer none of the others has: it cannot join a set.
  const buyers = new Set(orders.filter((o) => [...mergeable, ...otherAddress].includes(o.globalOrderNo)).map((o) => o.buyerId));
  const loner = orders.find((o) => o.platformCode === '10002' && !o.shipped && !buyers.has(o.buyerId))?.globalOrderNo as string;
  const notMerged = [...otherAddress, loner];
  const sb = e2e.sandbox();
  const mergeWrites = () => (sb?.appliedWrites() ?? []).filter((w) => w.operation === 'mergeOrders');
  const before = mergeWrites().length;

  await openRoute(page, e2e, '/orders');
  await platformField(page).fill('10002');
  await pasteIds(page, [...mergeable, ...notMerged]);
  await page.getByRole('button', { name: 'Check and merge…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('6 items');
  await dialog.getByRole('button', { name: 'Show the 6 items' }).click();
  for (const id of [...mergeable, ...notMerged]) await expect(dialog).toContainText(id);
  await dialog.getByRole('button', { name: 'Send 6 rows' }).click();

  const results = page.locator('.merge-results');
  await expect(results).toHaveAttribute('data-job-state', 'finished');
  await expect(results).toHaveAttribute('data-partial', 'true');
  await expect(results.getByRole('status')).toContainText('Partial success');
  await expect(results.getByRole('status')).toContainText('3 orders merged into 1 order; 3 orders not merged');
  const merged = results.locator('tr[data-merge="merged"]');
  await expect(merged).toHaveCount(1);
  await expect(merged).toHaveAttribute('data-new-order', mergeable[0] ?? '');
  for (const id of mergeable) await expect(merged).toContainText(id);
  const failed = results.locator('tr[data-merge="failed"]');
  await expect(failed).toHaveCount(1);
  // Our words and what to change; the service's own words behind Details.
  await expect(failed).toContainText('None of these orders can be merged with each other');
  await expect(failed.locator('details')).toContainText('操作的勾选项无可合并的订单!');
  for (const id of notMerged) await expect(failed).toContainText(id);
  // The sent ids are not offered again: no form until "Start a new merge".
  await expect(page.getByRole('button', { name: 'Check and merge…' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'orders-partial-en');

  // Activity records the job per order: a partial success, not a failure.
  const { jobs } = await e2e.call<{ jobs: Array<{ jobId: string; operation: string; succeeded: number; failed: number }> }>('jobs.list', {});
  const job = jobs.find((j) => j.operation === 'mergeOrders' && j.succeeded === 3);
  expect(job).toMatchObject({ succeeded: 3, failed: 3 });
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByText('3 ok · 3 failed').first()).toBeVisible();

  // Back on Orders (no job in the address): the draft brought the results back.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.locator('.merge-results tr[data-merge="merged"]')).toHaveAttribute('data-new-order', mergeable[0] ?? '');

  // Orders that cannot be merged with each other stay so: no retry is offered, and nothing went out twice.
  await expect(page.getByRole('button', { name: /^Retry the/ })).toHaveCount(0);
  expect(mergeWrites().length).toBe(before + 1);
  expect(mergeWrites()[before]?.appliedKeys).toEqual(mergeable);
  await expect(page.locator('.merge-results')).toHaveAttribute('data-job-state', 'finished');
  await expect(page.locator('.merge-results tr[data-merge="merged"]')).toHaveAttribute('data-new-order', mergeable[0] ?? '');

  // A reload, then a visit without the job in the address: the same results, still nothing offered to send.
  await page.reload();
  await expect(page.locator('.merge-results tr[data-merge="merged"]')).toHaveAttribute('data-new-order', mergeable[0] ?? '');
  await openRoute(page, e2e, '/orders');
  await expect(page.locator('.merge-results tr[data-merge="merged"]')).toHaveAttribute('data-new-order', mergeable[0] ?? '');
  await expect(page.locator('.merge-results tr[data-merge="failed"]')).toContainText(loner);
  await expect(page.getByRole('button', { name: 'Check and merge…' })).toHaveCount(0);

  await setLocale(e2e, 'zh-CN');
  await expect(page.locator('.merge-results').getByRole('status')).toContainText('部分成功');
  await screenshot(page, 'orders-partial-zh-CN');
  await setLocale(e2e, 'en');
  // Start a new merge: the form comes back empty, and the results stay in Activity.
  await page.getByRole('button', { name: 'Start a new merge' }).click();
  await expect(page.getByRole('button', { name: 'Check and merge…' })).toBeVisible();
  await expect(idsGrid(page)).not.toContainText(loner);
  expect(errors).toEqual([]);
});

test('one order that merges with none of the others: its refusal offers no retry, and nothing is sent', async ({ page }) => {
  const errors = watchErrors(page);
  // Two orders of 10005 that merge, and one of another buyer of that platform that cannot.
  const pair = groupOf(7);
  const loner = orders.find((o) => o.platformCode === '10005' && !o.shipped && !pair.includes(o.globalOrderNo) && o.buyerId !== orders.find((x) => x.globalOrderNo === pair[0])?.buyerId)?.globalOrderNo as string;
  const sb = e2e.sandbox();
  await openRoute(page, e2e, '/orders');
  await expect(page.getByRole('button', { name: 'Check and merge…' })).toBeVisible();
  await platformField(page).fill('10005');
  await pasteIds(page, [...pair, loner]);
  await page.getByRole('button', { name: 'Check and merge…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send 3 rows' }).click();
  await expect(page.locator('.merge-results')).toHaveAttribute('data-partial', 'true');
  const writes = sb?.appliedWrites().length;
  // An order that merges with none of the others is refused again as it is: no retry is offered, nothing sent.
  await expect(page.locator('.merge-results tr[data-merge="failed"]')).toContainText(loner);
  await expect(page.getByRole('button', { name: /^Retry the/ })).toHaveCount(0);
  expect(sb?.appliedWrites().length).toBe(writes);
  await page.getByRole('button', { name: 'Start a new merge' }).click();
  expect(errors).toEqual([]);
});

test('a draft arriving while the platform is being typed never changes what is typed', async ({ page }) => {
  const errors = watchErrors(page);
  await openRoute(page, e2e, '/orders');
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
  const saved = page.waitForResponse((r) => r.url().includes('/ipc/drafts.save') && (r.request().postData() ?? '').includes('10007'));
  await platformField(page).fill('10007');
  await saved;
  // The saved draft (platform 10007) is held back after each reload until the test lets it in.
  const held: Route[] = [];
  await page.route('**/ipc/drafts.load', (route) => ((route.request().postData() ?? '').includes('orders.merge') ? void held.push(route) : route.fallback()));
  const reloadHoldingDraft = async () => {
    held.length = 0;
    await page.reload();
    await expect.poll(() => held.length).toBe(1);
  };
  const letDraftIn = async () => {
    for (const r of held.splice(0)) await r.fallback();
    await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
  };

  // Half typed when the draft lands: the rest follows what was typed; nothing of the draft is mixed in.
  await reloadHoldingDraft();
  await platformField(page).focus();
  await page.keyboard.type('100');
  await letDraftIn();
  await page.keyboard.type('05');
  await expect(platformField(page)).toHaveValue('10005');

  // In the field, not typed yet, when the draft lands: the draft does not put its text under the caret.
  await reloadHoldingDraft();
  await platformField(page).focus();
  await letDraftIn();
  const typedSaved = page.waitForResponse((r) => r.url().includes('/ipc/drafts.save') && (r.request().postData() ?? '').includes('10002'));
  await page.keyboard.type('10002');
  await expect(platformField(page)).toHaveValue('10002');
  await typedSaved;

  // Not in the field: the draft comes back as saved.
  await reloadHoldingDraft();
  await letDraftIn();
  await expect(platformField(page)).toHaveValue('10002');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // The draft is left as the file's other tests expect it: no platform.
  await platformField(page).fill('');
  const savedPlatform = async () => (await e2e.call<{ content: { platform: string } } | null>('drafts.load', { name: 'orders.merge' }))?.content.platform;
  await expect.poll(savedPlatform).toBe('');
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
  await tabTo(page, page.getByRole('button', { name: 'Start a new merge' }));
  await page.keyboard.press('Enter');
  await expect(platformField(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('axe and screenshots', () => {
  // axe-core is injected as an inline script, which the renderer's CSP (rightly) refuses.
  test.use({ bypassCSP: true });
  test('axe: 0 serious or critical; screenshots in en, zh-CN and dark', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openRoute(page, e2e, '/orders');
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
