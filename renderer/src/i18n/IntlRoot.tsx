// The locale provider: react-intl for messages and Intl formats, React Aria's I18nProvider for its fields
// (number parsing, date segments) in the same locale. A locale's texts are loaded when it is first wanted
// (texts.ts): until they arrive the root keeps showing the locale it showed (nothing before the first), then
// switches everything at once.
import { useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider, type IntlConfig } from 'react-intl';
import type { Locale } from './locales';
import { shownFor, TEXTS, type TextStore } from './texts';

/** Ids that had no text: logged as console errors so the end-to-end tests fail on an untranslated key. */
export const missingMessageIds = new Set<string>();

const onError: IntlConfig['onError'] = (err) => {
  if (err.code === 'MISSING_TRANSLATION') {
    const id = /"([^"]+)"/.exec(err.message)?.[1] ?? err.message;
    missingMessageIds.add(id);
  }
  console.error(`[i18n] ${err.code}: ${err.message}`);
};

/** The locale to show and its texts: `locale` once its texts are here (loading them), until then the last shown. */
export function useShownLocale(locale: Locale, store: TextStore = TEXTS) {
  const [shown, setShown] = useState(() => shownFor(null, locale, store));
  const next = shownFor(shown, locale, store);
  // Texts that have already arrived are shown in this very render (React's derived-state update), not a frame later.
  if (next !== shown) setShown(next);
  const waiting = next?.locale !== locale;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    store.load(locale).then(
      (texts) => {
        if (live) setShown({ locale, texts });
      },
      (e: unknown) => console.error(`[i18n] the ${locale} texts did not load`, e),
    );
    return () => {
      live = false;
    };
  }, [locale, store, waiting]);
  return next;
}

export function IntlRoot({ locale, store, children }: { locale: Locale; store?: TextStore; children: ReactNode }) {
  const shown = useShownLocale(locale, store);
  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} defaultLocale="en" messages={shown.texts} onError={onError}>
      <I18nProvider locale={shown.locale}>{children}</I18nProvider>
    </IntlProvider>
  );
}
