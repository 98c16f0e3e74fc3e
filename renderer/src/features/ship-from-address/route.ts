import { lazyRouteComponent } from '@tanstack/react-router';
import { defineScreen } from '../../app/define-screen';
import { shipFromSearch } from './search';

export const shipFromScreen = defineScreen({
  path: '/ship-from-address',
  search: shipFromSearch,
  component: lazyRouteComponent(() => import('./ShipFromScreen'), 'ShipFromScreen'),
  nav: { label: 'shipFrom.nav', group: 'work', keywords: 'address ship from 地址 发货地址' },
  shortcut: 7,
  sends: ['updateShipFromAddress'],
  messages: () => import('./messages'),
});
