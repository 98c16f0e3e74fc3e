import { describe, expect, it } from 'vitest';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import { buildPickSheet } from './pick-sheet';
import { goods, list } from './fixtures.test-support';
import { LabelSheet } from './LabelSheet';
import { expandLabels, labelLines } from './labels';
import { PickSheet } from './PickSheet';
import { decodeSvg } from './svg-bars.test-support';

const details = [
  list('FH24042000601', [goods(1, 'SKU-1', 'MKT-1-A', 48, [['B-02-01', 48]], { perBox: 24, boxes: 2 }), goods(2, 'SKU-2', 'MKT-2-B', 3, [])]),
  list('FH24042000602', [goods(3, 'SKU-3', 'MKT-3-C', 7, [['A-10-04', 7]])]),
];

function barcodes(root: Element): Array<[string, string]> {
  return [...root.querySelectorAll('[data-barcode]')].map((el) => [el.getAttribute('data-barcode') ?? '', decodeSvg(el.innerHTML)]);
}

describe('the printed pick sheet', () => {
  it('prints every line in bin order with its quantity, and every barcode scans as its text', () => {
    const sheet = buildPickSheet(details);
    const { container } = renderWithProviders(<PickSheet sheet={sheet} operator="Li Wei" printedAt={new Date(2026, 0, 2)} />, { bridge: fakeBridge() });
    const rows = [...container.querySelectorAll('tr[data-pick-row]')];
    expect(rows.map((r) => [r.getAttribute('data-bin'), r.getAttribute('data-sku'), r.getAttribute('data-quantity')])).toEqual([
      ['A-10-04', 'SKU-3', '7'],
      ['B-02-01', 'SKU-1', '48'],
      ['', 'SKU-2', '3'],
    ]);
    const codes = barcodes(container);
    expect(codes.map(([value]) => value)).toEqual(['FH24042000601', 'FH24042000602', 'MKT-3-C', 'MKT-1-A', 'MKT-2-B']);
    for (const [value, decoded] of codes) expect(decoded).toBe(value);
    expect(container.textContent).toContain('Li Wei');
    expect(container.textContent).toContain('3 lines · 58 pcs · 2 boxes');
  });

  it('prints in zh-CN', () => {
    const { container } = renderWithProviders(<PickSheet sheet={buildPickSheet(details)} operator="" printedAt={new Date(2026, 0, 2)} />, { bridge: fakeBridge(), locale: 'zh-CN' });
    expect(container.textContent).toContain('拣货单');
    expect(container.textContent).toContain('未填写库位');
  });
});

describe('printed labels', () => {
  it('print one label per box, each barcode scanning as its MSKU', () => {
    const labels = expandLabels(labelLines(details), {}, 'msku');
    const { container } = renderWithProviders(<LabelSheet labels={labels} size="50x30" />, { bridge: fakeBridge() });
    expect(container.querySelectorAll('.print-label')).toHaveLength(4);
    const codes = barcodes(container);
    expect(codes.map(([v]) => v)).toEqual(['MKT-1-A', 'MKT-1-A', 'MKT-2-B', 'MKT-3-C']);
    for (const [value, decoded] of codes) expect(decoded).toBe(value);
  });
});
