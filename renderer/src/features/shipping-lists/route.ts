import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { shippingListsSearch } from './search';

export const shippingListsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shipping-lists',
  validateSearch: shippingListsSearch,
  component: lazyRouteComponent(() => import('./ShippingListsScreen'), 'ShippingListsScreen'),
});
