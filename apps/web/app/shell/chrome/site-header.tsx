import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Logo } from '../../components/brand/logo';
import { LocaleLink } from '../../components/locale-link';
import { Container } from '../../components/ui/container';
import { cn } from '../../lib/cn';
import {
  AccountMenu,
  AuthLinks,
  LanguageSwitcher,
  MemberSync,
  MessagesLink,
  MobileMenu,
  NotificationBell,
  ThemeSwitcher,
} from './lazy-shell';
import { SearchEntry, SearchIconLink } from './search-entry';
import { useUser } from '../../context/session-context';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-primary-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('nav.skip')}
    </a>
  );
}

/** Logo, search entry, language and theme switchers, account menu; a sheet on phones. */
export function SiteHeader({ showSearch = true, className }: { showSearch?: boolean; className?: string }) {
  const { t } = useTranslation();
  const signedIn = useUser() !== null;
  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-neutral-200/80 bg-white/85 backdrop-blur-lg supports-[backdrop-filter]:bg-white/75 dark:border-neutral-800/80 dark:bg-neutral-950/80',
        className,
      )}
    >
      <SkipLink />
      <MemberSync />
      <Container className="flex h-16 items-center gap-3 lg:h-[72px]">
        <LocaleLink to="/" className="shrink-0 rounded-lg" aria-label={t('nav.home')}>
          <Logo />
        </LocaleLink>
        <div className="flex min-w-0 flex-1 justify-center px-2">
          {showSearch && <SearchEntry className="hidden w-full max-w-md md:flex" />}
        </div>
        <nav className="hidden items-center gap-1 md:flex" aria-label={t('nav.main')}>
          <LocaleLink
            to="/listing/create"
            className="hidden rounded-lg px-3 py-2 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 xl:block dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white"
          >
            {t('nav.list-your-bike')}
          </LocaleLink>
          <LanguageSwitcher />
          <ThemeSwitcher />
          {signedIn && <MessagesLink />}
          {signedIn && <NotificationBell />}
          <div className="ml-1.5">{signedIn ? <AccountMenu /> : <AuthLinks />}</div>
        </nav>
        <div className="flex items-center gap-2 md:hidden">
          {showSearch && <SearchIconLink />}
          {signedIn && <MessagesLink />}
          {signedIn && <NotificationBell />}
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
