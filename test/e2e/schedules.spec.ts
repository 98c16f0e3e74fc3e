// Settings → Scheduled syncs in the browser host, as a user sees it: two rules on the sandbox profile, one run
// now (the sandbox refuses its made-up warehouse: a failed run, named by the status bar too), one paused; a dry
// run's count and first rows. Screenshots en and zh-CN at 1280x800, dark at 1024x700; axe.
import { expect, test } from '@playwright/test';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAccessible, screenshot, watchErrors } from './support';
import { openRoute, setLook } from './screens-support';
import { hostPerFile } from './host-per-file';

const e2e = hostPerFile();

test('lists rules with their last and next run, runs one now, and shows a dry run', async ({ page }) => {
  const errors = watchErrors(page);
  const { activeId } = await e2e.call<{ activeId: string }>('profiles.list', {});
  const samples = await e2e.call<{ videox: Array<{ storeId: string; mskuId: string }> }>('sandbox.samples', {});
  const store = samples.videox[0]!.storeId;
  const dir = await mkdtemp(join(tmpdir(), 'opsdesk-e2e-sched-'));
  const file = join(dir, 'stock.csv');
  await writeFile(file, `msku_id,warehouse_id,quantity\r\n${samples.videox.filter((s) => s.storeId === store).slice(0, 3).map((s, n) => `${s.mskuId},WH-NOWHERE,${10 + n}`).join('\r\n')}\r\n`);
  const nightly = await e2e.call<{ rule: { id: string } }>('schedules.save', { name: 'Nightly stock', profileId: activeId, operation: 'videoxStock', common: { store_id: store }, source: { kind: 'file', path: file }, when: { kind: 'daily', at: '02:00' } });
  await e2e.call('schedules.save', { name: 'Renames on drop', profileId: activeId, operation: 'renameShipments', source: { kind: 'folder', folder: dir, pattern: 'renames-*.xlsx' }, when: { kind: 'onChange' }, paused: true });
  await e2e.call('schedules.runNow', { id: nightly.rule.id });
  await expect.poll(async () => (await e2e.call<{ rules: Array<{ lastRun: { outcome: string } | null }> }>('schedules.list', {})).rules[0]?.lastRun?.outcome).not.toBe('running');

  for (const look of [{ name: 'en', locale: 'en', theme: 'light', w: 1280, h: 800 }, { name: 'zh-CN', locale: 'zh-CN', theme: 'light', w: 1280, h: 800 }, { name: 'dark', locale: 'en', theme: 'dark', w: 1024, h: 700 }] as const) {
    await setLook(e2e, { locale: look.locale, theme: look.theme });
    await page.setViewportSize({ width: look.w, height: look.h });
    await openRoute(page, e2e, '/settings?section=schedules');
    const row = page.getByRole('row', { name: /Nightly stock/ });
    await expect(row).toBeVisible();
    await expect(page.getByTestId('schedule-alert')).toBeVisible();
    await row.getByRole('button', { name: look.locale === 'zh-CN' ? '试运行' : 'Dry run' }).click();
    await expect(page.getByTestId('schedule-dry-run')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `settings-schedules-${look.name}`);
  }
  expect(errors).toEqual([]);
});
