// Every screen of the app, in navigation order (Alt+1 … Alt+9 follow it). A new screen is one line here: its
// route, nav entry, palette words and messages come from its own defineScreen (features/<name>/route.ts),
// and the compiler refuses a screen whose messages are not in the app's message tables.
import type { MessageId } from '../i18n/catalogue';
import type { MessageKeys } from '../i18n/define';
import { activityScreen } from '../features/activity/route';
import { cargoScreen } from '../features/cargo/route';
import { inboundShipmentsScreen } from '../features/inbound-shipments/route';
import { listingsScreen } from '../features/listings/route';
import { ordersScreen } from '../features/orders/route';
import { settingsScreen } from '../features/settings/route';
import { shipFromScreen } from '../features/ship-from-address/route';
import { shippingListsScreen } from '../features/shipping-lists/route';
import { stockScreen } from '../features/stock/route';

export const FEATURES = [
  shippingListsScreen,
  listingsScreen,
  stockScreen,
  cargoScreen,
  ordersScreen,
  inboundShipmentsScreen,
  shipFromScreen,
  activityScreen,
  settingsScreen,
] as const;

export type Feature = (typeof FEATURES)[number];

/** The routes of the features, as a tuple (the route tree keeps each one's path and search types). */
export type FeatureRoutes<T extends readonly Feature[]> = { readonly [I in keyof T]: T[I]['route'] };
export const FEATURE_ROUTES = FEATURES.map((f) => f.route) as unknown as FeatureRoutes<typeof FEATURES>;

// A feature whose table i18n/catalogue.ts does not merge has message ids the app does not know: this line
// then fails to compile and names it.
type Unmerged = Exclude<MessageKeys<Feature['messages']>, MessageId>;
export const ALL_FEATURE_MESSAGES_MERGED: [Unmerged] extends [never] ? true : { missingFromI18nCatalogue: Unmerged } = true;
