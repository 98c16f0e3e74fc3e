// Activity with jobs started through the host's IPC: answers lost after the vendor applied them (a training
// switch of the sandbox) leave rows with an unknown outcome; the screen explains it, the user decides row by
// row, and a row decided "not applied" is retried after a confirmation that names the count. Training
// switches are set from Settings' own UI.
import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, watchErrors } from './support';
import { startE2eHost, type E2eHost } from './web-host';

let e2e: E2eHost;
test.beforeAll(async () => {
  e2e = await startE2eHost();
});
test.afterAll(async () => {
  await e2e.close();
});
test.use({ viewport: { width: 1280, height: 800 } });

interface Summary {
  jobId: string;
  state: string;
  unknown: number;
}

async function waitForJob(jobId: string, done: (s: Summary) => boolean): Promise<Summary> {
  for (let i = 0; i < 100; i++) {
    const { jobs } = await e2e.call<{ jobs: Summary[] }>('jobs.list', {});
    const job = jobs.find((j) => j.jobId === jobId);
    if (job && done(job)) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${jobId} did not settle`);
}

test('training switch from Settings: answers dropped after the change, reaching Activity as unknown rows', async ({ page }) => {
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
  await expect(page.getByRole('status')).toContainText('1 switch on.');
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

  // Decide: A applied, B not applied, C left unknown.
  await unfinished.getByRole('button', { name: 'Decide…' }).click();
  const dialog = page.getByRole('dialog', { name: /Was it applied\?/ });
  await dialog.getByRole('radiogroup', { name: 'row-A' }).getByRole('radio', { name: 'applied', exact: true }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('radiogroup', { name: 'row-B' }).getByRole('radio', { name: 'not applied' }).focus();
  await page.keyboard.press('Space');
  await expectAccessible(page);
  await screenshot(page, 'activity-decide-en');
  await dialog.getByRole('button', { name: 'Save 2 decisions' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Record your decision?' });
  await expect(confirm).toContainText('2 items');
  await confirm.getByRole('button', { name: 'Save 2 decisions' }).click();
  await expect(unfinished.getByRole('status')).toContainText('Checked 2: 1 applied, 1 not applied, 1 still unknown.');
  await expect(unfinished).toContainText('1 row was sent without an answer');
  // "Not applied" puts B back to never sent: Resume sends only it (A is settled, C stays unknown).
  await expect(unfinished).toContainText('1 row was never sent. Resume sends only that row');
  await unfinished.getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveURL(new RegExp(`job=${started.jobId}`));
  await waitForJob(started.jobId, (s) => s.state === 'finished' || s.state === 'halted' || s.state === 'interrupted');

  const rows = page.getByRole('table', { name: 'Job rows' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.locator('tr[data-row="row-A"]')).toContainText('decided by you');
  await expect(page.locator('tr[data-row="row-C"]')).toHaveAttribute('data-status', 'unknown');
  // Sent again for real this time: the made-up MSKU is refused by the vendor, with its reason.
  await expect(page.locator('tr[data-row="row-B"]')).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
  await expect(page.locator('tr[data-row="row-B"]')).toContainText('sent 2 times');

  // Failed only, then retry: asked first, with the count and the target.
  await page.getByRole('button', { name: /Show/ }).click();
  await page.getByRole('option', { name: 'failed only' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-row', 'row-B');
  await page.getByRole('button', { name: 'Retry failures' }).click();
  const retry = page.getByRole('alertdialog', { name: 'Send the failed rows again?' });
  await expect(retry).toContainText('1 item');
  // The safe answer has the focus: Enter on a confirmation never sends by accident.
  await expect(retry.getByRole('button', { name: 'Cancel', exact: true }).last()).toBeFocused();
  await expect(retry).toContainText('Dropped answers');
  await retry.getByRole('button', { name: 'Retry 1 row' }).click();
  await expect(page.locator('tr[data-row="row-B"]')).toContainText('sent 3 times', { timeout: 15_000 });
  // C, whose outcome nobody knows, was never sent again.
  await page.getByRole('button', { name: /Show/ }).click();
  await page.getByRole('option', { name: 'unknown outcome' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.locator('tr[data-row="row-C"]')).toContainText('sent once');
  await screenshot(page, 'activity-job-en');

  // The same screen in zh-CN and in the dark theme, still accessible.
  const { activeId } = await e2e.call<{ activeId: string }>('profiles.list', {});
  await e2e.call('profiles.update', { id: activeId, patch: { locale: 'zh-CN' } });
  await expect(page.getByRole('heading', { level: 1, name: '任务动态' })).toBeVisible();
  await expect(page.locator('tr[data-row="row-C"]')).toContainText('已发送 1 次');
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
