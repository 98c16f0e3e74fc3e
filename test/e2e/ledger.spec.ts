// One ledger of what was sent (issue 25), end to end against the browser host and its embedded sandbox, the
// sandbox's applied-write log as ground truth: two tabs on one sheet (a send in one is applied in the other; Send,
// "Keep mine", Send there sends only the edit, and the core refuses a repeat whatever a screen asks); two jobs in a
// row on Listings and on Shipping lists, each results panel showing its own job and "Retry failed" only that job's
// failures; typing and pasting while the stored draft is held back; an import into a sheet that holds sent rows;
// 100,000 rows sent from one grid.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { openRoute, seededShippingLists, setLook } from './screens-support';
import { openScreen, screenshot, typeAt, watchErrors } from './support';
import { hostPerFile } from './host-per-file';

interface Store { id: string; kind: string }
const seeded = new BackOffice({ seed: 42 });
const videoxStore = (seeded.inspect('stores') as Store[]).find((s) => s.kind === 'videox')!;
const videox = (seeded.inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((v) => v.storeId === videoxStore.id);

const e2e = hostPerFile();
let dir: string;

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-ledger-e2e-'));
});
test.beforeEach(async () => {
  await setLook(e2e, { locale: 'en', theme: 'light' });
});
test.use({ viewport: { width: 1280, height: 800 } });

const ignorable = (errors: string[]) => errors.filter((e) => !/Failed to fetch|ERR_CONNECTION_REFUSED|net::/.test(e));
const dialogOf = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');
const statusCell = (grid: Locator, row: number) => grid.locator('[role="row"]').nth(row + 1).locator('.dg-statuscell');
const sendButton = (page: Page) => page.getByRole('button', { name: /^Send [\d,]+ rows?$/ });
const stockGrid = (page: Page) => page.getByRole('grid', { name: 'videox stock rows' });
const saved = (page: Page) => expect(page.getByTestId('draft-status')).toHaveAttribute('data-state', 'idle', { timeout: 30_000 });

/** How many times the sandbox applied each key of an operation (its write log). */
function appliedCounts(operation: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of e2e.sandbox()?.appliedWrites() ?? []) if (w.operation === operation) for (const k of w.appliedKeys) counts.set(String(k), (counts.get(String(k)) ?? 0) + 1);
  return counts;
}

async function openStock(page: Page): Promise<void> {
  await openScreen(page, e2e.host.appUrl, 'Stock');
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
}

async function discardDraft(page: Page): Promise<void> {
  const discard = page.getByRole('button', { name: 'Discard draft' });
  if (!(await discard.isEnabled())) return;
  await discard.click();
  await dialogOf(page).getByRole('button', { name: /^Discard/ }).click();
}

async function importCsv(page: Page, name: string, lines: readonly string[]): Promise<void> {
  const path = join(dir, name);
  await writeFile(path, `MSKU id,Warehouse id,Quantity\r\n${lines.join('\r\n')}\r\n`);
  await page.getByTestId('sheet-file').setInputFiles(path);
  await page.getByTestId('import-mapping').getByRole('button', { name: /^Import / }).click();
}

async function sendAndConfirm(page: Page, count: number): Promise<void> {
  const label = `Send ${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;
  await expect(sendButton(page)).toHaveText(label);
  await sendButton(page).click();
  await dialogOf(page).getByRole('button', { name: label }).click();
}

test('two tabs: a send in one is applied in the other; there Send, "Keep mine", Send sends only the edit, once', async ({ context }) => {
  test.setTimeout(240_000);
  const a = await context.newPage();
  const b = await context.newPage();
  const errors = [...watchErrors(a), ...watchErrors(b)];
  const items = videox.slice(0, 12);
  await openStock(a);
  await discardDraft(a);
  await a.getByLabel('Store id').fill(videoxStore.id);
  await importCsv(a, 'two-tabs.csv', items.map((v, i) => `${v.mskuId},,${30 + i}`));
  await saved(a);
  await expect.poll(async () => JSON.stringify(await e2e.call('drafts.load', { name: 'videox-stock' })), { timeout: 30_000 }).toContain(items[11]!.mskuId);
  // Tab B holds the same sheet, as a colleague's window left open would.
  await openStock(b);
  await expect(stockGrid(b).locator('[role="row"]').nth(12)).toContainText(items[11]!.mskuId);
  await expect(sendButton(b)).toHaveText('Send 12 rows');

  await sendAndConfirm(a, 12);
  await expect(a.getByTestId('send-progress')).toHaveAttribute('data-state', 'finished', { timeout: 30_000 });
  // Tab B hears it from the ledger: the rows are applied there too, and nothing is left to send.
  for (const row of [0, 11]) await expect(statusCell(stockGrid(b), row)).toContainText('Succeeded', { timeout: 20_000 });
  await expect(sendButton(b)).toHaveText('Send 0 rows');
  await expect(sendButton(b)).toBeDisabled();

  // An edit in tab B: its save meets tab A's newer one; "Keep mine" keeps B's sheet, and only the edit is sendable.
  await typeAt(stockGrid(b), 3, 2, '77');
  const notice = b.getByTestId('draft-conflict');
  const conflicted = await notice.waitFor({ timeout: 10_000 }).then(() => true, () => false);
  if (conflicted) {
    await notice.getByRole('button', { name: /Keep mine/ }).click();
    await expect(notice).toBeHidden();
  }
  await saved(b);
  await sendAndConfirm(b, 1);
  await expect(b.getByTestId('send-progress')).toHaveAttribute('data-state', 'finished', { timeout: 30_000 });
  await expect(statusCell(stockGrid(b), 3)).toContainText('Succeeded');
  await expect(sendButton(b)).toHaveText('Send 0 rows');

  // The core is the last line: a start naming the same items with the same values is refused, whatever asks.
  const again = e2e.call('jobs.start', { operation: 'videoxStock', common: { store_id: videoxStore.id }, rows: items.map((v, i) => ({ key: `again-${i}`, input: { msku_id: v.mskuId, quantity: i === 3 ? 77 : 30 + i } })), label: 'again' });
  await expect(again).rejects.toThrow(/ALREADY_SENT/);

  const counts = appliedCounts('videoxStock');
  items.forEach((v, i) => expect(counts.get(v.mskuId), v.mskuId).toBe(i === 3 ? 2 : 1));
  expect(ignorable(errors)).toEqual([]);
});

test('typing and pasting while the stored draft is held back: what the user did wins; Discard before it arrives deletes it', async ({ page }) => {
  const errors = watchErrors(page);
  const [first, second, third] = videox;
  await openStock(page);
  await discardDraft(page);
  await page.getByLabel('Store id').fill('999000111');
  await typeAt(stockGrid(page), 0, 0, first!.mskuId);
  await typeAt(stockGrid(page), 0, 2, '5');
  await saved(page);
  await expect.poll(async () => JSON.stringify(await e2e.call('drafts.load', { name: 'videox-stock' })), { timeout: 30_000 }).toContain(first!.mskuId);

  // The stored draft is held back while the user types a store id and pastes two rows.
  const held: Route[] = [];
  await page.route('**/ipc/drafts.load', (route) => ((route.request().postData() ?? '').includes('videox-stock') ? void held.push(route) : route.fallback()));
  await page.reload();
  await expect(page.getByTestId('draft-status')).toHaveAttribute('data-state', 'loading');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.getByLabel('Store id').fill(videoxStore.id);
  const grid = stockGrid(page);
  await grid.locator('[role="gridcell"]').first().click();
  await grid.evaluate((el, text) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, `${second!.mskuId}\t\t8\r\n${third!.mskuId}\t\t9`);
  await page.getByLabel('Store id').focus();
  for (const r of held.splice(0)) await r.continue();
  await page.unroute('**/ipc/drafts.load');
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
  // Nothing the user typed or pasted was replaced by the late draft, and they are told and offered the choice.
  await expect(page.getByLabel('Store id')).toHaveValue(videoxStore.id);
  await expect(grid.locator('[role="row"]').nth(1)).toContainText(second!.mskuId);
  await expect(grid.locator('[role="row"]').nth(2)).toContainText(third!.mskuId);
  await expect(grid).not.toContainText(first!.mskuId);
  await expect(page.getByTestId('draft-not-loaded')).toBeVisible();
  await page.getByTestId('draft-not-loaded').getByRole('button', { name: 'Keep what I typed' }).click();
  await saved(page);
  await expect.poll(async () => JSON.stringify(await e2e.call('drafts.load', { name: 'videox-stock' })), { timeout: 30_000 }).toContain(third!.mskuId);

  // Discard pressed before the stored draft arrives deletes it unseen: it never comes back.
  await page.route('**/ipc/drafts.load', (route) => ((route.request().postData() ?? '').includes('videox-stock') ? void held.push(route) : route.fallback()));
  await page.reload();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  const confirm = dialogOf(page).getByRole('button', { name: /^Discard/ });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  for (const r of held.splice(0)) await r.continue();
  await page.unroute('**/ipc/drafts.load');
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
  await expect(grid).not.toContainText(second!.mskuId);
  await page.reload();
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
  await expect(stockGrid(page)).not.toContainText(second!.mskuId);
  await expect(page.getByLabel('Store id')).toHaveValue('');
  expect(ignorable(errors)).toEqual([]);
});

test('an import into a sheet that holds sent rows asks to replace or add; the report counts what the grid counts', async ({ page }) => {
  const errors = watchErrors(page);
  const items = videox.slice(20, 26);
  await openStock(page);
  await discardDraft(page);
  await page.getByLabel('Store id').fill(videoxStore.id);
  await importCsv(page, 'sent-first.csv', items.slice(0, 3).map((v) => `${v.mskuId},,4`));
  await sendAndConfirm(page, 3);
  await expect(page.getByTestId('send-progress')).toHaveAttribute('data-state', 'finished', { timeout: 30_000 });

  // The file names one of the sent items again (same values) and two new ones: "add" says so and counts it.
  await importCsv(page, 'then.csv', [`${items[0]!.mskuId},,4`, `${items[3]!.mskuId},,5`, `${items[4]!.mskuId},,6`]);
  const ask = page.getByTestId('import-into-sheet');
  await expect(ask).toContainText('It holds 3 rows, 3 of them sent');
  await dialogOf(page).getByRole('button', { name: 'Add below (6 rows then)' }).click();
  const grid = stockGrid(page);
  await expect(grid.locator('[role="row"]')).toHaveCount(7);
  // The repeated item is one to fix in the report's summary as in the grid's footer.
  await expect(page.getByTestId('import-outcome')).toContainText('3 rows imported, no cell errors, 1 row to fix');
  await expect(page.getByTestId('import-row-issues')).toContainText('is the same item as row 1, already in the sheet');
  await expect(page.getByText('1 error to fix before sending')).toBeVisible();

  // Discard says how many rows go, the sent ones included; Replace leaves only the file's rows.
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(dialogOf(page).getByRole('button', { name: 'Discard 6 rows' })).toBeVisible();
  await dialogOf(page).getByRole('button', { name: /Cancel|Keep/ }).first().click();
  await importCsv(page, 'replace.csv', [`${items[5]!.mskuId},,7`]);
  await dialogOf(page).getByRole('button', { name: 'Replace with the file’s 1 row' }).click();
  await expect(grid.locator('[role="row"]')).toHaveCount(2);
  await sendAndConfirm(page, 1);
  await expect(statusCell(grid, 0)).toContainText('Succeeded', { timeout: 30_000 });
  await expect(sendButton(page)).toHaveText('Send 0 rows');
  // The three sent first and the one the file replaced them with, each once; the two only added were never sent.
  const counts = appliedCounts('videoxStock');
  expect(items.map((v) => counts.get(v.mskuId) ?? 0)).toEqual([1, 1, 1, 0, 0, 1]);
  expect(ignorable(errors)).toEqual([]);
});

/** An operation's jobs, newest first. */
async function jobsOf(operation: string): Promise<string[]> {
  const { jobs } = await e2e.call<{ jobs: Array<{ jobId: string; operation: string }> }>('jobs.list', {});
  return jobs.filter((j) => j.operation === operation).map((j) => j.jobId);
}

/** How many times a job sent the row naming this item. */
async function sendsOf(jobId: string, item: string): Promise<number> {
  const { rows } = await e2e.call<{ rows: Array<{ item?: string | null; sends: number }> }>('jobs.get', { jobId });
  const row = rows.find((r) => (r.item ?? '').includes(item));
  if (!row) throw new Error(`${jobId} has no row for ${item}`);
  return row.sends;
}

interface Parent { fields: { msku: string; mskuId: string; storeId: string; platformCode: string }; paired: boolean; children: unknown[] }

test('Listings: two un-pairing jobs in a row; the results show the latest job, and a refusal that would repeat offers no retry', async ({ page }) => {
  const errors = watchErrors(page);
  await e2e.call('profiles.resetSandbox', {});
  const parents = (e2e.sandbox()!.inspect('listings') as Parent[]).filter((p) => p.children.length === 0);
  const store = parents.find((p) => p.paired)!.fields.storeId;
  const inStore = parents.filter((p) => p.fields.storeId === store);
  const [p1, p2] = inStore.filter((p) => p.paired);
  const [u1, u2] = inStore.filter((p) => !p.paired);
  if (!p1 || !p2 || !u1 || !u2) throw new Error('the seed lacks two paired and two unpaired listings in one store');
  await page.goto(e2e.host.appUrl);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Listings' }).click();
  const panel = page.locator('#unpair-by-ids');
  const grid = panel.getByRole('grid', { name: 'Ids to un-pair' });
  await panel.getByRole('textbox', { name: 'Store id' }).fill(store);
  await panel.getByRole('textbox', { name: 'Platform code' }).fill(p1.fields.platformCode);
  const unpair = async (ids: string[]) => {
    await grid.locator('[role="gridcell"]').first().click();
    await grid.evaluate((el, text) => {
      const dt = new DataTransfer();
      dt.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    }, ids.join('\r\n'));
    await panel.getByRole('button', { name: `Un-pair ${ids.length} ids…` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: `Un-pair ${ids.length}` }).click();
  };
  const results = page.locator('#unpair-results');
  const resultRow = (id: string) => results.locator('[data-testid="job-results"] tr', { hasText: id });
  await unpair([p1.fields.mskuId, u1.fields.mskuId]);
  await expect(resultRow(u1.fields.mskuId)).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });

  // The second job: its panel holds its own two rows, not the first job's.
  // Pasted over the first two rows: the sheet now names the second job's ids.
  await unpair([p2.fields.mskuId, u2.fields.mskuId]);
  await expect(resultRow(u2.fields.mskuId)).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
  await expect(resultRow(p2.fields.mskuId)).toHaveAttribute('data-state', 'succeeded');
  await expect(resultRow(u1.fields.mskuId)).toHaveCount(0);
  await expect(resultRow(p1.fields.mskuId)).toHaveCount(0);
  const [second, first] = await jobsOf('cancelPairing');
  // A listing that is not paired is refused again as it is: no retry is offered (per job, it would be the
  // latest job's alone: send-plan's unit tests), and every row went out once.
  await expect(results.getByRole('button', { name: /^Retry failed/ })).toHaveCount(0);
  expect(await sendsOf(second!, u2.fields.mskuId)).toBe(1);
  expect(await sendsOf(first!, u1.fields.mskuId)).toBe(1);
  expect(await sendsOf(second!, p2.fields.mskuId)).toBe(1);
  const counts = appliedCounts('cancelPairing');
  expect([...counts.values()].every((n) => n === 1)).toBe(true);
  expect(ignorable(errors)).toEqual([]);
});

test('Shipping lists: two picking jobs in a row; the results show the latest job, and a refusal that would repeat offers no retry', async ({ page }) => {
  const errors = watchErrors(page);
  const lists = seededShippingLists();
  const pickable = lists.filter((l) => l.shippingListStatus === 1 && l.pickingStatus === 0).slice(10, 12);
  const picked = lists.filter((l) => l.shippingListStatus === 1 && l.pickingStatus === 1).slice(0, 2);
  if (pickable.length < 2 || picked.length < 2) throw new Error('the seed lacks two pickable and two picked lists');
  await openRoute(page, e2e, '/shipping-lists');
  const results = page.locator('.pick-results');
  const pickTwo = async (codes: string[]) => {
    await page.getByTestId('scan-input').focus();
    for (const code of codes) await page.keyboard.type(`${code}\n`);
    for (const code of codes) await expect(page.locator(`tr[data-code="${code}"][data-state="found"]`)).toBeVisible();
    for (const code of codes) await page.getByRole('checkbox', { name: `Select ${code}` }).check();
    await page.getByRole('button', { name: 'Pick 2 lists' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Pick 2 lists' }).click();
  };
  await pickTwo([pickable[0]!.shippingListCode, picked[0]!.shippingListCode]);
  await expect(results.locator(`tr[data-name="${picked[0]!.shippingListCode}"]`)).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
  await pickTwo([pickable[1]!.shippingListCode, picked[1]!.shippingListCode]);
  await expect(results.locator(`tr[data-name="${picked[1]!.shippingListCode}"]`)).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
  await expect(results.locator(`tr[data-name="${pickable[1]!.shippingListCode}"]`)).toHaveAttribute('data-state', 'succeeded');
  await expect(results.locator(`tr[data-name="${picked[0]!.shippingListCode}"]`)).toHaveCount(0);
  await expect(results.locator(`tr[data-name="${pickable[0]!.shippingListCode}"]`)).toHaveCount(0);
  const [second, first] = await jobsOf('picking');
  // A list no longer awaiting picking is refused again as it is: no retry is offered, every list went out once.
  await expect(results.getByRole('button', { name: /^Retry failed/ })).toHaveCount(0);
  expect(await sendsOf(second!, picked[1]!.shippingListCode)).toBe(1);
  expect(await sendsOf(first!, picked[0]!.shippingListCode)).toBe(1);
  expect(await sendsOf(second!, pickable[1]!.shippingListCode)).toBe(1);
  const applied = appliedCounts('picking');
  expect([...applied.values()].every((n) => n === 1)).toBe(true);
  expect(ignorable(errors)).toEqual([]);
});

/** How far the status bar's content overflows it, and which of the items that must stay whole are cut or outside it. */
async function statusBarFit(page: Page): Promise<{ overflow: number; cut: string[] }> {
  return page.locator('.statusbar').evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const cut = ['token-state', 'running-jobs'].filter((id) => {
      const el = bar.querySelector<HTMLElement>(`[data-testid="${id}"]`);
      if (!el) return true;
      const r = el.getBoundingClientRect();
      return r.left < box.left || r.right > box.right + 0.5 || el.scrollWidth > el.clientWidth + 1;
    });
    return { overflow: Math.max(0, bar.scrollWidth - bar.clientWidth), cut };
  });
}

test('100,000 rows sent from one grid in one press: each reaches the vendor once, and the draft does not grow', async ({ page }) => {
  // 100,000 rows imported, 500 requests through the throttle, a loaded machine: far longer than one screen's test.
  test.setTimeout(900_000);
  const errors = watchErrors(page);
  const ROWS = 100_000;
  const ids = Array.from({ length: ROWS }, (_, i) => `BULK-${String(i).padStart(6, '0')}`);
  await openStock(page);
  await discardDraft(page);
  await page.getByLabel('Store id').fill(videoxStore.id);
  await importCsv(page, 'hundred-thousand.csv', ids.map((id, i) => `${id},,${i % 500}`));
  await expect(page.getByTestId('import-outcome')).toContainText('100,000 rows imported, no errors', { timeout: 120_000 });
  await saved(page);
  const draftSize = async () => JSON.stringify(await e2e.call('drafts.load', { name: 'videox-stock' })).length;
  await expect.poll(draftSize, { timeout: 120_000 }).toBeGreaterThan(ROWS * 20);
  const unsent = await draftSize();

  const before = new Set(await jobsOf('videoxStock'));
  await sendAndConfirm(page, ROWS);
  const jobId = await expect
    .poll(async () => (await jobsOf('videoxStock')).find((j) => !before.has(j)) ?? null, { timeout: 120_000 })
    .not.toBeNull()
    .then(async () => (await jobsOf('videoxStock')).find((j) => !before.has(j))!);
  // During the job the status bar fits the window, at 1280 and at 1024 px: the per-path figures give way, the
  // token and the running job stay whole and in view (issue 32: it overflowed with a page-wide scrollbar).
  await expect(page.getByTestId('running-jobs')).toHaveAttribute('data-count', '1', { timeout: 60_000 });
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => statusBarFit(page), { timeout: 10_000 }).toEqual({ overflow: 0, cut: [] });
    await screenshot(page, `statusbar-during-job-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  let largest = 0;
  // Until the job ends, every draft saved holds what the user typed and the job's id: never a copy of what was sent.
  await expect
    .poll(async () => {
      largest = Math.max(largest, await draftSize());
      const { job } = await e2e.call<{ job: { state: string } }>('jobs.get', { jobId, limit: 1 });
      return job.state;
    }, { timeout: 780_000, intervals: [2_000] })
    .toBe('finished');
  await expect(page.getByTestId('send-progress')).toHaveAttribute('data-state', 'finished', { timeout: 60_000 });
  largest = Math.max(largest, await draftSize());
  expect(largest).toBeLessThanOrEqual(Math.ceil(unsent * 1.01));
  // Every row's outcome reaches the screen without a reload, even where the page was too busy to read the host's
  // pushes and its event stream was dropped (the stream reopened says to look again); and after one.
  await expect(sendButton(page)).toHaveText('Send 0 rows', { timeout: 120_000 });
  await page.reload();
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading', { timeout: 60_000 });
  await expect(sendButton(page)).toHaveText('Send 0 rows', { timeout: 120_000 });

  // The write log: every row went out once (applied, or refused by the vendor as an item it does not hold).
  const seen = new Map<string, number>();
  for (const w of e2e.sandbox()?.appliedWrites() ?? []) {
    if (w.operation !== 'videoxStock') continue;
    for (const k of [...w.appliedKeys.map(String), ...w.rejected.map((r) => String(r.key))]) if (k.startsWith('BULK-')) seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  // The job's own counts say where a missing row went (unknown: an answer lost; pending: never sent).
  const { job: counts } = await e2e.call<{ job: Record<string, unknown> }>('jobs.get', { jobId, limit: 1 });
  const said = JSON.stringify(Object.fromEntries(['succeeded', 'failed', 'unknown', 'pending', 'invalid', 'error'].map((k) => [k, counts[k]])));
  expect(seen.size, said).toBe(ROWS);
  expect([...seen.values()].filter((n) => n !== 1)).toEqual([]);
  expect(ignorable(errors)).toEqual([]);
});
