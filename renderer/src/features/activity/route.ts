import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { activitySearch } from './search';

export const activityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/activity',
  validateSearch: activitySearch,
  component: lazyRouteComponent(() => import('./ActivityScreen'), 'ActivityScreen'),
});
