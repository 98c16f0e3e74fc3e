// The import as a user meets its limits, on the videox Stock screen in both languages, light and dark, at
// 1024×700 and 1280×800: a workbook whose MSKU ids were stored as numbers (the report says which and why, and
// the grid refuses them), a long note cut in the mapping step, a CSV past a job's rows refused before anything
// lands, a file named .xlsx that is no workbook. axe on each; screenshots to test-results/screens/.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildXlsx } from '../support/xlsx-builder';
import { hostPerFile } from './host-per-file';
import { expectAccessible, openScreen, screenshot, watchErrors } from './support';

const e2e = hostPerFile();
let dir: string;

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-import-limits-'));
  // As openpyxl or an ERP writes ids: number cells. 138400326137585057 keeps only 15 digits in any spreadsheet.
  const note = `到货后请按箱唛核对数量，破损的箱子拍照留底，${'并在备注中写明箱号与破损情况；'.repeat(12)}`;
  await writeFile(
    join(dir, 'erp-stock.xlsx'),
    buildXlsx([
      {
        name: '库存',
        rows: [
          [{ text: 'MSKU ID' }, { text: '仓库' }, { text: '数量' }, { text: '备注' }],
          [{ number: '138400326137585057' }, { text: 'WH-1' }, { number: '5' }, { text: note }],
          [{ number: '1795522409972246' }, { text: 'WH-1' }, { number: '6' }, { text: '' }],
          [{ text: '138400326137585057' }, { text: 'WH-2' }, { number: '7' }, { text: '' }],
        ],
      },
    ]),
  );
  let big = 'MSKU ID,仓库,数量\r\n';
  for (let i = 0; i < 100_001; i++) big += `M-${i},WH-1,1\r\n`;
  await writeFile(join(dir, 'too-many.csv'), big);
  await writeFile(join(dir, 'renamed.xlsx'), 'MSKU ID,数量\r\nA-1,5\r\n');
});

test.use({ bypassCSP: true });

async function setLook(locale: 'en' | 'zh-CN', theme: 'light' | 'dark') {
  const { profiles } = await e2e.call<{ profiles: Array<{ id: string; active: boolean }> }>('profiles.list', {});
  await e2e.call('profiles.update', { id: profiles.find((p) => p.active)!.id, patch: { locale, theme } });
}

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
] as const;

for (const [locale, theme] of [
  ['en', 'dark'],
  ['zh-CN', 'dark'],
  ['zh-CN', 'light'],
] as const) {
  test(`ids stored as numbers, a long note, too many rows and a renamed file, ${locale} ${theme}`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await setLook(locale, theme);
    const zh = locale === 'zh-CN';
    const name = (what: string, size: { width: number }) => `import-${what}-${locale}-${theme}-${size.width}`;
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await openScreen(page, e2e.host.appUrl, zh ? '库存' : 'Stock');
      const file = page.getByTestId('sheet-file');

      // The mapping step: the long note cut, with its length.
      await file.setInputFiles(join(dir, 'erp-stock.xlsx'));
      const mapping = page.getByTestId('import-mapping');
      await expect(mapping).toContainText(zh ? '个字符' : 'characters)');
      await expectAccessible(page);
      await screenshot(page, name('mapping', size));
      await mapping.getByRole('button', { name: zh ? '导入 3 行' : 'Import 3 rows' }).click();

      // The report: which rows, why, and the ids as a spreadsheet shows them; the grid refuses them too.
      const report = page.locator('.dg-import-report').first();
      await expect(report).toContainText(zh ? '第 2 行，MSKU ID：在文件中以数字存储' : 'Row 2, MSKU id: was stored in the file as a number');
      await expect(report).toContainText('1.38400326137585E+17');
      await expect(report).toContainText(zh ? '第 3 行' : 'Row 3');
      await expect(page.getByTestId('grid-errors')).toContainText(zh ? '2' : '2 errors');
      await expectAccessible(page);
      await screenshot(page, name('report', size));
      await page.getByRole('button', { name: zh ? '丢弃草稿' : 'Discard draft' }).click();
      await page.locator('[role="dialog"], [role="alertdialog"]').getByRole('button', { name: zh ? /^丢弃 3 行/ : /^Discard 3 rows/ }).click();

      // Past a job's rows: refused before anything lands, Import off.
      await file.setInputFiles(join(dir, 'too-many.csv'));
      await expect(page.getByTestId('import-over-cap')).toContainText(zh ? '此文件有 100,001 行；一次导入最多 100,000 行' : 'This file holds 100,001 rows; one import takes at most 100,000');
      await expect(mapping.getByRole('button', { name: /^(导入|Import) 100,?001/ })).toBeDisabled();
      await expectAccessible(page);
      await screenshot(page, name('too-many', size));
      await mapping.getByRole('button', { name: zh ? '取消' : 'Cancel' }).click();

      // Not a workbook at all.
      await file.setInputFiles(join(dir, 'renamed.xlsx'));
      await expect(page.getByTestId('import-failed')).toContainText(zh ? '不是 Excel 工作簿' : 'is not an Excel workbook');
      await expect(page.getByTestId('import-mapping')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}


