// The bulk screens on the grid, end to end against the browser host and its embedded sandbox (seed 42, whose
// ids come from the same seeded back office): import of CSV and XLSX with bad rows, keyboard-only fixes,
// Send with confirmation and per-row results, retry of the failures, drafts across a reload and a host kill,
// both locales, axe and screenshots.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { expectAccessible, expectDraftStored, openScreen, screenshot, typeAt, watchErrors } from './support';
import { hostPerFile } from './host-per-file';

interface Store { id: string; kind: string; retailerFulfilment: boolean }
const seeded = new BackOffice({ seed: 42 });
const stores = seeded.inspect('stores') as Store[];
const videoxStore = stores.find((s) => s.kind === 'videox')!;
const videox = (seeded.inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((v) => v.storeId === videoxStore.id);
const variants = seeded.inspect('retailx') as Array<{ variantUniqueId: string }>;
const shipments = seeded.inspect('shipments') as Array<{ sid: string; shipmentConfirmationId: string }>;
const rfStore = stores.find((s) => s.retailerFulfilment)!;
const otherRetailx = stores.find((s) => s.kind === 'retailx' && !s.retailerFulfilment)!;

const e2e = hostPerFile();
let dir: string;

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-bulk-'));
});

// The host's CSP refuses inline scripts; axe-core is injected as one.
test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

const open = (page: Page, nav: string) => openScreen(page, e2e.host.appUrl, nav);

async function importFile(page: Page, path: string): Promise<void> {
  await page.getByTestId('sheet-file').setInputFiles(path);
  // The mapping step: the headers matched, nothing lands before "Import".
  await page.getByTestId('import-mapping').getByRole('button', { name: /^(Import|导入) / }).click();
}

const dialogOf = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

const statusCell = (grid: Locator, row: number) => grid.locator('[role="row"]').nth(row + 1).locator('.dg-statuscell');

async function sendAndConfirm(page: Page, count: number, target: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Send ${count} rows?$`) }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toContainText(String(count));
  await expect(dialog).toContainText(target);
  await dialog.getByRole('button', { name: /^Send/ }).click();
}

test('videox stock: CSV import with a bad row fixed by keyboard, send, per-row results, retry of the failures', async ({ page }) => {
  const errors = watchErrors(page);
  const csv = `MSKU ID,仓库 ID,可用库存\r\n${videox[0]!.mskuId},,12\r\nNO-SUCH-MSKU,,3\r\n${videox[1]!.mskuId},,abc\r\n`;
  await writeFile(join(dir, 'videox.csv'), csv);
  await open(page, 'Stock');
  await page.getByLabel('Store id').fill(videoxStore.id);
  await importFile(page, join(dir, 'videox.csv'));
  await expect(page.locator('.dg-import-report').first()).toContainText('Row 4, Quantity: is not a number (abc)');
  const grid = page.getByRole('grid', { name: 'videox stock rows' });
  await expect(page.getByText('1 error to fix before sending')).toBeVisible();
  await typeAt(grid, 2, 2, '1,200');
  await expect(page.getByText('1 error to fix before sending')).toHaveCount(0);
  await expect(grid.locator('[role="row"]').nth(3)).toContainText('1200');

  await sendAndConfirm(page, 3, videoxStore.id);
  // The result takes the place of the action: the job's bar has the focus (not the page's body) and is in view.
  await expect(page.getByTestId('send-progress')).toBeFocused();
  await expect(page.getByTestId('send-progress')).toBeInViewport();
  await expect(page.getByTestId('send-progress')).toHaveAttribute('data-state', 'finished', { timeout: 20_000 });
  await expect(statusCell(grid, 0)).toContainText('Succeeded');
  await expect(statusCell(grid, 1)).toContainText('Failed');
  await expect(statusCell(grid, 2)).toContainText('Succeeded');

  // Leave the screen and come back: the rows and their results are still there (draft + job in the route).
  await page.getByRole('navigation').getByRole('link', { name: 'Activity', exact: true }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Stock', exact: true }).click();
  await expect(statusCell(grid, 1)).toContainText('Failed');
  await expect(statusCell(grid, 0)).toContainText('Succeeded');
  await page.getByLabel(/Failed only/).check();
  await expect(grid.locator('[role="row"]')).toHaveCount(2);
  const failedFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export failed rows' }).click();
  const failedCsv = await readFile((await (await failedFile).path())!, 'utf8');
  expect(failedCsv.split('\r\n')[1]).toMatch(/^NO-SUCH-MSKU,,3,.+/);
  // An id the service does not know fails again as it is: no retry is offered, the row says what to change.
  await expect(statusCell(grid, 0)).toContainText('Check the id');
  await expect(page.getByRole('button', { name: /^Retry failed/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'stock-videox-en');
  expect(errors).toEqual([]);
});

test('cancel while sending: the rows not sent yet go out with the next Send, said so, and the cancelled job never sends them', async ({ page }) => {
  const errors = watchErrors(page);
  // Slow answers so the 600 rows (three requests of 200) are still going when Cancel is pressed.
  await e2e.call('sandbox.setFaults', { faults: [{ kind: 'latency', probability: 1, operation: 'videoxStock', ms: 1500 }] });
  const lines = Array.from({ length: 600 }, (_, i) => `C-${String(i).padStart(4, '0')},,${i}`);
  await writeFile(join(dir, 'many.csv'), `MSKU id,Warehouse id,Quantity\r\n${lines.join('\r\n')}\r\n`);
  await open(page, 'Stock');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await dialogOf(page).getByRole('button', { name: /^Discard/ }).click();
  await page.getByLabel('Store id').fill(videoxStore.id);
  await importFile(page, join(dir, 'many.csv'));
  await sendAndConfirm(page, 600, videoxStore.id);
  await expect(page.getByTestId('send-progress')).toHaveAttribute('data-state', 'running');
  await page.getByRole('button', { name: 'Cancel sending' }).click();
  await expect(page.getByTestId('send-progress')).toHaveAttribute('data-state', 'cancelled', { timeout: 20_000 });
  await expect(page.getByTestId('send-progress')).toContainText(/ · [1-9]\d* waiting/);
  await e2e.call('sandbox.setFaults', { faults: [] });
  // What the cancelled job never sent is what is left to send: the one Send counts it and says why.
  const cancelled = await e2e.call<{ jobs: Array<{ jobId: string; pending: number; state: string }> }>('jobs.list', {});
  const left = cancelled.jobs.find((j) => j.state === 'cancelled')!;
  await expect(page.getByRole('button', { name: /^Send \d+ rows?$/ })).toHaveText(`Send ${left.pending} rows`);
  await page.getByRole('button', { name: /^Send \d+ rows?$/ }).click();
  await expect(dialogOf(page)).toContainText('left unsent by a job that stopped');
  await dialogOf(page).getByRole('button', { name: `Send ${left.pending} rows` }).click();
  await expect(page.getByRole('button', { name: /^Send \d+ rows?$/ })).toHaveText('Send 0 rows', { timeout: 30_000 });
  await expect(page.getByTestId('send-progress')).toHaveAttribute('data-state', 'finished', { timeout: 30_000 });
  // The cancelled job no longer holds them: a resume of it sends nothing.
  const after = await e2e.call<{ job: { pending: number; invalid: number } }>('jobs.get', { jobId: left.jobId, limit: 1 });
  expect(after.job.pending).toBe(0);
  expect(after.job.invalid).toBe(left.pending);
  // Every row reached the vendor once.
  const applied = new Map<string, number>();
  for (const w of e2e.sandbox()?.appliedWrites() ?? []) if (w.operation === 'videoxStock') for (const k of w.appliedKeys) applied.set(String(k), (applied.get(String(k)) ?? 0) + 1);
  for (let i = 0; i < 600; i++) expect(applied.get(`C-${String(i).padStart(4, '0')}`) ?? 0, `C-${i}`).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});

test('retailx stock: the vendor refuses a variant still adjusting, said in our words; a retry later succeeds', async ({ page }) => {
  const errors = watchErrors(page);
  const [a, b] = [variants[0]!.variantUniqueId, variants[1]!.variantUniqueId];
  await writeFile(join(dir, 'retailx-1.csv'), `Variant id,New quantity\r\n${a},5\r\n`);
  await writeFile(join(dir, 'retailx-2.csv'), `变体 ID,调整后库存\r\n${a},6\r\n${b},7\r\n`);
  await open(page, 'Stock');
  await page.getByRole('tab', { name: 'retailx' }).click();
  const grid = page.getByRole('grid', { name: 'retailx stock rows' });
  // The sandbox holds accepted changes "still adjusting" until the test says otherwise: the window is the
  // test's, not the 2 s apply delay that a loaded machine can spend between two sends.
  await e2e.call('sandbox.setFaults', { faults: [{ kind: 'holdStockChanges', probability: 1 }] });
  await importFile(page, join(dir, 'retailx-1.csv'));
  await sendAndConfirm(page, 1, 'queue type 1');
  await expect(statusCell(grid, 0)).toContainText('Succeeded', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await dialogOf(page).getByRole('button', { name: /^Discard/ }).click();
  await importFile(page, join(dir, 'retailx-2.csv'));
  await sendAndConfirm(page, 2, 'queue type 1');
  // Our words; the vendor's fixed text (当前库存调整未完成，不支持修改) says nothing more, so it is not repeated.
  await expect(statusCell(grid, 0)).toContainText('still being applied', { timeout: 20_000 });
  await expect(statusCell(grid, 0)).not.toContainText('当前库存调整未完成');
  await expect(statusCell(grid, 1)).toContainText('Succeeded');
  // The adjustment is over: the held change applies, and the refused variant can be changed.
  await e2e.call('sandbox.setFaults', { faults: [] });
  await page.getByRole('button', { name: 'Retry failed (1)' }).click();
  await dialogOf(page).getByRole('button', { name: 'Send 1 row again' }).click();
  await expect(statusCell(grid, 0)).toContainText('Succeeded', { timeout: 20_000 });
  await screenshot(page, 'stock-retailx-en');
  expect(errors).toEqual([]);
});

test('rename shipments: an unknown shipment fails with its reason; corrected (another shipment), Send sends it as new work', async ({ page }) => {
  const errors = watchErrors(page);
  const [s1, s2] = shipments;
  await writeFile(join(dir, 'rename.csv'), `sid,Confirmation id,New name\r\n${s1!.sid},${s1!.shipmentConfirmationId},Spring restock\r\n${s2!.sid},NOPE123,Summer\r\n`);
  await open(page, 'Inbound shipments');
  const grid = page.getByRole('grid', { name: 'Shipments to rename' });
  await importFile(page, join(dir, 'rename.csv'));
  await sendAndConfirm(page, 2, 'inbound shipments');
  await expect(statusCell(grid, 1)).toContainText('The service has no such item', { timeout: 20_000 });
  await expect(statusCell(grid, 0)).toContainText('Succeeded');
  await typeAt(grid, 1, 1, s2!.shipmentConfirmationId);
  await sendAndConfirm(page, 1, 'inbound shipments');
  await expect(statusCell(grid, 1)).toContainText('Succeeded', { timeout: 20_000 });
  await expect(statusCell(grid, 0)).toContainText('Succeeded');
  await expectAccessible(page);
  await screenshot(page, 'inbound-shipments-en');
  expect(errors).toEqual([]);
});

test('cargo: XLSX goods with a bad row, the form on the catalogue schema, a refusal, then the inbound order id', async ({ page }) => {
  const errors = watchErrors(page);
  const header = ['MSKU', 'SKU', '产品 ID', '品名', 'Product type (GTIN/UPC/EAN)', 'Code', '箱数', 'Units per box', 'Declared units', 'Expected arrival', '增值服务', 'Picture URL', 'Description'];
  const good = ['RX-1', 'SKU-1', 'P-1', 'Glove', 'GTIN', '00012345678905', '2', '12', '24', '2026-12-01 10:00:00', '1', 'https://img.example/1.jpg', 'Gloves'];
  const bad = ['RX-2', 'SKU-2', 'P-2', 'Towel', 'XYZ', '4006381333931', '1.5', '10', '10', '2026-12-01 10:00:00', '0', 'https://img.example/2.jpg', 'Towels'];
  const cell = (value: string) => ({ value, type: String });
  await writeXlsxFile([header, good, bad].map((r) => r.map(cell))).toFile(join(dir, 'goods.xlsx'));

  await open(page, 'Cargo');
  await page.getByRole('button', { name: /^Send/ }).waitFor();
  await importFile(page, join(dir, 'goods.xlsx'));
  await expect(page.locator('.dg-import-report').first()).toContainText('Row 3, Boxes: must be a whole number');
  await expect(page.getByTestId('import-row-issues')).toContainText('Row 3, Product type (GTIN/UPC/EAN): must be one of GTIN, UPC, EAN');
  const grid = page.getByRole('grid', { name: 'Goods rows' });
  await expect(grid.locator('[role="row"]').nth(1)).toContainText('00012345678905');
  await typeAt(grid, 1, 6, '2');
  await typeAt(grid, 1, 4, 'EAN');

  // The pickers: product type and value-added service from lists, the arrival from a date-time picker.
  const fill = page.getByRole('group', { name: 'Set for rows' });
  await fill.getByRole('button', { name: /Product type/ }).click();
  await page.getByRole('option', { name: 'UPC' }).click();
  await fill.getByRole('button', { name: /Value-added service/ }).click();
  await page.getByRole('option', { name: 'No (0)' }).click();
  await fill.getByRole('spinbutton', { name: /month/i }).first().click();
  await page.keyboard.type('12012026103045');
  await fill.getByRole('button', { name: 'Apply to rows 1–2' }).click();
  await expect(grid.locator('[role="row"]').nth(2)).toContainText('2026-12-01 10:30:45');
  await expect(grid.locator('[role="row"]').nth(2)).toContainText('UPC');

  // The same fields edited in the cell: a list for the product type, a date-time picker for the arrival.
  await grid.focus();
  await grid.press('Control+Home');
  for (let i = 0; i < 4; i++) await grid.press('ArrowRight');
  await grid.press('Enter');
  await page.getByRole('combobox', { name: 'Edit Product type (GTIN/UPC/EAN), row 1' }).selectOption('EAN');
  await page.keyboard.press('Enter');
  await expect(grid.locator('[role="row"]').nth(1)).toContainText('EAN');
  await grid.press('Control+Home');
  for (let i = 0; i < 9; i++) await grid.press('ArrowRight');
  await grid.press('F2');
  await page.getByLabel('Edit Expected arrival, row 1').fill('2026-12-02T08:15:30');
  await page.keyboard.press('Enter');
  await expect(grid.locator('[role="row"]').nth(1)).toContainText('2026-12-02 08:15:30');

  const form = page.locator('#cargo-form');
  await form.getByLabel('Store id').fill(otherRetailx.id);
  const address: Record<string, string> = { 'Address name': 'Main', 'Address id': '330748', 'Country code': 'us', Country: 'United States', 'Province / state': 'IL', City: 'Chicago', 'Postal code': '60601', 'Street and number': '1 Main St', Phone: '+1 872-555-0100' };
  for (const [label, value] of Object.entries(address)) await form.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Send 2 rows' }).click();
  await expect(form.getByText('must be a 2-letter country code (e.g. US)')).toBeVisible();
  await form.getByLabel('Country code').fill('US');

  await sendAndConfirm(page, 2, otherRetailx.id);
  await expect(statusCell(grid, 0)).toContainText('Failed', { timeout: 20_000 });
  // Corrected to the retailer-fulfilment store: another body, new work for the one Send.
  await form.getByLabel('Store id').fill(rfStore.id);
  await sendAndConfirm(page, 2, rfStore.id);
  await expect(page.getByTestId('cargo-result')).toContainText(/The vendor saved the cargo draft \d{12}/, { timeout: 20_000 });
  await expect(statusCell(grid, 1)).toContainText('Succeeded');
  // One-shot: the result is in view at the top, the form is locked, a new send needs "Start a new one".
  await expect(page.getByTestId('cargo-result')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Start a new one' })).toBeVisible();
  await expect(form.getByLabel('Store id')).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Send \d+ rows?$/ })).toBeDisabled();
  await expectAccessible(page);
  await screenshot(page, 'cargo-en');
  await page.setViewportSize({ width: 1024, height: 700 });
  await screenshot(page, 'cargo-en-1024x700');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(errors).toEqual([]);
});

test('a draft survives a reload and a kill of the host', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, 'Inbound shipments');
  const grid = page.getByRole('grid', { name: 'Shipments to rename' });
  // An 18-digit id above 2^53 and a confirmation id with leading zeros stay exact.
  await typeAt(grid, 0, 0, '113357389420311322');
  await typeAt(grid, 0, 1, '000123456789012345678');
  await typeAt(grid, 0, 2, 'Kept across restarts');
  // The draft is saved a moment after the last edit: the reload waits for the main side to hold it.
  await expectDraftStored(e2e, 'rename-shipments', (c) => ['113357389420311322', '000123456789012345678', 'Kept across restarts'].every((v) => c.includes(`"${v}"`)));
  await expect(page.getByTestId('draft-status')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('draft-status')).toContainText('Draft saved');
  await page.reload();
  await expect(grid.locator('[role="row"]').nth(1)).toContainText('113357389420311322000123456789012345678');
  await expect(grid.locator('[role="row"]').nth(1)).toContainText('Kept across restarts');

  await e2e.restart();
  await open(page, 'Inbound shipments');
  await expect(grid.locator('[role="row"]').nth(1)).toContainText('000123456789012345678');
  await expect(grid.locator('[role="row"]').nth(1)).toContainText('Kept across restarts');

  // Exported and imported again, the long id and the leading zeros are unchanged.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvPath = join(dir, 'rename-export.csv');
  await (await exported).saveAs(csvPath);
  // Ids as string literals, the 21-digit confirmation id with its leading zeros too (a spreadsheet would make it a number).
  expect(await readFile(csvPath, 'utf8')).toContain('="113357389420311322",="000123456789012345678",Kept across restarts');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await dialogOf(page).getByRole('button', { name: /^Discard/ }).click();
  await expect(grid.locator('[role="row"]').nth(1)).not.toContainText('Kept');
  await importFile(page, csvPath);
  await expect(grid.locator('[role="row"]').nth(1)).toContainText('113357389420311322000123456789012345678Kept across restarts');
  expect(errors.filter((e) => !/Failed to fetch|ERR_CONNECTION_REFUSED|net::/.test(e))).toEqual([]);
});

test('validation in zh-CN, axe and screenshots in zh-CN and dark', async ({ page }) => {
  const errors = watchErrors(page);
  const { profiles } = await e2e.call<{ profiles: Array<{ id: string; active: boolean }> }>('profiles.list', {});
  const id = profiles.find((p) => p.active)!.id;
  await e2e.call('profiles.update', { id, patch: { locale: 'zh-CN', theme: 'light' } });
  await open(page, '库存');
  const grid = page.getByRole('grid', { name: 'videox 库存行' });
  await typeAt(grid, 0, 2, '1.5');
  await grid.press('ArrowUp');
  await expect(page.getByTestId('grid-cell-info')).toContainText('必须是整数');
  await expectAccessible(page);
  await screenshot(page, 'stock-videox-zh-CN');
  // The import's mapping step (a workbook whose headers differ from the template), in zh-CN.
  const stockXlsx = join(process.cwd(), 'test', 'fixtures', 'import', 'stock.xlsx');
  await page.getByTestId('sheet-file').setInputFiles(stockXlsx);
  await expect(page.getByTestId('import-mapping')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'import-mapping-zh-CN');
  await page.getByTestId('import-mapping').getByRole('button', { name: '取消' }).click();
  await page.getByRole('navigation').getByRole('link', { name: '货件暂存' }).click();
  await screenshot(page, 'cargo-zh-CN');
  await e2e.call('profiles.update', { id, patch: { locale: 'en', theme: 'dark' } });
  await open(page, 'Inbound shipments');
  await expectAccessible(page);
  await screenshot(page, 'inbound-shipments-dark');
  await open(page, 'Cargo');
  await screenshot(page, 'cargo-dark');
  await page.getByTestId('sheet-file').setInputFiles(stockXlsx);
  await expect(page.getByTestId('import-mapping')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'import-mapping-en-dark');
  await page.getByTestId('import-mapping').getByRole('button', { name: 'Cancel' }).click();
  expect(errors).toEqual([]);
});
