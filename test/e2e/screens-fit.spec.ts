// Every screen of the navigation on a warehouse PC (1024×700) and a small laptop (1280×800), light and dark, en
// and zh-CN (issue 17): the page never scrolls sideways; no button, badge, tab or navigation item has its text
// cut (by an ellipsis or by its box); a badge stays inside its box (a grid row header's error count); and a grid
// or table wider than its box shows its sideways scrollbar in the window, beside a pinned first column.
// Screenshots of each for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { setLook } from './screens-support';
import { screenshot } from './support';
import { hostPerFile } from './host-per-file';

// Headless Chromium hides scrollbars by default; whether a scrollbar is shown is part of what is checked.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
] as const;
const LOOKS = [
  { name: 'light', locale: 'en', theme: 'light' },
  { name: 'dark', locale: 'en', theme: 'dark' },
  { name: 'zh-CN', locale: 'zh-CN', theme: 'light' },
] as const;

const e2e = hostPerFile();

/** Everything wrong with the screen as shown, one line each (empty when it fits). */
function problems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (el: Element) => {
      if (el.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) return false;
      const r = el.getBoundingClientRect();
      // Text for screen readers only sits in a 1 px clipped box: not shown, so not cut.
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };

    // The page (and the content area that scrolls it) never scroll sideways.
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) out.push(`page: ${root.scrollWidth - window.innerWidth}px wider than the window`);
    const content = document.querySelector('.content');
    if (content && content.scrollWidth > content.clientWidth + 1) out.push(`content area: ${content.scrollWidth - content.clientWidth}px hidden sideways`);
    const visibleBottom = Math.min(window.innerHeight, content?.getBoundingClientRect().bottom ?? window.innerHeight);

    // No text cut in buttons, badges, tabs and navigation items, nor in anything inside them.
    const controls = document.querySelectorAll('button, [role="button"], .btn, a.btn, .badge, .dg-errcount, .sidebar a, [role="tab"], kbd');
    for (const c of controls) {
      if (!shown(c)) continue;
      for (const el of [c, ...c.querySelectorAll('*')]) {
        if (!shown(el) || !(el instanceof HTMLElement)) continue;
        const s = getComputedStyle(el);
        const clips = s.overflowX !== 'visible' || s.textOverflow === 'ellipsis';
        if (clips && el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)}: text cut by ${el.scrollWidth - el.clientWidth}px`);
      }
      // A control's content wider than the control spills out (or is covered): cut too.
      if (c instanceof HTMLElement && c.scrollWidth > c.clientWidth + 1) out.push(`${name(c)}: content ${c.scrollWidth - c.clientWidth}px wider than its box`);
    }
    // A badge stays inside its container: the grid's row header is 64 px and the cell beside it covers overflow.
    for (const b of document.querySelectorAll('.badge, .dg-errcount')) {
      const parent = b.parentElement;
      if (!shown(b) || !parent) continue;
      const [r, p] = [b.getBoundingClientRect(), parent.getBoundingClientRect()];
      if (r.right > p.right + 1 || r.left < p.left - 1) out.push(`${name(b)}: sticks ${Math.round(Math.max(r.right - p.right, p.left - r.left))}px out of its container`);
    }

    // A grid or table wider than its box scrolls sideways with a scrollbar the user can see: the box ends inside the
    // window, a grid with room under it as the screen opens ends in view (its scrollbar is on its bottom edge), no
    // box is taller than the window (scrolled to, it is seen whole), and the first column stays pinned.
    for (const box of document.querySelectorAll('.dg-scroll, .table-scroll')) {
      if (!(box instanceof HTMLElement) || !shown(box)) continue;
      const label = box.getAttribute('aria-label') ?? box.querySelector('[role="grid"]')?.getAttribute('aria-label') ?? box.className;
      const s = getComputedStyle(box);
      const overflowing = box.scrollWidth > box.clientWidth + 1;
      const r = box.getBoundingClientRect();
      if (r.right > window.innerWidth + 1) out.push(`${label}: ends ${Math.round(r.right - window.innerWidth)}px past the window`);
      // Send under a bulk grid is in view as the screen opens whenever the grid could keep its few rows and leave
      // it room: the grid takes the window's height down to Send, never past it (overflowing sideways or not).
      const send = box.closest('.bulk')?.querySelector('.bulk-actions')?.getBoundingClientRect();
      if (send) {
        const grid = box.parentElement?.getBoundingClientRect().bottom ?? r.bottom;
        const padding = content ? parseFloat(getComputedStyle(content).paddingBottom) || 0 : 0;
        const room = visibleBottom - r.top - (send.bottom - r.bottom) - padding;
        if (room >= 6 * 30 && send.bottom > visibleBottom + 1) out.push(`${label}: Send is ${Math.round(send.bottom - visibleBottom)}px below the fold (${Math.round(send.bottom - grid)}px under the grid)`);
      }
      if (!overflowing) continue;
      const scrollbar = box.offsetHeight - box.clientHeight - parseFloat(s.borderTopWidth) - parseFloat(s.borderBottomWidth);
      if (!['auto', 'scroll'].includes(s.overflowX) || scrollbar <= 0) out.push(`${label}: ${box.scrollWidth - box.clientWidth}px hidden with no scrollbar`);
      // A grid with room for its header and five rows under it as the screen opens (its footer and the content's
      // padding kept in view too) ends in view: its scrollbar is seen with it. One that starts lower keeps those
      // rows and is seen whole once scrolled to (the check below).
      if (box.classList.contains('dg-scroll')) {
        const footer = (box.parentElement?.getBoundingClientRect().bottom ?? r.bottom) - r.bottom;
        const padding = content ? parseFloat(getComputedStyle(content).paddingBottom) || 0 : 0;
        const room = visibleBottom - r.top - footer - padding;
        if (room >= 6 * 30 && r.bottom > visibleBottom + 1) out.push(`${label}: its sideways scrollbar is ${Math.round(r.bottom - visibleBottom)}px below the fold`);
      }
      if (r.height > visibleBottom - (content?.getBoundingClientRect().top ?? 0)) out.push(`${label}: taller than the window, its scrollbar never in view`);
      const first = box.querySelector('.dg-pin-first, thead th:first-child');
      if (first && !['sticky', 'fixed'].includes(getComputedStyle(first).position)) out.push(`${label}: first column not pinned`);
    }
    return out;
  });
}

/** Gives each grid on the screen a row with errors, so its row header shows the error badge. */
async function makeRowErrors(page: Page): Promise<number> {
  const grids = page.locator('.dg-scroll');
  const count = await grids.count();
  for (let g = 0; g < count; g++) {
    await grids.nth(g).locator('[role="grid"]').focus();
    await page.keyboard.press('Control+Home');
    // Letters where the vendor wants numbers, dates or ids: every cell of the first row but the first.
    for (let c = 0; c < 3; c++) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.type('x?');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowUp');
    }
    await page.keyboard.press('Control+Home');
  }
  return page.locator('.dg-errcount').count();
}

for (const size of SIZES) {
  for (const look of LOOKS) {
    test(`every screen fits ${size.width}x${size.height} (${look.name})`, async ({ page }) => {
      // Nine screens, each checked and photographed: a walk through the app, not one screen's test.
      test.setTimeout(240_000);
      await setLook(e2e, { locale: look.locale, theme: look.theme });
      await page.setViewportSize(size);
      await page.goto(e2e.host.appUrl);
      const links = page.locator('.sidebar a');
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThanOrEqual(9);
      const found: Record<string, string[]> = {};
      let badges = 0;
      for (const [i, href] of hrefs.entries()) {
        await links.nth(i).click();
        await expect(page.locator('.content h1').first()).toBeVisible();
        await expect(links.nth(i)).toHaveAttribute('aria-current', 'page');
        await expect(page.locator('.content [aria-busy="true"]')).toHaveCount(0);
        const slug = href.replace(/^#\//, '').replace(/[^a-z-]/g, '') || 'home';
        if ((await page.locator('.dg-scroll').count()) > 0) badges += await makeRowErrors(page);
        await page.locator('.content').evaluate((el) => el.scrollTo(0, 0));
        await screenshot(page, `fit-${slug}-${size.width}-${look.name}`);
        const p = await problems(page);
        if (p.length > 0) found[slug] = p;
      }
      // The row-header badges were really there to be measured.
      expect(badges).toBeGreaterThan(0);
      expect(found).toEqual({});
    });
  }
}
