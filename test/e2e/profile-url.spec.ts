// A live profile's base URL as a user types it: the field starts empty, an address with two schemes is refused on
// the field, and the address is shown as Opsdesk will call it. zh-CN dark at 1024×700, en at 1280×800; axe.
import { expect, test } from '@playwright/test';
import { hostPerFile } from './host-per-file';
import { expectAccessible, openScreen, screenshot, watchErrors } from './support';

const e2e = hostPerFile();
test.use({ bypassCSP: true });

for (const [locale, theme, size] of [
  ['zh-CN', 'dark', { width: 1024, height: 700 }],
  ['en', 'light', { width: 1280, height: 800 }],
] as const) {
  test(`the base URL field, ${locale} ${theme} ${size.width}`, async ({ page }) => {
    const errors = watchErrors(page);
    const zh = locale === 'zh-CN';
    const { profiles } = await e2e.call<{ profiles: Array<{ id: string; active: boolean }> }>('profiles.list', {});
    await e2e.call('profiles.update', { id: profiles.find((p) => p.active)!.id, patch: { locale, theme } });
    await page.setViewportSize(size);
    await openScreen(page, e2e.host.appUrl, zh ? '设置' : 'Settings');
    await page.getByRole('button', { name: zh ? '新建正式配置' : 'New live profile' }).click();
    const form = page.getByRole('form', { name: zh ? '新建正式配置' : 'New live profile' });
    const url = form.getByLabel(zh ? '接口地址' : 'Base URL');
    await expect(url).toHaveValue('');
    await url.fill('https://http://127.0.0.1:8103');
    await form.getByRole('button', { name: zh ? '创建配置' : 'Create profile' }).click();
    await expect(form.getByText(zh ? '开头有两个协议' : 'starts with two schemes')).toBeVisible();
    await url.fill('https://OpenAPI.example.com/open/');
    await expect(form.getByTestId('base-url-used')).toHaveText(zh ? 'Opsdesk 将调用 https://openapi.example.com/open' : 'Opsdesk will call https://openapi.example.com/open');
    await expectAccessible(page);
    await screenshot(page, `profile-base-url-${locale}-${theme}-${size.width}`);
    expect(errors).toEqual([]);
  });
}
