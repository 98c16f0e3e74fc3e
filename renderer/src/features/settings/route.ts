import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { settingsSearch } from './search';

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  validateSearch: settingsSearch,
  component: lazyRouteComponent(() => import('./SettingsScreen'), 'SettingsScreen'),
});
