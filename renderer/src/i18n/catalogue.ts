// The merged message tables: the shell's, the shared ones and every feature's. The features' tables come from
// feature-messages.gen.ts, which `npm run gen` writes from each feature folder's messages.ts: a feature adds
// nothing here.
import { shellMessages } from '../app/shell/messages';
import { bulkMessages } from '../components/grid/bulk/messages';
import { draftMessages } from '../components/drafts/messages';
import { jobMessages } from '../components/job/messages';
import { importMessages } from '../components/grid/import/messages';
import { gridMessages } from '../components/grid/messages';
import { commonMessages } from './common-messages';
import type { FeatureMessages, MessageKeys } from './define';
import { errorMessages } from './error-messages';
import { FEATURE_MESSAGE_TABLES } from './feature-messages.gen';
import type { Locale } from './locales';
import { issueMessages } from './issue-messages';
import { reasonMessages } from './reason-messages';

export const MESSAGE_TABLES = {
  common: commonMessages,
  errors: errorMessages,
  issue: issueMessages,
  reason: reasonMessages,
  shell: shellMessages,
  grid: gridMessages,
  import: importMessages,
  bulk: bulkMessages,
  drafts: draftMessages,
  jobResults: jobMessages,
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
