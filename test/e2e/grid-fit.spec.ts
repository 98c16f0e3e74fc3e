// The grid on the app's widest bulk screens at 1024×700 (a warehouse PC): the first column and the Status column
// stay in view whatever is scrolled, the sideways scrollbar is shown, in en and zh-CN; a date typed as people write
// it lands in the vendor's format. Screenshots for a person to look at.
import { expect, test } from '@playwright/test';
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
