// Every screen of the navigation (the feature registry's SCREENS, Settings and Activity among them), each tab
// of a screen that has tabs, with demo data in it, at 1024×700, 1280×800 and 1440×900, light and dark, en and
// zh-CN (issue 32). Each fails on what a user would see wrong:
// - the page scrolling sideways;
// - text cut while its row has room beside it (a cut grid cell is allowed only where the grid's columns
//   already fill its box, and only when the cell shows its whole text on hover, cut-text.ts);
// - a result not in view after its action (a scanned list, an opened detail);
// - an axe violation, serious or critical, color-contrast among them;
// - a raw code or key in the visible text: the catalogue's request field names, the vendor's error codes, our
//   own error, issue and reason codes, and the app's message ids, each searched as a whole word.
// One page per look, resized between sizes; screenshots under test-results/screens/ for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import type { z } from 'zod';
import config from '../../playwright.config';
import { SCREENS } from '../../renderer/src/app/screens';
import { MESSAGES } from '../../renderer/src/i18n/catalogue';
import { OPERATIONS, ISSUE_CODES } from '../../shared/catalogue';
import { ROW_REASON_CODES } from '../../shared/catalogue/reason-codes';
import { ERROR_CODES } from '../../shared/errors/codes';
import { LOCAL_CODES } from '../../shared/errors/local-messages';
import { TEAM_PROBLEM_CODES } from '../../shared/errors/team-messages';
import { seededShippingLists, setLook } from './screens-support';
import { screenshot, seriousViolations, watchErrors } from './support';
import { hostPerFile } from './host-per-file';

// Headless Chromium hides scrollbars by default; a page-level scrollbar is one of the things looked for.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;
const LOCALES = ['en', 'zh-CN'] as const;
const THEMES = ['light', 'dark'] as const;

const e2e = hostPerFile();


// ---- The raw codes and keys a user must never read ----

/** Every field name of every request schema of the catalogue (nested lists and objects too). */
function fieldNames(schema: z.ZodType, out: Set<string>, depth = 0): void {
  if (depth > 12) return;
  const def = schema._zod.def as unknown as { type: string; shape?: Record<string, z.ZodType>; options?: readonly z.ZodType[] } & Record<string, unknown>;
  if (def.type === 'object' && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      out.add(key);
      fieldNames(field, out, depth + 1);
    }
  }
  // Wrappers (optional, default, pipe) and containers (list, record) hold the fields further down.
  for (const inner of ['innerType', 'in', 'out', 'element', 'valueType']) if (def[inner]) fieldNames(def[inner] as z.ZodType, out, depth + 1);
  for (const option of def.options ?? []) fieldNames(option, out, depth + 1);
}

/**
 * Terms that are also ordinary words, or the names the screens themselves give a thing: a field name the same
 * as the word a user reads is no leak. Each entry says why it may show.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  quantity: 'the English word (a column is called "Quantity"; the lowercase word appears in sentences)',
  city: 'the English word',
  mobile: 'the English word',
  province: 'the English word',
  region: 'the English word',
  phone: 'the English word',
  price: 'the English word',
  length: 'the English word',
  offset: 'the English word',
  data: 'the English word ("Sandbox (demo data)")',
  id: 'the English word as the screens use it ("Address id", "Store id")',
  sid: 'the vendor\'s name for a store id, which the screens name on purpose ("Store id (sid)"), as users know it',
  msku: 'the product term users know ("MSKU id"), the same word as the field',
  sku: 'the product term users know',
  gtin: 'the product term users know',
  // Issue codes that are English words, as an issue's text may use them.
  required: 'the English word',
  blank: 'the English word',
  empty: 'the English word',
  decimal: 'the English word',
  country: 'the English word',
  url: 'the English word ("the URL" is written so, but a lowercase url may begin a help text\'s example)',
  https: 'the scheme of an address the user typed or the help shows',
  spaces: 'the English word',
  other: 'the English word',
  unsafe: 'the English word',
  ascii: 'the English word',
  invisible: 'the English word',
  superseded: 'the English word',
  appId: 'the vendor\'s own name for the app id, which the profile form and the vendor\'s reasons use as users know it from its console',
  appSecret: 'the vendor\'s own name for the app secret, in the vendor\'s reasons (errors/codes.ts zh texts) as in its console',
};

/** Vendor codes of three digits are counts and quantities too ("500 rows"): they are looked for in brackets only. */
const SHORT_CODE = /^\d{1,3}$/;

const TERMS: readonly string[] = (() => {
  const names = new Set<string>();
  for (const op of OPERATIONS) fieldNames(op.request, names);
  const codes = [...ERROR_CODES.keys()].map((c) => (SHORT_CODE.test(c) ? `[${c}]` : c));
  const all = [...names, ...codes, ...LOCAL_CODES, ...TEAM_PROBLEM_CODES, ...ROW_REASON_CODES, ...ISSUE_CODES, ...Object.keys(MESSAGES.en)];
  return [...new Set(all)].filter((t) => !(t in ALLOWED));
})();

/** The terms found in a text, each as a whole word (no letter, digit, `_` or `.` of a longer name beside it). */
function rawTerms(text: string): string[] {
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return TERMS.filter((t) => new RegExp(`(?<![A-Za-z0-9_.])${escape(t)}(?![A-Za-z0-9_]|\\.[A-Za-z])`).test(text));
}

// ---- What the page shows wrong, measured in it ----

/** The page's sideways scroll and its cut texts that have room beside them, one line each. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (el: Element) => {
      if (el.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) return false;
      const r = el.getBoundingClientRect();
      // Text for screen readers only sits in a 1 px clipped box: not shown, so not cut.
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) out.push(`page: scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
    // The screen's content area is the page's scroller under the shell's bars: it never scrolls sideways either.
    const content = document.querySelector('.content');
    if (content && content.scrollWidth > content.clientWidth + 1) out.push(`content area: scrolls sideways by ${content.scrollWidth - content.clientWidth}px`);

    /** Room a flex or grid row has left beside its children (content box minus their margin boxes and gaps). */
    const rowRoom = (row: HTMLElement): number => {
      const s = getComputedStyle(row);
      const inner = row.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      const kids = [...row.children].filter((k) => k instanceof HTMLElement && getComputedStyle(k).position !== 'absolute' && getComputedStyle(k).display !== 'none') as HTMLElement[];
      if (s.flexDirection.startsWith('column') || s.flexWrap === 'wrap') {
        // A column or a wrapping row gives each child the whole width: the room is beside the widest child.
        return inner - Math.max(0, ...kids.map((k) => k.getBoundingClientRect().width));
      }
      const gap = parseFloat(s.columnGap) || 0;
      const used = kids.reduce((sum, k) => {
        const ks = getComputedStyle(k);
        return sum + k.getBoundingClientRect().width + parseFloat(ks.marginLeft) + parseFloat(ks.marginRight);
      }, 0);
      return inner - used - gap * Math.max(0, kids.length - 1);
    };

    for (const el of document.querySelectorAll('body *')) {
      if (!(el instanceof HTMLElement) || !shown(el)) continue;
      const s = getComputedStyle(el);
      const clips = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
      // Only a box whose own text runs out of it (not a scroller, not an image or an input) is cut text.
      if (!clips || el.scrollWidth <= el.clientWidth + 1 || el.innerText.trim() === '' || ['INPUT', 'TEXTAREA', 'SELECT', 'IMG', 'SVG'].includes(el.tagName)) continue;
      if (el.querySelector('.dg-scroll, .table-scroll, table')) continue;
      const missing = el.scrollWidth - el.clientWidth;

      // A grid's cell: its column may be cut where the grid's columns fill the box, and the cell says it whole.
      const gridBox = el.closest('.dg-scroll');
      if (gridBox instanceof HTMLElement && el.matches('.dg-cell[data-col], .dg-sort')) {
        const row = el.closest('[role="row"]');
        const room = row ? gridBox.clientWidth - row.scrollWidth : 0;
        if (room >= missing) out.push(`${name(el)}: cut by ${missing}px in a grid with ${Math.round(room)}px free`);
        el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        if (el.getAttribute('aria-invalid') !== 'true' && (el.title ?? '') === '') out.push(`${name(el)}: cut by ${missing}px and not shown whole on hover`);
        continue;
      }
      // A table's cell: the table could have been wider in its box.
      const cell = el.closest('td, th');
      const tableBox = cell?.closest('.table-scroll, .table-wrap') ?? cell?.closest('table')?.parentElement;
      if (cell && tableBox instanceof HTMLElement) {
        const table = cell.closest('table')!;
        const room = tableBox.clientWidth - table.getBoundingClientRect().width;
        if (room >= missing) out.push(`${name(el)}: cut by ${missing}px in a table with ${Math.round(room)}px free`);
        else if (!el.title && !cell.getAttribute('title')) out.push(`${name(el)}: cut by ${missing}px and not shown whole on hover`);
        continue;
      }
      // Any other box: its row (the nearest flex or grid container) or its parent's width has room for it.
      const parent = el.parentElement;
      if (!parent) continue;
      const ps = getComputedStyle(parent);
      const room = ps.display.includes('flex') || ps.display.includes('grid') ? rowRoom(parent) : parent.clientWidth - parseFloat(ps.paddingLeft) - parseFloat(ps.paddingRight) - el.getBoundingClientRect().width;
      if (room >= missing) out.push(`${name(el)}: cut by ${missing}px with ${Math.round(room)}px free beside it`);
    }
    return out;
  });
}

/** The visible text of the page: innerText leaves out closed disclosures, hidden and unrendered parts. */
const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

/** Layout settles after a resize within a few frames (ResizeObserver, then React): measured once it is still. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done())))));
  await expect(page.locator('.content [aria-busy="true"]')).toHaveCount(0);
}

// ---- Demo data on each screen ----

const lists = seededShippingLists();

/** Types a few rows into each empty grid of the screen: long texts and numbers, so columns and statuses show. */
async function fillGrids(page: Page): Promise<void> {
  const grids = page.locator('.content .dg-scroll [role="grid"]');
  for (let g = 0; g < (await grids.count()); g++) {
    const grid = grids.nth(g);
    // A draft kept from an earlier look is already there.
    if ((await grid.locator('.dg-cell[data-col]').filter({ hasText: /\S/ }).count()) > 0) continue;
    const columns = (await grid.locator('[role="columnheader"]').count()) - 2;
    await grid.focus();
    await page.keyboard.press('Control+Home');
    for (let c = 0; c < Math.max(1, columns); c++) {
      for (const [r, value] of ['DEMO-2311230001-LONGER-TEXT', '1200', 'x?'].entries()) {
        await page.keyboard.type(`${value}${r}${c}`);
        await page.keyboard.press('Enter');
      }
      for (let r = 0; r < 3; r++) await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Control+Home');
  }
}

/** Brings the screen's demo data in view as a user would; checks the action's result is in view. */
async function showDemoData(page: Page, path: string, look: number): Promise<void> {
  if (path === '/shipping-lists') {
    await expect(page.getByTestId('queue-loading')).toHaveCount(0);
    // Lists not yet in the queue (each look scans its own), the last of them the result looked for.
    const codes = lists.slice(look * 4, look * 4 + 4).map((l) => l.shippingListCode);
    await page.getByTestId('scan-input').focus();
    for (const code of codes) await page.keyboard.type(`${code}\n`, { delay: 5 });
    const last = page.locator(`tr[data-code="${codes[codes.length - 1]}"]`);
    await expect(last).toHaveAttribute('data-state', 'found');
    // The result of the last scan: its row in view.
    await expect(last).toBeInViewport();
    // Its detail open beside the queue, so the detail's tables are measured too.
    await last.getByRole('button').first().click();
    await expect(page.locator('#detail-title')).toContainText(codes[codes.length - 1]!);
    return;
  }
  if (path === '/listings') {
    // A search: its results (the panel's heading, with the count) in view, not below the filters.
    await page.locator('.content form[role="search"] button[type="submit"]').click();
    await expect(page.locator('#listings-results h2').first()).toBeInViewport();
    return;
  }
  await fillGrids(page);
}

// ---- The walk ----

for (const locale of LOCALES) {
  for (const theme of THEMES) {
    test.describe(`every screen, ${locale}, ${theme}`, () => {
      /** This look's place among the four: each scans and sends lists of its own. */
      const look = LOCALES.indexOf(locale) * THEMES.length + THEMES.indexOf(theme);
      let page: Page;
      let errors: string[];
      test.beforeAll(async ({ browser }) => {
        // The page first, so afterAll has it to close whatever fails after.
        page = await browser.newPage({ viewport: SIZES[0] });
        errors = watchErrors(page);
        // Something to show in Activity: a picking job, as the shipping lists screen would send it.
        const pickable = lists.filter((l) => l.shippingListStatus === 1 && l.pickingStatus !== 1);
        // Lists of their own for each look: a list picked once is not sent again without the user's word.
        const mine = pickable.slice(look * 2, look * 2 + 2);
        await e2e.call('jobs.start', { operation: 'picking', rows: mine.map((l) => ({ key: String(l.id), input: String(l.id) })) });
        await setLook(e2e, { locale, theme });
        await page.goto(e2e.host.appUrl);
        await expect(page.locator('.sidebar a').first()).toBeVisible();
      });
      test('a detail opened from the shipping lists queue is brought into view', async () => {
        // Issue 32, "Where results appear": a click in the queue once opened the detail below a queue of five,
        // out of view at 1024×700.
        await page.setViewportSize(SIZES[0]);
        await page.evaluate(() => {
          window.location.hash = '#/shipping-lists';
        });
        await expect(page.getByTestId('queue-loading')).toHaveCount(0);
        // A working queue of five lists; the newest (at the queue's top) opened.
        const codes = lists.slice(20 + look * 5, 25 + look * 5).map((l) => l.shippingListCode);
        const code = codes[codes.length - 1]!;
        await page.getByTestId('scan-input').focus();
        for (const c of codes) await page.keyboard.type(`${c}\n`, { delay: 5 });
        const row = page.locator(`tr[data-code="${code}"]`);
        await expect(row).toHaveAttribute('data-state', 'found');
        await row.getByRole('button').first().click();
        await expect(page.locator('#detail-title')).toContainText(code);
        await expect(page.locator('#detail-title')).toBeInViewport();
        // Left for another screen, so the screens' own pass below opens this one afresh (at its top).
        await page.evaluate(() => {
          window.location.hash = '#/activity';
        });
        await expect(page.locator('#detail-title')).toHaveCount(0);
      });
      test.afterAll(async () => {
        await page.close();
      });

      for (const screen of SCREENS) {
        test(screen.path, async () => {
          // Each tab of the screen at three sizes, axe each time, on a machine shared with busy loops.
          test.setTimeout(300_000);
          await page.setViewportSize(SIZES[0]);
          await page.evaluate((p) => {
            window.location.hash = `#${p}`;
          }, screen.path);
          await expect(page.locator('.sidebar a[aria-current="page"]')).toHaveAttribute('href', new RegExp(`${screen.path}$`));
          await expect(page.locator('.content h1').first()).toBeVisible();
          await settled(page);
          // A screen opens at its top.
          expect(await page.locator('.content').evaluate((el) => el.scrollTop)).toBe(0);
          await showDemoData(page, screen.path, look);

          const tabs = page.locator('.content [role="tab"]');
          const tabCount = Math.max(1, await tabs.count());
          const found: Record<string, string[]> = {};
          for (let t = 0; t < tabCount; t++) {
            let where = screen.path;
            if ((await tabs.count()) > 0) {
              await tabs.nth(t).click();
              await expect(tabs.nth(t)).toHaveAttribute('aria-selected', 'true');
              where += `#${t + 1}`;
              await fillGrids(page);
            }
            for (const size of SIZES) {
              await page.setViewportSize(size);
              await settled(page);
              const key = `${where} ${size.width}`;
              const seen = [
                ...(await layoutProblems(page)),
                ...(await seriousViolations(page)).map((v) => `axe ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
                ...rawTerms(await visibleText(page)).map((term) => `raw code or key shown: ${term}`),
              ];
              if (seen.length > 0) found[key] = seen;
              const shot = `every-${where.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${size.width}-${locale}-${theme}`;
              await screenshot(page, shot);
              // The screen's first grid too, scrolled to, as its rows show.
              const grid = page.locator('.content .dg-scroll').first();
              if ((await grid.count()) > 0) {
                await grid.scrollIntoViewIfNeeded();
                await screenshot(page, `${shot}-grid`);
                await page.locator('.content').evaluate((el) => el.scrollTo(0, 0));
              }
            }
          }
          expect(found).toEqual({});
          expect(errors).toEqual([]);
        });
      }
    });
  }
}
