// The app in the browser host: opens on the sandbox profile; in Settings a live profile is created, given a
// secret (write-only), tested and opened; a batch job's progress arrives through pushed events on Activity
// and the status bar shows the token and the throttle.
import { expect, test } from '@playwright/test';
import { startSandbox, type SandboxHandle } from '../../electron/sandbox';
import { expectAccessible, screenshot, watchErrors } from './support';
import { hostPerFile } from './host-per-file';

const LIVE_APP_ID = 'ak_E2E_LIVE_0001';
const LIVE_SECRET = 'e2e-live-secret-0f3c9a';

const e2e = hostPerFile();
let live: SandboxHandle;

test.beforeAll(async () => {
  live = await startSandbox({ port: 0, latencyMs: 150 });
  live.addApp(LIVE_APP_ID, LIVE_SECRET);
});
test.afterAll(async () => {
  await live.stop();
});
test.use({ viewport: { width: 1280, height: 800 } });

test('settings: opens on the sandbox, then creates, secures, tests and opens a live profile', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(e2e.host.appUrl);
  await expect(page.getByTestId('active-profile')).toHaveText('Sandbox (demo data)');
  await expect(page.getByTestId('profile-switcher')).toContainText('SANDBOX');
  // The launch token is taken out of the address bar as soon as the page has it.
  expect(page.url()).not.toContain('token=');
  await expect(page.getByTestId('secrets-notice')).toContainText('memory only');

  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Settings' }).click();
  const sandboxCard = page.locator('li[data-profile="Sandbox (demo data)"]');
  await sandboxCard.getByRole('button', { name: 'Test connection' }).click();
  await expect(sandboxCard).toContainText('Connected');

  await page.getByRole('button', { name: 'New live profile' }).click();
  const form = page.getByRole('form', { name: 'New live profile' });
  await form.getByLabel('Name').fill('Live e2e');
  await form.getByLabel('Base URL').fill(live.baseUrl);
  await form.getByLabel('App id').fill('too-short');
  await form.getByRole('button', { name: 'Create profile' }).click();
  // Refused before sending, by the contract's own schema, on the field; nothing typed is lost.
  await expect(form.getByText('must be exactly 16 characters')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Live e2e');
  await form.getByLabel('App id').fill(LIVE_APP_ID);
  await form.getByRole('button', { name: 'Create profile' }).click();
  const liveCard = page.locator('li[data-profile="Live e2e"]');
  await expect(liveCard.getByTestId('secret-state')).toHaveText('not set');

  // Without a secret the test fails with Opsdesk's own code and text.
  await liveCard.getByRole('button', { name: 'Test connection' }).click();
  await expect(liveCard.getByRole('alert')).toContainText('NO_SECRET');

  await liveCard.getByRole('button', { name: 'Set secret' }).click();
  const secretForm = page.getByRole('form', { name: 'App secret of Live e2e' });
  await secretForm.getByLabel('App secret').fill(LIVE_SECRET);
  await secretForm.getByRole('button', { name: 'Save secret' }).click();
  await expect(liveCard.getByTestId('secret-state')).toHaveText('set (this session only)');
  await expect(page.getByRole('form', { name: 'App secret of Live e2e' })).toHaveCount(0);

  await liveCard.getByRole('button', { name: 'Test connection' }).click();
  await expect(liveCard).toContainText('Connected. Token valid until');
  await expectAccessible(page);
  await screenshot(page, 'settings-profiles-en');

  await liveCard.getByRole('button', { name: 'Switch to' }).click();
  await expect(page.getByTestId('active-profile')).toHaveText('Live e2e');
  await expect(page.getByTestId('profile-switcher')).toContainText('LIVE');
  await expect(page.getByTestId('env-banner')).toContainText('every change reaches the real vendor account “Live e2e”');
  await expect(liveCard).toContainText('active');
  expect(await page.content()).not.toContain(LIVE_SECRET);

  // The profile switcher with the keyboard: back to the sandbox, then to the live profile again.
  const switcher = page.getByTestId('profile-switcher');
  await switcher.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitemradio', { name: /Sandbox \(demo data\)/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('active-profile')).toHaveText('Sandbox (demo data)');
  await expect(switcher).toContainText('SANDBOX');
  await switcher.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('menuitemradio', { name: /Live e2e/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('active-profile')).toHaveText('Live e2e');
  expect(errors).toEqual([]);
});

test('settings: a wrong secret shows the vendor’s code and its meaning', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${e2e.host.appUrl}`);
  await page.goto(page.url().replace(/#.*$/, '#/settings?section=profiles'));
  const liveCard = page.locator('li[data-profile="Live e2e"]');
  await liveCard.getByRole('button', { name: 'Set secret' }).click();
  const secretForm = page.getByRole('form', { name: 'App secret of Live e2e' });
  await secretForm.getByLabel('App secret').fill('not-the-secret');
  await secretForm.getByRole('button', { name: 'Save secret' }).click();
  await liveCard.getByRole('button', { name: 'Test connection' }).click();
  await expect(liveCard.getByRole('alert')).toContainText('2001002');
  await expect(liveCard.getByRole('alert')).toContainText('The app secret is not correct');
  // Put it back for the next test.
  await liveCard.getByRole('button', { name: 'Set secret' }).click();
  await page.getByRole('form', { name: 'App secret of Live e2e' }).getByLabel('App secret').fill(LIVE_SECRET);
  await page.getByRole('form', { name: 'App secret of Live e2e' }).getByRole('button', { name: 'Save secret' }).click();
  await liveCard.getByRole('button', { name: 'Test connection' }).click();
  await expect(liveCard).toContainText('Connected');
  expect(errors).toEqual([]);
});

test('settings: moving a live profile to another app id asks before its secret goes, then asks for the new one', async ({ page }) => {
  const errors = watchErrors(page);
  live.addApp('ak_E2E_LIVE_0002', 'second-secret');
  await page.goto(e2e.host.appUrl);
  await expect(page.locator('h1')).toBeVisible();
  await page.keyboard.press('Alt+9');
  const liveCard = page.locator('li[data-profile="Live e2e"]');
  await liveCard.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Live e2e' });
  await form.getByLabel('App id').fill('ak_E2E_LIVE_0002');
  await form.getByRole('button', { name: 'Save changes' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove the stored secret?' });
  await expect(ask).toContainText('Live e2e');
  // Cancel keeps everything as it was.
  await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(form.getByLabel('App id')).toHaveValue('ak_E2E_LIVE_0002');
  await expect(liveCard.getByTestId('secret-state')).toHaveText('set (this session only)');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save and remove the secret' }).click();
  const secretForm = page.getByRole('form', { name: 'App secret of Live e2e' });
  await expect(secretForm).toBeVisible();
  await expect(liveCard.getByTestId('secret-state')).toHaveText('not set');
  await secretForm.getByLabel('App secret').fill('second-secret');
  await secretForm.getByRole('button', { name: 'Save secret' }).click();
  await liveCard.getByRole('button', { name: 'Test connection' }).click();
  await expect(liveCard).toContainText('Connected');
  expect(errors).toEqual([]);
});

test('activity: progress of a running batch arrives by events; rows, filter, export and the status bar follow', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(e2e.host.appUrl);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByText('No batch jobs yet on this profile.')).toBeVisible();

  // 4 chunks of up to 200 rows, each held a second at the service so the running job is there to be seen: real
  // listings succeed, made-up ones fail at the service.
  live.setFaults([{ kind: 'latency', probability: 1, ms: 1000, operation: 'videoxStock' }]);
  const videox = (live.inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((v, _i, all) => v.storeId === all[0]?.storeId);
  const real = videox.slice(0, 5).map((v, i) => ({ key: `real-${i}`, input: { msku_id: v.mskuId, quantity: 20 + i } }));
  const madeUp = Array.from({ length: 795 }, (_, i) => ({ key: `made-up-${i}`, input: { msku_id: `NOPE-${i}`, quantity: 1 } }));
  await e2e.call('jobs.start', { operation: 'videoxStock', common: { store_id: videox[0]?.storeId }, rows: [...real, ...madeUp], label: 'Restock e2e' });

  const jobRow = page.getByRole('grid', { name: 'Jobs' }).getByRole('row', { name: /Restock e2e/ });
  await expect(jobRow).toBeVisible();
  await expect(page.getByTestId('running-jobs')).toContainText('1 job running');
  await expect(jobRow).toContainText('finished', { timeout: 20_000 });
  await expect(jobRow).toContainText('800/800 · 5 ok · 795 failed');
  live.setFaults([]);

  await jobRow.click();
  await expect(page).toHaveURL(/#\/activity\?job=/);
  // All 800 rows are the table's, read a page at a time as they scroll into view: only those in view are drawn.
  const table = page.getByRole('table', { name: 'Job rows' });
  const rows = table.locator('tbody tr[data-row]');
  await expect(table).toHaveAttribute('data-count', '800');
  await expect(table).toHaveAttribute('aria-rowcount', '801');
  expect(await rows.count()).toBeLessThan(100);
  await page.getByRole('button', { name: /Show/ }).click();
  await page.getByRole('option', { name: 'succeeded' }).click();
  await expect(table).toHaveAttribute('data-count', '5');
  await expect(rows).toHaveCount(5);
  // The filter is in the URL: a reload keeps it.
  await page.reload();
  await expect(rows).toHaveCount(5);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('Restock-e2e-results.csv');

  await expect(page.getByTestId('token-state')).toHaveAttribute('data-state', 'valid');
  await page.getByTestId('throttle').getByRole('button', { name: 'Requests' }).click();
  // A path is named by its operation's title, never by its catalogue id.
  await expect(page.getByRole('dialog', { name: 'Requests' })).toContainText('Change stock (videox)');
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});
