// Drafts as a user meets them: a second tab on the same draft is told another tab saved meanwhile and chooses
// (nothing typed is overwritten or lost without that choice); a reload right after a send keeps what was sent; a
// 100,000-row draft comes back whole after a reload, and its blank grid meanwhile always says the draft is coming.
// In en and zh-CN, with axe.
import { expect, test, type Page } from '@playwright/test';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { expectAccessible, openScreen, screenshot, typeAt, watchErrors } from './support';
import { hostPerFile } from './host-per-file';

const e2e = hostPerFile();

// The host's CSP refuses inline scripts; axe-core is injected as one.
test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

const open = (page: Page, nav: string) => openScreen(page, e2e.host.appUrl, nav);

const saved = (page: Page) => expect(page.getByTestId('draft-status')).toHaveAttribute('data-state', 'idle', { timeout: 30_000 });

test('a second tab on the same draft is told and chooses, in en and zh-CN', async ({ context }) => {
  // Two tabs, two languages, each save a moment after typing: longer than one screen's test.
  test.setTimeout(240_000);
  const a = await context.newPage();
  const b = await context.newPage();
  const errors = [...watchErrors(a), ...watchErrors(b)];
  await open(a, 'Inbound shipments');
  await open(b, 'Inbound shipments');
  const gridA = a.getByRole('grid', { name: 'Shipments to rename' });
  const gridB = b.getByRole('grid', { name: 'Shipments to rename' });
  await expect(gridA).toBeVisible();
  await expect(gridB).toBeVisible();

  await typeAt(gridA, 0, 2, 'Typed in tab A');
  await expect(a.getByTestId('draft-status')).toContainText('Draft saved', { timeout: 30_000 });
  await typeAt(gridB, 0, 2, 'Typed in tab B');

  const notice = b.getByTestId('draft-conflict');
  await expect(notice).toContainText('Another tab or window saved this draft', { timeout: 30_000 });
  await expect(gridB.locator('[role="row"]').nth(1)).toContainText('Typed in tab B');
  await expectAccessible(b);
  await notice.scrollIntoViewIfNeeded();
  await screenshot(b, 'draft-conflict-en');
  await notice.getByRole('button', { name: /Keep mine/ }).press('Enter');
  await expect(notice).toBeHidden();
  await saved(b);

  // Tab A, now behind, loads what tab B kept.
  await typeAt(gridA, 1, 2, 'A again');
  await a.getByTestId('draft-conflict').getByRole('button', { name: /Load theirs/ }).click();
  await expect(gridA.locator('[role="row"]').nth(1)).toContainText('Typed in tab B');

  const { profiles } = await e2e.call<{ profiles: Array<{ id: string; active: boolean }> }>('profiles.list', {});
  await e2e.call('profiles.update', { id: profiles.find((p) => p.active)!.id, patch: { locale: 'zh-CN', theme: 'dark' } });
  await b.reload();
  await a.reload();
  const gridBzh = b.getByRole('grid').first();
  await expect(gridBzh).toBeVisible();
  await typeAt(a.getByRole('grid').first(), 0, 2, '甲');
  // Tab B must type after tab A's save has landed: read the stored draft until it holds A's text (the status
  // line alone cannot tell, it shows the loaded draft's time as "saved" too).
  await expect.poll(async () => JSON.stringify(await e2e.call('drafts.load', { name: 'rename-shipments' })), { timeout: 30_000 }).toContain('甲');
  await typeAt(gridBzh, 0, 2, '乙');
  await expect(b.getByTestId('draft-conflict')).toContainText('另一个标签页或窗口', { timeout: 30_000 });
  await b.getByTestId('draft-conflict').scrollIntoViewIfNeeded();
  await expectAccessible(b);
  await screenshot(b, 'draft-conflict-zh-CN-dark');
  expect(errors.filter((e) => !/Failed to fetch|ERR_CONNECTION_REFUSED|net::/.test(e))).toEqual([]);
});

test('a reload right after a send keeps what was sent: nothing is offered again as a draft', async ({ page }) => {
  const errors = watchErrors(page);
  // The test before leaves the profile in zh-CN and dark: this one reads the English screen.
  const { profiles } = await e2e.call<{ profiles: Array<{ id: string; active: boolean }> }>('profiles.list', {});
  await e2e.call('profiles.update', { id: profiles.find((p) => p.active)!.id, patch: { locale: 'en', theme: 'light' } });
  const seeded = new BackOffice({ seed: 42 });
  const store = (seeded.inspect('stores') as Array<{ id: string; kind: string }>).find((s) => s.kind === 'videox')!;
  const msku = (seeded.inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((v) => v.storeId === store.id)[7]!.mskuId;
  await open(page, 'Stock');
  await expect(page.getByTestId('draft-status')).not.toHaveAttribute('data-state', 'loading');
  await page.getByLabel('Store id').fill(store.id);
  const grid = page.getByRole('grid', { name: 'videox stock rows' });
  await typeAt(grid, 0, 0, msku);
  await typeAt(grid, 0, 2, '7');
  // No save of the typing is pending when the send starts: only the send's own record is left to save.
  await expect.poll(async () => JSON.stringify(await e2e.call('drafts.load', { name: 'videox-stock' })), { timeout: 30_000 }).toContain('"quantity":"7"');
  // The moment the main side has taken the job, and not a typing pause later, the page is reloaded: the
  // screen's own saves after the start (its record confirmed, the outcome) may not have happened yet. (A reload
  // before the job was taken, which must leave nothing sent, is test/e2e/send-reload.spec.ts.)
  const started = page.waitForResponse((r) => r.url().includes('/ipc/jobs.start') && r.ok());
  await page.getByRole('button', { name: 'Send 1 row' }).click();
  await page.locator('[role="alertdialog"]').getByRole('button', { name: 'Send 1 row' }).click();
  const status = grid.locator('[role="row"]').nth(1).locator('.dg-statuscell');
  await started;
  await page.reload();
  await expect(status).toContainText('Succeeded', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Send \d+ rows?$/ })).toBeDisabled();
  const applied = (e2e.sandbox()?.appliedWrites() ?? []).filter((w) => w.operation === 'videoxStock').flatMap((w) => w.appliedKeys.map(String));
  expect(applied.filter((k) => k === msku)).toHaveLength(1);
  expect(errors.filter((e) => !/Failed to fetch|ERR_CONNECTION_REFUSED|net::/.test(e))).toEqual([]);
});

test('"Discard draft" and then typing saves what is typed, with no conflict notice, and it survives a reload', async ({ page }) => {
  const errors = watchErrors(page);
  // Reads the English screen, whichever test ran before.
  const { profiles } = await e2e.call<{ profiles: Array<{ id: string; active: boolean }> }>('profiles.list', {});
  await e2e.call('profiles.update', { id: profiles.find((p) => p.active)!.id, patch: { locale: 'en', theme: 'light' } });
  await open(page, 'Stock');
  const grid = page.getByRole('grid', { name: 'videox stock rows' });
  await typeAt(grid, 0, 0, 'MSKU-BEFORE-DISCARD');
  await expect.poll(async () => JSON.stringify(await e2e.call('drafts.load', { name: 'videox-stock' })), { timeout: 30_000 }).toContain('MSKU-BEFORE-DISCARD');
  // Loaded from disk, the draft's record of what was sent is restored: discarding resets it, which is saved at once.
  await page.reload();
  await expect(grid.locator('[role="row"]').nth(1)).toContainText('MSKU-BEFORE-DISCARD', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.locator('[role="alertdialog"]').getByRole('button', { name: /^Discard \d+ rows?$/ }).click();
  await expect(grid.locator('[role="row"]').nth(1)).not.toContainText('MSKU-BEFORE-DISCARD');
  await typeAt(grid, 0, 0, 'MSKU-AFTER-DISCARD');
  await expect.poll(async () => JSON.stringify(await e2e.call('drafts.load', { name: 'videox-stock' })), { timeout: 30_000 }).toContain('MSKU-AFTER-DISCARD');
  await saved(page);
  await expect(page.getByTestId('draft-conflict')).toHaveCount(0);
  await page.reload();
  await expect(grid.locator('[role="row"]').nth(1)).toContainText('MSKU-AFTER-DISCARD', { timeout: 20_000 });
  await expect(page.getByTestId('draft-conflict')).toHaveCount(0);
  expect(errors.filter((e) => !/Failed to fetch|ERR_CONNECTION_REFUSED|net::/.test(e))).toEqual([]);
});

test('a 100,000-row draft comes back whole after a reload; meanwhile the screen always says it is coming', async ({ page }) => {
  const errors = watchErrors(page);
  const msku = (i: number) => `BACK-${String(i + 1).padStart(6, '0')}`;
  const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: `b${i.toString(36)}`, values: { msku_id: msku(i), warehouse_id: '', quantity: String(i % 1000) } }));
  // Stored as the screen stores it (its JSON text), over whatever an earlier test left.
  await e2e.call('drafts.save', { name: 'videox-stock', operation: 'videoxStock', contentJson: JSON.stringify({ rows, extra: { store_id: '' }, job: { last: [], starting: null } }) });
  // Every frame until the rows are back: a grid holding other rows (the blank one a new screen starts with) must
  // say the draft is coming (the draft status loading, or the line counting the rows back); the line is noted too.
  await page.addInitScript(`(() => {
    const w = window;
    w.blankGridSeen = false;
    w.restoreLineSeen = false;
    const look = () => {
      const grid = document.querySelector('[role="grid"]');
      const count = grid ? Number(grid.getAttribute('aria-rowcount')) : 0;
      if (count === 100001) return;
      const line = document.querySelector('[data-testid="draft-restore"]') !== null;
      if (line) w.restoreLineSeen = true;
      const loading = document.querySelector('[data-testid="draft-status"][data-state="loading"]') !== null;
      if (count > 0 && !line && !loading) w.blankGridSeen = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })()`);
  await open(page, 'Stock');
  await page.reload();
  const grid = page.getByRole('grid', { name: 'videox stock rows' });
  await expect(grid).toHaveAttribute('aria-rowcount', '100001', { timeout: 30_000 });
  expect(await page.evaluate('window.blankGridSeen')).toBe(false);
  expect(await page.evaluate('window.restoreLineSeen')).toBe(true);
  await expect(grid.locator('[role="row"][aria-rowindex="2"] [role="gridcell"]').first()).toHaveText(msku(0));
  await grid.locator('[role="row"][aria-rowindex="2"] [role="gridcell"]').first().click();
  await page.keyboard.press('Control+End');
  await expect(grid.locator('[role="row"][aria-rowindex="100001"] [role="gridcell"]').first()).toHaveText(msku(99_999));
  await e2e.call('drafts.delete', { name: 'videox-stock' });
  expect(errors.filter((e) => !/Failed to fetch|ERR_CONNECTION_REFUSED|net::/.test(e))).toEqual([]);
});
