// The locale provider: react-intl for messages and Intl formats, React Aria's I18nProvider for its fields
// (number parsing, date segments) in the same locale. Switching the locale re-renders everything at once.
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { MESSAGES } from './catalogue';
import type { Locale } from './locales';

/** Ids that had no text: logged as console errors so the end-to-end tests fail on an untranslated key. */
export const missingMessageIds = new Set<string>();

const onError: IntlConfig['onError'] = (err) => {
  if (err.code === 'MISSING_TRANSLATION') {
    const id = /"([^"]+)"/.exec(err.message)?.[1] ?? err.message;
    missingMessageIds.add(id);
  }
  console.error(`[i18n] ${err.code}: ${err.message}`);
};

export function IntlRoot({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={MESSAGES[locale]} onError={onError}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </IntlProvider>
  );
}
