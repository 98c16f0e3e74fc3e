// Team mode in Settings, against a real redis-server on a free loopback port: the address goes in write-only,
// "Test" reaches the server before saving, Save puts the open live profile in team mode (the status bar says
// so), and leaving the team asks first. With the keyboard only; accessible in en and zh-CN.
import { expect, test } from '@playwright/test';
import { startSandbox, type SandboxHandle } from '../../electron/sandbox';
import { redisMissing, RedisServer } from '../integration/team/redis-server';
import { expectAccessible, screenshot, watchErrors } from './support';
import { hostPerFile } from './host-per-file';

const APP_ID = 'ak_E2E_TEAM_0001';
const SECRET = 'e2e-team-secret-7d21b4';
const PASSWORD = 'team-e2e-pass-93af0c';

const e2e = hostPerFile();
let live: SandboxHandle;
let redis: RedisServer;
let profileId: string;

test.skip(redisMissing !== null, redisMissing ?? '');
test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  redis = await RedisServer.start(['--requirepass', PASSWORD]);
  live = await startSandbox({ port: 0 });
  live.addApp(APP_ID, SECRET);
  const profile = await e2e.call<{ id: string }>('profiles.create', { kind: 'live', name: 'Warehouse team', baseUrl: live.baseUrl, appId: APP_ID });
  profileId = profile.id;
  await e2e.call('profiles.setSecret', { id: profileId, secret: SECRET });
  await e2e.call('profiles.switch', { id: profileId });
});
test.afterAll(async () => {
  await live?.stop();
  await redis?.kill();
});

test('settings: a live profile joins a team through a real Redis server, tested first, and leaves it after a question', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(e2e.host.appUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(page.url().replace(/#.*$/, '#/settings?section=team'));
  const form = page.getByRole('form', { name: 'Team server of Warehouse team' });
  await expect(form.getByTestId('team-server')).toHaveText('none: this computer works alone');
  await expect(page.getByTestId('team-state')).toHaveCount(0);

  // Typed with the keyboard; the field never shows what was typed.
  const urlField = form.getByLabel('Redis server address');
  await expect(urlField).toHaveAttribute('type', 'password');
  await urlField.focus();
  await page.keyboard.type(`redis://:${PASSWORD}@127.0.0.1:${redis.port}`);
  await form.getByRole('button', { name: 'Test' }).focus();
  await page.keyboard.press('Enter');
  // Nobody is on this server yet: the test reaches it before anything is saved.
  await expect(form.locator('.test-result')).toContainText(`Connected to redis://127.0.0.1:${redis.port}: 0 desktops of this app id online`);

  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Saved. The profile now works with the team.')).toBeVisible();
  await expect(urlField).toHaveValue('');
  await expect(form.getByTestId('team-server')).toHaveText(`redis://127.0.0.1:${redis.port}`);
  await expect(form.getByTestId('team-password')).toHaveText('set (kept in the key store, never shown)');
  await expect(page.getByTestId('team-state')).toHaveText('Team: 1 desktop');
  await expect(form.getByTestId('team-mode')).toHaveText('in the team, 1 desktop connected');

  // Test again with nothing typed: the stored server, now with this desktop on it.
  await form.getByRole('button', { name: 'Test' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.locator('.test-result')).toContainText('1 desktop of this app id online');
  expect(await page.content()).not.toContain(PASSWORD);
  await expectAccessible(page);
  await screenshot(page, 'settings-team-en');

  await e2e.call('profiles.update', { id: profileId, patch: { locale: 'zh-CN' } });
  await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '团队模式' })).toBeVisible();
  await expect(page.getByTestId('team-state')).toHaveText('团队：1 台电脑');
  await expectAccessible(page);
  await screenshot(page, 'settings-team-zh-CN');
  await e2e.call('profiles.update', { id: profileId, patch: { locale: 'en' } });
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Leaving asks first; the safe answer has the focus.
  await form.getByRole('button', { name: 'Leave team' }).focus();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: 'Leave the team?' });
  await expect(ask).toContainText(`redis://127.0.0.1:${redis.port}`);
  await expect(ask).toContainText('fetches its own token and schedules alone');
  await expect(ask.getByRole('button', { name: 'Cancel', exact: true }).last()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form.getByText('Left the team. This computer works alone.')).toBeVisible();
  await expect(form.getByTestId('team-server')).toHaveText('none: this computer works alone');
  await expect(page.getByTestId('team-state')).toHaveCount(0);
  expect(errors).toEqual([]);
});
