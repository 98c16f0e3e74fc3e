// A shipping list's detail as the core answers `operations.call` for shippingDetail, made up in full (every §2.3
// field), for browser tests and benches that need lists the seeded sandbox does not hold (200 goods lines, a
// 300-character SKU, a direction control in a name): they serve it in place of the sandbox's answer.
const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#8aa0bd"/></svg>')}`;

export type GoodsOverrides = Partial<Record<'msku' | 'sku' | 'productName' | 'boxNum' | 'applyNum' | 'quantityInCase' | 'whbCode', unknown>>;

export function goodsLine(i: number, o: GoodsOverrides = {}): Record<string, unknown> {
  const n = String(i).padStart(4, '0');
  const applyNum = o.applyNum ?? 36;
  return {
    id: String(90_000 + i), shippingListId: '1', goodsUrl: IMAGE, platformCode: '10005', platformName: 'mkt', countryCode: 'US', countryName: '美国',
    storeId: '110458505618526720', storeName: '店铺 A', cargoId: '1', cargoCode: 'HJ1', cargoGoodsId: '2', msku: o.msku ?? `MKT-${n}-M`, mskuId: `88${n}`,
    articleNumbering: null, goodId: null, productId: String(100_000 + i), productName: o.productName ?? `Kestrel 产品 ${n}`, productType: 1, sku: o.sku ?? `SKU-${n}`, specId: `${n}01`,
    specInfo: { productId: String(i), cgProductNetWeight: 1.2, boxGaugeList: [{ specId: `${n}01`, specTitle: '标准箱', isDefault: '1', quantityInCase: 12, boxLength: 40, boxWidth: 30, boxHeight: 20, packageLength: 10, packageWidth: 8, packageHeight: 5, cgProductGrossWeight: 1.3, boxWeight: 0.5 }] },
    quantityInCase: o.quantityInCase ?? 12, boxNum: o.boxNum ?? 3, boxLength: '40.00', boxWidth: '30.00', boxHeight: '20.00', packageLength: '10.00', packageWidth: '8.00', packageHeight: '5.00',
    cbm: '0.024', cgProductNetWeight: '1.20', cgProductGrossWeight: '1.30', boxWeight: '0.50', boxNetWeight: '14.40', boxGrossWeight: '16.10', volumeWeight: '4.80',
    usableNum: 300, qcNum: 4, applyNum, shipmentsNum: 0, totalNw: '43.20', totalGw: '48.30', taxAmount: '3.20', taxCurrency: 'USD', remark: null, hasPair: true,
    logisticsCode: 'IND9', appointmentPickupTime: null, stockDeduct: 1, cgPrice: 12.5,
    whbCodeInfo: [{ whbCode: o.whbCode ?? `A-${n}-01`, whbName: '标准库位', stockNum: 120, productId: String(i), whbNum: applyNum }],
  };
}

/** The `operations.call` answer (the HTTP bridge's body) for shippingDetail of `code` with these goods lines. */
export function detailAnswer(code: string, goods: Array<Record<string, unknown>>): unknown {
  const headLeg = goods.slice(0, 50).map((g, i) => ({ msku: g.msku, goodName: g.productName, transportationCost: '10.00', taxCost: '1.50', otherCost: `${i % 5}.25`, totalCost: '12.00', totalCostCurrency: 'USD', logisticsNumber: [] }));
  const data = {
    id: '1', platformCode: '10005', shippingListCode: code, shippingListStatus: 1, shippingListStatusDesc: '待发货', pickingStatus: 0, pickingStatusDesc: '未拣货',
    warehouseId: '3003', logisticsProviderId: '22', logisticsChannelId: '2203', arrivalTime: null, headFeeType: 4, headFeeTypeName: '按SKU数量', logisticsCode: 'IND9:ATL6',
    appointmentPickupTime: '2024-07-05 03:14:53', createUserId: '1', createUserName: '陈静', createTime: '2024-07-02', deliveryUserId: null, deliveryUserName: null,
    deliveryTime: null, sailTime: null, expectedArrivalTime: '2024-08-11', actualDueTime: null, orderLogisticsStatus: null, actualDeliveryTime: null,
    shippingListFiles: [], shippingListRemark: null, hasAutoDeduction: false, hasHandCheckSpace: false, principals: [],
    goodsTotalData: { mskuCount: goods.length, totalNw: '8640.00', totalGw: '9660.00', applyNum: goods.length * 36, taxAmount: '640.00', shipmentsNum: 0 },
    goodsExtDetails: goods, accessoriesDetails: [], logisticsDetails: [], firstLetListResponseList: headLeg,
  };
  return {
    ok: true,
    result: { envelope: { code: '200', message: 'success', requestId: 'made-up', responseTime: null, errorDetails: [], total: null }, ok: true, items: [], unmatched: [], data },
  };
}
