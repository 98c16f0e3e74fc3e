// Activity with jobs started through the host's IPC: answers lost after the vendor applied them (a training
// switch of the sandbox) leave rows with an unknown outcome; the screen explains it, the user decides row by
// row, and a row decided "not applied" is retried after a confirmation that names the count. Training
// switches are set from Settings' own UI.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshot, watchErrors } from './support';
import { hostPerFile } from './host-per-file';
import { startE2eHost, type E2eHost } from './web-host';

const e2e = hostPerFile();
test.use({ viewport: { width: 1280, height: 800 } });

interface Summary {
  jobId: string;
  state: string;
  unknown: number;
}

/** Picks a row filter; retried while the job's last events re-render the panel (the popover closes with them). */
async function showRows(page: Page, name: string): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: /Show/ }).click();
    await page.getByRole('option', { name }).click({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** The job's summary once `done` says so: asked until then, as long as a loaded machine needs (not 100 tries). */
async function waitForJob(jobId: string, done: (s: Summary) => boolean, host: Pick<E2eHost, 'call'> = e2e): Promise<Summary> {
  let settled: Summary | undefined;
  await expect
    .poll(
      async () => {
        const { jobs } = await host.call<{ jobs: Summary[] }>('jobs.list', {});
        settled = jobs.find((j) => j.jobId === jobId && done(j));
        return settled !== undefined;
      },
      { message: `job ${jobId} did not settle`, timeout: 120_000 },
    )
    .toBe(true);
  return settled as Summary;
}

test('training switch from Settings: answers dropped after the change, reaching Activity as unknown rows', async ({ page }) => {
  test.slow(); // many steps, two locales and a theme: on the shared machine it can pass the default minute
  const errors = watchErrors(page);
  await page.goto(e2e.host.appUrl);
  await expect(page.locator('h1')).toBeVisible();
  await page.keyboard.press('Alt+9');
  await page.getByRole('tab', { name: 'Sandbox' }).click();
  const fault = page.locator('li[data-fault="dropAfterCommit"]');
  await fault.getByRole('switch').focus();
  await page.keyboard.press('Space');
  await fault.getByRole('textbox', { name: 'Chance (%)' }).fill('100');
  await page.keyboard.press('Tab');
  await fault.getByRole('button', { name: /Only for/ }).click();
  // The served renderer knows the catalogue: every business operation of the specification (4.3–4.12) is offered.
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(11);
  await page.getByRole('option', { name: 'Video shop stock (videox)' }).or(page.getByRole('option', { name: /videox/ })).first().click();
  await page.getByRole('button', { name: 'Apply switches' }).click();
  await expect(page.getByRole('status').filter({ hasText: /switch(es)? on/ })).toContainText('1 switch on.');
  expect(await e2e.call('sandbox.faults', {})).toMatchObject({ faults: [{ kind: 'dropAfterCommit', probability: 1, operation: 'videoxStock' }] });
  await expectAccessible(page);
  await screenshot(page, 'settings-sandbox-en');

  const started = await e2e.call<Summary>('jobs.start', {
    operation: 'videoxStock',
    common: { store_id: '1001' },
    rows: ['A', 'B', 'C'].map((k) => ({ key: `row-${k}`, input: { msku_id: `E2E-${k}`, quantity: 3 } })),
    label: 'Dropped answers',
  });
  await waitForJob(started.jobId, (s) => s.state !== 'running' && s.state !== 'cancelling');
  await e2e.call('sandbox.setFaults', { faults: [] });

  await page.keyboard.press('Alt+8');
  const unfinished = page.locator(`li.unfinished-job[data-job="${started.jobId}"]`);
  await expect(unfinished).toContainText('3 rows were sent without an answer');
  await expect(unfinished).toContainText('Check on the vendor’s web page');
  await expectAccessible(page);
  await screenshot(page, 'activity-unfinished-en');

  // Decide: the three rows went out in one request, applied or not as a whole: "not applied".
  await unfinished.getByRole('button', { name: 'Decide…' }).click();
  const dialog = page.getByRole('dialog', { name: /Was it applied\?/ });
  const request = dialog.getByRole('radiogroup', { name: /^Request 1\.1 · sent / });
  await expect(dialog.locator('[data-request="1.1"]')).toContainText('E2E-A');
  await expect(dialog.locator('[data-request="1.1"]')).toContainText('quantity 3');
  await request.getByRole('radio', { name: 'not applied' }).focus();
  await page.keyboard.press('Space');
  await expectAccessible(page);
  await screenshot(page, 'activity-decide-en');
  await dialog.getByRole('button', { name: 'Save decisions for 3 rows' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Record your decision?' });
  await expect(confirm).toContainText('3 items');
  await confirm.getByRole('button', { name: 'Save decisions for 3 rows' }).click();
  await expect(unfinished.getByRole('status')).toContainText('Checked 3: 0 applied, 3 not applied, 0 still unknown.');
  // "Not applied" puts the rows back to never sent: Resume sends them.
  await expect(unfinished).toContainText('3 rows were never sent. Resume sends only those rows');
  await unfinished.getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveURL(new RegExp(`job=${started.jobId}`));
  await waitForJob(started.jobId, (s) => s.state === 'finished' || s.state === 'halted' || s.state === 'interrupted');

  const rows = page.getByRole('table', { name: 'Job rows' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  // Sent again for real this time: the made-up MSKUs are refused by the vendor, each named by its item.
  await expect(page.locator('tr[data-row="row-B"]')).toHaveAttribute('data-state', 'failed', { timeout: 15_000 });
  await expect(page.locator('tr[data-row="row-B"]')).toContainText('sent 2 times');
  await expect(page.locator('tr[data-row="row-B"]')).toContainText('E2E-B');
  await expect(page.locator('tr[data-row="row-B"]')).not.toContainText('ITEM_FAILED');

  // Failed only, then retry: asked first, with the count and the target.
  await showRows(page, 'failed only');
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'Retry failures' }).click();
  const retry = page.getByRole('alertdialog', { name: 'Send the failed rows again?' });
  await expect(retry).toContainText('3 items');
  // The safe answer has the focus: Enter on a confirmation never sends by accident.
  await expect(retry.getByRole('button', { name: 'Cancel', exact: true }).last()).toBeFocused();
  await expect(retry).toContainText('Dropped answers');
  await retry.getByRole('button', { name: 'Retry 3 rows' }).click();
  await expect(page.locator('tr[data-row="row-B"]')).toContainText('sent 3 times', { timeout: 15_000 });
  // Nothing is left with an unknown outcome.
  await showRows(page, 'unknown outcome');
  await expect(page.getByText('No row matches this filter.')).toBeVisible();
  await showRows(page, 'all rows');
  await screenshot(page, 'activity-job-en');

  // The same screen in zh-CN and in the dark theme, still accessible.
  const { activeId } = await e2e.call<{ activeId: string }>('profiles.list', {});
  await e2e.call('profiles.update', { id: activeId, patch: { locale: 'zh-CN' } });
  await expect(page.getByRole('heading', { level: 1, name: '任务动态' })).toBeVisible();
  await expect(page.locator('tr[data-row="row-C"]')).toContainText('已发送 3 次');
  await expect(page.getByRole('grid', { name: '任务' }).getByRole('row', { name: /Dropped answers/ })).toContainText('修改在线产品可用库存');
  await expectAccessible(page);
  await screenshot(page, 'activity-job-zh-CN');
  await e2e.call('profiles.update', { id: activeId, patch: { locale: 'en', theme: 'dark' } });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('heading', { level: 1, name: 'Activity' }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshot(page, 'activity-job-dark');
  await e2e.call('profiles.update', { id: activeId, patch: { theme: 'light' } });
  expect(errors).toEqual([]);
});

test('a running job shows rate and time left, and can be cancelled', async ({ page }) => {
  const errors = watchErrors(page);
  await e2e.call('sandbox.setFaults', { faults: [{ kind: 'latency', probability: 1, ms: 400, operation: 'videoxStock' }] });
  const rows = Array.from({ length: 2000 }, (_, i) => ({ key: `r${i}`, input: { msku_id: `SLOW-${i}`, quantity: 1 } }));
  const started = await e2e.call<Summary>('jobs.start', { operation: 'videoxStock', common: { store_id: '1001' }, rows, label: 'Slow job' });
  await page.goto(e2e.host.appUrl);
  await expect(page.locator('h1')).toBeVisible();
  await page.keyboard.press('Alt+8');
  const row = page.getByRole('grid', { name: 'Jobs' }).getByRole('row', { name: /Slow job/ });
  await expect(row).toContainText('running');
  await expect(row).toContainText(/rows\/s/, { timeout: 10_000 });
  await expect(page.getByTestId('running-jobs')).toContainText('1 job running');
  await screenshot(page, 'activity-running-en');
  // Keyboard only: select the job in the grid (its rows open below, linked in the URL), then cancel it.
  await row.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`job=${started.jobId}`));
  await expect(page.getByRole('heading', { name: 'Rows of Slow job' })).toBeVisible();
  await row.getByRole('button', { name: 'Cancel Slow job' }).focus();
  await page.keyboard.press('Enter');
  await expect(row).toContainText('cancelled', { timeout: 15_000 });
  await waitForJob(started.jobId, (s) => s.state === 'cancelled');
  await e2e.call('sandbox.setFaults', { faults: [] });
  expect(errors).toEqual([]);
});

test('after a restart Activity lists every job of the journal; 1,200 unknown rows decided by request, none left undecided', async ({ page }) => {
  test.slow(); // 1,200 rows sent, a restart, two locales
  const errors = watchErrors(page);
  let host = await startE2eHost();
  try {
    await page.goto(host.host.appUrl);
    await expect(page.locator('h1')).toBeVisible();
    const rows = Array.from({ length: 1200 }, (_, i) => ({ key: `k${i}`, input: { msku_id: `MSKU-${String(i).padStart(4, '0')}`, quantity: i % 50 } }));
    await host.call('sandbox.setFaults', { faults: [{ kind: 'dropAfterCommit', probability: 1, operation: 'videoxStock' }] });
    const big = await host.call<Summary>('jobs.start', { operation: 'videoxStock', common: { store_id: '1001' }, rows, label: { id: 'activity.label.stock', values: { rows: 1200 } } });
    const waitOn = (h: E2eHost, jobId: string) => waitForJob(jobId, (job) => job.state !== 'running' && job.state !== 'cancelling', h);
    expect(await waitOn(host, big.jobId)).toMatchObject({ unknown: 1200 });
    await host.call('sandbox.setFaults', { faults: [] });
    // Other items: the big job's rows may have been applied, so the ledger sends them again only on the user's word.
    const small = await host.call<Summary>('jobs.start', { operation: 'videoxStock', common: { store_id: '1001' }, rows: [{ key: 'n0', input: { msku_id: 'MSKU-9000', quantity: 1 } }, { key: 'n1', input: { msku_id: 'MSKU-9001', quantity: 2 } }], label: 'Two rows' });
    await waitOn(host, small.jobId);

    // Restart the host on the same data folder: Activity reads every job back from the journal. The page leaves
    // first, so its polls do not meet the host going down.
    await page.goto('about:blank');
    await host.close({ keepData: true });
    host = await startE2eHost({ dataDir: host.dataDir });
    await page.goto(host.host.appUrl);
    await expect(page.locator('h1')).toBeVisible();
    await page.keyboard.press('Alt+8');
    const grid = page.getByRole('grid', { name: 'Jobs' });
    await expect(grid.getByRole('row', { name: 'Stock change, 1,200 rows' })).toBeVisible();
    await expect(grid.getByRole('row', { name: 'Two rows' })).toBeVisible();
    await expect(page.getByText(/No batch jobs yet/)).toHaveCount(0);
    await screenshot(page, 'activity-restart-en');

    const unfinished = page.locator(`li.unfinished-job[data-job="${big.jobId}"]`);
    await unfinished.getByRole('button', { name: 'Decide…' }).click();
    const dialog = page.getByRole('dialog', { name: /Was it applied\? Stock change, 1,200 rows/ });
    await expect(dialog.getByTestId('decide-summary')).toHaveText('6 requests · 1,200 rows with an unknown outcome');
    await expect(dialog.locator('[data-request="1.1"]')).toContainText('MSKU-0000');
    await expect(dialog.locator('[data-request="1.1"]')).toContainText('and 195 more');
    await dialog.getByRole('radiogroup', { name: /^Request 1\.1 · sent / }).getByRole('radio', { name: 'applied', exact: true }).focus();
    await page.keyboard.press('Space');
    await expectAccessible(page);
    await screenshot(page, 'activity-decide-requests-en');
    await dialog.getByRole('button', { name: 'Save decisions for 200 rows' }).click();
    await page.getByRole('alertdialog', { name: 'Record your decision?' }).getByRole('button', { name: 'Save decisions for 200 rows' }).click();
    await expect(unfinished.getByRole('status')).toContainText('Checked 200: 200 applied, 0 not applied, 1000 still unknown.', { timeout: 20_000 });

    // The rest in the reader's other language: one decision covers every unknown row, decided on the main side.
    const { activeId } = await host.call<{ activeId: string }>('profiles.list', {});
    await host.call('profiles.update', { id: activeId, patch: { locale: 'zh-CN' } });
    await expect(page.getByRole('grid', { name: '任务' }).getByRole('row', { name: '库存修改，1,200 行' })).toBeVisible();
    await unfinished.getByRole('button', { name: '确认结果…' }).click();
    const zhDialog = page.getByRole('dialog', { name: /是否已生效？库存修改，1,200 行/ });
    await expect(zhDialog.getByTestId('decide-summary')).toHaveText('5 个请求 · 1,000 行结果未知');
    await zhDialog.getByRole('button', { name: '全部标记为未生效' }).click();
    await expectAccessible(page);
    await screenshot(page, 'activity-decide-requests-zh-CN');
    await zhDialog.getByRole('button', { name: '保存 1,000 行的确认' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '保存 1,000 行的确认' }).click();
    await expect(zhDialog).toHaveCount(0);
    const { job } = await host.call<{ job: Summary & { succeeded: number; pending: number } }>('jobs.get', { jobId: big.jobId, limit: 1 });
    expect(job).toMatchObject({ unknown: 0, succeeded: 200, pending: 1000 });
    await expect(page.getByRole('grid', { name: '任务' }).getByRole('row', { name: '库存修改，1,200 行' })).toContainText('未知 0');
    await screenshot(page, 'activity-restart-zh-CN');

    // The whole job in the shared results table, read a page at a time as it scrolls: every row by its MSKU
    // with the values sent, what was decided and what is still to send, in the reader's language.
    await page.getByRole('grid', { name: '任务' }).getByRole('row', { name: '库存修改，1,200 行' }).click();
    const results = page.getByRole('table', { name: '任务明细' });
    await expect(results).toHaveAttribute('data-count', '1200', { timeout: 15_000 });
    await expect(results.locator('tr[data-row="k0"]')).toContainText('MSKU-0000');
    await expect(results.locator('tr[data-row="k0"]')).toContainText('已由您确认');
    await expect(results.locator('tr[data-row="k0"]')).not.toContainText('k0');
    expect(await results.locator('tbody tr[data-row]').count()).toBeLessThan(100);
    // Scrolled to the end (again while measured rows move it): the last row, read from its own page.
    const region = page.getByRole('region', { name: '任务明细' });
    await expect(async () => {
      await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(results.locator('tr[data-row="k1199"]')).toContainText(/MSKU-1199[\s\S]*未发送/, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await region.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await screenshot(page, 'activity-rows-zh-CN');
    await host.call('profiles.update', { id: activeId, patch: { locale: 'en' } });
    expect(errors).toEqual([]);
  } finally {
    await host.close();
  }
});
