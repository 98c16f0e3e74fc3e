// The grid on the app's widest bulk screens at 1024×700 (a warehouse PC): the first column and the Status column
// stay in view whatever is scrolled, the sideways scrollbar is shown, in en and zh-CN; a date typed as people write
// it lands in the vendor's format. Screenshots for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { openRoute, setLocale } from './screens-support';
import { screenshot } from './support';
import { hostPerFile } from './host-per-file';

// Headless Chromium hides scrollbars by default; whether the grid shows one is what is checked here.
test.use({ viewport: { width: 1024, height: 700 }, launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const e2e = hostPerFile();

for (const locale of ['en', 'zh-CN'] as const) {
  test(`Cargo and Inbound shipments keep the Status and first columns in view, with a scrollbar (${locale})`, async ({ page }) => {
    await setLocale(e2e, locale);
    for (const screen of ['cargo', 'inbound-shipments']) {
      await openRoute(page, e2e, `/${screen}`);
      const box = page.locator('.dg-scroll');
      await expect(box).toBeVisible();
      const status = page.locator('.dg-headrow .dg-pin-status');
      const first = page.locator('.dg-headrow .dg-pin-first');
      await expect(status).toHaveText(locale === 'en' ? 'Status' : '状态');
      const shape = await box.evaluate((el: HTMLElement) => ({ scrollbar: el.offsetHeight - el.clientHeight - 2, overflow: el.scrollWidth - el.clientWidth, right: el.getBoundingClientRect().right }));
      expect(shape.right).toBeLessThanOrEqual(1024);
      if (screen === 'cargo') {
        expect(shape.overflow).toBeGreaterThan(0);
        expect(shape.scrollbar).toBeGreaterThan(0);
      }
      for (const scrollLeft of [0, 100_000]) {
        await box.evaluate((el, x) => { el.scrollLeft = x; }, scrollLeft);
        const b = (await box.boundingBox())!;
        const s = (await status.boundingBox())!;
        const f = (await first.boundingBox())!;
        expect(s.x + s.width).toBeLessThanOrEqual(b.x + b.width);
        expect(s.x).toBeGreaterThanOrEqual(b.x);
        expect(Math.round(f.x - b.x)).toBeLessThanOrEqual(64 + 1);
      }
      await screenshot(page, `grid-${screen}-1024-${locale}`);
    }
    // A date typed as people write it, in Cargo's Expected arrival (the last screen was Inbound; back to Cargo).
    await openRoute(page, e2e, '/cargo');
    const grid = page.getByRole('grid');
    await grid.focus();
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.type('2024/11/11 9:05');
    await page.keyboard.press('Enter');
    await expect(page.locator('[role="row"][aria-rowindex="2"] [role="gridcell"][aria-colindex="11"]')).toHaveText('2024-11-11 09:05:00');
    await screenshot(page, `grid-cargo-date-1024-${locale}`);
  });
}

/** Where the grid, its footer and the screen's Send bar sit in the content area that scrolls the page. */
function layout(page: Page) {
  return page.evaluate(() => {
    const content = document.querySelector('.content') as HTMLElement;
    const box = [...document.querySelectorAll<HTMLElement>('.dg-scroll')].find((b) => b.offsetParent !== null)!;
    const send = box.closest('.bulk')!.querySelector('.bulk-actions')!;
    const grid = box.parentElement!;
    const c = content.getBoundingClientRect();
    return {
      pageScrolls: content.scrollHeight > content.clientHeight + 1,
      visibleTop: c.top,
      visibleBottom: c.top + content.clientHeight,
      toolbarTop: grid.getBoundingClientRect().top,
      boxBottom: box.getBoundingClientRect().bottom,
      footerBottom: grid.getBoundingClientRect().bottom,
      sendBottom: send.getBoundingClientRect().bottom,
      // Whole rows the box shows under its header, its sideways scrollbar left out.
      rows: Math.floor((box.clientHeight - 30) / 30),
    };
  });
}

// A warehouse user wants as many rows as the window allows and Send without scrolling the page (issue 17): the grid
// ends where Send still fits under it, and never leaves a row's height unused under Send.
for (const locale of ['en', 'zh-CN'] as const) {
  test(`Stock's grids take the window's height down to Send, in view without scrolling the page (${locale})`, async ({ page }) => {
    await setLocale(e2e, locale);
    for (const size of [
      { width: 1024, height: 700, rows: 5 },
      { width: 1280, height: 800, rows: 8 },
    ]) {
      await page.setViewportSize(size);
      for (const tab of ['videox', 'retailx']) {
        await openRoute(page, e2e, `/stock?tab=${tab}`);
        await expect(page.locator('.bulk-actions').first()).toBeVisible();
        await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
        const at = `${tab} at ${size.width}x${size.height}`;
        await expect.poll(async () => (await layout(page)).pageScrolls, `${at}: the page scrolls`).toBe(false);
        const l = await layout(page);
        expect(l.sendBottom, `${at}: Send below the fold`).toBeLessThanOrEqual(l.visibleBottom);
        expect(l.visibleBottom - l.sendBottom, `${at}: room for another row left under Send`).toBeLessThan(30);
        expect(l.rows, `${at}: rows in view`).toBeGreaterThanOrEqual(size.rows);
        await screenshot(page, `grid-stock-${tab}-${size.width}-${locale}`);
      }
    }
  });
}

// Under Cargo's long form the grid starts below the fold: scrolled to, its toolbar, its rows and its footer (with
// the sideways scrollbar) are seen whole, with more rows than the few it keeps at the least.
test('Cargo: the grid under the form is seen whole once scrolled to', async ({ page }) => {
  await setLocale(e2e, 'en');
  // The sheet as a user first meets it: the date typed by the test before (row 1 then lacks its MSKU, and the
  // error line above the grid takes a row's height) is not part of this layout.
  await e2e.call('drafts.delete', { name: 'cargo-storage' }).catch(() => undefined);
  for (const size of [{ width: 1024, height: 700 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await openRoute(page, e2e, '/cargo');
    await expect(page.locator('.dg-scroll')).toBeVisible();
    await page.locator('.dg-scroll').evaluate((box) => {
      const content = document.querySelector('.content')!;
      const grid = box.parentElement!;
      content.scrollTop += grid.getBoundingClientRect().top - content.getBoundingClientRect().top;
    });
    const l = await layout(page);
    expect(l.toolbarTop, `${size.width}: the grid's toolbar in view`).toBeGreaterThanOrEqual(l.visibleTop - 1);
    expect(l.footerBottom, `${size.width}: the grid's footer below the fold`).toBeLessThanOrEqual(l.visibleBottom + 1);
    expect(l.rows, `${size.width}: rows in view`).toBeGreaterThan(5);
    await screenshot(page, `grid-cargo-scrolled-${size.width}`);
  }
});
