// The states issue 26 adds, looked at as a user would: the vendor not answering with a stopped job waiting for
// it, a desktop in a team whose server this start does not have, and the host gone away; at 1024×700 and
// 1280×800, in en and zh-CN, light and dark, each with axe (0 serious or critical) and a screenshot.
import { expect, test, type Page } from '@playwright/test';
import { startSandbox, type SandboxHandle } from '../../electron/sandbox';
import { hostPerFile } from './host-per-file';
import { expectAccessible, watchErrors } from './support';

const e2e = hostPerFile();
test.use({ bypassCSP: true });

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
] as const;
const LOOKS = [
  { locale: 'en', theme: 'light' },
  { locale: 'zh-CN', theme: 'dark' },
  { locale: 'zh-CN', theme: 'light' },
  { locale: 'en', theme: 'dark' },
] as const;

async function activeId(): Promise<string> {
  const { profiles } = await e2e.call<{ profiles: Array<{ id: string; active: boolean }> }>('profiles.list', {});
  return profiles.find((p) => p.active)?.id as string;
}

async function eachLook(page: Page, name: string, ready: () => Promise<void>) {
  for (const look of LOOKS) {
    await e2e.call('profiles.update', { id: await activeId(), patch: { locale: look.locale, theme: look.theme } });
    await expect(page.locator('html')).toHaveAttribute('lang', look.locale, { timeout: 30_000 });
    await ready();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `test-results/screens/${name}-${look.locale}-${look.theme}-${size.width}.png` });
    }
  }
  await expectAccessible(page);
}

test('the vendor not answering, and a stopped job waiting for it', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  const vendor: SandboxHandle = await startSandbox({ port: 0, seed: 42 });
  const profile = await e2e.call<{ id: string }>('profiles.create', { kind: 'live', name: 'Live (screens)', baseUrl: vendor.baseUrl, appId: vendor.credentials.appId });
  await e2e.call('profiles.setSecret', { id: profile.id, secret: vendor.credentials.appSecret });
  await e2e.call('profiles.switch', { id: profile.id });
  await vendor.stop();
  const rows = Array.from({ length: 300 }, (_, i) => ({ key: `r${i}`, input: { msku_id: String(1795522409972246 + i), quantity: 1 } }));
  const job = await e2e.call<{ jobId: string }>('jobs.start', { operation: 'videoxStock', rows, common: { store_id: '114536789491415026' }, label: 'Restock' });
  await page.goto(e2e.host.appUrl);
  await page.getByRole('navigation').first().waitFor();
  await page.evaluate((id) => (window.location.hash = `#/activity?job=${id}`), job.jobId);
  await eachLook(page, 'vendor-outage', async () => {
    await expect(page.getByTestId('job-stop')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('vendor-down')).toBeVisible();
    await expect(page.getByTestId('vendor-wait')).toBeVisible();
  });
  // Stop waiting: the job stays stopped, its rest for Resume.
  await page.getByTestId('vendor-wait').getByRole('button').click();
  await expect(page.getByTestId('vendor-wait')).toBeHidden({ timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('a desktop in a team whose server this start does not have', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  const id = await activeId();
  // Nothing listens there: the server is only remembered, then forgotten by the restart (memory vault).
  await e2e.call('profiles.setTeam', { id, url: 'redis://127.0.0.1:1' });
  await e2e.restart();
  await e2e.call('profiles.switch', { id });
  await page.goto(e2e.host.appUrl);
  await page.getByRole('navigation').first().waitFor();
  await eachLook(page, 'team-missing', async () => {
    await expect(page.getByTestId('team-missing')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('team-state')).toHaveAttribute('data-mode', 'missing');
  });
  expect(errors).toEqual([]);
});

test('the host gone away under an open page', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(e2e.host.appUrl);
  await page.getByRole('navigation').first().waitFor();
  await page.evaluate(() => (window.location.hash = '#/activity'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Looks first (the host must answer to change them), then the host goes, and each look is shown again.
  for (const look of LOOKS.slice(0, 2)) {
    await e2e.call('profiles.update', { id: await activeId(), patch: { locale: look.locale, theme: look.theme } });
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN', { timeout: 30_000 });
  await e2e.close({ keepData: true });
  await expect(page.getByTestId('host-banner')).toHaveAttribute('data-state', 'away', { timeout: 30_000 });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screens/host-away-zh-CN-dark-${size.width}.png` });
  }
  await expectAccessible(page);
});
