// The grid on its harness page in Chromium: keyboard-only editing, real clipboard payloads (Excel, Sheets,
// LibreOffice, TSV) through a ClipboardEvent with a DataTransfer, growth, filtered paste, fill, undo across a
// re-sort and a refetch, validation in both locales, statuses and the failed-rows hooks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SHARED_CLIPBOARD_DIR } from '../renderer/grid/clipboard-fixtures';
import { harnessRows, harnessUrl, pasteInto } from './grid-harness';
import { hostPerFile } from './host-per-file';
import { expectAccessible, screenshot, watchErrors } from './support';

const host = hostPerFile();

const shared = (name: string) => readFileSync(join(SHARED_CLIPBOARD_DIR, name), 'utf8');
// Column positions on the harness (0-based, data columns only).
const COL = { msku: 0, warehouse: 1, qty: 2, sku: 3, name: 4, barcode: 5, price: 6, weight: 7, store: 8, remark: 9 };

function cell(page: Page, row: number, col: number) {
  return page.locator(`[role="row"][aria-rowindex="${row + 2}"] [role="gridcell"][aria-colindex="${col + 2}"]`);
}

async function open(page: Page, query: Record<string, string | number>) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(harnessUrl(host, query));
  await expect(page.getByRole('grid')).toBeVisible();
  return errors;
}

async function clickCell(page: Page, row: number, col: number, modifiers: Array<'Shift'> = []) {
  await cell(page, row, col).click({ modifiers });
}

test('ARIA grid: counts, indexes and the active cell announced through aria-activedescendant', async ({ page }) => {
  const errors = await open(page, { rows: 50 });
  const grid = page.getByRole('grid');
  await expect(grid).toHaveAttribute('aria-rowcount', '51');
  await expect(grid).toHaveAttribute('aria-colcount', '12');
  await grid.focus();
  // Focus sits in the grid's focus sink (a textbox inside the grid), which names the active cell.
  const focused = page.getByRole('textbox', { name: 'Rows to send' });
  await expect(focused).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const active = await focused.getAttribute('aria-activedescendant');
  const activeCell = page.locator(`[id="${active}"]`);
  await expect(activeCell).toHaveAttribute('aria-colindex', '3');
  await expect(activeCell.locator('xpath=..')).toHaveAttribute('aria-rowindex', '3');
  await expect(page.getByTestId('grid-cell-info')).toHaveText('Warehouse, row 2');
  // Ctrl+End reaches the last row even though it is far outside the rendered window.
  await page.keyboard.press('Control+End');
  const last = await focused.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${last}"]`).locator('xpath=..')).toHaveAttribute('aria-rowindex', '51');
  // ArrowUp from the first row reaches the column headers; Enter sorts by the active one.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const header = page.locator(`[id="${await focused.getAttribute('aria-activedescendant')}"]`);
  await expect(header).toHaveAttribute('role', 'columnheader');
  await expect(header).toHaveText('Quantity');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(`[id="${await focused.getAttribute('aria-activedescendant')}"]`)).toHaveText('49');
  expect(errors).toEqual([]);
});

test('keyboard only: a whole new row typed with Tab, an error fixed with F2, Esc cancels', async ({ page }) => {
  await open(page, { rows: 2 });
  const grid = page.getByRole('grid');
  await grid.focus();
  await page.keyboard.press('Control+ArrowDown'); // last row
  await page.keyboard.press('ArrowDown');
  // Insert a row (Ctrl+Shift+= is Ctrl++) above the active one, then fill it left to right.
  await page.keyboard.press('Control+Shift+Equal');
  await expect(page.getByTestId('grid-rows')).toHaveText('3 of 3 rows');
  await expect(page.getByTestId('grid-live')).toHaveText('Row inserted');
  const typed = ['NEW-1', 'WH-9', '1.5', 'SKU-N', '新品', '０００１２３４５６７８９０１２３４５', '12.50', '1,200', 'S9', 'typed'];
  for (const text of typed) {
    // Non-ASCII text arrives as inserted text without key events, as an input method commits it.
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  let rows = await harnessRows(page);
  const added = rows[1]!.values;
  expect(added).toEqual({
    msku: 'NEW-1',
    warehouse: 'WH-9',
    qty: '1.5', // refused (kept as typed)
    sku: 'SKU-N',
    name: '新品',
    barcode: '000123456789012345', // full-width digits from an input method, leading zeros kept
    price: '12.5',
    weight: '1200',
    store: 'S9',
    remark: 'typed',
  });
  await expect(page.getByTestId('grid-errors')).toHaveText('1 error in 1 row');
  // Back to the quantity cell: the reason is shown on focus, F2 edits, Esc cancels, then a fix.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Home');
  for (let i = 0; i < COL.qty; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('grid-cell-info')).toHaveText('Quantity, row 2: must be a whole number, without decimals');
  await expect(cell(page, 1, COL.qty)).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('F2');
  await page.keyboard.type('99');
  await page.keyboard.press('Escape');
  expect((await harnessRows(page))[1]!.values.qty).toBe('1.5');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('２');
  await page.keyboard.press('Enter');
  rows = await harnessRows(page);
  expect(rows[1]!.values.qty).toBe('2');
  await expect(page.getByTestId('grid-errors')).toHaveText('No errors');
  await expect(page.getByTestId('grid-live')).toHaveText('Quantity, row 2: 2');
});

test('an input method composes straight into the active cell (no F2 first)', async ({ page }) => {
  await open(page, { rows: 3 });
  await clickCell(page, 1, COL.name);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'xin', selectionStart: 3, selectionEnd: 3 });
  // The composition shows in place over the cell while it lasts.
  await expect(page.locator('.dg-sink-composing')).toBeVisible();
  await cdp.send('Input.insertText', { text: '新品' });
  const editor = page.getByRole('textbox', { name: 'Edit Product name, row 2' });
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('新品');
  await page.keyboard.press('Enter');
  expect((await harnessRows(page))[1]!.values.name).toBe('新品');
  await expect(page.locator('.dg-sink-composing')).toHaveCount(0);
});

test('paste: Excel, Sheets and LibreOffice HTML and Excel TSV land cell for cell; the grid grows on overflow', async ({ page }) => {
  await open(page, { rows: 3 });
  // Excel for Windows, 8 rows × 3 columns, into a 3-row grid at the SKU column: 5 rows are added.
  await clickCell(page, 0, COL.sku);
  await pasteInto(page, { html: shared('excel-win-table-links-8x3.html'), text: shared('excel-win-table-links-8x3.tsv') });
  await expect(page.getByTestId('grid-rows')).toHaveText('8 of 8 rows');
  await expect(page.getByTestId('grid-live')).toHaveText('Pasted 8 rows, 5 added');
  let rows = await harnessRows(page);
  expect(rows.map((r) => [r.values.sku, r.values.name, r.values.barcode])).toEqual([
    ['No.', 'ID', 'Work Item Type'],
    ...[1, 2, 3, 4, 5, 6, 7].map((n) => [String(n), 'link', 'Bug']),
  ]);
  // The pasted block is selected afterwards.
  await expect(page.getByTestId('grid-selection')).toHaveText('8 × 3 selected');

  // Excel text cells: an 18-digit id and leading zeros into the barcode (id) column stay exact.
  await clickCell(page, 0, COL.barcode);
  await pasteInto(page, { html: shared('excel-win-zh-text-18-digit-id.html'), text: '123456789123456789\r\n' });
  await clickCell(page, 1, COL.barcode);
  await pasteInto(page, { html: shared('excel-win-zh-text-leading-zeros.html') });
  // Accounting and currency formats into number columns become plain numbers.
  await clickCell(page, 0, COL.price);
  await pasteInto(page, { html: shared('excel-win-zh-accounting-1234.57.html') });
  await clickCell(page, 0, COL.qty);
  await pasteInto(page, { html: shared('excel-win-zh-currency-23123.html') });
  rows = await harnessRows(page);
  expect(rows[0]!.values).toMatchObject({ barcode: '123456789123456789', price: '1234.57', qty: '23123' });
  expect(rows[1]!.values.barcode).toBe('000123456');

  // Sheets: a multi-line cell; a single copied cell (a <span>) onto a 2×2 selection fills all four.
  await clickCell(page, 2, COL.msku);
  await pasteInto(page, { html: shared('gsheets-multiline-cell-2x3.html') });
  rows = await harnessRows(page);
  expect([rows[2]!.values.msku, rows[2]!.values.warehouse, rows[2]!.values.qty]).toEqual(['a', 'b\nb', 'c']);
  await clickCell(page, 4, COL.store);
  await clickCell(page, 5, COL.remark, ['Shift']);
  await pasteInto(page, { html: shared('gsheets-single-cell-span.html'), text: 'foo' });
  rows = await harnessRows(page);
  expect([rows[4]!.values.store, rows[4]!.values.remark, rows[5]!.values.store, rows[5]!.values.remark]).toEqual(['foo', 'foo', 'foo', 'foo']);

  // LibreOffice Calc 2×4 at the last row: one more row is added.
  await clickCell(page, 7, COL.sku);
  await pasteInto(page, { html: shared('libreoffice-calc-names-2x4.html') });
  rows = await harnessRows(page);
  expect(rows).toHaveLength(9);
  expect(rows.slice(7).map((r) => [r.values.sku, r.values.name, r.values.barcode, r.values.price])).toEqual([
    ['Kathleen', 'Hanner', 'Female', 'United States'],
    ['Nereida', 'Magwood', 'Female', 'United States'],
  ]);
  // Text in number and id columns is kept as typed and shown as an error.
  await expect(cell(page, 7, COL.barcode)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(page, 7, COL.price)).toHaveAttribute('title', 'is not a number');

  // TSV with a quoted multi-line cell, and a paste wider than the grid (the extra column is reported).
  await clickCell(page, 0, COL.store);
  await pasteInto(page, { text: 'S1\t"line 1\r\nline 2"\textra\r\n' });
  rows = await harnessRows(page);
  expect([rows[0]!.values.store, rows[0]!.values.remark]).toEqual(['S1', 'line 1\nline 2']);
  await expect(page.getByTestId('grid-live')).toContainText('1 column did not fit');
});

test('paste and fill skip rows hidden by a filter; rows the paste touched stay visible', async ({ page }) => {
  await open(page, { rows: 10 });
  // Rows 1, 4, 7 and 10 are in WH-1.
  await page.getByLabel('Filter rows').fill('WH-1');
  await expect(page.getByTestId('grid-rows')).toHaveText('4 of 10 rows');
  await clickCell(page, 0, COL.qty);
  await pasteInto(page, { text: '70\n80\n90\n' });
  let rows = await harnessRows(page);
  expect(rows.map((r) => r.values.qty)).toEqual(['70', '1', '2', '80', '4', '5', '90', '7', '8', '9']);
  // Fill down over the visible rows 1…4 (data rows 1, 4, 7, 10) from the first.
  await clickCell(page, 0, COL.remark);
  await page.keyboard.type('checked');
  await page.keyboard.press('Enter');
  await clickCell(page, 0, COL.remark);
  await clickCell(page, 3, COL.remark, ['Shift']);
  await page.keyboard.press('Control+D');
  rows = await harnessRows(page);
  expect(rows.map((r) => r.values.remark)).toEqual(['checked', '', '', 'checked', '', '', 'checked', '', '', 'checked']);
  // A paste that overflows the filtered view adds rows at the end, and they stay on screen.
  await clickCell(page, 3, COL.msku);
  await pasteInto(page, { text: 'X-1\nX-2\n' });
  await expect(page.getByTestId('grid-rows')).toHaveText('5 of 11 rows');
  await page.getByLabel('Filter rows').fill('');
  await expect(page.getByTestId('grid-rows')).toHaveText('11 of 11 rows');
});

test('fill handle drag and Ctrl+D; Delete clears; insert and delete rows', async ({ page }) => {
  await open(page, { rows: 8 });
  await clickCell(page, 0, COL.qty);
  await clickCell(page, 1, COL.qty, ['Shift']);
  // Drag the fill handle from row 2 down to row 6: rows 3–6 repeat the 0, 1 pattern.
  const handle = cell(page, 1, COL.qty).locator('[data-fill-handle]');
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + 3, box.y + 3);
  await page.mouse.down();
  const target = (await cell(page, 5, COL.qty).boundingBox())!;
  await page.mouse.move(target.x + 10, target.y + 10, { steps: 5 });
  await page.mouse.up();
  let rows = await harnessRows(page);
  expect(rows.map((r) => r.values.qty)).toEqual(['0', '1', '0', '1', '0', '1', '6', '7']);
  await expect(page.getByTestId('grid-live')).toHaveText('Filled 4 rows');
  // Ctrl+D on one cell copies the cell above.
  await clickCell(page, 7, COL.sku);
  await page.keyboard.press('Control+D');
  rows = await harnessRows(page);
  expect(rows[7]!.values.sku).toBe('SKU7');
  // Delete clears the selection; dirty cells are counted.
  await clickCell(page, 0, COL.name);
  await clickCell(page, 1, COL.sku, ['Shift']);
  await page.keyboard.press('Delete');
  rows = await harnessRows(page);
  expect([rows[0]!.values.sku, rows[0]!.values.name, rows[1]!.values.sku, rows[1]!.values.name]).toEqual(['', '', '', '']);
  await expect(cell(page, 0, COL.sku)).toHaveClass(/dg-dirty/);
  // Delete rows 1–2 with Ctrl+-, then undo brings them back in place.
  await page.keyboard.press('Control+Minus');
  await expect(page.getByTestId('grid-rows')).toHaveText('6 of 6 rows');
  await page.keyboard.press('Control+Z');
  rows = await harnessRows(page);
  expect(rows.map((r) => r.id)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8']);
});

test('undo and redo: one paste is one step, and it survives a re-sort and a refetch', async ({ page }) => {
  await open(page, { rows: 6 });
  await clickCell(page, 0, COL.qty);
  await pasteInto(page, { html: '<table><tr><td>100</td><td>X</td></tr><tr><td>200</td><td>Y</td></tr><tr><td>300</td><td>Z</td></tr></table>' });
  let rows = await harnessRows(page);
  expect(rows.slice(0, 3).map((r) => [r.id, r.values.qty, r.values.sku])).toEqual([
    ['r1', '100', 'X'],
    ['r2', '200', 'Y'],
    ['r3', '300', 'Z'],
  ]);
  // Sort by quantity, descending (two clicks), then the server sends every row again in another order.
  await page.getByRole('columnheader', { name: 'Quantity' }).getByRole('button').click();
  await page.getByRole('columnheader', { name: 'Quantity' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'Quantity' })).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(page, 0, COL.qty)).toHaveText('300');
  await page.evaluate(() => window.gridHarness!.refetch());
  await page.getByRole('grid').focus();
  await page.keyboard.press('Control+Z');
  rows = await harnessRows(page);
  const byId = new Map(rows.map((r) => [r.id, r.values]));
  expect(['r1', 'r2', 'r3'].map((id) => [byId.get(id)!.qty, byId.get(id)!.sku])).toEqual([
    ['0', 'SKU1'],
    ['1', 'SKU2'],
    ['2', 'SKU3'],
  ]);
  await expect(page.getByTestId('grid-live')).toHaveText('Undone');
  // Under the sort the undone rows stay where they were (the order is held until the sort changes).
  await expect(cell(page, 0, COL.sku)).toHaveText('SKU3');
  await expect(cell(page, 0, COL.qty)).toHaveText('2');
  await page.keyboard.press('Control+Y');
  expect(new Map((await harnessRows(page)).map((r) => [r.id, r.values.qty])).get('r2')).toBe('200');
  await page.keyboard.press('Control+Z');
  await page.keyboard.press('Control+Shift+Z');
  expect(new Map((await harnessRows(page)).map((r) => [r.id, r.values.qty])).get('r3')).toBe('300');
});

test('validation messages in zh-CN: on focus, on hover, per row and in the footer', async ({ page }) => {
  await open(page, { rows: 3, locale: 'zh-CN' });
  await clickCell(page, 1, COL.qty);
  await page.keyboard.type('1.5');
  await page.keyboard.press('Enter');
  await clickCell(page, 2, COL.msku);
  await page.keyboard.press('Delete');
  await clickCell(page, 1, COL.qty);
  await expect(page.getByTestId('grid-cell-info')).toHaveText('数量，第 2 行：必须是整数，不能有小数');
  await expect(cell(page, 2, COL.msku)).toHaveAttribute('title', '必填');
  await expect(page.locator('[role="row"][aria-rowindex="3"] [role="rowheader"]')).toContainText('1 个错误');
  await expect(page.getByTestId('grid-errors')).toHaveText('2 行共 2 个错误');
  await expect(page.getByRole('columnheader', { name: '数量' })).toBeVisible();
});

test('statuses from the screen, failed-only filter, retry and export hooks; copy as TSV and HTML', async ({ page }) => {
  await open(page, { rows: 5 });
  await page.evaluate(() =>
    window.gridHarness!.setStatuses([
      ['r1', { state: 'succeeded' }],
      ['r2', { state: 'failed', reason: '调整未完成' }],
      ['r3', { state: 'sending' }],
      ['r4', { state: 'failed', reason: 'MSKU not found' }],
      ['r5', { state: 'unknown', reason: 'timed out' }],
    ]),
  );
  await expect(page.locator('[role="row"][aria-rowindex="3"]')).toContainText('Failed: 调整未完成');
  await expect(page.locator('[role="row"][aria-rowindex="6"]')).toContainText('Unknown: timed out');
  await page.getByLabel('Failed only (2)').check();
  await expect(page.getByTestId('grid-rows')).toHaveText('2 of 5 rows');
  await page.getByRole('button', { name: 'Retry failed (2)' }).click();
  await expect(page.getByTestId('harness-retried')).toHaveText('r2,r4');
  await page.getByRole('button', { name: 'Export failed rows' }).click();
  await expect(page.getByTestId('harness-exported')).toHaveText('r2,r4');

  await clickCell(page, 0, COL.msku);
  await clickCell(page, 1, COL.qty, ['Shift']);
  const copied = await page.evaluate(() => {
    const dt = new DataTransfer();
    document.querySelector('[role="grid"]')!.dispatchEvent(new ClipboardEvent('copy', { clipboardData: dt, bubbles: true, cancelable: true }));
    return { text: dt.getData('text/plain'), html: dt.getData('text/html') };
  });
  expect(copied.text).toBe('MSKU-000002\t\t1\r\nMSKU-000004\tWH-1\t3\r\n');
  expect(copied.html).toContain(`<td style='mso-number-format:"\\@"'>MSKU-000004</td>`);
});

test('import a CSV (zh-CN headers) and an XLSX (en headers, read in a worker) with bad rows; export both', async ({ page }) => {
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const { readSheet } = await import('read-excel-file/node');
  await open(page, { rows: 1 });
  const csv = '\ufeffMSKU ID,数量,条码,备注列\r\nC-1,"1,200",000123,x\r\nC-2,1.5,123456789123456789,y\r\n,,,\r\n';
  await page.getByLabel('Import a file (CSV, XLSX, XLS)').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await confirmMapping(page, 'Import 2 rows');
  await expect(page.locator('.dg-import-report')).toContainText('2 rows imported, 1 cell to fix');
  await expect(page.locator('.dg-import-report')).toContainText('Row 3, Quantity: must be a whole number, without decimals (1.5)');
  await expect(page.locator('.dg-import-report')).toContainText('Columns not used: 备注列');
  let rows = await harnessRows(page);
  expect(rows.slice(1).map((r) => [r.values.msku, r.values.qty, r.values.barcode])).toEqual([
    ['C-1', '1200', '000123'],
    ['C-2', '1.5', '123456789123456789'],
  ]);

  const text = (value: string) => ({ value, type: String });
  const xlsx = await writeXlsxFile([
    [text('MSKU id'), text('Quantity'), text('Barcode')],
    [text('X-1'), { value: 7, type: Number }, text('987654321987654321')],
    [text('X-2'), text('lots'), text('0042')],
  ]).toBuffer();
  await page.getByLabel('Import a file (CSV, XLSX, XLS)').setInputFiles({ name: 'stock.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx });
  await confirmMapping(page, 'Import 2 rows');
  await expect(page.locator('.dg-import-report')).toContainText('2 rows imported, 1 cell to fix');
  await expect(page.locator('.dg-import-report')).toContainText('Row 3, Quantity: is not a number (lots)');
  rows = await harnessRows(page);
  expect(rows.slice(3).map((r) => [r.values.msku, r.values.qty, r.values.barcode])).toEqual([
    ['X-1', '7', '987654321987654321'],
    ['X-2', 'lots', '0042'],
  ]);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = await (await csvDownload).path();
  const exportedText = readFileSync(exported, 'utf8');
  expect(exportedText).toContain('X-1,,7,,,="987654321987654321",');
  expect(exportedText).toContain('X-2,,lots,,,="0042",');

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const sheet = await readSheet(readFileSync(await (await xlsxDownload).path()));
  expect(sheet[0]?.slice(0, 3)).toEqual(['MSKU id', 'Warehouse', 'Quantity']);
  expect(sheet.at(-1)?.slice(0, 6)).toEqual(['X-2', null, 'lots', null, null, '0042']);
  expect(sheet.at(-2)?.[5]).toBe('987654321987654321');
});

/** The mapping step: nothing lands before its Import button. */
async function confirmMapping(page: Page, name: string | RegExp) {
  const step = page.getByTestId('import-mapping');
  await expect(step).toBeVisible();
  await step.getByRole('button', { name }).click();
  await expect(step).toBeHidden();
}

/** Drops a file on an element the way a file manager does (dragenter, dragover, drop with a DataTransfer). */
async function dropFile(page: Page, selector: string, name: string, bytes: Buffer) {
  const dt = await page.evaluateHandle(
    ({ b64, fileName }) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], fileName));
      return data;
    },
    { b64: bytes.toString('base64'), fileName: name },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await page.dispatchEvent(selector, type, { dataTransfer: dt });
}

const importFixture = (name: string) => readFileSync(join(process.cwd(), 'test', 'fixtures', 'import', name));

test('a workbook dropped on the grid goes through the mapping step: data sheet and header row found, columns mapped by the user, remembered', async ({ page }) => {
  await open(page, { rows: 1 });
  await dropFile(page, '[data-testid="harness-grid-box"]', 'stock.xlsx', importFixture('stock.xlsx'));
  const step = page.getByTestId('import-mapping');
  await expect(step).toBeVisible();
  // The notes sheet comes first in the file; the sheet whose headers match is chosen, under its merged title.
  await expect(step.getByTestId('import-sheet')).toHaveValue('1');
  await expect(step.getByTestId('import-header-row')).toHaveValue('1');
  await expect(step).toContainText('Rows above row 2 (a title) are skipped.');
  await expect(step.getByTestId('import-matched')).toContainText('1 column matched, 5 not used');
  await expect(step.getByTestId('import-map-5')).toHaveValue('remark');
  await step.getByTestId('import-map-0').selectOption({ label: 'Store code' });
  await step.getByTestId('import-map-1').selectOption({ label: 'MSKU id' });
  await step.getByTestId('import-map-2').selectOption({ label: 'Quantity' });
  await step.getByTestId('import-map-3').selectOption({ label: 'Price' });
  await expect(step.getByTestId('import-matched')).toContainText('5 columns matched, 1 not used');
  // B5:B6 is merged over the MSKU column: filling down is offered (and on).
  await expect(step.getByTestId('import-fill-merged')).toBeChecked();
  await step.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(step).toBeHidden();
  const rows = await harnessRows(page);
  expect(rows.slice(1).map((r) => [r.values.store, r.values.msku, r.values.qty, r.values.price, r.values.remark])).toEqual([
    ['11', 'A-1', '11', '1111.1111', '11'],
    ['0012', 'B-2', '22', '0.045', '213.2324'],
    ['1234567890123456789012', 'C-3', '5', '2', ''],
    ['13', 'C-3', '6', '3', ''],
  ]);

  // The same headers next time: the user's mapping is remembered for this screen.
  await page.getByLabel('Import a file (CSV, XLSX, XLS)').setInputFiles({ name: 'stock.xlsx', mimeType: 'application/octet-stream', buffer: importFixture('stock.xlsx') });
  await expect(step.getByTestId('import-matched')).toContainText('5 columns matched, 1 not used');
  await expect(step.getByTestId('import-map-1')).toHaveValue('msku');
  await step.getByRole('button', { name: 'Cancel' }).click();
  await expect(step).toBeHidden();
  expect(await harnessRows(page)).toHaveLength(5);
});

test('errors of an import found with the error count button and F8, fixed by keyboard', async ({ page }) => {
  await open(page, { rows: 1 });
  await page.getByLabel('Import a file (CSV, XLSX, XLS)').setInputFiles({ name: 'fix.csv', mimeType: 'text/csv', buffer: Buffer.from('商品MSKU,数量\r\nA,1.5\r\nB,lots\r\n') });
  await page.getByTestId('import-map-0').selectOption({ label: 'MSKU id' });
  await confirmMapping(page, 'Import 2 rows');
  await expect(page.getByTestId('grid-errors')).toContainText('2 errors in 2 rows');
  await page.getByTestId('grid-errors').click();
  await expect(page.getByTestId('grid-cell-info')).toContainText('Quantity, row 2: must be a whole number');
  await page.keyboard.press('F2');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-errors')).toContainText('1 error in 1 row');
  await page.keyboard.press('F8');
  await expect(page.getByTestId('grid-cell-info')).toContainText('Quantity, row 3: is not a number');
  await page.keyboard.press('F2');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-errors')).toHaveText('No errors');
  expect((await harnessRows(page)).slice(1).map((r) => [r.values.msku, r.values.qty])).toEqual([
    ['A', '2'],
    ['B', '3'],
  ]);
});

test('GBK, UTF-16 and .xls files read as the user sees them, through the file button', async ({ page }) => {
  await open(page, { rows: 1 });
  const input = page.getByLabel('Import a file (CSV, XLSX, XLS)');
  await input.setInputFiles({ name: 'gbk.csv', mimeType: 'text/csv', buffer: Buffer.concat([Buffer.from('MSKU id,Product name\r\nA,'), Buffer.from([0xc5, 0xae, 0xd7, 0xb0]), Buffer.from('\r\n')]) });
  await expect(page.getByTestId('import-mapping')).toContainText('GB18030');
  await confirmMapping(page, 'Import 1 row');
  await input.setInputFiles({ name: 'unicode.txt', mimeType: 'text/plain', buffer: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('MSKU ID\t品名\r\nB\t童装\r\n', 'utf16le')]) });
  await confirmMapping(page, 'Import 1 row');
  await input.setInputFiles({ name: 'legacy.xls', mimeType: 'application/vnd.ms-excel', buffer: importFixture('legacy.xls') });
  await confirmMapping(page, 'Import 2 rows');
  const rows = await harnessRows(page);
  expect(rows.slice(1).map((r) => [r.values.msku, r.values.name ?? '', r.values.qty ?? ''])).toEqual([
    ['A', '女装', ''],
    ['B', '童装', ''],
    ['A-1', '', '12'],
    ['B-2', '', '1111.1111'],
  ]);
});

test('a pasted table with zh-CN headers in another order lands by name; the header row is skipped and the user told', async ({ page }) => {
  await open(page, { rows: 1, locale: 'zh-CN' });
  await page.getByRole('grid').focus();
  await page.keyboard.press('ArrowRight');
  await pasteInto(page, { text: '数量\t商品备注\tMSKU ID\r\n7\tx\tP-1\r\n1,200\ty\tP-2\r\n' });
  await expect(page.getByTestId('grid-note')).toHaveText('粘贴的第一行是列名，已跳过。 未使用的列：商品备注 已按列名粘贴到：数量、MSKU ID。');
  const rows = await harnessRows(page);
  // From the active row (the harness's one row), whatever the active column.
  expect(rows.map((r) => [r.values.msku, r.values.qty])).toEqual([
    ['P-1', '7'],
    ['P-2', '1200'],
  ]);
  expect(rows.some((r) => Object.values(r.values).includes('数量'))).toBe(false);
});

test('row numbers stay the rows’ own under sort and filter; a duplicate says which row it repeats, by keyboard', async ({ page }) => {
  await open(page, { rows: 30 });
  const grid = page.getByRole('grid');
  await grid.focus();
  // Row 17 repeats row 3's MSKU.
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('F2');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('MSKU-000003');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Quantity' }).click();
  await page.getByRole('button', { name: 'Quantity' }).click(); // descending: row 30 (qty 29) comes first
  await expect(cell(page, 0, COL.msku)).toHaveText('MSKU-000030');
  await expect(page.locator('[role="row"][aria-rowindex="2"] .dg-rownum')).toHaveText('30');
  await page.getByLabel('Filter rows').fill('MSKU-000003');
  await expect(page.locator('.dg-body .dg-rownum')).toHaveText(['17', '3']);
  await grid.focus();
  await page.keyboard.press('F8');
  await expect(page.getByTestId('grid-cell-info')).toHaveText('MSKU id, row 17: is the same item as row 3');
  await screenshot(page, 'grid-duplicate-row-en');
});

test.describe('accessibility', () => {
  // axe-core is injected as an inline script, which the page's CSP refuses.
  test.use({ bypassCSP: true });

  test('axe-core finds no serious or critical violation, with errors, statuses and an open editor, in both locales', async ({ page }) => {
    for (const locale of ['en', 'zh-CN']) {
      const errors = watchErrors(page);
      await open(page, { rows: 30, locale });
      await page.evaluate(() => window.gridHarness!.setStatuses([['r1', { state: 'failed', reason: 'x' }]]));
      await clickCell(page, 1, COL.qty);
      await page.keyboard.type('1.5');
      await page.keyboard.press('Enter');
      await clickCell(page, 2, COL.msku, ['Shift']);
      await expectAccessible(page);
      await page.keyboard.press('F2');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    }
  });
});
