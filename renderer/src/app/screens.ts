// Every screen of the app in navigation order: the sidebar, the command palette, Alt+digit and the help
// overlay read this list. A new screen is one entry here plus its route in router.ts.
import type { MessageId } from '../i18n/catalogue';

export interface ScreenEntry {
  path:
    | '/shipping-lists'
    | '/listings'
    | '/stock'
    | '/cargo'
    | '/orders'
    | '/inbound-shipments'
    | '/ship-from-address'
    | '/activity'
    | '/settings';
  label: MessageId;
  group: 'work' | 'app';
  /** Words the palette also matches (English and Chinese synonyms). */
  keywords: string;
}

export const SCREENS: readonly ScreenEntry[] = [
  { path: '/shipping-lists', label: 'nav.shippingLists', group: 'work', keywords: 'shipping picking scan 发货单 拣货 扫描' },
  { path: '/listings', label: 'nav.listings', group: 'work', keywords: 'listings chatx pairing msku 在线产品 配对' },
  { path: '/stock', label: 'nav.stock', group: 'work', keywords: 'stock inventory videox retailx 库存' },
  { path: '/cargo', label: 'nav.cargo', group: 'work', keywords: 'cargo storage inbound draft 货件 暂存' },
  { path: '/orders', label: 'nav.orders', group: 'work', keywords: 'orders merge 订单 合并' },
  { path: '/inbound-shipments', label: 'nav.inboundShipments', group: 'work', keywords: 'inbound shipments rename 入库 货件 改名' },
  { path: '/ship-from-address', label: 'nav.shipFrom', group: 'work', keywords: 'address ship from 地址 发货地址' },
  { path: '/activity', label: 'nav.activity', group: 'app', keywords: 'activity jobs batch progress journal 任务 进度 日志' },
  { path: '/settings', label: 'nav.settings', group: 'app', keywords: 'settings profiles secret sandbox language theme 设置 配置 密钥 沙箱 语言 主题' },
];

export const HOME_PATH: ScreenEntry['path'] = '/shipping-lists';
