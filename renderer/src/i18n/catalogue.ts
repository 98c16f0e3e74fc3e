// The merged message tables: i18n's own, the shared layers' and every feature's. The others come from the files
// `npm run gen` writes: layer-messages.gen.ts from each messages.ts under app/ and components/ (keyed by the
// prefix its ids take), feature-messages.gen.ts from each feature folder's messages.ts. A table adds nothing here.
import { commonMessages } from './common-messages';
import type { FeatureMessages, MessageKeys } from './define';
import { errorMessages } from './error-messages';
import { FEATURE_MESSAGE_TABLES } from './feature-messages.gen';
import type { Locale } from './locales';
import { issueMessages } from './issue-messages';
import { LAYER_MESSAGE_TABLES } from './layer-messages.gen';
import { reasonMessages } from './reason-messages';

export const MESSAGE_TABLES = {
  common: commonMessages,
  errors: errorMessages,
  issue: issueMessages,
  reason: reasonMessages,
  ...LAYER_MESSAGE_TABLES,
  ...FEATURE_MESSAGE_TABLES,
} as const;

type Tables = typeof MESSAGE_TABLES;
export type MessageId = { [T in keyof Tables]: MessageKeys<Tables[T]> }[keyof Tables];

/** One text per id and locale, from a set of tables. */
function mergeTables<T extends Record<string, FeatureMessages<string>>>(tables: T): Readonly<Record<Locale, Record<MessageKeys<T[keyof T]>, string>>> {
  const merge = (locale: Locale) => Object.assign({}, ...Object.values(tables).map((t) => t[locale])) as Record<MessageKeys<T[keyof T]>, string>;
  return { en: merge('en'), 'zh-CN': merge('zh-CN') };
}

export const MESSAGES: Readonly<Record<Locale, Record<MessageId, string>>> = mergeTables(MESSAGE_TABLES);

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's documented way to type message ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
