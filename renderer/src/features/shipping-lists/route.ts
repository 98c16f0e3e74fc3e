import { lazyRouteComponent } from '@tanstack/react-router';
import { defineScreen } from '../../app/define-screen';
import { shippingListsSearch } from './search';

export const shippingListsScreen = defineScreen({
  path: '/shipping-lists',
  search: shippingListsSearch,
  component: lazyRouteComponent(() => import('./ShippingListsScreen'), 'ShippingListsScreen'),
  nav: { label: 'shippingLists.nav', group: 'work', keywords: 'shipping picking scan 发货单 拣货 扫描' },
  shortcut: 1,
  sends: ['picking'],
  messages: () => import('./messages'),
});
