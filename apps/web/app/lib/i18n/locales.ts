/** Site locales (spec §1, decisions "Locales"): `en` is the default and has no prefix. */
export const LOCALES = ['en', 'fr', 'test'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'en';
/** Locales a person can choose (the `test` locale is for finding untranslated strings). */
export const USER_LOCALES = ['en', 'fr'] as const;
export type UserLocale = (typeof USER_LOCALES)[number];
/** Each choosable locale in its own language (the language menu, the account's preferences). */
export const LANGUAGE_NAMES: Record<UserLocale, string> = { en: 'English', fr: 'Français' };

/** Route prefixes: '' is the unprefixed English site. */
export const LOCALE_PREFIXES = ['', ...LOCALES] as const;
export type LocalePrefix = (typeof LOCALE_PREFIXES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * `/test` alone is the English site's test page (spec §2), not the `test` locale's home: that
 * locale shows keys, and a real page must show words. Every other `/test/…` path is the locale.
 */
const isTestPage = (pathname: string) => pathname === '/test' || pathname === '/test/';

/** The prefix segment of a pathname: `/fr/account` → 'fr', `/member/x` → '', `/test` → ''. */
export function prefixFromPath(pathname: string): LocalePrefix {
  if (isTestPage(pathname)) return '';
  // Sliced, not split: every link asks (locale-link.tsx).
  const end = pathname.indexOf('/', 1);
  const first = pathname.slice(1, end < 0 ? pathname.length : end);
  return isLocale(first) ? first : '';
}

export function localeFromPath(pathname: string): Locale {
  return prefixFromPath(pathname) || DEFAULT_LOCALE;
}

/** Removes the locale prefix: `/fr/account` → `/account`, `/fr` → `/`. */
export function stripLocale(pathname: string): string {
  const prefix = prefixFromPath(pathname);
  if (!prefix) return pathname || '/';
  const rest = pathname.slice(prefix.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Adds a prefix to an unprefixed path (which may carry a query): ('fr', '/account') → `/fr/account`. */
export function withPrefix(prefix: LocalePrefix, to: string): string {
  if (!prefix) return to;
  if (to === '/' || to === '') return `/${prefix}`;
  if (to.startsWith('?') || to.startsWith('#')) return `/${prefix}${to}`;
  return `/${prefix}${to}`;
}

/** The same page in another locale: ('/fr/account?x=1', 'en') → `/account?x=1`. */
export function switchLocalePath(pathWithQuery: string, target: Locale): string {
  const [pathname = '/', ...rest] = pathWithQuery.split(/(?=[?#])/);
  const bare = stripLocale(pathname);
  return withPrefix(target === DEFAULT_LOCALE ? '' : target, bare) + rest.join('');
}

/** BCP 47 tag for Intl and `<html lang>`; spec §9: the default locale is en-US. */
export function intlLocale(locale: Locale): string {
  return locale === 'fr' ? 'fr-FR' : 'en-US';
}

export function htmlLang(locale: Locale): string {
  return locale === 'fr' ? 'fr' : 'en';
}
