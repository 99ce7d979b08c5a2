import { useTranslation } from '../lib/i18n/tiny-i18n';
import { ensureClientLocale } from '../lib/i18n/client-i18n';
import type { Locale } from '../lib/i18n/locales';
import { useIsomorphicLayoutEffect } from '../lib/use-isomorphic-layout-effect';

/** Keeps i18n on the URL's locale; the layout loaders have usually fetched it already. */
export function useLocaleSync(locale: Locale) {
  const { i18n } = useTranslation();
  useIsomorphicLayoutEffect(() => {
    if (i18n.language === locale) return;
    if (i18n.hasResourceBundle(locale, 'translation')) void i18n.changeLanguage(locale);
    else void ensureClientLocale(locale).then(() => i18n.changeLanguage(locale));
  }, [locale, i18n]);
}
