import * as endpoints from '@biclou/contracts/endpoints/session';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useApi } from './api-context';
import { ONE_YEAR_S, THEME_COOKIE } from '../lib/constants';
import { serializePreferenceCookie } from '../lib/cookies';
import { applyThemeToDocument, resolveTheme, type ForcedTheme, type ThemePreference } from '../lib/theme/theme';
import { useSession } from './session-context';

interface ThemeValue {
  preference: ThemePreference;
  /** Set by route metadata: the switcher says so and is disabled. */
  forced: ForcedTheme | undefined;
  setPreference(preference: ThemePreference, options?: { save?: boolean }): void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

interface ThemeProviderProps {
  preference: ThemePreference;
  onPreferenceChange(preference: ThemePreference): void;
  forced: ForcedTheme | undefined;
  children: ReactNode;
}

/**
 * The preference lives in a cookie (read by server rendering, so no flash) and, for a
 * signed-in user, on their account too.
 */
export function ThemeProvider({ preference, onPreferenceChange, forced, children }: ThemeProviderProps) {
  const api = useApi();
  const { user, setUser } = useSession();

  // "System" follows the OS while the page is open.
  useEffect(() => {
    if (resolveTheme(forced, preference) !== null) return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyThemeToDocument(null);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [forced, preference]);

  const setPreference = useCallback(
    (next: ThemePreference, options: { save?: boolean } = {}) => {
      document.cookie = serializePreferenceCookie(THEME_COOKIE, next, ONE_YEAR_S);
      onPreferenceChange(next);
      if (user && options.save !== false && user.theme !== next) {
        void api
          .call(endpoints.updatePreferences, { body: { theme: next } })
          .then((res) => res.ok && setUser(res.data.user));
      }
    },
    [api, onPreferenceChange, setUser, user],
  );

  const value = useMemo(() => ({ preference, forced, setPreference }), [preference, forced, setPreference]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme outside ThemeProvider');
  return value;
}
