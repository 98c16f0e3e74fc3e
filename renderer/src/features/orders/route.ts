import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { ordersSearch } from './search';

export const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders',
  validateSearch: ordersSearch,
  component: lazyRouteComponent(() => import('./OrdersScreen'), 'OrdersScreen'),
});
