// A locale's texts load once, when first wanted, and a root keeps showing its locale until the next one's have
// arrived (i18n/texts.ts).
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './catalogue';
import type { Locale } from './locales';
import { createTextStore, loadEveryLocale, shownFor, TEXTS, type TextLoaders, type Texts } from './texts';

/** Loaders the test answers by hand, counting the loads each locale got. */
function handLoaders() {
  const calls: Locale[] = [];
  const waiting = new Map<Locale, { resolve: (t: Texts) => void; reject: (e: Error) => void }>();
  const load = (locale: Locale) => () => {
    calls.push(locale);
    return new Promise<Texts>((resolve, reject) => waiting.set(locale, { resolve, reject }));
  };
  const loaders: TextLoaders = { en: load('en'), 'zh-CN': load('zh-CN') };
  return { loaders, calls, answer: (l: Locale) => waiting.get(l)!.resolve(MESSAGES[l]), fail: (l: Locale) => waiting.get(l)!.reject(new Error('offline')) };
}

describe('the text store', () => {
  it('has nothing before a load, then the texts; a locale is loaded once however often it is asked', async () => {
    const hand = handLoaders();
    const store = createTextStore(hand.loaders);
    expect(store.get('zh-CN')).toBeUndefined();
    const [a, b] = [store.load('zh-CN'), store.load('zh-CN')];
    hand.answer('zh-CN');
    expect(await a).toBe(MESSAGES['zh-CN']);
    expect(await b).toBe(MESSAGES['zh-CN']);
    expect(await store.load('zh-CN')).toBe(MESSAGES['zh-CN']);
    expect(store.get('zh-CN')).toBe(MESSAGES['zh-CN']);
    expect(store.get('en')).toBeUndefined();
    expect(hand.calls).toEqual(['zh-CN']);
  });

  it('tries a load that failed again on the next ask', async () => {
    const hand = handLoaders();
    const store = createTextStore(hand.loaders);
    const first = store.load('en');
    hand.fail('en');
    await expect(first).rejects.toThrow('offline');
    expect(store.get('en')).toBeUndefined();
    const again = store.load('en');
    hand.answer('en');
    expect(await again).toBe(MESSAGES.en);
    expect(hand.calls).toEqual(['en', 'en']);
  });

  it('loads every locale for what reads headers in either language', async () => {
    const hand = handLoaders();
    const store = createTextStore(hand.loaders);
    const all = loadEveryLocale(store);
    hand.answer('en');
    hand.answer('zh-CN');
    await all;
    expect([store.get('en'), store.get('zh-CN')]).toEqual([MESSAGES.en, MESSAGES['zh-CN']]);
  });

  it('the app’s files are the catalogue’s merged tables (npm run gen writes them)', async () => {
    for (const locale of ['en', 'zh-CN'] as const) expect(await TEXTS.load(locale)).toEqual(MESSAGES[locale]);
  });
});

describe('what a root shows', () => {
  it('nothing before the first texts, the wanted locale once its texts are here, the old one until then', async () => {
    const hand = handLoaders();
    const store = createTextStore(hand.loaders);
    expect(shownFor(null, 'en', store)).toBeNull();
    const en = store.load('en');
    const zh = store.load('zh-CN');
    hand.answer('en');
    await en;
    const english = shownFor(null, 'en', store);
    expect(english).toEqual({ locale: 'en', texts: MESSAGES.en });
    expect(shownFor(english, 'en', store)).toBe(english);
    // zh-CN wanted, its texts not here yet: English stays, whole.
    expect(shownFor(english, 'zh-CN', store)).toBe(english);
    hand.answer('zh-CN');
    await zh;
    expect(shownFor(english, 'zh-CN', store)).toEqual({ locale: 'zh-CN', texts: MESSAGES['zh-CN'] });
  });
});
