import { lazyRouteComponent } from '@tanstack/react-router';
import { defineScreen } from '../../app/define-screen';
import { cargoSearch } from './search';

export const cargoScreen = defineScreen({
  path: '/cargo',
  search: cargoSearch,
  component: lazyRouteComponent(() => import('./CargoScreen'), 'CargoScreen'),
  nav: { label: 'cargo.nav', group: 'work', keywords: 'cargo storage inbound draft 货件 暂存' },
  shortcut: 4,
  sends: ['cargoStorage'],
  messages: () => import('./messages'),
});
