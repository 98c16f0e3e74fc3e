// What the first screen loads, from the page's own network log (issue 33 §2): bwip-js and the print code are
// most of the shipping-lists screen's bytes and only printing needs them, so they arrive when the user prints.
// Bytes and names are checked, never times.
import { expect, test, type Page, type Response } from '@playwright/test';
import { seededShippingLists } from './screens-support';
import { watchErrors } from './support';
import { hostPerFile } from './host-per-file';

const e2e = hostPerFile();

/** A name only bwip-js's encoder holds (a BWIPP option kept as a property key through minifying), in whatever chunk it went to. */
const BWIP_MARK = 'bwipp_dontdraw';

interface Loaded {
  url: string;
  body: string;
}

/** Every script and stylesheet the page receives (workers' scripts too); `settled()` waits for their bodies. */
function scriptLog(page: Page): { loaded: Loaded[]; settled: () => Promise<unknown> } {
  const loaded: Loaded[] = [];
  const bodies: Array<Promise<void>> = [];
  page.on('response', (r: Response) => {
    const type = r.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(r.text().then((body) => void loaded.push({ url: r.url(), body })));
  });
  return { loaded, settled: () => Promise.all(bodies) };
}

test('the first screen loads no print code and no bwip-js; pressing Print loads them', async ({ page }) => {
  const errors = watchErrors(page);
  const log = scriptLog(page);
  await page.goto(e2e.host.appUrl);
  await page.locator('main h1').waitFor();
  await page.getByTestId('active-profile').filter({ hasText: /\S/ }).waitFor();
  await log.settled();
  const first = [...log.loaded];
  expect(first.length).toBeGreaterThan(0);
  expect(first.map((l) => l.url).filter((u) => /PrintPreview/.test(u))).toEqual([]);
  expect(first.filter((l) => l.body.includes(BWIP_MARK)).map((l) => l.url)).toEqual([]);

  const list = seededShippingLists().find((d) => d.shippingListStatus === 1 && d.pickingStatus === 0);
  if (!list) throw new Error('the seed has no pickable list');
  await page.getByTestId('scan-input').focus();
  await page.keyboard.type(`${list.shippingListCode}\n`, { delay: 5 });
  await page.locator(`tr[data-code="${list.shippingListCode}"] input[type="checkbox"]`).check();
  await page.locator('.queue-actions button').filter({ hasText: 'Print pick sheet' }).click();
  await expect(page.getByRole('dialog').locator('tr[data-pick-row]').first()).toBeVisible();
  await log.settled();
  const printing = log.loaded.slice(first.length);
  expect(printing.filter((l) => l.body.includes(BWIP_MARK)).length).toBe(1);
  expect(errors).toEqual([]);
});
