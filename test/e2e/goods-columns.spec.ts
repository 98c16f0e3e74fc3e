// The goods table's column chooser on a warehouse PC (1024×700), by keyboard alone: a column added from the
// §2.3 fields the table leaves out is still there after a reload, in en and zh-CN. Screenshots for a person.
import { expect, test } from '@playwright/test';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { openRoute, setLocale } from './screens-support';
import { expectAccessible, screenshot } from './support';
import { hostPerFile } from './host-per-file';

test.use({ viewport: { width: 1024, height: 700 } });

type List = { shippingListCode: string; goodsExtDetails: Array<{ cargoCode: string | null }> };
const withCargo = (new BackOffice({ seed: 42 }).inspect('shippingLists') as List[]).find((l) => l.goodsExtDetails.some((g) => g.cargoCode));

const e2e = hostPerFile();

const TEXT = {
  en: { button: /add columns/i, added: /1 column added/, item: 'Cargo code' },
  'zh-CN': { button: /添加列/, added: /已添加 1 列/, item: '货件编码' },
} as const;

for (const locale of ['en', 'zh-CN'] as const) {
  test(`an added goods column survives a reload (${locale})`, async ({ page }) => {
    if (!withCargo) throw new Error('the seed has no list with a cargo code');
    const t = TEXT[locale];
    await setLocale(e2e, locale);
    await openRoute(page, e2e, `/shipping-lists?code=${withCargo.shippingListCode}`);
    const goods = page.locator('#goods');
    const header = goods.getByRole('columnheader', { name: t.item });
    await expect(goods.locator('table.goods-table')).toBeVisible();
    // A previous run's choice is taken back first, so the test starts from the default columns.
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('opsdesk.shippingLists.goodsColumns')) localStorage.removeItem(k);
    });
    await page.reload();
    await expect(goods.locator('table.goods-table')).toBeVisible();
    await expect(header).toHaveCount(0);

    const button = goods.getByRole('button', { name: t.button });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const item = menu.getByRole('menuitemcheckbox', { name: new RegExp(t.item) });
    for (let i = 0; i < 30 && !(await item.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    await page.keyboard.press('Space');
    await expect(item).toHaveAttribute('aria-checked', 'true');
    await expect(header).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `goods-columns-menu-1024-${locale}`);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(goods.getByRole('button', { name: t.added })).toBeFocused();

    await page.reload();
    await expect(goods.locator('table.goods-table')).toBeVisible();
    await expect(header).toBeVisible();
    await expect(goods.locator('td[data-extra-column="cargoCode"]').filter({ hasText: /\S/ }).first()).toBeVisible();
    const cargoCodes = withCargo.goodsExtDetails.map((g) => g.cargoCode).filter((c): c is string => !!c);
    await expect(goods.locator('td[data-extra-column="cargoCode"] code').first()).toHaveText(cargoCodes[0] ?? '');
    await header.scrollIntoViewIfNeeded();
    await screenshot(page, `goods-columns-reloaded-1024-${locale}`);
  });
}
