// Each locale's texts, loaded when that locale is first shown: the first screen brings only its own locale's file,
// the other arrives (a dynamic import) when the user switches. The files are the merged tables of catalogue.ts
// as `npm run gen` writes them (texts/<locale>.gen.json); catalogue.ts itself holds every locale in each table
// (the compiler compares them) and is for types, tests and the generator, never imported by the page.
import type { MessageId } from './catalogue';
import { LOCALES, type Locale } from './locales';

export type Texts = Readonly<Record<MessageId, string>>;
export type TextLoaders = Readonly<Record<Locale, () => Promise<Texts>>>;

const FILES: TextLoaders = {
  en: () => import('./texts/en.gen.json').then((m) => m.default),
  'zh-CN': () => import('./texts/zh-CN.gen.json').then((m) => m.default),
};

export interface TextStore {
  /** The locale's texts if they have arrived. */
  get(locale: Locale): Texts | undefined;
  /** The locale's texts, loaded once (a load that failed is tried again on the next call). */
  load(locale: Locale): Promise<Texts>;
}

export function createTextStore(loaders: TextLoaders = FILES): TextStore {
  const arrived = new Map<Locale, Texts>();
  const pending = new Map<Locale, Promise<Texts>>();
  return {
    get: (locale) => arrived.get(locale),
    load(locale) {
      const have = arrived.get(locale);
      if (have) return Promise.resolve(have);
      let p = pending.get(locale);
      if (!p) {
        p = loaders[locale]().then(
          (texts) => {
            arrived.set(locale, texts);
            pending.delete(locale);
            return texts;
          },
          (e: unknown) => {
            pending.delete(locale);
            throw e;
          },
        );
        pending.set(locale, p);
      }
      return p;
    },
  };
}

/** The app's one store: a locale's file is fetched once per page. */
export const TEXTS = createTextStore();

/** Every locale's texts: for what reads a sheet's headers in either language (grids' import and paste). */
export function loadEveryLocale(store: TextStore = TEXTS): Promise<void> {
  return Promise.all(LOCALES.map((l) => store.load(l))).then(() => undefined);
}

/** A locale and its texts, as a root shows them. */
export interface Shown {
  readonly locale: Locale;
  readonly texts: Texts;
}

/**
 * What a root shows while `wanted` is its locale: the wanted locale once its texts have arrived, until then what
 * it showed (never ids without texts, never one locale's texts under the other's formats); null before any.
 */
export function shownFor(shown: Shown | null, wanted: Locale, store: TextStore): Shown | null {
  if (shown?.locale === wanted) return shown;
  const texts = store.get(wanted);
  return texts ? { locale: wanted, texts } : shown;
}
