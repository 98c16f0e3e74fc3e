// Helpers shared by the renderer's end-to-end tests: console errors, axe-core, screenshots.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';

/** Every page error and console error (an untranslated message id is logged as one, see i18n/IntlRoot.tsx). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | null = null;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** Runs axe-core on the page; returns the serious and critical violations (with their nodes, for the message). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // The app's CSP (script-src 'self') refuses an injected <script> (page.addScriptTag), and the tests keep the
  // CSP on: axe is evaluated through the DevTools protocol instead, which the page's CSP does not govern.
  axeSource ??= readFileSync(AXE_PATH, 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/**
 * Saves a screenshot under test-results/screens/. With OPSDESK_DOCS_SCREENSHOTS=1 (`npm run docs:screenshots`)
 * the ones the user guides show are written to docs/screenshots/guide/ too, so the guides show today's screens.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png` });
  if (process.env.OPSDESK_DOCS_SCREENSHOTS === '1' && GUIDE_SCREENSHOTS.has(name)) await page.screenshot({ path: `docs/screenshots/guide/${name}.png` });
}

const GUIDE_SCREENS = ['shipping-lists', 'listings', 'stock', 'cargo', 'orders', 'inbound-shipments', 'ship-from-address', 'activity', 'settings'];
/** The screenshots docs/user-guide.md and docs/user-guide.zh-CN.md show. */
export const GUIDE_SCREENSHOTS: ReadonlySet<string> = new Set([...GUIDE_SCREENS.flatMap((s) => [`en-${s}`, `zh-CN-${s}`]), 'settings-about-en', 'settings-about-zh-CN']);

/** Opens the app and goes to a screen by its navigation link, as a user would. */
export async function openScreen(page: Page, appUrl: string, nav: string): Promise<void> {
  await page.goto(appUrl);
  await page.getByRole('navigation').getByRole('link', { name: nav, exact: true }).click();
}

/** Moves the active cell with the keyboard only (from the top-left) and types a value. */
export async function typeAt(grid: Locator, row: number, col: number, text: string): Promise<void> {
  await grid.focus();
  await grid.press('Control+Home');
  for (let i = 0; i < row; i++) await grid.press('ArrowDown');
  for (let i = 0; i < col; i++) await grid.press('ArrowRight');
  await grid.press('F2');
  await grid.page().keyboard.press('Control+A');
  await grid.page().keyboard.type(text);
  await grid.page().keyboard.press('Enter');
}

interface MainSide {
  call<T>(method: string, input: unknown): Promise<T>;
}

/**
 * Waits until the main side holds draft `name` as `holds` says: what a reload or a restart will find. The screen
 * saves a moment after the last change, a moment a loaded machine stretches; the store's own answer does not.
 */
export async function expectDraftStored(main: MainSide, name: string, holds: (content: string) => boolean): Promise<void> {
  await expect
    .poll(async () => {
      const draft = await main.call<{ content?: unknown } | null>('drafts.load', { name });
      return draft && 'content' in draft ? holds(JSON.stringify(draft.content)) : false;
    }, { timeout: 30_000 })
    .toBe(true);
}

/** Waits until draft `name` links the newest job of `operation`: its results come back after a reload. */
export async function expectDraftLinksNewestJob(main: MainSide, name: string, operation: string): Promise<void> {
  const { jobs } = await main.call<{ jobs: Array<{ jobId: string; operation: string; createdAt: string }> }>('jobs.list', {});
  const newest = jobs.filter((j) => j.operation === operation).sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
  if (!newest) throw new Error(`no ${operation} job to be linked by draft ${name}`);
  await expectDraftStored(main, name, (content) => content.includes(`"${newest.jobId}"`));
}
