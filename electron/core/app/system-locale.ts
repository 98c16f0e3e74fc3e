// The system's language, for what the core words before any profile names one: the first start's sandbox
// profile (its language and its name). Electron asks the OS (`app.getPreferredSystemLanguages()`); a host
// under plain Node reads the POSIX locale variables, as every command-line program does, then ICU's default.
import { localeForLanguages } from '../../../shared/ipc/profiles';
import type { Locale } from '../messages';

/** `zh_CN.UTF-8` → `zh-CN`; `C`, `POSIX` and empty values say nothing. */
function posixTag(value: string | undefined): string | null {
  const tag = value?.split(/[.@]/)[0]?.trim();
  if (!tag || tag === 'C' || tag === 'POSIX') return null;
  return tag.replace('_', '-');
}

/** The languages a POSIX environment prefers: LANGUAGE's list when set, then LC_ALL, LC_MESSAGES, LANG. */
export function posixLanguages(env: Record<string, string | undefined>): string[] {
  const listed = (env.LANGUAGE ?? '').split(':').map(posixTag);
  const single = [env.LC_ALL, env.LC_MESSAGES, env.LANG].map(posixTag);
  return [...listed, ...single].filter((t): t is string => t !== null);
}

/** The app's language for this system: the environment's first, else ICU's default locale. */
export function systemLocale(env: Record<string, string | undefined>, icuDefault = Intl.DateTimeFormat().resolvedOptions().locale): Locale {
  const posix = posixLanguages(env);
  return localeForLanguages(posix.length > 0 ? posix : [icuDefault]);
}
