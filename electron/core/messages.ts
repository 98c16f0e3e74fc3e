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
