import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Flag, type FlagCode } from '../../components/brand/flag';
import { Logo } from '../../components/brand/logo';
import { LocaleLink } from '../../components/locale-link';
import { Container } from '../../components/ui/container';
import { BRAND } from '../../lib/constants';
import { LanguageSwitcher, ThemeSwitcher } from './lazy-shell';
import { FOOTER_COLUMNS } from './nav-items';

const COUNTRIES: FlagCode[] = ['FR', 'CH', 'BE', 'LU'];

/** The footer text is also the page description (spec §1): owners earn up to 400 euros per month. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900/40">
      <Container className="py-12 lg:py-16">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div className="col-span-2 max-w-sm sm:col-span-4 lg:col-span-1">
            <LocaleLink to="/" aria-label={t('nav.home')} className="inline-block rounded-lg">
              <Logo />
            </LocaleLink>
            <p className="mt-4 text-sm leading-6 text-neutral-600 dark:text-neutral-400" data-testid="footer-text">
              {t('footer.description')}
            </p>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('footer.countries')}>
              {COUNTRIES.map((code) => (
                <li
                  key={code}
                  className="inline-flex items-center gap-1.5 rounded-full border border-neutral-200 bg-white px-2.5 py-1 text-xs font-medium text-neutral-700 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-300"
                >
                  <Flag code={code} className="h-3 w-[18px]" />
                  {t(`countries.${code}`)}
                </li>
              ))}
            </ul>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2 className="text-sm font-semibold text-neutral-900 dark:text-white">{t(column.title)}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <LocaleLink
                      to={link.to}
                      className="text-sm text-neutral-600 hover:text-primary-700 dark:text-neutral-400 dark:hover:text-primary-400"
                    >
                      {t(link.label)}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col-reverse gap-4 border-t border-neutral-200 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-neutral-800">
          <p className="text-xs text-neutral-500 dark:text-neutral-400">
            {t('footer.copyright', { year: new Date().getUTCFullYear(), brand: BRAND })}
          </p>
          <div className="flex items-center gap-1">
            <LanguageSwitcher showName align="end" />
            <ThemeSwitcher />
          </div>
        </div>
      </Container>
    </footer>
  );
}
