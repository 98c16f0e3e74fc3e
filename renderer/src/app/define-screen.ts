// A screen declares itself once, in its feature's route.ts: its path, the zod schema of its search params,
// the component (loaded on first use), its nav entry and its messages. app/features.ts collects the
// declarations; the route tree, the nav, the palette, Alt+digit, the help overlay and the message tables
// are all derived from that one list.
import { createRoute, type RouteComponent } from '@tanstack/react-router';
import type { z } from 'zod';
import type { FeatureMessages, MessageKeys } from '../i18n/define';
import { rootRoute } from './root-route';

export interface NavEntry<TLabel extends string = string> {
  /** A message id of the feature's own table: the screen's name in the nav, the palette and the help. */
  label: TLabel;
  group: 'work' | 'app';
  /** Words the palette also matches (English and Chinese synonyms). */
  keywords: string;
}

export interface ScreenSpec<TPath extends string, TSearch extends z.ZodType<Record<string, unknown>, Record<string, unknown>>, TMessages extends FeatureMessages<string>> {
  path: TPath;
  /** Every field `.optional().catch(…)`: a bad link falls back instead of throwing. */
  search: TSearch;
  /** `lazyRouteComponent(() => import('./XScreen'), 'XScreen')`: the screen is loaded on first use. */
  component: RouteComponent;
  nav: NavEntry<MessageKeys<TMessages>>;
  messages: TMessages;
}

export function defineScreen<const TPath extends `/${string}`, TSearch extends z.ZodType<Record<string, unknown>, Record<string, unknown>>, const TMessages extends FeatureMessages<string>>(
  spec: ScreenSpec<TPath, TSearch, TMessages>,
) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: spec.path,
    validateSearch: spec.search,
    component: spec.component,
  });
  return { path: spec.path, route, nav: spec.nav, messages: spec.messages };
}
