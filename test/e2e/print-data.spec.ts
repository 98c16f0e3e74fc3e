// Print against data the seeded sandbox never holds, read back from the PDF Chromium makes as the browser's
// Save as PDF would: a 300-character SKU, codes too long for a readable barcode, direction controls in vendor
// text, a sheet over several pages, and thousands of labels drawn as they come. The lists are served in place of the
// sandbox's answer (test/support/shipping-detail-answer.ts), through the real HTTP bridge.
import { expect, test, type Page } from '@playwright/test';
import { detailAnswer, goodsLine } from '../support/shipping-detail-answer';
import { decodePdfBarcodes, pdfPages, pdfPngs, pdfText, pdfWords } from './print-support';
import { openRoute, setLocale } from './screens-support';
import { watchErrors } from './support';
import { hostPerFile } from './host-per-file';

const e2e = hostPerFile();
// Each test makes and reads back PDFs: under the load CI runs at (issue 28), one took 1.5 minutes.
test.describe.configure({ timeout: 300_000 });

/** Serves each made-up list's detail; every other call goes to the core. */
async function serveLists(page: Page, lists: Record<string, Array<Record<string, unknown>>>) {
  await page.route('**/ipc/operations.call', async (route) => {
    const body = route.request().postDataJSON() as { operation?: string; input?: { shippingListCode?: string } };
    const goods = body.operation === 'shippingDetail' ? lists[body.input?.shippingListCode ?? ''] : undefined;
    if (!goods) return route.fallback();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(detailAnswer(body.input?.shippingListCode ?? '', goods)) });
  });
}

async function openPrint(page: Page, code: string, which: 'sheet' | 'labels') {
  await openRoute(page, e2e, `/shipping-lists?code=${code}`);
  await expect(page.locator(`article[data-detail-code="${code}"]`)).toBeVisible();
  await page.locator('.detail-print button').nth(which === 'sheet' ? 0 : 1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAttribute('data-print-kind', which);
  return dialog;
}

const pdfOf = (page: Page) => page.pdf({ preferCSSPageSize: true, printBackground: true });
const squeeze = (text: string) => text.replace(/\s+/g, '');

// One unbreakable SKU of 300 characters; a code holding a right-to-left override; a name holding one too.
const LONG_SKU = `SKU-${'X7'.repeat(148)}`;
const RTL_SKU = 'SKU-\u202eRTL-9';
const RTL_NAME = 'Widget \u202eEMAN';
const SHEET_LINES = 38;

test('a pick sheet of hostile data: every column on the page, codes in their order, a number on every page, the signature with the last row', async ({ page }) => {
  await setLocale(e2e, 'en');
  const errors = watchErrors(page);
  const goods = Array.from({ length: SHEET_LINES }, (_, i) => goodsLine(i));
  goods[0] = goodsLine(0, { sku: LONG_SKU, applyNum: 4321, boxNum: 7 });
  goods[1] = goodsLine(1, { sku: RTL_SKU, productName: RTL_NAME, applyNum: 1234 });
  await serveLists(page, { FHX2000000001: goods });
  const dialog = await openPrint(page, 'FHX2000000001', 'sheet');
  await expect(dialog.locator('tr[data-pick-row]')).toHaveCount(SHEET_LINES);
  const pdf = await pdfOf(page);
  pdfPngs(pdf, 'pick-sheet-hostile-en');

  // Qty and Boxes of the long SKU's row are on the paper, inside the page's width.
  const words = pdfWords(pdf);
  for (const n of ['4,321', '1,234']) {
    const word = words.find((w) => w.text === n);
    expect(word, `quantity ${n} printed`).toBeDefined();
    expect(word && word.xMax <= word.pageWidth, `quantity ${n} inside the page`).toBe(true);
  }
  // The SKU wraps inside its column, whole; the override inside a code is shown, the code read in its order.
  const text = pdfText(pdf);
  expect(squeeze(pdfText(pdf, { raw: true }))).toContain(LONG_SKU);
  expect(text).toContain('SKU-[U+202E]RTL-9');
  expect(text).not.toContain('9-LTR');

  // Every page numbered.
  const pages = pdfPages(pdf);
  expect(pages.length).toBeGreaterThan(1);
  pages.forEach((p, i) => expect(p, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`));
  expect(errors).toEqual([]);
});

test('the signature lines never stand alone on the last page, however many lines fill the pages before', async ({ page }) => {
  // Seven sheets, each printed and read back: 2.3 minutes under load.
  test.setTimeout(600_000);
  await setLocale(e2e, 'en');
  // Sheets of 30 to 36 lines: one of them fills its pages to the foot, where the signature would go over alone.
  const counts = [30, 31, 32, 33, 34, 35, 36];
  await serveLists(page, Object.fromEntries(counts.map((n) => [`FHX30000000${n}`, Array.from({ length: n }, (_, i) => goodsLine(i))])));
  for (const n of counts) {
    await openPrint(page, `FHX30000000${n}`, 'sheet');
    const pages = pdfPages(await pdfOf(page));
    const last = pages.at(-1) ?? '';
    expect(last, `${n} lines`).toContain('Picked by');
    expect(last, `${n} lines: the last page holds goods`).toMatch(/SKU-\d{4}/);
    await page.keyboard.press('Escape');
  }
});

test('pages are numbered in the reader’s language', async ({ page }) => {
  await setLocale(e2e, 'zh-CN');
  const goods = Array.from({ length: SHEET_LINES }, (_, i) => goodsLine(i));
  await serveLists(page, { FHX2000000004: goods });
  await openPrint(page, 'FHX2000000004', 'sheet');
  const pages = pdfPages(await pdfOf(page));
  expect(pages.length).toBeGreaterThan(1);
  pages.forEach((p, i) => expect(squeeze(p)).toContain(`第${i + 1}页，共${pages.length}页`));
  await setLocale(e2e, 'en');
});

// 30 characters fit a readable barcode on 100 × 30 mm only; 62 fit none (0.19 mm modules need 140 mm).
const MSKU_30 = 'MSKU-ABCDEFGHJKLMNPQRSTUVWX-30';
const MSKU_62 = `MSKU-${'ABCDEFGHJKLMNPQRSTUVWXYZ'.repeat(3)}`.slice(0, 62);

test('labels whose code is too long for a readable barcode say so, and offer the bigger label or the code as text', async ({ page }) => {
  await setLocale(e2e, 'en');
  const errors = watchErrors(page);
  await serveLists(page, {
    FHX2000000002: [goodsLine(0, { msku: MSKU_30, boxNum: 2 }), goodsLine(1, { msku: MSKU_62, boxNum: 1 }), goodsLine(2, { msku: 'MKT-0002-M', boxNum: 1 })],
    FHX2000000005: [goodsLine(0, { msku: MSKU_30, boxNum: 1 })],
  });
  let dialog = await openPrint(page, 'FHX2000000005', 'labels');
  // The 30-character code: too narrow on 50 × 30 mm, and the preview offers 100 × 30 mm, which fits it.
  const warning = dialog.locator('.print-warning');
  await expect(warning).toContainText('1 label has a code too long for a readable barcode on 50 × 30 mm labels');
  await warning.getByRole('button', { name: 'Use 100 × 30 mm labels' }).click();
  await expect(warning).toHaveCount(0);
  await expect(dialog.locator('[data-label-size="100x30"]')).toBeVisible();
  expect([...decodePdfBarcodes(await pdfOf(page))]).toEqual([MSKU_30]);
  await page.keyboard.press('Escape');

  dialog = await openPrint(page, 'FHX2000000002', 'labels');
  await expect(dialog.locator('.print-label')).toHaveCount(4);
  await expect(warning).toContainText('3 labels have codes too long');
  await expect(warning).toContainText('No label size fits them');
  // Printed as it stands: the short code scans; the long ones print their note and their text, no bars.
  let pdf = await pdfOf(page);
  pdfPngs(pdf, 'labels-too-long-50x30');
  expect([...decodePdfBarcodes(pdf)]).toEqual(['MKT-0002-M']);
  const pages = pdfPages(pdf);
  expect(pages).toHaveLength(4);
  for (const [i, p] of pages.entries()) expect(squeeze(p), `label ${i + 1}`).toContain(`${i + 1}/4`);
  expect(pages[0]).toContain('Too long for a barcode here');
  expect(squeeze(pages[2] ?? '')).toContain(MSKU_62);

  await warning.getByRole('button', { name: 'Codes as text only, no barcodes' }).click();
  await expect(warning).toHaveCount(0);
  await expect(dialog.locator('[data-barcode]')).toHaveCount(0);
  pdf = await pdfOf(page);
  pdfPngs(pdf, 'labels-text-only-50x30');
  expect(decodePdfBarcodes(pdf).size).toBe(0);
  const all = squeeze(pdfText(pdf));
  for (const code of [MSKU_30, MSKU_62, 'MKT-0002-M']) expect(all).toContain(code);
  expect(errors).toEqual([]);
});

// The bench (print-labels.bench.ts) draws 4,000 and measures its longest task and the PDF; here 1,200 are
// drawn on a clock the test holds (Playwright's clock: the preview's timers and frames run only when it says), so
// the progress, a stop and what a stop leaves are seen whatever the machine's speed.
test('many labels are drawn as they come, with progress and a stop; printing waits until all are drawn', async ({ page }) => {
  test.setTimeout(600_000);
  await setLocale(e2e, 'en');
  const errors = watchErrors(page);
  // 60 lines of 20 boxes: one label per box.
  await serveLists(page, { FHX2000000003: Array.from({ length: 60 }, (_, i) => goodsLine(i, { boxNum: 20, applyNum: 240 })) });
  await openRoute(page, e2e, '/shipping-lists?code=FHX2000000003');
  await expect(page.locator('article[data-detail-code="FHX2000000003"]')).toBeVisible();
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  // Clicks as events: Playwright's click waits for frames to settle, and the frames are the clock's now.
  await page.locator('.detail-print button').nth(1).dispatchEvent('click');
  const dialog = page.getByRole('dialog');
  const labels = dialog.locator('[data-print="labels"]');
  const progress = dialog.locator('.print-progress');
  const print = dialog.getByRole('button', { name: 'Print or save as PDF' });
  // The clock moves a frame at a time until the preview shows (the app's own timers run on it too): a batch
  // is drawn per frame at most, so a few are, far from all.
  await expect(async () => {
    await page.clock.runFor(16);
    await expect(labels).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 120_000 });
  await expect(dialog.getByText('1,200 labels')).toBeVisible();
  await expect(progress).toContainText(/Preparing labels: [\d,]+ of 1,200/);
  await expect(print).toBeDisabled();
  await progress.getByRole('button', { name: 'Stop' }).dispatchEvent('click');
  await expect(progress).toHaveAttribute('data-drawing', 'stopped');
  const stoppedAt = Number(await labels.getAttribute('data-drawn'));
  expect(stoppedAt).toBeLessThan(1200);
  await expect(progress).toContainText(`Stopped at ${stoppedAt.toLocaleString('en')} of 1,200 labels`);
  // Stopped means stopped: a minute of the clock later, still as many.
  await page.clock.runFor(60_000);
  expect(Number(await labels.getAttribute('data-drawn'))).toBe(stoppedAt);
  await expect(dialog.locator('.print-label')).toHaveCount(stoppedAt);
  await expect(print).toBeDisabled();
  // A minute of the page's clock with no answer from the host is, to the tab, a host gone away (its probe
  // gives up on the same clock): the page is read-only until the probe's real answer arrives, and a click
  // meanwhile is rightly dropped. The user's click comes when the host is back.
  await expect(page.getByTestId('host-banner')).toHaveCount(0);

  await progress.getByRole('button', { name: 'Prepare the rest' }).dispatchEvent('click');
  // The rest on the test's clock too, a few frames at a time (a resumed clock left the drawing stalled at the
  // stop on a loaded machine: the test, not the machine, says when time passes).
  await expect(async () => {
    await page.clock.runFor(100);
    expect(Number(await labels.getAttribute('data-drawn'))).toBe(1200);
  }).toPass({ timeout: 480_000 });
  await expect(progress).toHaveCount(0);
  await expect(print).toBeEnabled();
  await expect(dialog.locator('.print-label')).toHaveCount(1200);
  await expect(dialog.locator('.print-label').last()).toContainText('1200 / 1200');
  expect(errors).toEqual([]);
});
