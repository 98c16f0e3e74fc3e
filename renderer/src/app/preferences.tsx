// Locale and theme: the active profile's (several people share one machine, each with a profile), applied
// at once and saved to the profile. Before a profile is known, the last choice on this machine is used.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ProfileView } from '../../../shared/ipc';
import { useIpcMutation } from '../api/mutations';
import { useActiveProfile } from '../api/queries';
import { guessLocale, isLocale, type Locale } from '../i18n/locales';

export type Theme = ProfileView['theme'];
const LAST_KEY = 'opsdesk.lastPreferences';

interface Preferences {
  locale: Locale;
  theme: Theme;
  /** The theme on screen ('system' resolved). */
  resolvedTheme: 'light' | 'dark';
  setLocale: (locale: Locale) => void;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const PreferencesContext = createContext<Preferences | null>(null);

function lastChoice(): { locale: Locale; theme: Theme } {
  try {
    const raw = JSON.parse(localStorage.getItem(LAST_KEY) ?? '{}') as { locale?: unknown; theme?: unknown };
    return {
      locale: isLocale(raw.locale) ? raw.locale : guessLocale(),
      theme: raw.theme === 'light' || raw.theme === 'dark' || raw.theme === 'system' ? raw.theme : 'system',
    };
  } catch {
    return { locale: guessLocale(), theme: 'system' };
  }
}

function useSystemDark(): boolean {
  const query = '(prefers-color-scheme: dark)';
  const [dark, setDark] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const m = window.matchMedia(query);
    const on = () => setDark(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, []);
  return dark;
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const active = useActiveProfile();
  const update = useIpcMutation('profiles.update');
  const [local, setLocal] = useState(lastChoice);
  // Shown at once; the profile's value takes over when the saved profile comes back.
  const [pending, setPending] = useState<Partial<{ locale: Locale; theme: Theme }>>({});
  const locale = pending.locale ?? active?.locale ?? local.locale;
  const theme = pending.theme ?? active?.theme ?? local.theme;
  const systemDark = useSystemDark();
  const resolvedTheme = theme === 'dark' || (theme === 'system' && systemDark) ? 'dark' : 'light';

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dataset.theme = resolvedTheme;
    try {
      localStorage.setItem(LAST_KEY, JSON.stringify({ locale, theme }));
    } catch {
      // No storage on this origin: the profile still holds the choice; only the first paint may differ.
    }
  }, [locale, theme, resolvedTheme]);

  useEffect(() => {
    if (active && (pending.locale === undefined || pending.locale === active.locale) && (pending.theme === undefined || pending.theme === active.theme)) {
      if (pending.locale !== undefined || pending.theme !== undefined) setPending({});
    }
  }, [active, pending]);

  const save = useCallback(
    (patch: { locale?: Locale; theme?: Theme }) => {
      setPending((p) => ({ ...p, ...patch }));
      setLocal((l) => ({ ...l, ...patch }));
      if (active) update.mutate({ id: active.id, patch }, { onError: () => setPending({}) });
    },
    [active, update],
  );

  const value = useMemo<Preferences>(
    () => ({
      locale,
      theme,
      resolvedTheme,
      setLocale: (l) => save({ locale: l }),
      setTheme: (t) => save({ theme: t }),
      toggleTheme: () => save({ theme: resolvedTheme === 'dark' ? 'light' : 'dark' }),
    }),
    [locale, theme, resolvedTheme, save],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const p = useContext(PreferencesContext);
  if (!p) throw new Error('usePreferences outside PreferencesProvider');
  return p;
}
