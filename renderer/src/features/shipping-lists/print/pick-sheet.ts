// The pick sheet of a wave: the goods of the chosen lists gathered per bin and SKU/MSKU, in bin order, so a
// picker walks the aisles once. Pure: the screen, the print view and the tests share it.
import type { GoodsLine, ShippingDetail } from '../queries';

export interface PickRow {
  /** Bin code (`whbCodeInfo.whbCode`); null when the vendor names no bin with a quantity for the goods. */
  bin: string | null;
  binName: string | null;
  sku: string | null;
  msku: string | null;
  productName: string | null;
  image: string | null;
  quantity: number;
  boxes: number;
  /** The lists this row picks for, in the order they were chosen. */
  lists: string[];
  /** Other bins that hold the goods (stock there, nothing entered to take). */
  otherBins: string[];
}

export interface PickSheet {
  listCodes: string[];
  warehouses: string[];
  rows: PickRow[];
  totals: { lines: number; quantity: number; boxes: number };
}

const count = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/** Bin codes such as A-02-07 sort as a picker reads them: A-2 before A-10; rows with no bin go last. */
const binOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
function compareRows(a: PickRow, b: PickRow): number {
  if (a.bin === null || b.bin === null) return a.bin === b.bin ? 0 : a.bin === null ? 1 : -1;
  return binOrder.compare(a.bin, b.bin) || binOrder.compare(a.sku ?? '', b.sku ?? '') || binOrder.compare(a.msku ?? '', b.msku ?? '');
}

interface Take {
  bin: string | null;
  binName: string | null;
  quantity: number;
}

/**
 * Where a goods line is taken from: each bin with a quantity entered (`whbNum`); what the bins do not cover of
 * the declared quantity (`applyNum`) is a row with no bin, so nothing is left off the sheet.
 */
export function takesOf(g: GoodsLine): Take[] {
  const takes: Take[] = g.whbCodeInfo
    .filter((b) => count(b.whbNum) > 0 && b.whbCode !== null && b.whbCode !== '')
    .map((b) => ({ bin: b.whbCode, binName: b.whbName, quantity: count(b.whbNum) }));
  const covered = takes.reduce((s, t) => s + t.quantity, 0);
  const rest = count(g.applyNum) - covered;
  if (rest > 0) takes.push({ bin: null, binName: null, quantity: rest });
  return takes;
}

function boxesFor(g: GoodsLine, quantity: number, whole: boolean): number {
  if (whole) return count(g.boxNum);
  const perBox = count(g.quantityInCase);
  return perBox > 0 ? Math.ceil(quantity / perBox) : 0;
}

export function buildPickSheet(details: readonly ShippingDetail[]): PickSheet {
  const rows = new Map<string, PickRow>();
  const listCodes: string[] = [];
  const warehouses = new Set<string>();
  for (const d of details) {
    const code = d.shippingListCode ?? String(d.id ?? '');
    listCodes.push(code);
    if (d.warehouseId !== null && d.warehouseId !== undefined) warehouses.add(String(d.warehouseId));
    for (const g of d.goodsExtDetails) {
      const takes = takesOf(g);
      for (const t of takes) {
        const key = JSON.stringify([t.bin, g.sku, g.msku]);
        let row = rows.get(key);
        if (!row) {
          row = { bin: t.bin, binName: t.binName, sku: g.sku, msku: g.msku, productName: g.productName, image: g.goodsUrl, quantity: 0, boxes: 0, lists: [], otherBins: [] };
          rows.set(key, row);
        }
        row.quantity += t.quantity;
        row.boxes += boxesFor(g, t.quantity, takes.length === 1);
        if (!row.lists.includes(code)) row.lists.push(code);
        for (const b of g.whbCodeInfo) {
          if (b.whbCode && b.whbCode !== t.bin && !takes.some((x) => x.bin === b.whbCode) && !row.otherBins.includes(b.whbCode)) row.otherBins.push(b.whbCode);
        }
      }
    }
  }
  const sorted = [...rows.values()].sort(compareRows);
  return {
    listCodes,
    warehouses: [...warehouses],
    rows: sorted,
    totals: { lines: sorted.length, quantity: sorted.reduce((s, r) => s + r.quantity, 0), boxes: sorted.reduce((s, r) => s + r.boxes, 0) },
  };
}
