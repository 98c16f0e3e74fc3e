// The router: hash history (works under app:// in Electron and in the browser host alike; the browser host's
// launch token is taken out of the fragment before this starts, see bridge/launch-token.ts), every route's
// search params validated by its feature's zod schema, screens loaded on first use.
import type { QueryClient } from '@tanstack/react-query';
import { createHashHistory, createRoute, createRouter, redirect } from '@tanstack/react-router';
import type { BridgeClient } from '../bridge/client';
import { activityRoute } from '../features/activity/route';
import { cargoRoute } from '../features/cargo/route';
import { inboundShipmentsRoute } from '../features/inbound-shipments/route';
import { listingsRoute } from '../features/listings/route';
import { ordersRoute } from '../features/orders/route';
import { settingsRoute } from '../features/settings/route';
import { shipFromRoute } from '../features/ship-from-address/route';
import { shippingListsRoute } from '../features/shipping-lists/route';
import { stockRoute } from '../features/stock/route';
import { rootRoute } from './root-route';
import { HOME_PATH } from './screens';

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: HOME_PATH, replace: true });
  },
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  shippingListsRoute,
  listingsRoute,
  stockRoute,
  cargoRoute,
  ordersRoute,
  inboundShipmentsRoute,
  shipFromRoute,
  activityRoute,
  settingsRoute,
]);

export function createAppRouter(context: { queryClient: QueryClient; bridge: BridgeClient }) {
  return createRouter({
    routeTree,
    history: createHashHistory(),
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
