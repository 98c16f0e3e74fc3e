// A reload the moment after Send (issue 15): what a send records is on disk before the job starts, so the
// reloaded screen never offers a sent row again and never loses one, checked against the sandbox's
// applied-write log. Three moments, each made to happen every time: the save recording the send never arrives;
// the start arrives but its answer never does; the start is recorded but never leaves the page.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { openScreen, typeAt, watchErrors } from './support';
import { hostPerFile } from './host-per-file';

const seeded = new BackOffice({ seed: 42 });
const videoxStore = (seeded.inspect('stores') as Array<{ id: string; kind: string }>).find((s) => s.kind === 'videox')!;
const videox = (seeded.inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((v) => v.storeId === videoxStore.id);

const e2e = hostPerFile();
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

/** Presses Send and confirms the two rows. */
async function sendTwo(page: Page): Promise<void> {
  await expect(sendButton(page)).toHaveText('Send 2 rows');
  await sendButton(page).click();
  await dialogOf(page).getByRole('button', { name: 'Send 2 rows' }).click();
}

/**
 * Fails the held requests as a page going away fails them, and reloads. A held request let go by unrouting would
 * reach the main process after all; a route left on through a navigation can stall the new page's module loads.
 */
async function reloadFailingHeld(page: Page, held: readonly Route[]): Promise<void> {
  for (const r of held) await r.abort();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
}

/**
 * Nothing of these MSKUs reached the vendor, and the reloaded screen offers their two rows again (once it has
 * settled: the store, the plan and the validation load after the draft, so the button is waited for, not read
 * once); they are sent.
 */
async function offeredAgainAndSent(page: Page, mskus: readonly string[]): Promise<void> {
  for (const m of mskus) expect(appliedCounts().get(m), m).toBeUndefined();
  await expect(sendButton(page)).toBeEnabled();
  await sendTwo(page);
}

test('videox: a reload at once after Send, its draft save held back or not, never loses what was sent nor sends it twice', async ({ page }) => {
  const errors = watchErrors(page);
  const [m4, m5, m6, m7, m8, m9] = [6, 7, 8, 9, 10, 11].map((i) => videox[i]!.mskuId) as [string, string, string, string, string, string];
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

  // 1. Every draft save after Send is held back, as when the page goes before it arrives. Only the old page's
  // saves are held; the reloaded page's go through.
  const held: Array<{ route: Route; body: string }> = [];
  let holding = true;
  await page.route('**/ipc/drafts.save', (route) =>
    holding ? void held.push({ route, body: route.request().postData() ?? '' }) : route.fallback(),
  );
  // Job ids begin with their time: one made from here on is this send's.
  const since = `job-${new Date(Date.now() - 1000).toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')}`;
  const namesNewJob = (body: string) => (body.match(/job-\d{8}T\d{6}-[0-9a-f]+/g) ?? []).some((id) => id >= since);
  await sendTwo(page);
  // The save that names the job (made before the start now; after it, before the fix).
  await expect.poll(() => held.some((h) => namesNewJob(h.body)), { timeout: 20_000 }).toBe(true);
  holding = false;
  await reloadFailingHeld(page, held.map((h) => h.route));
  // The start waits for the save that records it, and that save never arrived.
  await offeredAgainAndSent(page, [m4, m5]);
  for (const row of [0, 1]) await expect(statusCell(grid, row)).toContainText('Succeeded', { timeout: 20_000 });

  // 2. The start reaches the main process, its answer never reaches the page: the reloaded screen finds the job.
  await typeAt(grid, 2, 0, m6);
  await typeAt(grid, 2, 2, '2');
  await typeAt(grid, 3, 0, m7);
  await typeAt(grid, 3, 2, '3');
  let startArrived = false;
  await page.route('**/ipc/jobs.start', async (route) => {
    // Played by the test, so the main process surely has it; the page is left waiting for an answer.
    await route.fetch();
    startArrived = true;
  });
  await sendTwo(page);
  await expect.poll(() => startArrived, { timeout: 20_000 }).toBe(true);
  await reloadFailingHeld(page, []);
  for (const row of [0, 1, 2, 3]) await expect(statusCell(grid, row)).toContainText('Succeeded', { timeout: 20_000 });
  await expect(sendButton(page)).toBeDisabled();

  // 3. The start is recorded but the page goes before it leaves: the reloaded screen settles it as never sent and
  // offers the two rows again. The draft has 5 rows: one more is inserted (Ctrl+=) for the second.
  await grid.focus();
  await grid.press('Control+End');
  await grid.press('Control+=');
  await expect(grid.locator('[role="row"]')).toHaveCount(7);
  await typeAt(grid, 4, 0, m8);
  await typeAt(grid, 4, 2, '4');
  await typeAt(grid, 5, 0, m9);
  await typeAt(grid, 5, 2, '5');
  const heldStarts: Route[] = [];
  holding = true;
  await page.route('**/ipc/jobs.start', (route) => (holding ? void heldStarts.push(route) : route.fallback()));
  await sendTwo(page);
  await expect.poll(() => heldStarts.length, { timeout: 20_000 }).toBe(1);
  holding = false;
  await reloadFailingHeld(page, heldStarts);
  await offeredAgainAndSent(page, [m8, m9]);
  for (const row of [0, 1, 2, 3, 4, 5]) await expect(statusCell(grid, row)).toContainText('Succeeded', { timeout: 20_000 });
  await expect(sendButton(page)).toBeDisabled();

  const counts = appliedCounts();
  for (const m of [m4, m5, m6, m7, m8, m9]) expect(counts.get(m), m).toBe(1);
  expect(errors.filter((e) => !/Failed to fetch|ERR_FAILED|net::/.test(e))).toEqual([]);
});
