import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { listingsSearch } from './search';

export const listingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/listings',
  validateSearch: listingsSearch,
  component: lazyRouteComponent(() => import('./ListingsScreen'), 'ListingsScreen'),
});
