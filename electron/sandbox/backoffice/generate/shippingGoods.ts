// Goods lines of a shipping list (spec §2.3 goodsExtDetails) with bins, box gauges and weights that add up.
import type { Store } from '../model';
import type { Rng } from '../rng';
import { formatDateTime } from '../time';
import { BRANDS, COLORS, PRODUCTS, SIZES } from '../vocab';

export interface GoodsLineFacts {
  line: Record<string, unknown>;
  productName: string;
  msku: string;
  mskuId: string;
  sku: string;
  productId: number;
  productType: number;
  goodsUrl: string;
  cargoCode: string;
  storeId: string;
  storeName: string;
  applyNum: number;
  shipmentsNum: number;
  netKg: number;
  grossKg: number;
  tax: number;
  cgPrice: number;
  boxVolumeCm3: number;
}

export interface GoodsLineInput {
  rng: Rng;
  lineId: number;
  listId: number;
  store: Store;
  status: number;
  cargoId: number;
  cargoCode: string;
  cargoGoodsId: number;
  logisticsCode: string;
  pickupMs: number | null;
}

const fixed = (n: number, d = 2) => n.toFixed(d);

function boxGauge(rng: Rng, specId: string, isDefault: boolean, grossKg: number) {
  const qic = rng.pick([6, 8, 10, 12, 20, 24, 30, 36, 48]);
  return {
    specId,
    specTitle: `${qic}pcs/ctn`,
    isDefault: isDefault ? '1' : '0',
    quantityInCase: qic,
    boxLength: rng.int(40, 65),
    boxWidth: rng.int(30, 50),
    boxHeight: rng.int(20, 45),
    packageLength: rng.int(10, 40),
    packageWidth: rng.int(8, 30),
    packageHeight: rng.int(3, 20),
    cgProductGrossWeight: Number(grossKg.toFixed(3)),
    boxWeight: Number((rng.int(40, 150) / 100).toFixed(2)),
  };
}

export function generateGoodsLine(input: GoodsLineInput): GoodsLineFacts {
  const { rng, store, status } = input;
  const productName = `${rng.pick(BRANDS)} ${rng.pick(PRODUCTS)}`;
  const color = rng.pick(COLORS);
  const size = rng.pick(SIZES);
  const productId = rng.int(100_000, 999_999);
  const productType = rng.pick([1, 1, 1, 2, 4]);
  const sku = `SKU-${productId}-${color.slice(0, 3).toUpperCase()}`;
  const msku = `${store.platformName.toUpperCase()}-${productId}-${size}`;
  const mskuId = rng.digits(10);
  const netKg = rng.int(10, 250) / 100;
  const grossKg = netKg * 1.1;
  const specId = `${productId}0${rng.int(1, 9)}`;
  const gauges = [boxGauge(rng, specId, true, grossKg)];
  if (rng.chance(0.4)) gauges.push(boxGauge(rng, `${specId}1`, false, grossKg));
  const g = gauges[0] as ReturnType<typeof boxGauge>;
  const boxNum = rng.int(1, 12);
  const applyNum = g.quantityInCase * boxNum;
  const shipmentsNum = status >= 2 ? applyNum : 0;
  const boxNet = netKg * g.quantityInCase;
  const boxGross = grossKg * g.quantityInCase + g.boxWeight;
  const boxVolumeCm3 = g.boxLength * g.boxWidth * g.boxHeight;
  const tax = rng.int(0, 4000) / 100;
  const cgPrice = rng.int(150, 4500) / 100;
  const goodsUrl = `https://img.sandbox.example/goods/${productId}.jpg`;
  const bins = [];
  for (let b = 0, n = rng.int(1, 2); b < n; b++) {
    bins.push({
      whbCode: `${rng.pick(['A', 'B', 'C'])}-${String(rng.int(1, 20)).padStart(2, '0')}-${String(rng.int(1, 8)).padStart(2, '0')}`,
      whbName: rng.pick(['可用暂存', '标准库位', '次品区']),
      stockNum: rng.int(0, 600),
      productId,
      whbNum: b === 0 ? applyNum : 0,
    });
  }
  const line: Record<string, unknown> = {
    id: input.lineId,
    shippingListId: input.listId,
    goodsUrl,
    platformCode: store.platformCode,
    platformName: store.platformName,
    countryCode: store.countryCode,
    countryName: store.countryName,
    storeId: store.id,
    storeName: store.name,
    cargoId: input.cargoId,
    cargoCode: input.cargoCode,
    cargoGoodsId: input.cargoGoodsId,
    msku,
    mskuId,
    articleNumbering: `0${rng.digits(11)}`,
    goodId: `G${rng.digits(9)}`,
    productId,
    productName: `${productName} ${color} ${size}`,
    productType,
    sku,
    specId,
    specInfo: { productId: String(productId), cgProductNetWeight: Number(netKg.toFixed(3)), boxGaugeList: gauges },
    quantityInCase: g.quantityInCase,
    boxNum,
    boxLength: fixed(g.boxLength),
    boxWidth: fixed(g.boxWidth),
    boxHeight: fixed(g.boxHeight),
    packageLength: fixed(g.packageLength),
    packageWidth: fixed(g.packageWidth),
    packageHeight: fixed(g.packageHeight),
    cbm: fixed((boxVolumeCm3 / 1_000_000) * boxNum, 4),
    cgProductNetWeight: fixed(netKg, 3),
    cgProductGrossWeight: fixed(grossKg, 3),
    boxWeight: fixed(g.boxWeight),
    boxNetWeight: fixed(boxNet),
    boxGrossWeight: fixed(boxGross),
    volumeWeight: fixed((boxVolumeCm3 / 6000) * boxNum),
    usableNum: applyNum + rng.int(0, 400),
    qcNum: rng.int(0, 20),
    applyNum,
    shipmentsNum,
    totalNw: fixed(boxNet * boxNum),
    totalGw: fixed(boxGross * boxNum),
    taxAmount: fixed(tax),
    taxCurrency: 'USD',
    remark: rng.chance(0.2) ? '易碎品，轻拿轻放' : '',
    hasPair: rng.chance(0.85),
    logisticsCode: input.logisticsCode,
    appointmentPickupTime: input.pickupMs === null ? '' : formatDateTime(input.pickupMs),
    stockDeduct: rng.int(0, 1),
    cgPrice,
    whbCodeInfo: bins,
  };
  return {
    line, productName: line.productName as string, msku, mskuId, sku, productId, productType, goodsUrl,
    cargoCode: input.cargoCode, storeId: store.id, storeName: store.name, applyNum, shipmentsNum,
    netKg: boxNet * boxNum, grossKg: boxGross * boxNum, tax, cgPrice, boxVolumeCm3,
  };
}
