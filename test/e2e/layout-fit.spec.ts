// Screens that fit a warehouse PC: at 1024x700, 1280x800, 1440x900 and 1920x1080 no column of the shipping
// lists' tables is hidden off the right edge without a visible scrollbar, no header is cut, the navigation
// keeps one line per item, and the Settings tabs sit above their panel. Screenshots for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { BackOffice } from '../../electron/sandbox/backoffice';
import config from '../../playwright.config';
import { openRoute } from './screens-support';
import { screenshot } from './support';
import { hostPerFile } from './host-per-file';

// Headless Chromium hides scrollbars by default; a scrollbar's room is what this test measures.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const e2e = hostPerFile();
type List = { shippingListCode: string; accessoriesDetails: unknown[] | null; firstLetListResponseList: unknown[] | null; goodsExtDetails: unknown[] };
const lists = new BackOffice({ seed: 42 }).inspect('shippingLists') as List[];
const rich = lists.find((l) => (l.accessoriesDetails?.length ?? 0) > 0 && (l.firstLetListResponseList?.length ?? 0) > 1 && l.goodsExtDetails.length > 1);
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

/** Each wide table either fits its box, or its box scrolls sideways with a scrollbar that takes room (visible). */
async function clippedTables(page: Page): Promise<string[]> {
  return page.locator('.table-scroll').evaluateAll((boxes) =>
    boxes.flatMap((box) => {
      const el = box as HTMLElement;
      const name = el.getAttribute('aria-label') ?? el.className;
      const overflowing = el.scrollWidth > el.clientWidth + 1;
      const style = getComputedStyle(el);
      const scrolls = ['auto', 'scroll'].includes(style.overflowX);
      const scrollbar = el.offsetHeight - el.clientHeight - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth) > 0;
      const right = el.getBoundingClientRect().right;
      const problems: string[] = [];
      if (overflowing && !(scrolls && scrollbar)) problems.push(`${name}: ${el.scrollWidth - el.clientWidth}px hidden with no scrollbar`);
      // A scrollbar below the fold is no scrollbar: the box fits the window's height.
      if (overflowing && el.getBoundingClientRect().height > window.innerHeight) problems.push(`${name}: its scrollbar is below the fold`);
      // The box itself must end inside the window, or its scrollbar is off screen too.
      if (right > window.innerWidth + 1) problems.push(`${name}: ends ${Math.round(right - window.innerWidth)}px past the window`);
      for (const th of el.querySelectorAll('thead th')) {
        const h = th as HTMLElement;
        if (h.scrollWidth > h.clientWidth + 1) problems.push(`${name}: header "${h.textContent}" cut`);
      }
      return problems;
    }),
  );
}

for (const size of SIZES) {
  test(`the shipping lists and the shell fit ${size.width}x${size.height}`, async ({ page }) => {
    if (!rich) throw new Error('the seed has no rich list');
    await page.setViewportSize(size);
    await openRoute(page, e2e, `/shipping-lists?code=${rich.shippingListCode}`);
    await expect(page.getByTestId('queue-loading')).toHaveCount(0);
    await page.getByTestId('scan-input').focus();
    for (const l of lists.slice(0, 4)) await page.keyboard.type(`${l.shippingListCode}\n`, { delay: 5 });
    await expect(page.locator('tr[data-state="found"]')).toHaveCount(4);
    await expect(page.locator('#head-leg table')).toBeVisible();
    await screenshot(page, `fit-shipping-lists-${size.width}`);
    expect(await clippedTables(page)).toEqual([]);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // One line per navigation item; its shortcut chip stays chip-sized.
    const nav = await page.locator('.sidebar a').evaluateAll((links) =>
      links.map((a) => {
        const line = parseFloat(getComputedStyle(a).lineHeight) || 20;
        const kbd = a.querySelector('kbd');
        return { text: a.textContent, tall: (a as HTMLElement).clientHeight > 2 * line + 2, chip: kbd ? kbd.getBoundingClientRect().height : 0, line };
      }),
    );
    for (const n of nav) {
      expect(n.tall, `nav "${n.text}" wraps`).toBe(false);
      expect(n.chip, `nav "${n.text}" shortcut chip`).toBeLessThanOrEqual(n.line + 8);
    }

    // The Stock screen's styles are in the page from then on: Settings' tabs must still stack.
    await openRoute(page, e2e, '/stock');
    await expect(page.getByRole('tablist').first()).toBeVisible();
    await openRoute(page, e2e, '/settings');
    const tabs = page.locator('.tab-list').first();
    await expect(tabs).toBeVisible();
    const panel = page.locator('[role="tabpanel"]').first();
    const [t, p] = [await tabs.boundingBox(), await panel.boundingBox()];
    expect(t && p && t.y + t.height <= p.y + 1, 'the tab strip sits above its panel').toBe(true);
    await screenshot(page, `fit-settings-${size.width}`);
  });
}
