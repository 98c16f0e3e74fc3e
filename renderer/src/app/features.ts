// Every screen of the app, in navigation order: features.gen.ts, which `npm run gen` writes from the
// features' folders (each route.ts's defineScreen; ordered by Alt+digit, then the screens without one). A new
// screen is its folder; its route, nav entry, shortcut, palette words and messages come from its own
// defineScreen. The compiler holds this list to the rest of the app (FEATURES_COMPLETE below): every write of
// the catalogue is sent by a screen (or is listed as screenless), every screen's messages are the table its
// folder's messages.ts exports (merged in i18n/catalogue.ts), no two screens share an Alt+digit. Each failure
// names what is missing.
import type { WriteOperationId } from '../bridge/operations';
import type { MessageId } from '../i18n/catalogue';
import type { FeatureMessages, MessageKeys } from '../i18n/define';
import type { ShortcutDigit } from './define-screen';
import { FEATURES } from './features.gen';

export { FEATURES };

export type Feature = (typeof FEATURES)[number];

/** The routes of the features, as a tuple (the route tree keeps each one's path and search types). */
export type FeatureRoutes<T extends readonly Feature[]> = { readonly [I in keyof T]: T[I]['route'] };
export const FEATURE_ROUTES = FEATURES.map((f) => f.route) as unknown as FeatureRoutes<typeof FEATURES>;

/**
 * Writes no screen sends, each with the reason. Empty today: every write has its screen. An operation listed
 * here is sent only from outside the renderer (a job retried or resumed is still its screen's).
 */
export const SCREENLESS_WRITES = [] as const satisfies readonly WriteOperationId[];

/** What a list of features lacks against the catalogue's writes and the app's message ids (never when nothing). */
export interface FeatureGaps<TFeatures extends readonly ScreenFacts[], TWrites extends string, TKnownIds extends string, TScreenless extends readonly string[]> {
  /** Writes of the catalogue no screen names in `sends`: add the screen (its `sends`) or list it in SCREENLESS_WRITES. */
  writesWithoutAScreen: Exclude<TWrites, TFeatures[number]['sends'][number] | TScreenless[number]>;
  /** A screen's message ids the app does not know: its defineScreen's `messages` must be the `messages` its folder's messages.ts exports. */
  messagesNotInI18nCatalogue: Exclude<MessageKeys<Awaited<ReturnType<TFeatures[number]['messages']>>['messages']>, TKnownIds>;
  /** An Alt+digit two screens declare. */
  shortcutsUsedTwice: Repeated<ShortcutsOf<TFeatures>>;
}

/** The facts of a defineScreen the checks read. */
export interface ScreenFacts {
  sends: readonly string[];
  messages: () => Promise<{ messages: FeatureMessages<string> }>;
  shortcut: ShortcutDigit | null;
}

type ShortcutsOf<T extends readonly ScreenFacts[]> = { [I in keyof T]: T[I]['shortcut'] };
type Repeated<T extends readonly unknown[], Seen = never> = T extends readonly [infer H, ...infer R]
  ? H extends null
    ? Repeated<R, Seen>
    : (H extends Seen ? H : never) | Repeated<R, Seen | H>
  : never;

/** `true` when nothing is missing; otherwise an object naming only what is (the compiler's error shows it). */
export type FeaturesComplete<TGaps> = [TGaps[keyof TGaps]] extends [never] ? true : { [K in keyof TGaps as [TGaps[K]] extends [never] ? never : K]: TGaps[K] };

/**
 * Fails to compile, naming the write, the message table or the shortcut, while the app lacks a piece.
 * @public a check for the compiler; nothing imports it.
 */
export const FEATURES_COMPLETE: FeaturesComplete<FeatureGaps<typeof FEATURES, WriteOperationId, MessageId, typeof SCREENLESS_WRITES>> = true;
