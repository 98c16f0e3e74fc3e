import { z } from 'zod';
import { failed } from '../envelope';
import { text } from '../fields';
import { bool, id, ids, num, records, str, unwrapData } from '../response-readers';
import { defineOperation } from '../define';
import type { NormalisedResult } from '../types';

const boxGauge = z.looseObject({
  specId: str, specTitle: str, isDefault: str, quantityInCase: num, boxLength: num, boxWidth: num, boxHeight: num,
  packageLength: num, packageWidth: num, packageHeight: num, cgProductGrossWeight: num, boxWeight: num,
});
const bin = z.looseObject({ whbCode: str, whbName: str, stockNum: num, productId: id, whbNum: num });
const goodsLine = z.looseObject({
  id: id, shippingListId: id, goodsUrl: str, platformCode: str, platformName: str, countryCode: str, countryName: str,
  storeId: id, storeName: str, cargoId: id, cargoCode: str, cargoGoodsId: id, msku: str, mskuId: id,
  articleNumbering: str, goodId: str, productId: id, productName: str, productType: num, sku: str, specId: str,
  specInfo: z.looseObject({ productId: str, cgProductNetWeight: num, boxGaugeList: records(boxGauge) }).nullish(),
  quantityInCase: num, boxNum: num, boxLength: str, boxWidth: str, boxHeight: str, packageLength: str,
  packageWidth: str, packageHeight: str, cbm: str, cgProductNetWeight: str, cgProductGrossWeight: str, boxWeight: str,
  boxNetWeight: str, boxGrossWeight: str, volumeWeight: str, usableNum: num, qcNum: num, applyNum: num,
  shipmentsNum: num, totalNw: str, totalGw: str, taxAmount: str, taxCurrency: str, remark: str, hasPair: bool,
  logisticsCode: str, appointmentPickupTime: str, stockDeduct: num, cgPrice: num, whbCodeInfo: records(bin),
});
const accessory = z.looseObject({
  id: id, shippingListId: id, auxName: str, auxSku: str, auxProductId: id, accessoriesPrice: str, relationType: num,
  relationTypeName: str, relationProductMsku: str, auxHeadFeeType: num, auxHeadFeeTypeName: str, auxNum: str,
  accessoriesTotalPrice: str, cargoGoodsId: id, cargoCode: str, productNum: num, companyId: id, priceVersion: num,
});
const logistics = z.looseObject({
  id: id, shippingListId: id, logisticsNumber: str, trackingNumber: str, transportationCost: str, otherCost: str,
  transportationCurrency: str, otherCurrency: str, transportationIcon: str, otherIcon: str, otherCostRemark: str,
  expectedTransportationCost: str, expectedTransportationCurrency: str, expectedTransportationIcon: str,
  expectedOtherCost: str, expectedOtherCurrency: str, expectedOtherIcon: str, expectedOtherCostRemark: str,
});
const headLeg = z.looseObject({
  deliveryTime: str, shippingListCode: str, platformCode: str, platformName: str, countryCode: str, country: str,
  cargoCode: str, goodExtId: id, msku: str, mskuId: id, gtin: str, sku: str, productType: num, goodName: str,
  goodsUrl: str, deliveryNum: num, expectedArrivalTime: str, logisticsNumber: ids, valueSource: num,
  valueSourceStr: str, transportationCost: str, taxCost: str, otherCost: str, totalCost: str, perTotalCost: str,
  totalCostCurrency: str, logisticsWay: str, headFeeTypeStr: str, volumeFormulaParam: num, perBillWeight: num,
  companyId: id, storeId: id, storeName: str, purchasePrice: str, price: str, auxStockPrice: str, perTax: str,
  headStockPrice: str, perFirstletCost: str, perFirstletExpected: str, perFirstletActual: str, wfsStockPrice: str,
});
export const shippingListDetailSchema = z.looseObject({
  id: id, platformCode: str, shippingListCode: str, shippingListStatus: num, shippingListStatusDesc: str,
  pickingStatus: num, pickingStatusDesc: str, warehouseId: id, logisticsProviderId: id, logisticsChannelId: id,
  arrivalTime: str, headFeeType: num, headFeeTypeName: str, logisticsCode: str, appointmentPickupTime: str,
  createUserId: id, createUserName: str, createTime: str, deliveryUserId: id, deliveryUserName: str,
  deliveryTime: str, sailTime: str, expectedArrivalTime: str, actualDueTime: str, orderLogisticsStatus: str,
  actualDeliveryTime: str,
  shippingListFiles: records(z.looseObject({ shippingListFileUrl: str, shippingListFileKey: str, shippingListFileName: str })),
  shippingListRemark: str, hasAutoDeduction: bool, hasHandCheckSpace: bool,
  principals: records(z.looseObject({ principalUserId: id, principalUserName: str })),
  goodsTotalData: z
    .looseObject({ mskuCount: num, totalNw: str, totalGw: str, applyNum: num, taxAmount: str, shipmentsNum: num })
    .nullish(),
  goodsExtDetails: records(goodsLine),
  accessoriesDetails: records(accessory),
  logisticsDetails: records(logistics),
  firstLetListResponseList: records(headLeg),
});
export type ShippingListDetail = z.output<typeof shippingListDetailSchema>;

const request = z.object({ shippingListCode: text({ max: 64 }) });

export const shippingDetail = defineOperation({
  id: 'shippingDetail',
  section: '4.9',
  title: { en: 'Shipping list detail', zh: '查询平台仓发货单详情' },
  path: '/basicOpen/multiplatform/query/shippingDetail',
  bodyKind: 'json',
  capacity: 1,
  access: 'read',
  // This operation answers code 200 (a number) on success.
  successCodes: ['200', '0'],
  request,
  batch: null,
  normalise({ envelope, data }): NormalisedResult<ShippingListDetail> {
    const parsed = shippingListDetailSchema.safeParse(unwrapData(data));
    if (!parsed.success) return { ...failed<ShippingListDetail>(envelope), envelope: { ...envelope, message: 'the answer has no shipping list' } };
    return { envelope, ok: true, items: [], unmatched: [], data: parsed.data };
  },
});
