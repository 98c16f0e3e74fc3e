// Accessories, logistics records and head-leg (first-leg) cost allocation of a shipping list (spec §2.3).
import type { Rng } from '../rng';
import { formatIsoLocal } from '../time';
import { ACCESSORIES, HEAD_FEE_TYPES } from '../vocab';
import type { GoodsLineFacts } from './shippingGoods';

export const COMPANY_ID = 90_128;
const fixed = (n: number, d = 2) => n.toFixed(d);

export function generateAccessories(rng: Rng, listId: number, nextId: () => number, goods: readonly GoodsLineFacts[], headFeeType: number) {
  const out: Array<Record<string, unknown>> = [];
  for (let i = 0, n = rng.int(1, 2); i < n; i++) {
    const linked = rng.chance(0.7) ? rng.pick(goods) : null;
    const unit = rng.int(5, 300) / 100;
    const num = linked ? linked.applyNum : rng.int(1, 10);
    out.push({
      id: nextId(),
      shippingListId: listId,
      auxName: rng.pick(ACCESSORIES),
      auxSku: `AUX-${rng.digits(5)}`,
      auxProductId: rng.int(100_000, 999_999),
      accessoriesPrice: fixed(unit),
      relationType: linked ? 1 : 2,
      relationTypeName: linked ? '关联商品' : '关联整单',
      relationProductMsku: linked ? linked.msku : '',
      auxHeadFeeType: headFeeType,
      auxHeadFeeTypeName: HEAD_FEE_TYPES[headFeeType] ?? '',
      auxNum: String(num),
      accessoriesTotalPrice: fixed(unit * num),
      cargoGoodsId: linked ? (linked.line.cargoGoodsId as number) : 0,
      cargoCode: linked ? linked.cargoCode : '',
      productNum: linked ? linked.applyNum : 0,
      companyId: COMPANY_ID,
      priceVersion: rng.int(1, 5),
    });
  }
  return out;
}

export interface LogisticsFacts {
  records: Array<Record<string, unknown>>;
  logisticsNumbers: string[];
  freight: number;
  other: number;
}

/** Actual costs are known only once the list has shipped; estimates exist from the start. */
export function generateLogistics(rng: Rng, listId: number, nextId: () => number, shipped: boolean): LogisticsFacts {
  const records: Array<Record<string, unknown>> = [];
  const logisticsNumbers: string[] = [];
  let freight = 0;
  let other = 0;
  for (let i = 0, n = rng.int(1, 2); i < n; i++) {
    const expectedFreight = rng.int(8000, 90000) / 100;
    const expectedOther = rng.int(0, 8000) / 100;
    const actualFreight = expectedFreight * (0.9 + rng.next() * 0.25);
    const actualOther = expectedOther * (0.8 + rng.next() * 0.4);
    const logisticsNumber = `LP${rng.digits(12)}`;
    logisticsNumbers.push(logisticsNumber);
    freight += shipped ? actualFreight : expectedFreight;
    other += shipped ? actualOther : expectedOther;
    records.push({
      id: nextId(),
      shippingListId: listId,
      logisticsNumber,
      trackingNumber: shipped ? `1Z${rng.digits(16)}` : '',
      transportationCost: shipped ? fixed(actualFreight) : '',
      otherCost: shipped ? fixed(actualOther) : '',
      transportationCurrency: 'CNY',
      otherCurrency: 'CNY',
      transportationIcon: '￥',
      otherIcon: '￥',
      otherCostRemark: shipped && actualOther > 0 ? '报关费' : '',
      expectedTransportationCost: fixed(expectedFreight),
      expectedTransportationCurrency: 'CNY',
      expectedTransportationIcon: '￥',
      expectedOtherCost: fixed(expectedOther),
      expectedOtherCurrency: 'CNY',
      expectedOtherIcon: '￥',
      expectedOtherCostRemark: expectedOther > 0 ? '预估杂费' : '',
    });
  }
  return { records, logisticsNumbers, freight, other };
}

export interface HeadLegInput {
  rng: Rng;
  shippingListCode: string;
  deliveryMs: number;
  expectedArrival: string | null;
  goods: readonly GoodsLineFacts[];
  logistics: LogisticsFacts;
  shipped: boolean;
  headFeeType: number;
  logisticsWay: string;
  platform: { code: string; name: string; countryCode: string; country: string };
  retailerFulfilment: boolean;
}

/** One allocation line per goods line; freight and other cost are shared by gross weight. */
export function generateHeadLeg(input: HeadLegInput): Array<Record<string, unknown>> {
  const { rng, goods, logistics } = input;
  const totalGross = goods.reduce((s, g) => s + g.grossKg, 0) || 1;
  return goods.map((g) => {
    const share = g.grossKg / totalGross;
    const freight = logistics.freight * share;
    const other = logistics.other * share;
    const total = freight + other + g.tax;
    const perTotal = g.applyNum > 0 ? total / g.applyNum : 0;
    const perFirstlet = g.applyNum > 0 ? (freight + other) / g.applyNum : 0;
    const auxUnit = rng.int(0, 80) / 100;
    const perTax = g.applyNum > 0 ? g.tax / g.applyNum : 0;
    return {
      deliveryTime: formatIsoLocal(input.deliveryMs),
      shippingListCode: input.shippingListCode,
      platformCode: input.platform.code,
      platformName: input.platform.name,
      countryCode: input.platform.countryCode,
      country: input.platform.country,
      cargoCode: g.cargoCode,
      goodExtId: g.line.id,
      msku: g.msku,
      mskuId: g.mskuId,
      gtin: `0${rng.digits(12)}`,
      sku: g.sku,
      productType: g.productType,
      goodName: g.productName,
      goodsUrl: g.goodsUrl,
      deliveryNum: g.shipmentsNum,
      expectedArrivalTime: input.expectedArrival,
      logisticsNumber: logistics.logisticsNumbers,
      valueSource: input.shipped ? 1 : 0,
      valueSourceStr: input.shipped ? '实际' : '预估',
      transportationCost: fixed(freight),
      taxCost: fixed(g.tax),
      otherCost: fixed(other),
      totalCost: fixed(total),
      perTotalCost: fixed(perTotal, 4),
      totalCostCurrency: '￥',
      logisticsWay: input.logisticsWay,
      headFeeTypeStr: HEAD_FEE_TYPES[input.headFeeType] ?? '',
      volumeFormulaParam: 6000,
      perBillWeight: Number((g.grossKg / Math.max(g.applyNum, 1)).toFixed(3)),
      companyId: COMPANY_ID,
      storeId: g.storeId,
      storeName: g.storeName,
      purchasePrice: fixed(g.cgPrice),
      price: fixed(g.cgPrice + perTotal + auxUnit, 4),
      auxStockPrice: fixed(auxUnit, 4),
      perTax: fixed(perTax, 4),
      headStockPrice: fixed(perFirstlet, 4),
      perFirstletCost: fixed(perFirstlet, 4),
      perFirstletExpected: fixed(perFirstlet * 0.95, 4),
      perFirstletActual: input.shipped ? fixed(perFirstlet, 4) : '',
      wfsStockPrice: input.retailerFulfilment ? fixed(g.cgPrice + perTotal, 4) : '',
    };
  });
}
