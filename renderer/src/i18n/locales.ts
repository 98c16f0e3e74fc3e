import { LOCALES, localeForLanguages } from '../../../shared/ipc/profiles';

export type Locale = (typeof LOCALES)[number];
export { LOCALES };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale to show before any profile is known: the browser's, if we have it. */
export function guessLocale(languages: readonly string[] = navigator.languages): Locale {
  return localeForLanguages(languages);
}
