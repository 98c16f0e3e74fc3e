// Issue 16's whole import flow on a real screen, in zh-CN, against the embedded sandbox: an XLSX (made here with
// SheetJS) whose zh-CN headers differ from the template, mapped in the mapping step; the two cells it gets wrong
// found with F8 and fixed by keyboard; the rows sent (one the sandbox refuses); the failures exported and the
// exported file read back; the sandbox's applied-write log shows each good row applied once.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { expectAccessible, openScreen, screenshot, watchErrors } from './support';
import { hostPerFile } from './host-per-file';

interface Store { id: string; kind: string; warehouses: Array<{ id: string; isDefault: boolean }> }
const seeded = new BackOffice({ seed: 42 });
const store = (seeded.inspect('stores') as Store[]).find((s) => s.kind === 'videox')!;
const mskus = (seeded.inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((v) => v.storeId === store.id).map((v) => v.mskuId);
const [m1, m2, m3] = [mskus[6]!, mskus[7]!, mskus[8]!];
const REFUSED = 'NO-SUCH-MSKU-16';
const defaultWarehouse = store.warehouses.find((w) => w.isDefault)!.id;

const e2e = hostPerFile();
test.beforeAll(async () => {
  const { profiles } = await e2e.call<{ profiles: Array<{ id: string; active: boolean }> }>('profiles.list', {});
  await e2e.call('profiles.update', { id: profiles.find((p) => p.active)!.id, patch: { locale: 'zh-CN' } });
});
test.use({ viewport: { width: 1280, height: 900 } });

/**
 * The sheet as a colleague keeps it: a title row, headers on row 2 that are not the template's (平台商品编码 for
 * "MSKU ID", 现有库存 for "可用库存"), a notes column, a blank row, quantities as numbers with two mistakes
 * (5.5 and 很多), and an MSKU the store does not have.
 */
function sheet(): Buffer {
  const rows: unknown[][] = [
    ['10 月库存盘点'],
    ['平台商品编码', '仓库', '现有库存', '备注'],
    [m1, '', 3, '盘点'],
    [],
    [m2, '', 5.5, ''],
    [REFUSED, '', 4, '新品'],
    [m3, '', '很多', ''],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '库存');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const statusCell = (grid: Locator, row: number) => grid.locator('[role="row"]').nth(row + 1).locator('.dg-statuscell');

/** The value under the active cell, typed over (F2, select all, type, Enter), as a user fixes a cell. */
async function retype(grid: Locator, text: string) {
  await grid.press('F2');
  await grid.page().keyboard.press('Control+A');
  await grid.page().keyboard.type(text);
  await grid.page().keyboard.press('Enter');
}

test('zh-CN: an XLSX with other headers mapped, two errors fixed with F8, sent, failures exported and read back', async ({ page }) => {
  const errors = watchErrors(page);
  await openScreen(page, e2e.host.appUrl, '库存');
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
  await page.getByLabel('店铺 ID').fill(store.id);
  const grid = page.getByRole('grid', { name: 'videox 库存行' });

  await page.getByTestId('sheet-file').setInputFiles({ name: '库存盘点.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: sheet() });
  const step = page.getByTestId('import-mapping');
  await expect(step).toBeVisible();
  // The title row is skipped; 仓库 matches by a synonym, the others are the user's to map.
  await expect(step.getByTestId('import-header-row')).toHaveValue('1');
  await expect(step).toContainText('第 2 行以上（标题）将被跳过。');
  await expect(step.getByTestId('import-matched')).toContainText('已匹配 1 列，3 列未使用');
  await expect(step.getByTestId('import-map-1')).toHaveValue('warehouse_id');
  await step.getByTestId('import-map-0').selectOption({ label: 'MSKU ID' });
  await step.getByTestId('import-map-2').selectOption({ label: '可用库存' });
  await expect(step.getByTestId('import-matched')).toContainText('已匹配 3 列，1 列未使用');
  await expect(step.getByTestId('import-missing')).toHaveCount(0);
  await screenshot(page, 'import-mapping-zh-CN');
  await expectAccessible(page);
  await step.getByRole('button', { name: '导入 4 行' }).click();
  await expect(step).toBeHidden();

  // The report names the file's own rows (rows 5 and 7: the title, the headers and a blank row lie between), not the grid's.
  const report = page.locator('.dg-import-report').first();
  await expect(report).toContainText('第 5 行，可用库存：必须是整数，不能有小数（5.5）');
  await expect(report).toContainText('第 7 行，可用库存：不是数字（很多）');
  await expect(report).toContainText('备注');
  await screenshot(page, 'import-report-zh-CN');

  // Each bad row's badge is whole (not "1 个错"), inside its row header, and says its words to a screen reader.
  const badges = grid.locator('.dg-errcount');
  await expect(badges).toHaveCount(2);
  const cut = await badges.evaluateAll((els) =>
    els.filter((el) => {
      const box = el.getBoundingClientRect();
      const header = el.closest('.dg-rowheader')!.getBoundingClientRect();
      return el.scrollWidth > el.clientWidth || box.right > header.right || box.left < header.left;
    }).length,
  );
  expect(cut).toBe(0);
  await expect(badges.first()).toHaveAttribute('title', '1 个错误');
  await expect(badges.first()).toContainText('1 个错误');

  // F8 walks the errors from the top; each is fixed where it is found.
  await expect(page.getByTestId('grid-errors')).toContainText('2');
  await grid.focus();
  await grid.press('Control+Home');
  await grid.press('F8');
  await expect(page.getByTestId('grid-cell-info')).toContainText('可用库存');
  await expect(page.getByTestId('grid-cell-info')).toContainText('必须是整数');
  await retype(grid, '5');
  // The report follows the grid: the fixed row leaves it, the other is still listed by its file row.
  await expect(report).not.toContainText('第 5 行');
  await expect(report).toContainText('第 7 行，可用库存：不是数字（很多）');
  await expect(page.getByTestId('import-fixed')).toHaveCount(0);
  await grid.press('F8');
  await expect(page.getByTestId('grid-cell-info')).toContainText('不是数字');
  await retype(grid, '6');
  await expect(page.getByTestId('grid-errors')).toHaveText('没有错误');
  // Every problem fixed: the report says so, and closes.
  await expect(page.getByTestId('import-fixed')).toHaveText('文件中发现的 2 个问题都已修改。');
  await expect(report).not.toContainText('第 7 行');
  await screenshot(page, 'import-report-fixed-zh-CN');
  await page.getByRole('button', { name: '关闭导入报告' }).click();
  await expect(page.getByTestId('import-outcome')).toHaveCount(0);

  await page.getByRole('button', { name: '发送 4 行' }).click();
  await page.locator('[role="alertdialog"]').getByRole('button', { name: '发送 4 行' }).click();
  await expect(statusCell(grid, 2)).toContainText('失败', { timeout: 20_000 });
  for (const row of [0, 1, 3]) await expect(statusCell(grid, row)).toContainText('成功', { timeout: 20_000 });
  await screenshot(page, 'import-sent-zh-CN');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出失败行' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('videox-stock-失败的行.csv');
  const bytes = readFileSync(await file.path());
  // A UTF-8 BOM, so Excel on zh-CN Windows does not read it as GBK.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // Read back as a spreadsheet opens it: the zh-CN headers, the refused row only, our reason, and the service's
  // own words (which the screen leaves out as saying nothing more) for whoever the file goes to.
  const back = XLSX.utils.sheet_to_json<string[]>(XLSX.read(bytes, { type: 'buffer', raw: true }).Sheets.Sheet1!, { header: 1, raw: false, defval: '' });
  expect(back[0]).toEqual(['MSKU ID', '仓库 ID', '可用库存', '原因', '服务原文']);
  expect(back).toHaveLength(2);
  expect(back[1]!.slice(0, 3)).toEqual([REFUSED, '', '4']);
  expect(back[1]![3]).toContain('请检查此 ID');
  expect(back[1]![4]).toBe('msku_id not found in the store');

  // Each good row applied once, with the corrected quantities; the refused one never.
  const applied = (e2e.sandbox()?.appliedWrites() ?? []).filter((w) => w.operation === 'videoxStock').flatMap((w) => w.appliedKeys.map(String));
  expect(applied.sort()).toEqual([m1, m2, m3].sort());
  const stockOf = (msku: string) =>
    (e2e.sandbox()!.inspect('videox') as Array<{ storeId: string; mskuId: string; stock: Record<string, number> }>).find((v) => v.storeId === store.id && v.mskuId === msku)?.stock[defaultWarehouse];
  await expect.poll(() => [m1, m2, m3].map(stockOf), { timeout: 10_000 }).toEqual([3, 5, 6]);
  expect(errors).toEqual([]);
});
