// User-facing texts of the errors Opsdesk raises itself, from the table both sides share
// (shared/errors/local-messages.ts). Keys are stable: the renderer translates them on its own.
import { LOCAL_CODES, LOCAL_MESSAGES, type LocalCode } from '../../shared/errors/local-messages';

export { LOCAL_CODES, type LocalCode };
export type Locale = 'en' | 'zh-CN';

export function localMessage(code: LocalCode, locale: Locale): string {
  const entry = LOCAL_MESSAGES[code];
  return locale === 'zh-CN' ? entry.zh : entry.en;
}

export function isLocalCode(code: string): code is LocalCode {
  return (LOCAL_CODES as readonly string[]).includes(code);
}

/** A message's `{name}` placeholders filled from `values`; a name without a value stays as written (a slip shows). */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export type MessageValues = Readonly<Record<string, string | number>>;

/** A table of coded texts in both languages: a code's text in `locale`, its `{name}` placeholders filled. */
export function codedTexts<C extends string>(en: Readonly<Record<C, string>>, zh: Readonly<Record<C, string>>): (code: C, values: MessageValues, locale: Locale) => string {
  return (code, values, locale) => fillTemplate(locale === 'zh-CN' ? zh[code] : en[code], values);
}

/** A refusal the core words itself, coded: its message in English (logs), `messageFor` in the reader's language. */
export class CodedError<C extends string> extends Error {
  constructor(
    readonly code: C,
    readonly values: MessageValues,
    private readonly textOf: (code: C, values: MessageValues, locale: Locale) => string,
  ) {
    super(textOf(code, values, 'en'));
  }

  messageFor(locale: Locale): string {
    return this.textOf(this.code, this.values, locale);
  }
}
