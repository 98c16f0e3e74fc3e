// Printing from the shipping-lists screen: a pick sheet of 3 queued lists and goods labels, printed to PDF by
// Chromium as the browser's Save as PDF would, then read back: the text (every bin, SKU and quantity, in bin
// order), every barcode scanned off the rendered pages, and PNGs of the pages to look at, in en and zh-CN.
import { expect, test, type Page } from '@playwright/test';
import { buildPickSheet } from '../../renderer/src/features/shipping-lists/print/pick-sheet';
import { expandLabels, labelLines } from '../../renderer/src/features/shipping-lists/print/labels';
import type { ShippingDetail } from '../../renderer/src/features/shipping-lists/queries';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { decodePdfBarcodes, pdfPngs, pdfText } from './print-support';
import { openRoute, setLocale } from './screens-support';
import { watchErrors } from './support';
import { hostPerFile } from './host-per-file';

const e2e = hostPerFile();
// The embedded sandbox's lists in full (its back office is a pure function of the seed, 42).
const details = new BackOffice({ seed: 42 }).inspect('shippingLists') as ShippingDetail[];
const wave = details.filter((d) => d.shippingListStatus === 1 && d.pickingStatus === 0 && d.goodsExtDetails.length > 0).slice(0, 3);

async function queueWave(page: Page) {
  await openRoute(page, e2e, '/shipping-lists');
  await expect(page.getByTestId('queue-loading')).toHaveCount(0);
  await page.getByTestId('scan-input').focus();
  for (const d of wave) await page.keyboard.type(`${d.shippingListCode}\n`, { delay: 5 });
  await expect(page.locator('tr[data-state="found"]')).toHaveCount(3);
  for (const d of wave) await page.locator(`tr[data-code="${d.shippingListCode}"] input[type="checkbox"]`).check();
}

const NO_BIN = { en: 'No bin entered', 'zh-CN': '未填写库位' } as const;
const codes = () => wave.map((d) => d.shippingListCode ?? '');

for (const locale of ['en', 'zh-CN'] as const) {
  test(`a pick sheet of 3 lists prints every bin, SKU and quantity in bin order, and every barcode scans (${locale})`, async ({ page }) => {
    expect(wave).toHaveLength(3);
    await setLocale(e2e, locale);
    const errors = watchErrors(page);
    await queueWave(page);
    await page.locator('.queue-actions button').filter({ hasText: locale === 'en' ? 'Print pick sheet (3 lists)' : '打印拣货单（3 个发货单）' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('tr[data-pick-row]').first()).toBeVisible();
    await dialog.locator('input').first().fill('Li Wei');
    const sheet = buildPickSheet(wave);
    await expect(dialog.locator('tr[data-pick-row]')).toHaveCount(sheet.rows.length);

    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPngs(pdf, `pick-sheet-${locale}-A4`).length).toBeGreaterThan(0);

    // The text: each row's bin, then its quantity, then its SKU, rows in bin order.
    const text = pdfText(pdf);
    for (const code of codes()) expect(text).toContain(code);
    let cursor = text.indexOf(locale === 'en' ? 'Bin' : '库位');
    for (const row of sheet.rows) {
      const bin = text.indexOf(row.bin ?? NO_BIN[locale], cursor);
      expect(bin, `bin ${row.bin} after position ${cursor}`).toBeGreaterThan(cursor);
      const sku = text.indexOf(`SKU ${row.sku}`, bin);
      expect(sku, `SKU ${row.sku} after its bin`).toBeGreaterThan(bin);
      expect(text.slice(bin, sku), `quantity of ${row.sku} at ${row.bin}`).toMatch(new RegExp(`(^|\\s)${row.quantity.toLocaleString('en')}(\\s|$)`));
      cursor = sku;
    }
    // Bin order is what the picker walks: the sheet's model is checked on its own; here the rows came out in it.
    const bins = sheet.rows.map((r) => r.bin).filter((b): b is string => b !== null);
    expect(bins).toEqual([...bins].sort(new Intl.Collator('en', { numeric: true }).compare));

    // Every barcode on the paper scans as its text: the three list codes and each row's MSKU.
    const scanned = decodePdfBarcodes(pdf);
    expect([...scanned].sort()).toEqual([...new Set([...codes(), ...sheet.rows.map((r) => r.msku || r.sku || '')])].sort());
    expect(errors).toEqual([]);
  });
}

for (const locale of ['en', 'zh-CN'] as const) {
  test(`labels of 50 x 30 mm: one page per box, each barcode scans as its MSKU (${locale})`, async ({ page }) => {
    await setLocale(e2e, locale);
    const errors = watchErrors(page);
    await queueWave(page);
    await page.locator(`tr[data-code="${codes()[0]}"] button`).first().click();
    await page.locator('.detail-print button').nth(1).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('data-print-kind', 'labels');
    const expected = expandLabels(labelLines(wave.slice(0, 1)), {}, 'msku');
    await expect(dialog.locator('.print-label')).toHaveCount(expected.length);

    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPngs(pdf, `labels-${locale}-50x30`)).toHaveLength(expected.length);
    const text = pdfText(pdf);
    for (const l of expected) expect(text).toContain(l.line.listCode);
    expect([...decodePdfBarcodes(pdf)].sort()).toEqual([...new Set(expected.map((l) => l.value))].sort());

    // 70 x 30 and the SKU instead: fewer copies of a line, chosen by hand.
    await dialog.locator('select').nth(1).selectOption('70x30');
    await dialog.locator('select').nth(2).selectOption('sku');
    await dialog.locator('.print-copies input').first().fill('1');
    const chosen = expandLabels(labelLines(wave.slice(0, 1)), { [expected[0]?.line.key ?? '']: 1 }, 'sku');
    await expect(dialog.locator('.print-label')).toHaveCount(chosen.length);
    const pdf70 = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPngs(pdf70, `labels-${locale}-70x30-sku`)).toHaveLength(chosen.length);
    expect([...decodePdfBarcodes(pdf70)].sort()).toEqual([...new Set(chosen.map((l) => l.value))].sort());
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('after picking, the queue offers the pick sheet of just the lists picked', async ({ page }) => {
  await setLocale(e2e, 'en');
  const errors = watchErrors(page);
  await queueWave(page);
  await page.getByRole('button', { name: 'Pick 3 lists' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pick 3 lists' }).click();
  for (const code of codes()) await expect(page.locator(`.pick-results tr[data-name="${code}"]`)).toHaveAttribute('data-state', 'succeeded', { timeout: 20_000 });
  await page.getByTestId('print-after-pick').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-print="sheet"]')).toHaveAttribute('data-lists', '3');
  await expect(dialog.locator('.print-list-codes [data-barcode]')).toHaveCount(3);
  for (const code of codes()) await expect(dialog.locator(`.print-list-codes [data-barcode="${code}"]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});
