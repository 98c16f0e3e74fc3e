import { lazyRouteComponent } from '@tanstack/react-router';
import { defineScreen } from '../../app/define-screen';
import { stockSearch } from './search';

export const stockScreen = defineScreen({
  path: '/stock',
  search: stockSearch,
  component: lazyRouteComponent(() => import('./StockScreen'), 'StockScreen'),
  nav: { label: 'stock.nav', group: 'work', keywords: 'stock inventory videox retailx 库存' },
  shortcut: 3,
  sends: ['videoxStock', 'retailxStock'],
  messages: () => import('./messages'),
});
