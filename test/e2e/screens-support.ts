// Helpers of the screens' end-to-end tests: the sandbox profile's look (locale, theme) and keyboard moves.
import { expect, type Page } from '@playwright/test';
import type { E2eHost } from './web-host';

interface ProfileView {
  id: string;
  active: boolean;
}

export async function setLook(e2e: E2eHost, look: { locale?: 'en' | 'zh-CN'; theme?: 'light' | 'dark' | 'system' }): Promise<void> {
  const { profiles } = await e2e.call<{ profiles: ProfileView[] }>('profiles.list', {});
  const active = profiles.find((p) => p.active);
  if (!active) throw new Error('no active profile');
  await e2e.call('profiles.update', { id: active.id, patch: look });
}

/** Presses Tab until the focused element matches (by its accessible name or label), as a keyboard user would. */
export async function tabTo(page: Page, matches: (info: { name: string; role: string; tag: string }) => boolean, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return { name: '', role: '', tag: '' };
      const labelled = el.getAttribute('aria-labelledby');
      const byIds = labelled
        ? labelled
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : '';
      const labels = (el as HTMLInputElement).labels ? [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent ?? '').join(' ') : '';
      return { name: `${el.getAttribute('aria-label') ?? ''} ${byIds} ${labels} ${el.textContent ?? ''}`.trim(), role: el.getAttribute('role') ?? '', tag: el.tagName.toLowerCase() };
    });
    if (matches(info)) return;
  }
  throw new Error('tabTo: never reached the element');
}

export async function expectNoRawIds(page: Page, prefix: string): Promise<void> {
  await expect(page.locator('body')).not.toContainText(new RegExp(`\\b${prefix.replace('.', '\\.')}\\.[a-zA-Z]`));
}

/** Opens the app with its launch token, then goes to a route (`#/listings?…`) as a link would. */
export async function openAt(page: Page, e2e: E2eHost, hash: string): Promise<void> {
  await page.goto(e2e.host.appUrl);
  // Any locale: the shell's navigation is there once the token is taken.
  await expect(page.locator('nav').first()).toBeVisible();
  await page.goto(`${e2e.host.url}${hash}`);
}
