import { lazyRouteComponent } from '@tanstack/react-router';
import { defineScreen } from '../../app/define-screen';
import { ordersSearch } from './search';

export const ordersScreen = defineScreen({
  path: '/orders',
  search: ordersSearch,
  component: lazyRouteComponent(() => import('./OrdersScreen'), 'OrdersScreen'),
  nav: { label: 'orders.nav', group: 'work', keywords: 'orders merge 订单 合并' },
  shortcut: 5,
  sends: ['mergeOrders'],
  messages: () => import('./messages'),
});
