// Platform-warehouse shipping lists in every status, in the detail form of spec §2.3 (nulls where the sample
// has nulls: dates that have not happened yet, principals, accessories; pickingStatus -1 while unallocated).
import type { ShippingList, Store } from '../model';
import { createRng, type Rng } from '../rng';
import { DAY_MS, formatDate, formatDateTime, HISTORY_ANCHOR_MS } from '../time';
import { FULFILMENT_CENTRES, HEAD_FEE_TYPES, LOGISTICS, STAFF } from '../vocab';
import { generateAccessories, generateHeadLeg, generateLogistics } from './shippingCosts';
import { generateGoodsLine, type GoodsLineFacts } from './shippingGoods';

export const SHIPPING_STATUS_DESC = ['待配货', '待发货', '已发货', '已完成'] as const;
export const PICKING_STATUS_DESC: Readonly<Record<number, string>> = { [-1]: '', 0: '未拣货', 1: '已拣货' };
export const FIRST_SHIPPING_LIST_ID = 601;

/** The first lists cover every status and both picking states of status 1; the rest are drawn. */
const OPENING: ReadonlyArray<[status: number, picked: boolean]> = [
  [1, false], [1, false], [0, false], [1, true], [2, true], [3, true], [1, false],
];

function staff(rng: Rng) {
  const i = rng.int(0, STAFF.length - 1);
  return { id: 1000 + i, name: STAFF[i] as string };
}

function drawStatus(rng: Rng, i: number): [number, boolean] {
  const opening = OPENING[i];
  if (opening) return opening;
  const r = rng.next();
  const status = r < 0.15 ? 0 : r < 0.55 ? 1 : r < 0.8 ? 2 : 3;
  return [status, status >= 2 || (status === 1 && rng.chance(0.3))];
}

function generateOne(rng: Rng, i: number, stores: readonly Store[], ids: { line: () => number; aux: () => number; logistics: () => number }): ShippingList {
  const id = FIRST_SHIPPING_LIST_ID + i;
  const [status, picked] = drawStatus(rng, i);
  const pickingStatus = status === 0 ? -1 : picked ? 1 : 0;
  const store = rng.pick(stores);
  const platformStores = stores.filter((s) => s.platformCode === store.platformCode);
  const createMs = HISTORY_ANCHOR_MS - rng.int(2, 120) * DAY_MS + rng.int(0, 86_399) * 1000;
  const code = `FH${formatDate(createMs).slice(2).replaceAll('-', '')}${String(id).padStart(5, '0')}`;
  const shipped = status >= 2;
  const deliveryMs = createMs + rng.int(1, 6) * DAY_MS + rng.int(0, 36_000) * 1000;
  const sailMs = deliveryMs + rng.int(1, 4) * DAY_MS;
  const arrivalMs = sailMs + rng.int(12, 35) * DAY_MS;
  const pickupMs = status >= 1 && rng.chance(0.6) ? createMs + rng.int(1, 3) * DAY_MS : null;
  const headFeeType = rng.int(1, 6);
  const route = rng.pick(LOGISTICS);
  const centres = [rng.pick(FULFILMENT_CENTRES)];
  if (rng.chance(0.4)) centres.push(rng.pick(FULFILMENT_CENTRES.filter((c) => c !== centres[0])));
  const logisticsCode = centres.join(':');
  const cargoId = 50_000 + i;
  const cargoCode = `HJ${formatDate(createMs).replaceAll('-', '')}${String(i).padStart(4, '0')}`;

  const goods: GoodsLineFacts[] = [];
  for (let g = 0, n = rng.int(1, 4); g < n; g++) {
    const lineId = ids.line();
    goods.push(generateGoodsLine({
      rng, lineId, listId: id, store: rng.pick(platformStores), status, cargoId, cargoCode,
      cargoGoodsId: 70_000 + lineId, logisticsCode, pickupMs,
    }));
  }
  const logistics = generateLogistics(rng, id, ids.logistics, shipped);
  const creator = staff(rng);
  const shipper = staff(rng);
  const sum = (f: (g: GoodsLineFacts) => number) => goods.reduce((s, g) => s + f(g), 0);
  const files = rng.chance(0.5)
    ? []
    : [{ shippingListFileUrl: `https://files.sandbox.example/shipping/${code}/packing-list.pdf`, shippingListFileKey: `shipping/${code}/${rng.digits(8)}.pdf`, shippingListFileName: 'packing-list.pdf' }];
  return {
    id,
    platformCode: store.platformCode,
    shippingListCode: code,
    shippingListStatus: status,
    shippingListStatusDesc: SHIPPING_STATUS_DESC[status] as string,
    pickingStatus,
    pickingStatusDesc: PICKING_STATUS_DESC[pickingStatus] as string,
    warehouseId: rng.int(3001, 3004),
    logisticsProviderId: route.providerId,
    logisticsChannelId: route.channelId,
    arrivalTime: status === 3 ? formatDate(arrivalMs) : null,
    headFeeType,
    headFeeTypeName: HEAD_FEE_TYPES[headFeeType] ?? '',
    logisticsCode,
    appointmentPickupTime: pickupMs === null ? null : formatDateTime(pickupMs),
    createUserId: creator.id,
    createUserName: creator.name,
    createTime: formatDate(createMs),
    deliveryUserId: shipped ? shipper.id : null,
    deliveryUserName: shipped ? shipper.name : null,
    deliveryTime: shipped ? formatDate(deliveryMs) : null,
    sailTime: shipped ? formatDate(sailMs) : null,
    expectedArrivalTime: status === 0 ? null : formatDate(arrivalMs),
    actualDueTime: status === 3 ? formatDate(arrivalMs) : null,
    orderLogisticsStatus: ['', '待发货', '运输中', '已签收'][status] ?? '',
    actualDeliveryTime: shipped ? formatDate(deliveryMs) : null,
    shippingListFiles: files,
    shippingListRemark: rng.chance(0.3) ? `请于${formatDate(deliveryMs)}前送达仓库` : '',
    hasAutoDeduction: rng.chance(0.5),
    hasHandCheckSpace: rng.chance(0.3),
    principals: rng.chance(0.35) ? null : [{ principalUserId: creator.id, principalUserName: creator.name }],
    goodsTotalData: {
      mskuCount: goods.length,
      totalNw: sum((g) => g.netKg).toFixed(2),
      totalGw: sum((g) => g.grossKg).toFixed(2),
      applyNum: sum((g) => g.applyNum),
      taxAmount: sum((g) => g.tax).toFixed(2),
      shipmentsNum: sum((g) => g.shipmentsNum),
    },
    goodsExtDetails: goods.map((g) => g.line),
    accessoriesDetails: status === 0 || rng.chance(0.4) ? null : generateAccessories(rng, id, ids.aux, goods, headFeeType),
    logisticsDetails: logistics.records,
    firstLetListResponseList: shipped
      ? generateHeadLeg({
          rng, shippingListCode: code, deliveryMs, expectedArrival: formatDate(arrivalMs), goods, logistics, shipped,
          headFeeType, logisticsWay: route.way,
          platform: { code: store.platformCode, name: store.platformName, countryCode: store.countryCode, country: store.countryName },
          retailerFulfilment: store.retailerFulfilment,
        })
      : [],
  };
}

/** Shipping lists go to platform warehouses: the mkt and retailx stores. */
export function generateShippingLists(seed: number, count: number, stores: readonly Store[]): ShippingList[] {
  const rng = createRng(seed, 'shippingLists');
  const targets = stores.filter((s) => s.kind === 'mkt' || s.kind === 'retailx');
  const counter = (start: number) => {
    let n = start;
    return () => n++;
  };
  const ids = { line: counter(10_001), aux: counter(20_001), logistics: counter(30_001) };
  const out: ShippingList[] = [];
  for (let i = 0; i < count; i++) out.push(generateOne(rng, i, targets, ids));
  return out;
}
