import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath, prefixFromPath, withPrefix, type Locale, type LocalePrefix } from './locales';

interface LocaleInfo {
  locale: Locale;
  prefix: LocalePrefix;
  /** Localised path: lp('/account') → '/fr/account' on the French site. */
  lp(to: string): string;
}

/** The locale comes from the URL, so every page and link agrees with the address bar. */
export function useLocale(): LocaleInfo {
  const { pathname } = useLocation();
  const prefix = prefixFromPath(pathname);
  const lp = useCallback((to: string) => withPrefix(prefix, to), [prefix]);
  return { locale: localeFromPath(pathname), prefix, lp };
}
