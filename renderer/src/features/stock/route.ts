import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { stockSearch } from './search';

export const stockRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/stock',
  validateSearch: stockSearch,
  component: lazyRouteComponent(() => import('./StockScreen'), 'StockScreen'),
});
