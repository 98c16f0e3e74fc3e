// Helpers for the screens' end-to-end tests: open a route of the app, set the profile's language, and find
// seeded records of the embedded sandbox (its back office is a pure function of the seed).
import { expect, type Page } from '@playwright/test';
import { BackOffice } from '../../electron/sandbox/backoffice';
import type { E2eHost } from './web-host';

/** The embedded sandbox's seed (createEmbeddedSandbox without a seed → the sandbox default). */
const EMBEDDED_SEED = 42;

export interface SeededList {
  id: number;
  shippingListCode: string;
  shippingListStatus: number;
  pickingStatus: number;
}

export function seededShippingLists(): SeededList[] {
  return new BackOffice({ seed: EMBEDDED_SEED }).inspect('shippingLists') as SeededList[];
}

export interface SeededOrder {
  globalOrderNo: string;
  platformCode: string;
  storeId: string;
  buyerId: string;
  shipped: boolean;
}

export function seededOrders(): SeededOrder[] {
  return new BackOffice({ seed: EMBEDDED_SEED }).inspect('orders') as SeededOrder[];
}

/** Loads the app (the launch token rides in the fragment), then goes to `route` (e.g. `/shipping-lists?code=X`). */
export async function openRoute(page: Page, e2e: E2eHost, route: string): Promise<void> {
  await page.goto(e2e.host.appUrl);
  await page.getByRole('navigation').first().waitFor();
  await page.evaluate((r) => {
    window.location.hash = `#${r}`;
  }, route);
}

export async function setLocale(e2e: E2eHost, locale: 'en' | 'zh-CN'): Promise<void> {
  const { profiles } = await e2e.call<{ profiles: Array<{ id: string; active: boolean }> }>('profiles.list', {});
  const active = profiles.find((p) => p.active);
  if (!active) throw new Error('no active profile');
  await e2e.call('profiles.update', { id: active.id, patch: { locale } });
}

// Look, keyboard and route helpers of the listings and ship-from tests.
interface ProfileView {
  id: string;
  active: boolean;
}

/** The looks every screen is checked and photographed in: both locales, and dark mode. */
export const SCREEN_LOOKS = [
  { name: 'en', locale: 'en', theme: 'light' },
  { name: 'zh-CN', locale: 'zh-CN', theme: 'light' },
  { name: 'dark', locale: 'en', theme: 'dark' },
] as const;

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
