// One number, money and list formatter per locale, framework-free: every count, rate and amount a screen shows
// goes through it (useFormat() hands it to components, reasonLine and exports take it directly), so 13,400 and
// 6,600/20,000 are written the same way everywhere, and zh-CN joins with its own punctuation.
import { isLocale, type Locale } from './locales';

export interface LocaleFormat {
  readonly locale: Locale;
  /** A number as the locale writes it (thousands separators), at most `digits` decimals. */
  number(n: number, digits?: number): string;
  /** A whole count: 13,400. */
  count(n: number): string;
  /** `done` of `total` as the locale writes a fraction of counts: 6,600/20,000. */
  ofTotal(done: number, total: number): string;
  /** A rate per second, one decimal at most. */
  rate(perSecond: number): string;
  /** A ratio as a percentage. */
  percent(ratio: number): string;
  /**
   * Money from the vendor's decimal text or a number, always one way: the locale's currency form for an ISO code
   * (¥795.86, US$12.50), two decimals and the code after it for anything else. Null when there is no amount.
   */
  money(amount: string | number, currency: string | null | undefined): string;
  /** Items of a list joined as the locale does: "a, b, and c" / "a、b和c". */
  list(items: readonly string[]): string;
  /**
   * Items named one after another with no "and" (codes, names, bins, fields): "a, b, c" / "a、b、c". Intl's
   * `unit` list is not it: in zh-CN it runs the items together ("abc").
   */
  items(items: readonly string[]): string;
  /** Clauses of one line, each whole (issues of one row): "; " in en, "；" in zh-CN. */
  clauses(parts: ReadonlyArray<string | null | undefined>): string;
  /** Sentences one after another: a space in en, nothing in zh-CN (its full stop closes the sentence). */
  sentences(parts: ReadonlyArray<string | null | undefined>): string;
  /** Phrases of one line: ", " in en, "，" in zh-CN. */
  phrases(parts: ReadonlyArray<string | null | undefined>): string;
}

const cache = new Map<Locale, LocaleFormat>();

export function localeFormat(locale: Locale): LocaleFormat {
  const known = cache.get(locale);
  if (known) return known;
  const zh = locale === 'zh-CN';
  const numbers = new Map<number, Intl.NumberFormat>();
  const numberFormat = (digits: number) => {
    let f = numbers.get(digits);
    if (!f) numbers.set(digits, (f = new Intl.NumberFormat(locale, { maximumFractionDigits: digits })));
    return f;
  };
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const twoDecimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const lists = {
    conjunction: new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }),
    items: new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' }),
  };
  const present = (parts: ReadonlyArray<string | null | undefined>) => parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  const f: LocaleFormat = {
    locale,
    number: (n, digits = 3) => numberFormat(digits).format(n),
    count: (n) => numberFormat(0).format(n),
    ofTotal: (done, total) => `${numberFormat(0).format(done)}/${numberFormat(0).format(total)}`,
    rate: (perSecond) => numberFormat(1).format(perSecond),
    percent: (ratio) => percent.format(ratio),
    money: (amount, currency) => {
      const n = typeof amount === 'number' ? amount : Number(amount);
      if (!Number.isFinite(n) || (typeof amount === 'string' && amount.trim() === '')) return String(amount);
      if (currency && /^[A-Z]{3}$/.test(currency)) return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'symbol' }).format(n);
      const text = twoDecimals.format(n);
      return currency ? `${text} ${currency}` : text;
    },
    list: (items) => lists.conjunction.format(items),
    items: (items) => lists.items.format(items),
    clauses: (parts) => present(parts).join(zh ? '；' : '; '),
    sentences: (parts) => present(parts).join(zh ? '' : ' '),
    phrases: (parts) => present(parts).join(zh ? '，' : ', '),
  };
  cache.set(locale, f);
  return f;
}

/** The format of a locale named by react-intl (or anyone): an unknown one reads as en. */
export function formatFor(locale: string): LocaleFormat {
  return localeFormat(isLocale(locale) ? locale : 'en');
}
