// The shipping-lists screen against the browser host and its embedded sandbox: a keyboard-wedge scanner,
// pasting, the work queue surviving a reload, the detail of a list full of nulls, batch picking with a
// refusal, keyboard-only use, axe, and screenshots in en, zh-CN and dark.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectDraftLinksNewestJob, screenshot, watchErrors } from './support';
import { openRoute, seededShippingLists, setLocale, setLook } from './screens-support';
import { hostPerFile } from './host-per-file';

const e2e = hostPerFile();
const lists = seededShippingLists();
const pickable = lists.filter((l) => l.shippingListStatus === 1 && l.pickingStatus === 0);
const alreadyPicked = lists.find((l) => l.shippingListStatus === 1 && l.pickingStatus === 1);
const unallocated = lists.find((l) => l.shippingListStatus === 0);

const scanInput = (page: Page) => page.getByTestId('scan-input');
const queueRows = (page: Page) => page.locator('table.queue-table tbody tr');
async function savedQueue(): Promise<unknown[]> {
  const draft = await e2e.call<{ content: { entries: unknown[] } }>('drafts.load', { name: 'shipping-lists queue' }).catch(() => null);
  return draft?.content.entries ?? [];
}
async function clearQueue(page: Page) {
  const clear = page.getByRole('button', { name: 'Clear queue' });
  await clear.waitFor();
  // The saved queue is read after the screen opens: only then does the button know whether there is anything to clear.
  await expect(page.getByTestId('queue-loading')).toHaveCount(0);
  if (await clear.isEnabled()) {
    await clear.click();
    // A queue action hands focus back to the scan box: the next scan is not lost.
    await expect(scanInput(page)).toBeFocused();
  }
  await expect(queueRows(page)).toHaveCount(0);
  await expect.poll(async () => (await savedQueue()).length).toBe(0);
}

test('a wedge scanner: 100 codes, 20 of them key by key, every code captured once, focus kept, queue kept', async ({ page }) => {
  // 100 codes through the browser's input pipeline on a loaded machine: each keystroke is a round trip.
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await openRoute(page, e2e, '/shipping-lists');
  await expect(scanInput(page)).toBeFocused();
  // 40 seeded lists and 60 codes the vendor does not know (flagged "not found", kept).
  const codes = [...lists.map((l) => l.shippingListCode), ...Array.from({ length: 60 }, (_, i) => `FH99${String(i).padStart(7, '0')}`)];
  expect(codes).toHaveLength(100);
  // A scanner's burst, key by key with no pause between them (as fast as the machine delivers: no nominal
  // rate for load to stretch), for 20 codes; the other 80 arrive as inserted text and Enter: for them what is
  // tested is that none is lost or doubled as the queue grows, not the keystrokes.
  for (const code of codes.slice(0, 20)) await page.keyboard.type(`${code}\n`);
  for (const code of codes.slice(20)) {
    await page.keyboard.insertText(code);
    await page.keyboard.press('Enter');
  }
  // A repeat is not queued twice.
  await page.keyboard.type(`${codes[3]}\n`);
  await expect(page.getByRole('status').filter({ hasText: 'already in the queue' })).toBeVisible();

  await expect(queueRows(page)).toHaveCount(100);
  const seen = await queueRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')));
  expect(new Set(seen)).toEqual(new Set(codes));
  await expect(scanInput(page)).toBeFocused();
  await expect(scanInput(page)).toHaveValue('');
  await expect(page.locator('tr[data-state="notFound"]')).toHaveCount(60, { timeout: 20_000 });
  await expect(page.locator('tr[data-state="found"]')).toHaveCount(40);

  // The queue is the profile's draft: a reload finds it again.
  await expect.poll(async () => (await savedQueue()).length).toBe(100);
  await page.reload();
  await expect(queueRows(page)).toHaveCount(100);
  await page.getByRole('button', { name: 'Clear queue' }).click();
  await expect(queueRows(page)).toHaveCount(0);
  await expect.poll(async () => (await savedQueue()).length).toBe(0);
  expect(errors).toEqual([]);
});

test('pasting a column of codes adds each once; a malformed entry is flagged and kept', async ({ page }) => {
  const errors = watchErrors(page);
  await openRoute(page, e2e, '/shipping-lists');
  const [a, b, c] = lists.map((l) => l.shippingListCode);
  await scanInput(page).focus();
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', text);
    document.getElementById('scan-input')?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, `${a}\r\n${b}\t${c}, ${a}\n??\n`);
  await expect(queueRows(page)).toHaveCount(4);
  await expect(page.locator('tr[data-state="malformed"]')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'not a shipping-list code' })).toBeVisible();
  await expect(scanInput(page)).toBeFocused();
  await clearQueue(page);
  expect(errors).toEqual([]);
});

test('the detail of a list awaiting allocation: pickingStatus −1 and null fields show as dashes, never "null"', async ({ page }) => {
  const errors = watchErrors(page);
  if (!unallocated) throw new Error('the seed has no status 0 list');
  await openRoute(page, e2e, `/shipping-lists?code=${unallocated.shippingListCode}`);
  const detail = page.locator(`article[data-detail-code="${unallocated.shippingListCode}"]`);
  await expect(detail).toBeVisible();
  await expect(detail.locator('[data-picking="-1"]')).toContainText('Not allocated');
  await expect(detail.locator('[data-status="0"]')).toContainText('Awaiting allocation');
  const text = await detail.innerText();
  expect(text).not.toMatch(/\bnull\b|undefined|NaN|Invalid Date/);
  expect(await detail.locator('.empty-value').count()).toBeGreaterThan(5);
  // The sandbox's own product images load (the CSP lets its origin through).
  const img = detail.locator('img.thumb').first();
  await expect(img).toBeVisible();
  expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('batch picking: one list picked, one refused in our words with what to change, the vendor\'s behind Details; details refresh', async ({ page }) => {
  const errors = watchErrors(page);
  const ok = pickable[0];
  if (!ok || !alreadyPicked) throw new Error('the seed lacks a pickable or an already picked list');
  await openRoute(page, e2e, '/shipping-lists');
  for (const code of [ok.shippingListCode, alreadyPicked.shippingListCode]) await page.keyboard.type(`${code}\n`);
  await expect(page.locator('tr[data-state="found"]')).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Select ${ok.shippingListCode}` }).check();
  await page.getByRole('checkbox', { name: `Select ${alreadyPicked.shippingListCode}` }).check();
  await page.getByRole('button', { name: 'Pick 2 lists' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('2 items');
  await expect(dialog).toContainText('1 of them is not awaiting shipment');
  await dialog.getByRole('button', { name: 'Pick 2 lists' }).click();

  const results = page.locator('.pick-results');
  await expect(results.locator(`tr[data-name="${ok.shippingListCode}"]`)).toHaveAttribute('data-state', 'succeeded', { timeout: 20_000 });
  const refused = results.locator(`tr[data-name="${alreadyPicked.shippingListCode}"]`);
  await expect(refused).toHaveAttribute('data-state', 'failed');
  // Our words and what to change, once; the vendor's own text (请选择状态为【待发货】…) behind Details.
  await expect(refused).toContainText('Only lists awaiting shipment and not yet picked can be picked.');
  await expect(refused).toContainText('Take it out of the selection.');
  await expect(refused.locator('details')).toContainText('请选择状态为【待发货】且未拣货的发货单');
  // The picked list's detail was fetched again: it now reads "Picked".
  await expect(page.locator(`tr[data-code="${ok.shippingListCode}"] [data-picking="1"]`)).toBeVisible();
  await screenshot(page, 'shipping-lists-picking-en');
  expect(errors).toEqual([]);
});

test('picking exactly once: after navigation and a reload a picked list is never offered again; the sandbox applied it once', async ({ page }) => {
  const errors = watchErrors(page);
  const target = pickable[2];
  if (!target) throw new Error('the seed lacks a third pickable list');
  const picks = () => (e2e.sandbox()?.appliedWrites() ?? []).filter((w) => w.operation === 'picking').flatMap((w) => w.appliedKeys.map(String));
  const before = picks().length;
  await openRoute(page, e2e, '/shipping-lists');
  await clearQueue(page);
  await scanInput(page).focus();
  await page.keyboard.type(`${target.shippingListCode}\n`);
  await expect(page.locator(`tr[data-code="${target.shippingListCode}"][data-state="found"]`)).toBeVisible();
  const tick = page.getByRole('checkbox', { name: `Select ${target.shippingListCode}` });
  await tick.check();
  await page.getByRole('button', { name: 'Pick 1 list' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('confirm-items')).toContainText(target.shippingListCode);
  await dialog.getByRole('button', { name: 'Pick 1 list' }).click();
  const row = page.locator(`.pick-results tr[data-name="${target.shippingListCode}"]`);
  await expect(row).toHaveAttribute('data-state', 'succeeded', { timeout: 20_000 });
  // What already works stays: the sheet of the lists just picked is offered.
  await expect(page.getByTestId('print-after-pick')).toBeVisible();

  const nothingOffered = async () => {
    await expect(row).toHaveAttribute('data-state', 'succeeded', { timeout: 20_000 });
    await expect(page.locator(`tr[data-code="${target.shippingListCode}"][data-state="found"]`)).toBeVisible();
    await tick.check();
    await expect(page.getByRole('button', { name: /^Pick/ }).first()).toBeDisabled();
  };
  await expectDraftLinksNewestJob(e2e, 'shipping-lists picking', 'picking');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Activity' }).click();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Shipping lists' }).click();
  await nothingOffered();
  await page.reload();
  await nothingOffered();
  await screenshot(page, 'shipping-lists-picked-once-en');
  const applied = picks().slice(before);
  expect(applied).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('keyboard only: scan, open the detail, select and pick without a mouse', async ({ page }) => {
  const errors = watchErrors(page);
  const target = pickable[1];
  if (!target) throw new Error('the seed lacks a second pickable list');
  await openRoute(page, e2e, '/shipping-lists');
  await clearQueue(page);
  await scanInput(page).focus();
  await page.keyboard.type(`${target.shippingListCode}\n`);
  await expect(page.locator(`tr[data-code="${target.shippingListCode}"]`)).toHaveAttribute('data-state', 'found');
  // Tab order after the scan box: the queue's actions, then the row (checkbox, code, remove).
  const checkbox = page.getByRole('checkbox', { name: `Select ${target.shippingListCode}` });
  for (let i = 0; i < 12 && !(await checkbox.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator(`article[data-detail-code="${target.shippingListCode}"]`)).toBeVisible();
  expect(page.url()).toContain(target.shippingListCode);
  await page.getByRole('button', { name: 'Pick 1 list' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator(`.pick-results tr[data-name="${target.shippingListCode}"]`)).toHaveAttribute('data-state', 'succeeded', { timeout: 20_000 });
  // Once the job has started, the selection is cleared and the scan box has focus again.
  await expect(scanInput(page)).toBeFocused();
  await expect(checkbox).not.toBeChecked();

  // The command palette opens a list by its code straight into the detail view.
  const other = lists[10]?.shippingListCode ?? '';
  await page.keyboard.press('Control+k');
  await page.keyboard.type(other);
  await page.keyboard.press('Enter');
  await expect(page.locator(`article[data-detail-code="${other}"]`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a detail opened from the queue, Ctrl+K or a results row is brought into view at its top, its heading focused; picking keeps it open', async ({ page }) => {
  const errors = watchErrors(page);
  // Below 1500 px the detail sits under the scan box, a queue of 27 lists and the picking results.
  await page.setViewportSize({ width: 1280, height: 800 });
  const target = pickable.at(-1);
  const [first, second, third] = lists.filter((l) => l !== target).map((l) => l.shippingListCode);
  if (!target || !first || !second || !third) throw new Error('the seed lacks lists to open');
  const content = page.locator('main.content');
  const heading = (code: string) => page.locator(`article[data-detail-code="${code}"] h2#detail-title`);
  const toTheDetailsBottom = async () => {
    await page.locator('#head-leg').scrollIntoViewIfNeeded();
    expect(await content.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  };
  const broughtIntoView = async (code: string) => {
    await expect(heading(code)).toBeFocused();
    await expect(heading(code)).toBeInViewport({ ratio: 1 });
    // At its top: the list's heading is near the top of the content area, not somewhere in its goods table.
    const [box, area] = await Promise.all([heading(code).boundingBox(), content.boundingBox()]);
    expect((box?.y ?? 0) - (area?.y ?? 0)).toBeLessThan(120);
  };

  await openRoute(page, e2e, '/shipping-lists');
  await clearQueue(page);
  await scanInput(page).focus();
  for (const l of [...lists.filter((x) => x !== target).slice(0, 26), target]) {
    await page.keyboard.insertText(l.shippingListCode);
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('tr[data-state="found"]')).toHaveCount(27, { timeout: 20_000 });

  // Picking keeps the detail that was open, open.
  await page.getByRole('button', { name: first, exact: true }).click();
  await broughtIntoView(first);
  await page.getByRole('checkbox', { name: `Select ${target.shippingListCode}` }).check();
  await page.getByRole('button', { name: 'Pick 1 list' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pick 1 list' }).click();
  const picked = page.locator(`.pick-results tr[data-name="${target.shippingListCode}"]`);
  await expect(picked).toHaveAttribute('data-state', 'succeeded', { timeout: 20_000 });
  await expect(page.locator(`article[data-detail-code="${first}"]`)).toBeVisible();
  expect(page.url()).toContain(first);

  // A click in the queue, from the bottom of the detail open.
  await toTheDetailsBottom();
  await page.getByRole('button', { name: second, exact: true }).click();
  await broughtIntoView(second);

  // Ctrl+K, from the bottom of the detail open.
  await toTheDetailsBottom();
  await page.keyboard.press('Control+k');
  await page.keyboard.type(third);
  await page.keyboard.press('Enter');
  await broughtIntoView(third);

  // A results row.
  await toTheDetailsBottom();
  await page.getByRole('button', { name: `Show detail of ${target.shippingListCode}` }).click();
  await broughtIntoView(target.shippingListCode);
  expect(errors).toEqual([]);
});

test.describe('axe and screenshots', () => {
  // axe-core is injected as an inline script, which the renderer's CSP (rightly) refuses.
  test.use({ bypassCSP: true });
test('axe: 0 serious or critical; screenshots of the screen in en, zh-CN and dark', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const shown = lists.find((l) => l.shippingListStatus === 2) ?? lists[0];
  const code = shown?.shippingListCode ?? '';
  await openRoute(page, e2e, `/shipping-lists?code=${code}`);
  await clearQueue(page);
  await scanInput(page).focus();
  for (const l of lists.slice(0, 6)) await page.keyboard.type(`${l.shippingListCode}\n`);
  await page.keyboard.type('NOT-A-CODE\n');
  await expect(page.locator(`article[data-detail-code="${code}"]`)).toBeVisible();
  await expect(page.locator('tr[data-state="loading"]')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'shipping-lists-en');
  await page.locator('#goods').scrollIntoViewIfNeeded();
  await screenshot(page, 'shipping-lists-detail-en');
  await page.locator('#head-leg').scrollIntoViewIfNeeded();
  await screenshot(page, 'shipping-lists-costs-en');

  await setLocale(e2e, 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('发货单');
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshot(page, 'shipping-lists-zh-CN');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshot(page, 'shipping-lists-dark');
  await page.locator('#head-leg').scrollIntoViewIfNeeded();
  await screenshot(page, 'shipping-lists-costs-dark');
  await setLocale(e2e, 'en');
  expect(errors).toEqual([]);
});
});

test('select all with Ctrl+A, Clear queue, and Undo with Ctrl+Z brings every list back, saved', async ({ page }) => {
  const errors = watchErrors(page);
  await openRoute(page, e2e, '/shipping-lists');
  await clearQueue(page);
  const earlier = page.getByTestId('queue-undo');
  if ((await earlier.count()) > 0) await earlier.getByRole('button', { name: 'Dismiss' }).click();
  const codes = lists.slice(0, 3).map((l) => l.shippingListCode);
  await scanInput(page).focus();
  for (const code of codes) {
    await page.keyboard.insertText(code);
    await page.keyboard.press('Enter');
  }
  await expect(queueRows(page)).toHaveCount(3);
  await expect(page.locator('table.queue-table tbody tr[data-state="found"]')).toHaveCount(3);
  // Ctrl+A inside the queue ticks every list; the header box says so.
  await queueRows(page).first().getByRole('checkbox').focus();
  await page.keyboard.press('Control+a');
  await expect(page.getByTestId('queue-select-all')).toBeChecked();
  await expect(page.locator('table.queue-table tbody input[type=checkbox]:checked')).toHaveCount(3);
  await expect(page.getByRole('button', { name: /Print pick sheet \(3\)|Print pick sheet/ }).first()).toBeEnabled();

  await page.getByRole('button', { name: 'Clear queue' }).click();
  await expect(queueRows(page)).toHaveCount(0);
  await expect(page.getByTestId('queue-undo')).toContainText('Cleared 3 lists');
  // The scan box no longer speaks of the queue just emptied.
  await expect(page.locator('#scan-feedback')).toHaveText('');
  await expect.poll(async () => (await savedQueue()).length).toBe(0);
  for (const [w, h] of [[1024, 700], [1280, 800]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await screenshot(page, `shipping-lists-undo-${w}-en`);
  }

  await expect(scanInput(page)).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(queueRows(page)).toHaveCount(3);
  await expect(page.locator('table.queue-table tbody input[type=checkbox]:checked')).toHaveCount(3);
  await expect(page.getByTestId('queue-undo')).toHaveCount(0);
  await expect.poll(async () => (await savedQueue()).length).toBe(3);

  // The same notice in zh-CN, dark.
  await setLook(e2e, { locale: 'zh-CN', theme: 'dark' });
  try {
    await page.reload();
    await expect(queueRows(page)).toHaveCount(3);
    await page.getByRole('button', { name: '清空队列' }).click();
    await expect(page.getByTestId('queue-undo')).toContainText('已从队列清空 3 个单');
    for (const [w, h] of [[1024, 700], [1280, 800]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await screenshot(page, `shipping-lists-undo-${w}-zh-CN-dark`);
    }
    await page.getByRole('button', { name: '撤销（Ctrl+Z）' }).click();
    await expect(queueRows(page)).toHaveCount(3);
  } finally {
    await setLook(e2e, { locale: 'en', theme: 'light' });
  }
  expect(errors).toEqual([]);
});
