// The first start speaks the system's language: which language a system's settings mean for the app.
import { describe, expect, it } from 'vitest';
import { posixLanguages, systemLocale } from '../../../electron/core/app/system-locale';
import { localeForLanguages } from '../../../shared/ipc/profiles';

describe("the app's language for a system's preferences", () => {
  it('reads Chinese in any form as zh-CN, and the first of our languages decides', () => {
    expect(localeForLanguages(['zh-CN'])).toBe('zh-CN');
    expect(localeForLanguages(['zh-Hans-CN'])).toBe('zh-CN');
    expect(localeForLanguages(['zh_TW'])).toBe('zh-CN');
    expect(localeForLanguages(['fr-FR', 'zh-CN', 'en-US'])).toBe('zh-CN');
    expect(localeForLanguages(['en-US', 'zh-CN'])).toBe('en');
    expect(localeForLanguages(['de-DE'])).toBe('en');
    expect(localeForLanguages([])).toBe('en');
  });

  it('takes a POSIX environment as gettext does: LANGUAGE, then LC_ALL, LC_MESSAGES, LANG', () => {
    expect(posixLanguages({ LANG: 'zh_CN.UTF-8' })).toEqual(['zh-CN']);
    expect(posixLanguages({ LANGUAGE: 'zh_CN:en', LANG: 'en_US.UTF-8' })).toEqual(['zh-CN', 'en', 'en-US']);
    expect(posixLanguages({ LC_ALL: 'C', LANG: 'POSIX' })).toEqual([]);
    expect(systemLocale({ LC_MESSAGES: 'zh_CN.GB18030', LANG: 'en_US.UTF-8' })).toBe('zh-CN');
    expect(systemLocale({ LANG: 'en_GB.UTF-8' }, 'zh-CN')).toBe('en');
  });

  it('falls back to the runtime default locale when the environment names none', () => {
    expect(systemLocale({}, 'zh-Hans-CN')).toBe('zh-CN');
    expect(systemLocale({ LANG: 'C.UTF-8' }, 'en-US')).toBe('en');
  });
});
