// Every §2.3 field of a rich sandbox list is reachable on the detail screen, coded values read in the user's
// language, and the head-leg chart writes the same totals as its table.
import { describe, expect, it } from 'vitest';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { shippingListDetailSchema } from '../../shared/catalogue/operations/shippingDetail';
import { ShippingListDetail } from '../../renderer/src/features/shipping-lists/components/ShippingListDetail';
import type { ShippingDetail } from '../../renderer/src/features/shipping-lists/queries';
import { fakeBridge } from '../../renderer/src/testing/fake-bridge';
import { renderWithProviders } from '../../renderer/src/testing/render';

const lists = new BackOffice({ seed: 42 }).inspect('shippingLists') as unknown[];
const rich = lists
  .map((l) => shippingListDetailSchema.parse(l) as unknown as ShippingDetail)
  .find((d) => d.accessoriesDetails.length > 0 && d.firstLetListResponseList.length > 1 && d.goodsExtDetails.length > 1);

function panels(container: HTMLElement, section: string): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(`#${section} details.all-fields`)];
}
const fieldText = (panel: HTMLElement, key: string) => panel.querySelector(`[data-field="${key}"] dd`)?.textContent ?? null;

describe('the whole shipping-list detail', () => {
  it('reaches every field of every goods, accessory and head-leg line, with its value', () => {
    if (!rich) throw new Error('the seed has no list with accessories and several head-leg lines');
    const { container } = renderWithProviders(<ShippingListDetail d={rich} />, { bridge: fakeBridge() });
    const sections = [
      ['goods', rich.goodsExtDetails],
      ['accessories', rich.accessoriesDetails],
      ['head-leg', rich.firstLetListResponseList],
    ] as const;
    for (const [section, records] of sections) {
      const found = panels(container, section);
      expect(found, section).toHaveLength(records.length);
      records.forEach((record, i) => {
        const panel = found[i] as HTMLElement;
        for (const [key, value] of Object.entries(record)) {
          expect(panel.querySelector(`[data-field="${key}"]`), `${section}[${i}].${key}`).not.toBeNull();
          if (typeof value === 'string' && value !== '') expect(fieldText(panel, key)).toBe(value);
        }
      });
    }
    // The fields the issue found nowhere.
    const goods = panels(container, 'goods')[0] as HTMLElement;
    for (const k of ['cargoCode', 'articleNumbering', 'goodId', 'specId', 'taxAmount', 'taxCurrency', 'cgPrice', 'boxNetWeight']) expect(fieldText(goods, k)).not.toBeNull();
    expect(fieldText(panels(container, 'accessories')[0] as HTMLElement, 'auxProductId')).not.toBeNull();
    const leg = panels(container, 'head-leg')[0] as HTMLElement;
    for (const k of ['price', 'perTax', 'headStockPrice', 'perFirstletCost', 'perFirstletExpected', 'perFirstletActual', 'auxStockPrice', 'gtin', 'perBillWeight']) expect(fieldText(leg, k)).not.toBeNull();
    // The list's own fields too (ids of its people, files…).
    const own = container.querySelector('.detail-header details.all-fields') as HTMLElement;
    for (const k of ['createUserId', 'deliveryUserId', 'logisticsProviderId', 'shippingListFiles']) expect(own.querySelector(`[data-field="${k}"]`)).not.toBeNull();
  });

  it('names allocation, source and cost link from their codes in en, the vendor’s Chinese beside', () => {
    if (!rich) throw new Error('no rich list');
    const { container } = renderWithProviders(<ShippingListDetail d={rich} />, { bridge: fakeBridge() });
    const sources = [...container.querySelectorAll('[data-code-table="valueSource"]')];
    expect(sources).toHaveLength(rich.firstLetListResponseList.length);
    const names = { 0: 'Estimated', 1: 'Actual', 2: 'Custom' } as Record<number, string>;
    rich.firstLetListResponseList.forEach((l, i) => expect(sources[i]?.textContent?.startsWith(names[l.valueSource ?? -1] ?? '?')).toBe(true));
    const header = container.querySelector('.detail-header [data-code-table="headFeeType"]');
    expect(header?.textContent).toMatch(/^(By |Custom)/);
    // No allocation name is left in Chinese alone.
    for (const el of container.querySelectorAll('[data-code-table]')) expect(el.textContent).toMatch(/^[A-Z]/);
  });

  it('writes each head-leg bar’s figure as the table’s vendor total, even where the parts add up one cent more', () => {
    if (!rich) throw new Error('no rich list');
    const [first, ...rest] = rich.firstLetListResponseList;
    const lines = [{ ...first, transportationCost: '10.01', taxCost: '10.03', otherCost: '7.04', totalCost: '27.07' }, ...rest] as ShippingDetail['firstLetListResponseList'];
    const { container } = renderWithProviders(<ShippingListDetail d={{ ...rich, firstLetListResponseList: lines }} />, { bridge: fakeBridge() });
    const bars = [...container.querySelectorAll('#head-leg [data-bar-total]')].map((t) => t.textContent);
    expect(bars[0]).toBe('27.07');
    expect(bars).toEqual(lines.map((l) => l.totalCost));
  });
});
