import { lazyRouteComponent } from '@tanstack/react-router';
import { defineScreen } from '../../app/define-screen';
import { listingsSearch } from './search';

export const listingsScreen = defineScreen({
  path: '/listings',
  search: listingsSearch,
  component: lazyRouteComponent(() => import('./ListingsScreen'), 'ListingsScreen'),
  nav: { label: 'listings.nav', group: 'work', keywords: 'listings chatx pairing msku 在线产品 配对' },
  shortcut: 2,
  sends: ['cancelPairing'],
  messages: () => import('./messages'),
});
