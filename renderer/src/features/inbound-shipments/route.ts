import { lazyRouteComponent } from '@tanstack/react-router';
import { defineScreen } from '../../app/define-screen';
import { inboundShipmentsSearch } from './search';

export const inboundShipmentsScreen = defineScreen({
  path: '/inbound-shipments',
  search: inboundShipmentsSearch,
  component: lazyRouteComponent(() => import('./InboundShipmentsScreen'), 'InboundShipmentsScreen'),
  nav: { label: 'inboundShipments.nav', group: 'work', keywords: 'inbound shipments rename 入库 货件 改名' },
  shortcut: 6,
  sends: ['renameShipments'],
  messages: () => import('./messages'),
});
