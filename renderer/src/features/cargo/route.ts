import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { cargoSearch } from './search';

export const cargoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cargo',
  validateSearch: cargoSearch,
  component: lazyRouteComponent(() => import('./CargoScreen'), 'CargoScreen'),
});
