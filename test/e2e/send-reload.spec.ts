// A reload the moment after Send (issue 15): what a send records is on disk before the job starts, so the
// reloaded screen never offers a sent row again, checked against the sandbox's applied-write log. The draft
// saves after Send are held back and dropped (as a reload drops them) to make the old race happen every time.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { openScreen, typeAt, watchErrors } from './support';
import { startE2eHost, type E2eHost } from './web-host';

const seeded = new BackOffice({ seed: 42 });
const videoxStore = (seeded.inspect('stores') as Array<{ id: string; kind: string }>).find((s) => s.kind === 'videox')!;
const videox = (seeded.inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((v) => v.storeId === videoxStore.id);

let e2e: E2eHost;
test.beforeAll(async () => {
  e2e = await startE2eHost();
});
test.afterAll(async () => {
  await e2e.close();
});
test.use({ viewport: { width: 1280, height: 800 } });

/** How many times the sandbox applied each MSKU of a videox stock change. */
function appliedCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of e2e.sandbox()?.appliedWrites() ?? []) {
    if (w.operation !== 'videoxStock') continue;
    for (const k of w.appliedKeys) counts.set(String(k), (counts.get(String(k)) ?? 0) + 1);
  }
  return counts;
}
const dialogOf = (page: Page) => page.locator('[role="alertdialog"]');
const statusCell = (grid: Locator, row: number) => grid.locator('[role="row"]').nth(row + 1).locator('.dg-statuscell');
const sendButton = (page: Page) => page.getByRole('button', { name: /^Send \d+ rows?$/ });

test('videox: a reload at once after Send, its draft save held back or not, never loses what was sent nor sends it twice', async ({ page }) => {
  const errors = watchErrors(page);
  const [m4, m5, m6, m7] = [videox[6]!.mskuId, videox[7]!.mskuId, videox[8]!.mskuId, videox[9]!.mskuId];
  await openScreen(page, e2e.host.appUrl, 'Stock');
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
  await page.getByLabel('Store id').fill(videoxStore.id);
  const grid = page.getByRole('grid', { name: 'videox stock rows' });
  const rowsSaved = page.waitForRequest((r) => r.url().includes('/ipc/drafts.save') && (r.postData() ?? '').includes(m5));
  await typeAt(grid, 0, 0, m4);
  await typeAt(grid, 0, 2, '7');
  await typeAt(grid, 1, 0, m5);
  await typeAt(grid, 1, 2, '8');
  await rowsSaved;
  await expect(page.getByTestId('draft-status')).toHaveAttribute('data-state', 'idle');

  // 1. Every draft save after Send is held back, as when the page goes before it arrives.
  const held: Array<{ route: Route; body: string }> = [];
  await page.route('**/ipc/drafts.save', (route) => void held.push({ route, body: route.request().postData() ?? '' }));
  // Job ids begin with their time: one made from here on is this send's.
  const since = `job-${new Date(Date.now() - 1000).toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')}`;
  const namesNewJob = (body: string) => (body.match(/job-\d{8}T\d{6}-[0-9a-f]+/g) ?? []).some((id) => id >= since);
  await sendButton(page).click();
  await dialogOf(page).getByRole('button', { name: 'Send 2 rows' }).click();
  // The save that names the job (made before the start now; after it, before the fix).
  await expect.poll(() => held.some((h) => namesNewJob(h.body)), { timeout: 20_000 }).toBe(true);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const h of held) await h.route.abort().catch(() => undefined);
  await page.reload();
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
  // Whatever is offered now may go out: nothing that was applied may be among it.
  await expect(statusCell(grid, 0)).not.toContainText('Loading');
  if (await sendButton(page).isEnabled()) {
    await sendButton(page).click();
    await dialogOf(page).getByRole('button', { name: /^Send \d+ rows?$/ }).click();
  }
  for (const row of [0, 1]) await expect(statusCell(grid, row)).toContainText('Succeeded', { timeout: 20_000 });

  // 2. Send, and reload the moment the start is asked for (no wait for any save).
  await typeAt(grid, 2, 0, m6);
  await typeAt(grid, 2, 2, '2');
  await typeAt(grid, 3, 0, m7);
  await typeAt(grid, 3, 2, '3');
  await expect(sendButton(page)).toHaveText('Send 2 rows');
  const started = page.waitForRequest((r) => r.url().includes('/ipc/jobs.start'));
  await sendButton(page).click();
  await dialogOf(page).getByRole('button', { name: 'Send 2 rows' }).click();
  await started;
  await page.reload();
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
  for (const row of [0, 1, 2, 3]) await expect(statusCell(grid, row)).toContainText('Succeeded', { timeout: 20_000 });
  await expect(sendButton(page)).toBeDisabled();

  const counts = appliedCounts();
  for (const m of [m4, m5, m6, m7]) expect(counts.get(m), m).toBe(1);
  expect(errors.filter((e) => !/Failed to fetch|ERR_FAILED|net::/.test(e))).toEqual([]);
});
