// Helpers for the screens' end-to-end tests: open a route of the app, set the profile's language, and find
// seeded records of the embedded sandbox (its back office is a pure function of the seed).
import type { Page } from '@playwright/test';
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
