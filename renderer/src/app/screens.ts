// Every screen of the app in navigation order: the sidebar, the command palette, Alt+digit and the help
// overlay read this list (each screen's Alt+digit is its own `shortcut`, not its place in the list). It is
// derived from app/features.ts (each feature's defineScreen); nothing is restated.
import type { ShortcutDigit } from './define-screen';
import { FEATURES, type Feature } from './features';

export interface ScreenEntry {
  path: Feature['path'];
  /** The screen's name: a message id of its feature's table. */
  label: Feature['nav']['label'];
  group: 'work' | 'app';
  /** Words the palette also matches (English and Chinese synonyms). */
  keywords: string;
  /** Alt+this digit opens the screen; null = none. */
  shortcut: ShortcutDigit | null;
}

export const SCREENS: readonly ScreenEntry[] = FEATURES.map((f) => ({ path: f.path, ...f.nav, shortcut: f.shortcut }));

/** The screen Alt+digit opens, if any. */
export function screenOfShortcut(digit: number): ScreenEntry | undefined {
  return SCREENS.find((s) => s.shortcut === digit);
}

export const HOME_PATH: ScreenEntry['path'] = '/shipping-lists';
