import { displayNames } from '../intl-cache';
import { intlLocale, type Locale } from './locales';

/** "fr" → "French" / "français", from Intl (no list to translate by hand). */
export function languageName(code: string, locale: Locale): string {
  try {
    const name = displayNames(intlLocale(locale), { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1) : code;
  } catch {
    return code;
  }
}
