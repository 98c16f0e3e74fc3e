import { describe, expect, it } from 'vitest';
import { stringifyJson } from '../../../shared/json/lossless';
import { data, harness, view, type Rec } from './helpers';

// Field names of spec §2.3, copied from the specification's tables.
const TOP = [
  'id', 'platformCode', 'shippingListCode', 'shippingListStatus', 'shippingListStatusDesc', 'pickingStatus', 'pickingStatusDesc',
  'warehouseId', 'logisticsProviderId', 'logisticsChannelId', 'arrivalTime', 'headFeeType', 'headFeeTypeName', 'logisticsCode',
  'appointmentPickupTime', 'createUserId', 'createUserName', 'createTime', 'deliveryUserId', 'deliveryUserName', 'deliveryTime',
  'sailTime', 'expectedArrivalTime', 'actualDueTime', 'orderLogisticsStatus', 'actualDeliveryTime', 'shippingListFiles',
  'shippingListRemark', 'hasAutoDeduction', 'hasHandCheckSpace', 'principals', 'goodsTotalData', 'goodsExtDetails',
  'accessoriesDetails', 'logisticsDetails', 'firstLetListResponseList',
];
const GOODS = [
  'id', 'shippingListId', 'goodsUrl', 'platformCode', 'platformName', 'countryCode', 'countryName', 'storeId', 'storeName', 'cargoId',
  'cargoCode', 'cargoGoodsId', 'msku', 'mskuId', 'articleNumbering', 'goodId', 'productId', 'productName', 'productType', 'sku',
  'specId', 'specInfo', 'quantityInCase', 'boxNum', 'boxLength', 'boxWidth', 'boxHeight', 'packageLength', 'packageWidth',
  'packageHeight', 'cbm', 'cgProductNetWeight', 'cgProductGrossWeight', 'boxWeight', 'boxNetWeight', 'boxGrossWeight',
  'volumeWeight', 'usableNum', 'qcNum', 'applyNum', 'shipmentsNum', 'totalNw', 'totalGw', 'taxAmount', 'taxCurrency', 'remark',
  'hasPair', 'logisticsCode', 'appointmentPickupTime', 'stockDeduct', 'cgPrice', 'whbCodeInfo',
];
const GAUGE = [
  'specId', 'specTitle', 'isDefault', 'quantityInCase', 'boxLength', 'boxWidth', 'boxHeight', 'packageLength', 'packageWidth',
  'packageHeight', 'cgProductGrossWeight', 'boxWeight',
];
const BIN = ['whbCode', 'whbName', 'stockNum', 'productId', 'whbNum'];
const ACCESSORY = [
  'id', 'shippingListId', 'auxName', 'auxSku', 'auxProductId', 'accessoriesPrice', 'relationType', 'relationTypeName',
  'relationProductMsku', 'auxHeadFeeType', 'auxHeadFeeTypeName', 'auxNum', 'accessoriesTotalPrice', 'cargoGoodsId', 'cargoCode',
  'productNum', 'companyId', 'priceVersion',
];
const LOGISTICS = [
  'id', 'shippingListId', 'logisticsNumber', 'trackingNumber', 'transportationCost', 'otherCost', 'transportationCurrency',
  'otherCurrency', 'transportationIcon', 'otherIcon', 'otherCostRemark', 'expectedTransportationCost',
  'expectedTransportationCurrency', 'expectedTransportationIcon', 'expectedOtherCost', 'expectedOtherCurrency',
  'expectedOtherIcon', 'expectedOtherCostRemark',
];
const HEAD_LEG = [
  'deliveryTime', 'shippingListCode', 'platformCode', 'platformName', 'countryCode', 'country', 'cargoCode', 'goodExtId', 'msku',
  'mskuId', 'gtin', 'sku', 'productType', 'goodName', 'goodsUrl', 'deliveryNum', 'expectedArrivalTime', 'logisticsNumber',
  'valueSource', 'valueSourceStr', 'transportationCost', 'taxCost', 'otherCost', 'totalCost', 'perTotalCost', 'totalCostCurrency',
  'logisticsWay', 'headFeeTypeStr', 'volumeFormulaParam', 'perBillWeight', 'companyId', 'storeId', 'storeName', 'purchasePrice',
  'price', 'auxStockPrice', 'perTax', 'headStockPrice', 'perFirstletCost', 'perFirstletExpected', 'perFirstletActual',
  'wfsStockPrice',
];

const keysOf = (v: unknown) => Object.keys(v as Rec).sort();

describe('shipping-list detail (4.9)', () => {
  it('answers code 200 as a number with the whole §2.3 record', () => {
    const h = harness({ shippingLists: 60 });
    const lists = view<Rec>(h.bo, 'shippingLists');
    let accessories = 0;
    let headLeg = 0;
    for (const list of lists) {
      const { answer } = h.call('shippingDetail', { shippingListCode: list.shippingListCode });
      expect(answer.code).toBe(200);
      const d = data(answer);
      expect(keysOf(d)).toEqual([...TOP].sort());
      expect(d.shippingListCode).toBe(list.shippingListCode);
      const goods = d.goodsExtDetails as Rec[];
      expect(goods.length).toBeGreaterThan(0);
      for (const g of goods) {
        expect(keysOf(g)).toEqual([...GOODS].sort());
        const spec = g.specInfo as Rec;
        expect(keysOf(spec)).toEqual(['boxGaugeList', 'cgProductNetWeight', 'productId']);
        for (const gauge of spec.boxGaugeList as Rec[]) expect(keysOf(gauge)).toEqual([...GAUGE].sort());
        expect((g.whbCodeInfo as Rec[]).length).toBeGreaterThan(0);
        for (const bin of g.whbCodeInfo as Rec[]) expect(keysOf(bin)).toEqual([...BIN].sort());
        expect(g.boxLength).toMatch(/^\d+\.\d\d$/);
      }
      for (const a of (d.accessoriesDetails as Rec[] | null) ?? []) {
        accessories++;
        expect(keysOf(a)).toEqual([...ACCESSORY].sort());
      }
      for (const l of d.logisticsDetails as Rec[]) expect(keysOf(l)).toEqual([...LOGISTICS].sort());
      for (const line of d.firstLetListResponseList as Rec[]) {
        headLeg++;
        expect(keysOf(line)).toEqual([...HEAD_LEG].sort());
        expect(line.deliveryTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      }
      expect(keysOf(d.goodsTotalData)).toEqual(['applyNum', 'mskuCount', 'shipmentsNum', 'taxAmount', 'totalGw', 'totalNw']);
    }
    expect(accessories).toBeGreaterThan(0);
    expect(headLeg).toBeGreaterThan(0);
  });

  it('writes goods-line store ids above 2^53 as exact bare numbers', () => {
    const h = harness();
    const list = view<Rec>(h.bo, 'shippingLists')[0] as Rec;
    const stored = ((list.goodsExtDetails as Rec[])[0] as Rec).storeId as string;
    expect(BigInt(stored) > 2n ** 53n).toBe(true);
    const { envelope, answer } = h.call('shippingDetail', { shippingListCode: list.shippingListCode });
    expect(stringifyJson(envelope)).toContain(`"storeId":${stored},`);
    expect(((data(answer).goodsExtDetails as Rec[])[0] as Rec).storeId).toBe(stored);
  });

  it('answers an unknown code with code 500, "shipping list not found" and data null', () => {
    const { answer, applied } = harness().call('shippingDetail', { shippingListCode: 'FH-NOPE' });
    expect(answer).toMatchObject({ code: 500, error_details: ['shipping list not found'], data: null });
    expect(typeof answer.message).toBe('string');
    expect(applied).toBeNull();
  });
});
