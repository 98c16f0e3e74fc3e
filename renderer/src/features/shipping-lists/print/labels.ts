// Goods labels of thermal sizes: one per box by default, each with the MSKU's (or SKU's) barcode, the name,
// the quantity in the box and the list's code.
import type { ShippingDetail } from '../queries';

export const LABEL_SIZES = { '50x30': { w: 50, h: 30 }, '70x30': { w: 70, h: 30 }, '100x30': { w: 100, h: 30 } } as const;
export type LabelSize = keyof typeof LABEL_SIZES;
export type LabelCode = 'msku' | 'sku';

export interface LabelLine {
  /** Stable per list and goods line: the copies the user chose are kept under it. */
  key: string;
  listCode: string;
  sku: string | null;
  msku: string | null;
  productName: string | null;
  /** Pieces on each label: the quantity in a box, or the whole line when the vendor gives no box size. */
  quantity: number;
  /** Copies printed unless the user says otherwise: the line's box count (at least one). */
  defaultCopies: number;
}

const positive = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

export function labelLines(details: readonly ShippingDetail[]): LabelLine[] {
  return details.flatMap((d) => {
    const listCode = d.shippingListCode ?? String(d.id ?? '');
    return d.goodsExtDetails.map((g, i) => ({
      key: `${listCode}/${g.id ?? i}`,
      listCode,
      sku: g.sku,
      msku: g.msku,
      productName: g.productName,
      quantity: positive(g.quantityInCase) || positive(g.applyNum),
      defaultCopies: Math.max(1, positive(g.boxNum)),
    }));
  });
}

/** The barcode's text: the chosen code, or the other one when the line lacks it. */
export function labelValue(line: Pick<LabelLine, 'sku' | 'msku'>, code: LabelCode): string {
  const first = code === 'msku' ? line.msku : line.sku;
  const second = code === 'msku' ? line.sku : line.msku;
  return first || second || '';
}

export interface PrintedLabel {
  key: string;
  copy: number;
  line: LabelLine;
  value: string;
}

/** Every label to print, copies of a line together; a line with 0 copies prints none. */
export function expandLabels(lines: readonly LabelLine[], copies: Readonly<Record<string, number>>, code: LabelCode): PrintedLabel[] {
  return lines.flatMap((line) => {
    const n = Math.max(0, Math.min(999, Math.floor(copies[line.key] ?? line.defaultCopies)));
    return Array.from({ length: n }, (_, copy) => ({ key: `${line.key}#${copy}`, copy, line, value: labelValue(line, code) }));
  });
}
