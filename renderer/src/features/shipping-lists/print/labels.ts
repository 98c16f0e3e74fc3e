// Goods labels of thermal sizes: one per box by default, each with the MSKU's (or SKU's) barcode, the name,
// the quantity in the box and the list's code.
import type { ShippingDetail } from '../queries';
import { fitBarcode } from './barcode';

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

/** The width a label's barcode may take: the label less its inset each side (LabelSheet's layout). */
export const LABEL_INSET_MM = 2;
export const labelBarWidthMm = (size: LabelSize) => LABEL_SIZES[size].w - 2 * LABEL_INSET_MM;
/** The widest module a label prints (the nominal Code 128 module). */
export const LABEL_MAX_MODULE_MM = 0.33;

export interface NarrowCodes {
  /** Labels whose barcode would be too narrow to scan at this size. */
  labels: number;
  /** The narrowest module among them, in mm. */
  moduleMm: number;
  /** The smallest size on which every label's barcode scans; null when none does. */
  fits: LabelSize | null;
}

/** Which labels cannot carry a readable barcode at `size`, and the smallest size at which all can. */
export function narrowCodes(labels: readonly PrintedLabel[], size: LabelSize): NarrowCodes | null {
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l.value, (counts.get(l.value) ?? 0) + 1);
  const narrowAt = (s: LabelSize) => [...counts.keys()].map((v) => fitBarcode(v, labelBarWidthMm(s), LABEL_MAX_MODULE_MM)).filter((f) => f.kind === 'tooNarrow');
  const narrow = [...counts.entries()].map(([value, n]) => ({ n, fit: fitBarcode(value, labelBarWidthMm(size), LABEL_MAX_MODULE_MM) })).filter((x) => x.fit.kind === 'tooNarrow');
  if (narrow.length === 0) return null;
  const sizes = (Object.keys(LABEL_SIZES) as LabelSize[]).filter((s) => LABEL_SIZES[s].w > LABEL_SIZES[size].w);
  return {
    labels: narrow.reduce((sum, x) => sum + x.n, 0),
    moduleMm: Math.min(...narrow.map((x) => (x.fit.kind === 'tooNarrow' ? x.fit.moduleMm : Infinity))),
    fits: sizes.find((s) => narrowAt(s).length === 0) ?? null,
  };
}
