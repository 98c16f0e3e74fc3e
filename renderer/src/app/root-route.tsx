// The root of the route tree: the shell around every screen (attached in router.ts). Features hang their
// routes under it.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { BridgeClient } from '../bridge/client';
import { NotFound } from './shell/NotFound';

export interface RouterContext {
  queryClient: QueryClient;
  bridge: BridgeClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  notFoundComponent: NotFound,
});
