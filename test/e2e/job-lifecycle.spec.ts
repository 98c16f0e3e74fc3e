// Exactly once from the screen (issue 15), checked against the sandbox's applied-write log: an edit of an
// applied row goes out once and only with the user's word; after a send, a corrected refusal, navigation, a
// reload and a host restart nothing applied is offered again and nothing is applied twice.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { expectDraftLinksNewestJob, openScreen, screenshot, typeAt, watchErrors } from './support';
import { hostPerFile } from './host-per-file';

interface Store { id: string; kind: string }
const seeded = new BackOffice({ seed: 42 });
const stores = seeded.inspect('stores') as Store[];
const videoxStore = stores.find((s) => s.kind === 'videox')!;
const videox = (seeded.inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((v) => v.storeId === videoxStore.id);
const variants = seeded.inspect('retailx') as Array<{ variantUniqueId: string }>;

const e2e = hostPerFile();

test.use({ viewport: { width: 1280, height: 800 } });

// The sandbox keeps its write log in the data folder: after a restart it still holds every earlier write.
const writes = (operation: string) => (e2e.sandbox()?.appliedWrites() ?? []).filter((w) => w.operation === operation);
/** How many times the sandbox applied each key of an operation. */
function appliedCounts(operation: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of writes(operation)) for (const k of w.appliedKeys) counts.set(String(k), (counts.get(String(k)) ?? 0) + 1);
  return counts;
}

const open = (page: Page, nav: string) => openScreen(page, e2e.host.appUrl, nav);

const dialogOf = (page: Page) => page.locator('[role="alertdialog"]');
const statusCell = (grid: Locator, row: number) => grid.locator('[role="row"]').nth(row + 1).locator('.dg-statuscell');
const sendButton = (page: Page) => page.getByRole('button', { name: /^Send \d+ rows?$/ });

test('retailx: an edit of a succeeded row is marked, sent by the one Send with the word that it was applied, and applied once', async ({ page }) => {
  const errors = watchErrors(page);
  const [a, b] = [variants[4]!.variantUniqueId, variants[5]!.variantUniqueId];
  await open(page, 'Stock');
  await page.getByRole('tab', { name: 'retailx' }).click();
  const grid = page.getByRole('grid', { name: 'retailx stock rows' });
  // The sandbox holds the changes "still adjusting" until the test lets them apply (not a 2 s race).
  await e2e.call('sandbox.setFaults', { faults: [{ kind: 'holdStockChanges', probability: 1 }] });
  await typeAt(grid, 0, 0, a);
  await typeAt(grid, 0, 1, '5');
  await typeAt(grid, 1, 0, b);
  await typeAt(grid, 1, 1, '6');
  await sendButton(page).click();
  await expect(dialogOf(page).getByTestId('confirm-items')).toContainText(a);
  await dialogOf(page).getByRole('button', { name: 'Send 2 rows' }).click();
  await expect(statusCell(grid, 0)).toContainText('Succeeded', { timeout: 20_000 });
  await expect(statusCell(grid, 1)).toContainText('Succeeded');
  await expect(sendButton(page)).toBeDisabled();
  // The changes apply (a change before that would be refused as still adjusting).
  await e2e.call('sandbox.setFaults', { faults: [] });

  await typeAt(grid, 0, 1, '9');
  await expect(statusCell(grid, 0)).toContainText('Changed since sent');
  // What is left to send is counted by the one Send, and its confirmation says the row was applied before.
  await expect(sendButton(page)).toHaveText('Send 1 row');
  await sendButton(page).click();
  await expect(dialogOf(page)).toContainText('applied before');
  await screenshot(page, 'stock-retailx-changed-en');
  await dialogOf(page).getByRole('button', { name: 'Send 1 row' }).click();
  await expect(statusCell(grid, 0)).toContainText('Succeeded', { timeout: 20_000 });
  await expect(sendButton(page)).toBeDisabled();

  const counts = appliedCounts('retailxStock');
  expect(counts.get(a)).toBe(2); // 5, then the edit 9: once each
  expect(counts.get(b)).toBe(1);
  expect(errors).toEqual([]);
});

test('videox: send, a corrected refusal, away and back, reload, host restart: nothing applied twice or offered again', async ({ page }) => {
  const errors = watchErrors(page);
  const [m1, m2, m3] = [videox[3]!.mskuId, videox[4]!.mskuId, videox[5]!.mskuId];
  await open(page, 'Stock');
  // The stored draft (if any) loads first; typing before that would be replaced by it.
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
  await page.getByLabel('Store id').fill(videoxStore.id);
  const grid = page.getByRole('grid', { name: 'videox stock rows' });
  await typeAt(grid, 0, 0, m1);
  await typeAt(grid, 0, 2, '3');
  await typeAt(grid, 1, 0, 'NO-SUCH-MSKU');
  await typeAt(grid, 1, 2, '4');
  await typeAt(grid, 2, 0, m2);
  await typeAt(grid, 2, 2, '5');
  await sendButton(page).click();
  await dialogOf(page).getByRole('button', { name: 'Send 3 rows' }).click();
  await expect(statusCell(grid, 1)).toContainText('Failed', { timeout: 20_000 });

  // The refused row, corrected to another MSKU: another item, new work for the one Send; the others stay applied.
  await typeAt(grid, 1, 0, m3);
  await expect(sendButton(page)).toHaveText('Send 1 row');
  await sendButton(page).click();
  await dialogOf(page).getByRole('button', { name: 'Send 1 row' }).click();
  await expect(statusCell(grid, 1)).toContainText('Succeeded', { timeout: 20_000 });

  const settled = async () => {
    for (const row of [0, 1, 2]) await expect(statusCell(grid, row)).toContainText('Succeeded', { timeout: 20_000 });
    await expect(sendButton(page)).toBeDisabled();
    await expect(page.getByText('No rows to send')).toBeVisible();
  };
  await expectDraftLinksNewestJob(e2e, 'videox-stock', 'videoxStock');
  await page.getByRole('navigation').getByRole('link', { name: 'Activity', exact: true }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Stock', exact: true }).click();
  await settled();
  await page.reload();
  await settled();

  const before = (e2e.sandbox()?.appliedWrites() ?? []).map((w) => w.seq);
  await e2e.restart();
  await open(page, 'Stock');
  await settled();
  await e2e.call('sandbox.demo', {});
  expect((e2e.sandbox()?.appliedWrites() ?? []).map((w) => w.seq).slice(0, before.length)).toEqual(before);

  const counts = appliedCounts('videoxStock');
  for (const m of [m1, m2, m3]) expect(counts.get(m), m).toBe(1);
  expect([...counts.values()].every((n) => n === 1)).toBe(true);
  expect(errors.filter((e) => !/Failed to fetch|ERR_CONNECTION_REFUSED|net::/.test(e))).toEqual([]);
});
