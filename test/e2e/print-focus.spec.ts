// The print preview is a modal for the keyboard too: Tab and Shift+Tab never leave it, the app behind cannot be
// reached, and Escape or Close hands focus back to the button that opened it. At 1024×700, in en and zh-CN.
import { expect, test, type Page } from '@playwright/test';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { openRoute, setLocale } from './screens-support';
import { expectAccessible, screenshot } from './support';
import { hostPerFile } from './host-per-file';

test.use({ viewport: { width: 1024, height: 700 } });

type List = { shippingListCode: string; goodsExtDetails: unknown[] };
const list = (new BackOffice({ seed: 42 }).inspect('shippingLists') as List[]).find((l) => l.goodsExtDetails.length > 1);

const e2e = hostPerFile();

const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    const d = document.querySelector('[role="dialog"]');
    return { inside: !!d && d.contains(document.activeElement), on: `${document.activeElement?.tagName ?? ''} ${document.activeElement?.textContent?.slice(0, 40) ?? ''}` };
  });

for (const locale of ['en', 'zh-CN'] as const) {
  test(`keyboard focus stays in the print preview and returns to its opener (${locale})`, async ({ page }) => {
    if (!list) throw new Error('the seed has no list with goods');
    await setLocale(e2e, locale);
    await openRoute(page, e2e, `/shipping-lists?code=${list.shippingListCode}`);
    for (const [index, key] of [[0, 'Escape'], [1, 'Close']] as const) {
      const opener = page.locator('.detail-print button').nth(index);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('select').first()).toBeFocused();
      // Round the dialog more than once each way: every stop is inside it.
      for (const step of ['Tab', 'Shift+Tab'] as const) {
        for (let i = 0; i < 25; i++) {
          await page.keyboard.press(step);
          const f = await focusInDialog(page);
          expect(f.inside, `${step} #${i + 1} left the dialog for ${f.on}`).toBe(true);
        }
      }
      if (index === 0) {
        await expectAccessible(page);
        await screenshot(page, `print-preview-1024-${locale}`);
      }
      if (key === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: locale === 'en' ? 'Close' : '关闭' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    }
  });
}
