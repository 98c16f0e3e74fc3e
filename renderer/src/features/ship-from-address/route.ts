import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { shipFromSearch } from './search';

export const shipFromRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ship-from-address',
  validateSearch: shipFromSearch,
  component: lazyRouteComponent(() => import('./ShipFromScreen'), 'ShipFromScreen'),
});
