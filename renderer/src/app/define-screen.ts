// A screen declares itself once, in its feature's route.ts: its path, the zod schema of its search params,
// the component (loaded on first use), its nav entry and shortcut, the writes it sends and its messages.
// app/features.ts collects the declarations and checks them against the catalogue and the message tables;
// the route tree, the nav, the palette, Alt+digit and the help overlay are all derived from that one list.
import { createRoute, type RouteComponent } from '@tanstack/react-router';
import type { z } from 'zod';
import type { WriteOperationId } from '../bridge/operations';
import type { FeatureMessages, MessageKeys } from '../i18n/define';
import { rootRoute } from './root-route';

export interface NavEntry<TLabel extends string = string> {
  /** A message id of the feature's own table: the screen's name in the nav, the palette and the help. */
  label: TLabel;
  group: 'work' | 'app';
  /** Words the palette also matches (English and Chinese synonyms). */
  keywords: string;
}

export type ShortcutDigit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface ScreenSpec<
  TPath extends string,
  TSearch extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  TMessages extends FeatureMessages<string>,
  TSends extends readonly WriteOperationId[],
  TShortcut extends ShortcutDigit | null,
> {
  path: TPath;
  /** Every field `.optional().catch(…)`: a bad link falls back instead of throwing. */
  search: TSearch;
  /** `lazyRouteComponent(() => import('./XScreen'), 'XScreen')`: the screen is loaded on first use. */
  component: RouteComponent;
  nav: NavEntry<MessageKeys<TMessages>>;
  /**
   * The screen's Alt+digit (the nav, the palette and the help show it); null = reached through the nav and the
   * palette only. No two screens share one: app/features.ts does not compile.
   */
  shortcut: TShortcut;
  /**
   * The write operations this screen sends (`[]` for none). Every write of the catalogue is sent by some
   * screen or listed in app/features.ts's SCREENLESS_WRITES, so a new write does not compile without its screen.
   */
  sends: TSends;
  /**
   * `() => import('./messages')`: the folder's table, for the compiler (the nav label is one of its ids) and the
   * tests. Never called by the app: the page takes its texts from the generated files (i18n/texts.ts), so a
   * table with every locale stays out of the first screen.
   */
  messages: () => Promise<{ messages: TMessages }>;
}

export function defineScreen<
  const TPath extends `/${string}`,
  TSearch extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  const TMessages extends FeatureMessages<string>,
  const TSends extends readonly WriteOperationId[],
  const TShortcut extends ShortcutDigit | null,
>(spec: ScreenSpec<TPath, TSearch, TMessages, TSends, TShortcut>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: spec.path,
    validateSearch: spec.search,
    component: spec.component,
  });
  return { path: spec.path, route, nav: spec.nav, shortcut: spec.shortcut, sends: spec.sends, messages: spec.messages };
}
