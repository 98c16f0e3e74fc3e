// Test support: shipping lists with only what the pick sheet and labels read; every other field is absent.
import type { GoodsLine, ShippingDetail } from '../queries';

type Bin = [code: string, taken: number, name?: string];

export function goods(id: number, sku: string, msku: string, applyNum: number, bins: Bin[], box: { perBox?: number; boxes?: number } = {}): GoodsLine {
  return {
    id,
    sku,
    msku,
    productName: `Product ${sku}`,
    goodsUrl: null,
    applyNum,
    quantityInCase: box.perBox ?? null,
    boxNum: box.boxes ?? null,
    whbCodeInfo: bins.map(([whbCode, whbNum, whbName]) => ({ whbCode, whbNum, whbName: whbName ?? null, stockNum: 100, productId: null })),
  } as unknown as GoodsLine;
}

export function list(code: string, lines: GoodsLine[], warehouseId = 3002): ShippingDetail {
  return { shippingListCode: code, id: Number(code.replace(/\D/g, '')) || 1, warehouseId, goodsExtDetails: lines } as unknown as ShippingDetail;
}
