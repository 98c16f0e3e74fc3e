// Detail view of a shipping list with 200 goods lines: time from the answer being in the renderer's hands
// (the query's fetcher resolved) to the detail painted (goal ≤ 300 ms). Headless Chromium against the browser
// host serving the built renderer (built first when dist/renderer is missing); the answer is a generated 200-line list
// served in place of the sandbox's (whose lists hold 1–4 lines), through the real HTTP bridge.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../../playwright.config';
import { startE2eHost } from '../e2e/web-host';
import type { BenchFigure } from './figure';

const LINES = 200;
const RUNS = 7;
const GOAL_MS = 300;
const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#8aa0bd"/></svg>')}`;

function goodsLine(i: number): Record<string, unknown> {
  const n = String(i).padStart(4, '0');
  return {
    id: String(90_000 + i), shippingListId: '1', goodsUrl: IMAGE, platformCode: '10005', platformName: 'mkt', countryCode: 'US', countryName: '美国',
    storeId: '110458505618526720', storeName: '店铺 A', cargoId: '1', cargoCode: 'HJ1', cargoGoodsId: '2', msku: `MKT-${n}-M`, mskuId: `88${n}`,
    articleNumbering: null, goodId: null, productId: String(100_000 + i), productName: `Kestrel 产品 ${n}`, productType: 1, sku: `SKU-${n}`, specId: `${n}01`,
    specInfo: { productId: String(i), cgProductNetWeight: 1.2, boxGaugeList: [{ specId: `${n}01`, specTitle: '标准箱', isDefault: '1', quantityInCase: 12, boxLength: 40, boxWidth: 30, boxHeight: 20, packageLength: 10, packageWidth: 8, packageHeight: 5, cgProductGrossWeight: 1.3, boxWeight: 0.5 }] },
    quantityInCase: 12, boxNum: 3, boxLength: '40.00', boxWidth: '30.00', boxHeight: '20.00', packageLength: '10.00', packageWidth: '8.00', packageHeight: '5.00',
    cbm: '0.024', cgProductNetWeight: '1.20', cgProductGrossWeight: '1.30', boxWeight: '0.50', boxNetWeight: '14.40', boxGrossWeight: '16.10', volumeWeight: '4.80',
    usableNum: 300, qcNum: 4, applyNum: 36, shipmentsNum: 0, totalNw: '43.20', totalGw: '48.30', taxAmount: '3.20', taxCurrency: 'USD', remark: null, hasPair: true,
    logisticsCode: 'IND9', appointmentPickupTime: null, stockDeduct: 1, cgPrice: 12.5,
    whbCodeInfo: [{ whbCode: `A-${n}-01`, whbName: '标准库位', stockNum: 120, productId: String(i), whbNum: 36 }],
  };
}

function detailAnswer(code: string): unknown {
  const goods = Array.from({ length: LINES }, (_, i) => goodsLine(i));
  const headLeg = goods.slice(0, 50).map((g, i) => ({ msku: g.msku, goodName: g.productName, transportationCost: '10.00', taxCost: '1.50', otherCost: `${i % 5}.25`, totalCost: '12.00', totalCostCurrency: 'USD', logisticsNumber: [] }));
  const data = {
    id: '1', platformCode: '10005', shippingListCode: code, shippingListStatus: 1, shippingListStatusDesc: '待发货', pickingStatus: 0, pickingStatusDesc: '未拣货',
    warehouseId: '3003', logisticsProviderId: '22', logisticsChannelId: '2203', arrivalTime: null, headFeeType: 4, headFeeTypeName: '按SKU数量', logisticsCode: 'IND9:ATL6',
    appointmentPickupTime: '2024-07-05 03:14:53', createUserId: '1', createUserName: '陈静', createTime: '2024-07-02', deliveryUserId: null, deliveryUserName: null,
    deliveryTime: null, sailTime: null, expectedArrivalTime: '2024-08-11', actualDueTime: null, orderLogisticsStatus: null, actualDeliveryTime: null,
    shippingListFiles: [], shippingListRemark: null, hasAutoDeduction: false, hasHandCheckSpace: false, principals: [],
    goodsTotalData: { mskuCount: LINES, totalNw: '8640.00', totalGw: '9660.00', applyNum: LINES * 36, taxAmount: '640.00', shipmentsNum: 0 },
    goodsExtDetails: goods, accessoriesDetails: [], logisticsDetails: [], firstLetListResponseList: headLeg,
  };
  return {
    ok: true,
    result: { envelope: { code: '200', message: 'success', requestId: 'bench', responseTime: null, errorDetails: [], total: null }, ok: true, items: [], unmatched: [], data },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export default async function rendererDetail(): Promise<BenchFigure[]> {
  // Each bench builds what it needs, so `npm run bench` runs on a fresh clone in any order.
  if (!existsSync(join(process.cwd(), 'dist', 'renderer', 'index.html'))) execFileSync('npm', ['run', 'build:renderer'], { stdio: 'inherit' });
  const e2e = await startE2eHost();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route('**/ipc/operations.call', async (route) => {
      const body = route.request().postDataJSON() as { operation?: string; input?: { shippingListCode?: string } };
      if (body.operation !== 'shippingDetail' || !body.input?.shippingListCode?.startsWith('BENCH')) return route.continue();
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(detailAnswer(body.input.shippingListCode)) });
    });
    await page.goto(e2e.host.appUrl);
    await page.getByRole('navigation').first().waitFor();
    const times: number[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const code = `BENCH${LINES}X${run}`;
      await page.evaluate(() => performance.clearMarks());
      await page.evaluate((c) => {
        window.location.hash = `#/shipping-lists?code=${c}`;
      }, code);
      await page.locator(`article[data-detail-code="${code}"] tr[data-goods-line]`).first().waitFor();
      const ms = await page.waitForFunction(() => {
        const data = performance.getEntriesByName('opsdesk:shipping-detail:data')[0];
        const shown = performance.getEntriesByName('opsdesk:shipping-detail:rendered')[0];
        return data && shown ? shown.startTime - data.startTime : null;
      });
      const value = (await ms.jsonValue()) as number;
      if (run > 0) times.push(value); // the first run also loads the screen's chunk
    }
    const value = Math.round(median(times));
    return [{ name: `shipping-list detail with ${LINES} goods lines, answer → painted (median of ${RUNS})`, value, unit: 'ms', goal: `≤ ${GOAL_MS} ms`, ok: value <= GOAL_MS }];
  } finally {
    await browser.close();
    await e2e.close();
  }
}
