// The vendor stops in the middle of a job and comes back (a standalone emulator on its own port, stopped and
// started again there): what the screen says at each moment, in en and zh-CN; the stopped job waits and
// resumes by itself; every row reaches the vendor's write log at most once, and every row not left unknown
// exactly once.
import { expect, test, type Page } from '@playwright/test';
import { startSandbox, type AppliedWrite, type SandboxHandle } from '../../electron/sandbox';
import { restartablePort } from '../support/restartable-port';
import { hostPerFile } from './host-per-file';
import { screenshot, watchErrors } from './support';

const e2e = hostPerFile();
const STORE = '114536789491415026';
const VENDOR_OPTIONS = { seed: 42, listings: 5_000, latencyMs: 300 } as const;

let port: number;
let vendor: SandboxHandle;
let profileId: string;

test.beforeAll(async () => {
  // The vendor comes back on it: a port no outgoing connection can take in between.
  port = await restartablePort();
  vendor = await startSandbox({ port, ...VENDOR_OPTIONS });
  const profile = await e2e.call<{ id: string }>('profiles.create', { kind: 'live', name: 'Live (outage)', baseUrl: vendor.baseUrl, appId: vendor.credentials.appId });
  profileId = profile.id;
  await e2e.call('profiles.setSecret', { id: profileId, secret: vendor.credentials.appSecret });
  await e2e.call('profiles.switch', { id: profileId });
});
test.afterAll(async () => {
  await vendor?.stop();
});

interface Summary {
  jobId: string;
  state: string;
  total: number;
  succeeded: number;
  failed: number;
  unknown: number;
  pending: number;
  error: { code: string } | null;
}
const jobOf = async (jobId: string) => (await e2e.call<{ job: Summary }>('jobs.get', { jobId, limit: 1 })).job;
const keysOf = (writes: AppliedWrite[]) => writes.filter((w) => w.operation === 'videoxStock').flatMap((w) => [...w.appliedKeys, ...w.rejected.map((r) => r.key)]);

async function setLocale(page: Page, locale: 'en' | 'zh-CN') {
  await e2e.call('profiles.update', { id: profileId, patch: { locale } });
  await expect(page.locator('html')).toHaveAttribute('lang', locale, { timeout: 30_000 });
}

test('the vendor stops mid-job and comes back: told as it is at each moment, resumed by itself, every row once', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = watchErrors(page);
  const items = (vendor.inspect('videox') as Array<{ storeId: string; mskuId: string }>).filter((v) => v.storeId === STORE);
  expect(items.length).toBeGreaterThanOrEqual(2_000);
  const rows = items.map((v, i) => ({ key: `r${i}`, input: { msku_id: v.mskuId, quantity: 1 } }));

  await page.goto(e2e.host.appUrl);
  await page.getByRole('navigation').first().waitFor();
  await setLocale(page, 'en');
  const started = await e2e.call<Summary>('jobs.start', { operation: 'videoxStock', rows, common: { store_id: STORE }, label: 'Restock' });
  await page.evaluate((id) => (window.location.hash = `#/activity?job=${id}`), started.jobId);

  // 40 % through, the vendor goes away.
  await expect.poll(() => keysOf(vendor.appliedWrites()).length, { timeout: 120_000, intervals: [20] }).toBeGreaterThanOrEqual(Math.floor(rows.length * 0.4));
  const gone = vendor;
  await gone.stop();
  const before = gone.appliedWrites();

  // The job stops; it says what was applied, what is unknown and what was not sent, with the numbers the core holds.
  await expect.poll(async () => (await jobOf(started.jobId)).state, { timeout: 120_000 }).toBe('halted');
  const stopped = await jobOf(started.jobId);
  expect(stopped.error?.code).toBe('CONNECTION_REFUSED');
  // A chunk the vendor applied as it went may have lost its answer: those rows are unknown, never pending.
  expect(stopped.succeeded + stopped.unknown).toBeGreaterThanOrEqual(Math.floor(rows.length * 0.4));
  expect(stopped.pending).toBeGreaterThan(0);
  expect(stopped.failed).toBe(0); // rows that never left are pending for the rest, not failures to retry apart
  const stop = page.getByTestId('job-stop');
  await expect(stop).toContainText('Stopped: the vendor could not be reached.', { timeout: 30_000 });
  await expect(stop).toContainText(`${stopped.succeeded.toLocaleString('en')} rows applied`);
  await expect(stop).toContainText(`${stopped.unknown} unknown`);
  await expect(stop).toContainText(`${stopped.pending.toLocaleString('en')} not sent`);
  await expect(page.getByTestId('vendor-down')).toContainText('Vendor not answering since');
  await expect(page.getByTestId('token-state')).toBeVisible();
  await expect(page.getByTestId('vendor-wait')).toContainText('Waiting for the vendor to answer');
  await screenshot(page, 'vendor-outage-en');

  await setLocale(page, 'zh-CN');
  await expect(stop).toContainText('已停止：无法连接服务商。');
  await expect(stop).toContainText(`未发送 ${stopped.pending.toLocaleString('zh-CN')} 行`);
  await expect(page.getByTestId('vendor-down')).toContainText('服务商自');
  await expect(page.getByTestId('vendor-wait')).toContainText('正在等待服务商响应');
  await screenshot(page, 'vendor-outage-zh-CN');

  // The vendor comes back at its address: the job resumes by itself and sends only the rows that never left.
  vendor = await startSandbox({ port, ...VENDOR_OPTIONS });
  await expect.poll(async () => (await jobOf(started.jobId)).state, { timeout: 180_000, intervals: [500] }).toBe('finished');
  const done = await jobOf(started.jobId);
  expect(done).toMatchObject({ pending: 0, failed: 0, unknown: stopped.unknown });
  expect(done.succeeded + done.unknown).toBe(rows.length);
  await expect(page.getByTestId('job-stop')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('vendor-down')).toBeHidden({ timeout: 30_000 });

  // The vendor's write logs, before and after: no row twice; every row not left unknown exactly once.
  const seen = [...keysOf(before), ...keysOf(vendor.appliedWrites())];
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen.length).toBeGreaterThanOrEqual(rows.length - stopped.unknown);
  expect(seen.length).toBeLessThanOrEqual(rows.length);
  expect(errors).toEqual([]);
});
