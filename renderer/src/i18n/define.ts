// Every visible string is a message id with an English and a Simplified Chinese text. A feature declares its
// messages with `defineMessages(en, zhCN)`: the compiler refuses a zh-CN table that lacks a key of the
// English one or has one more, and i18n/catalogue.test.ts checks the merged tables at run time.
import type { Locale } from './locales';

export type MessageTable<K extends string> = Readonly<Record<K, string>>;
export type FeatureMessages<K extends string> = { readonly [L in Locale]: MessageTable<K> };

export function defineMessages<const K extends string>(en: Record<K, string>, zhCN: NoInfer<Record<K, string>>): FeatureMessages<K> {
  return { en, 'zh-CN': zhCN };
}

export type MessageKeys<F> = F extends FeatureMessages<infer K> ? K : never;
