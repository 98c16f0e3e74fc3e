// Grid columns a user sizes as in any spreadsheet (issue 32, "tables that fit"): the header's edge dragged,
// double-clicked to fit the widest text, the keyboard's Alt+← / Alt+→ / Alt+Shift+F, the width kept after a
// reload and given back by "Reset column widths"; no grid screen scrolls the page sideways at 1024×700, 1280×800
// or 1440×900, the grids whose columns may shrink (Stock, Inbound shipments) fit their box, so the pinned Status
// column covers none of them, and Listings' table shows all its default columns at 1440.
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { openRoute, setLook } from './screens-support';
import { hostPerFile } from './host-per-file';

test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const e2e = hostPerFile();

/** The grid screens (Stock's two tabs, the bulk screens, the id lists and the tables beside them). */
const GRID_SCREENS = ['/stock?tab=videox', '/stock?tab=retailx', '/listings', '/inbound-shipments', '/cargo', '/ship-from-address', '/orders', '/shipping-lists'];
/** Grids whose columns declare how narrow they may go: they fit their box at every size, nothing under Status. */
const FITTED_GRIDS = new Set(['/stock?tab=videox', '/stock?tab=retailx', '/inbound-shipments']);
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

const header = (page: Page, col: number) => page.locator('.dg-headrow [role="columnheader"]').nth(col + 1);
const widthOf = async (page: Page, col: number) => Math.round((await header(page, col).boundingBox())!.width);

async function openStock(page: Page): Promise<void> {
  await openRoute(page, e2e, '/stock?tab=videox');
  await expect(page.locator('.dg-headrow')).toBeVisible();
}

test('a column is sized by drag, double click and keyboard, and kept after a reload', async ({ page }) => {
  await setLook(e2e, { locale: 'en', theme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStock(page);
  const grid = page.getByRole('grid');
  // Before any sizing the columns share the room the box has (220 px declared for the first, widened at 1280).
  const own = await widthOf(page, 0);
  expect(own).toBeGreaterThanOrEqual(220);
  // A long MSKU in the first row: wider than its column, so cut.
  const long = 'MSKU-0001-LONG-NAME-FROM-A-SUPPLIER-SHEET-XL';
  await grid.focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type(long);
  await page.keyboard.press('Enter');
  const cell = page.locator('[role="row"][aria-rowindex="2"] [role="gridcell"][aria-colindex="2"]');
  await expect(cell).toHaveText(long);
  const cut = () => cell.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(await cut()).toBe(true);

  // Cut text shows whole on hover (its title) and on focus (the line above the grid).
  await cell.hover();
  await expect(cell).toHaveAttribute('title', long);
  await page.keyboard.press('Control+Home');
  await expect(page.getByTestId('grid-cell-info')).toContainText(long);

  // Dragged by its edge: the column follows the pointer, its cells with it.
  const start = await widthOf(page, 1);
  const edge = (await header(page, 1).locator('.dg-resizer').boundingBox())!;
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
  await page.mouse.down();
  await page.mouse.move(edge.x + edge.width / 2 + 40, edge.y + edge.height / 2, { steps: 4 });
  await page.mouse.move(edge.x + edge.width / 2 + 80, edge.y + edge.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => widthOf(page, 1)).toBe(start + 80);
  expect(Math.round((await page.locator('[role="row"][aria-rowindex="2"] [role="gridcell"][aria-colindex="3"]').boundingBox())!.width)).toBe(start + 80);

  // Double-clicked: the first column fits its widest text, the long MSKU whole.
  await header(page, 0).locator('.dg-resizer').dblclick();
  await expect.poll(cut).toBe(false);
  const fitted = await widthOf(page, 0);
  expect(fitted).toBeGreaterThan(own);
  expect(fitted).toBeLessThan(640);

  // By keyboard, on the active column: narrower, wider, fit.
  await grid.focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Alt+ArrowLeft');
  await page.keyboard.press('Alt+ArrowLeft');
  await expect.poll(() => widthOf(page, 0)).toBe(fitted - 32);
  await page.keyboard.press('Alt+ArrowRight');
  await expect.poll(() => widthOf(page, 0)).toBe(fitted - 16);
  await page.keyboard.press('Alt+Shift+F');
  await expect.poll(() => widthOf(page, 0)).toBe(fitted);
  // On the header too (↑ from the first row), where Alt+→ widens instead of moving.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Alt+ArrowRight');
  await expect.poll(() => widthOf(page, 1)).toBe(start + 96);

  // Kept after a reload, per screen: Retailx's grid has its own widths.
  await page.reload();
  await expect(page.locator('.dg-headrow')).toBeVisible();
  await expect.poll(() => widthOf(page, 0)).toBe(fitted);
  expect(await widthOf(page, 1)).toBe(start + 96);
  await openRoute(page, e2e, '/stock?tab=retailx');
  await expect(page.getByRole('tab', { name: /retailx/i, selected: true })).toBeVisible();
  // Nothing sized there: no widths of its own to reset, its first column at least its declared 240 px.
  await expect(page.getByRole('button', { name: 'Reset column widths' })).toHaveCount(0);
  expect(await widthOf(page, 0)).toBeGreaterThanOrEqual(240);
  expect(await widthOf(page, 0)).not.toBe(fitted);

  // "Reset column widths" gives the columns their own widths back, and the reset is kept too.
  await openStock(page);
  await page.getByRole('button', { name: 'Reset column widths' }).click();
  await expect.poll(() => widthOf(page, 0)).toBe(own);
  expect(await widthOf(page, 1)).toBe(start);
  await expect(page.getByRole('button', { name: 'Reset column widths' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.dg-headrow')).toBeVisible();
  await expect.poll(() => widthOf(page, 0)).toBe(own);
});

for (const size of SIZES) {
  test(`no grid screen scrolls the page sideways at ${size.width}x${size.height}`, async ({ page }) => {
    await setLook(e2e, { locale: 'zh-CN', theme: 'light' });
    await page.setViewportSize(size);
    const found: Record<string, number> = {};
    for (const route of GRID_SCREENS) {
      await openRoute(page, e2e, route);
      await expect(page.locator('main.content h1, main.content [role="heading"]').first()).toBeVisible();
      await page.locator('main.content').evaluate((el) => el.scrollTo(0, 0));
      const over = await page.evaluate(() => {
        const s = document.scrollingElement!;
        return s.scrollWidth - s.clientWidth;
      });
      if (over > 0) found[route] = over;
      if (FITTED_GRIDS.has(route)) {
        const box = page.locator('.dg-scroll').first();
        const hidden = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
        if (hidden > 0) found[`${route} grid`] = hidden;
      }
      // Listings' ten default columns, Store, Status and Pairing with them, are all in view from 1440 px.
      if (route === '/listings' && size.width >= 1440) {
        await expect(page.locator('.listings-table tbody tr').first()).toBeVisible();
        const hidden = await page.locator('.listings-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
        if (hidden > 0) found['/listings table'] = hidden;
      }
    }
    expect(found).toEqual({});
  });
}
