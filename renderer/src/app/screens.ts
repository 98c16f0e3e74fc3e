// Every screen of the app in navigation order: the sidebar, the command palette, Alt+digit and the help
// overlay read this list. It is derived from app/features.ts (each feature's defineScreen); nothing is restated.
import { FEATURES, type Feature } from './features';

export interface ScreenEntry {
  path: Feature['path'];
  /** The screen's name: a message id of its feature's table. */
  label: Feature['nav']['label'];
  group: 'work' | 'app';
  /** Words the palette also matches (English and Chinese synonyms). */
  keywords: string;
}

export const SCREENS: readonly ScreenEntry[] = FEATURES.map((f) => ({ path: f.path, ...f.nav }));

export const HOME_PATH: ScreenEntry['path'] = '/shipping-lists';
