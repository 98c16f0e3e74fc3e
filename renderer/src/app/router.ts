// The router: hash history (works under app:// in Electron and in the browser host alike; the browser host's
// launch token is taken out of the fragment before this starts, see bridge/launch-token.ts), every route's
// search params validated by its feature's zod schema, screens loaded on first use. The routes come from
// app/features.ts.
import type { QueryClient } from '@tanstack/react-query';
import { createHashHistory, createRoute, createRouter, redirect } from '@tanstack/react-router';
import type { BridgeClient } from '../bridge/client';
import { Shell } from './shell/Shell';
import { FEATURE_ROUTES } from './features';
import { rootRoute } from './root-route';
import { HOME_PATH } from './screens';

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: HOME_PATH, replace: true });
  },
});

// The shell is attached here, not in root-route.tsx: the shell reads the screen list, which is built from the
// features' routes, which hang under the root route (attaching it there would make that a cycle).
rootRoute.update({ component: Shell });

export const routeTree = rootRoute.addChildren([indexRoute, ...FEATURE_ROUTES]);

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
