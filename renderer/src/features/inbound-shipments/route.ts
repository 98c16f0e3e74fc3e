import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { inboundShipmentsSearch } from './search';

export const inboundShipmentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inbound-shipments',
  validateSearch: inboundShipmentsSearch,
  component: lazyRouteComponent(() => import('./InboundShipmentsScreen'), 'InboundShipmentsScreen'),
});
