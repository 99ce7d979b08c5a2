import { MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Avatar, initials } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { formatMonthYear } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { LocaleLink } from '../../components/locale-link';
import { ResendVerificationButton } from '../../components/resend-verification-button';
import { useApi } from '../../context/api-context';
import { useToast } from '../../context/toasts/toast-context';
import { useUser } from '../../context/session-context';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordSection } from './password-section';
import { PhoneSection } from './phone-section';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { PreferencesSection } from './preferences-section';
import { ProfileCompletion } from './profile-completion';
import { ProfileSection } from './profile-section';

/**
 * `banking`: the payouts area's bank details section; `openingHours`: the listings area's default
 * hours. Both composed in by the route module (features do not import each other).
 */
export function AccountPage({ banking, openingHours }: { banking?: ReactNode; openingHours?: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const user = useUser();
  const api = useApi();
  const toast = useToast();
  if (!user) return null;
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Avatar name={initials(user.firstname, user.lastname)} size={48} className="size-14! text-xl!" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
              {t('titles.account')}
            </h1>
            <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">{user.email}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-500 dark:text-neutral-400">
              {user.emailVerified ? (
                <Badge color="success">{t('account.email-verified')}</Badge>
              ) : (
                <Badge color="warning">{t('account.email-unverified')}</Badge>
              )}
              <span>{t('account.member-since', { date: formatMonthYear(user.createdAt, locale) })}</span>
            </p>
          </div>
        </div>
        <LocaleLink
          to={`/member/${user.id}`}
          className="text-sm font-semibold text-primary-700 hover:underline sm:shrink-0 dark:text-primary-400"
        >
          {t('account.public-profile')}
        </LocaleLink>
      </header>
      {!user.emailVerified && (
        <div className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center dark:border-amber-900 dark:bg-amber-950/40">
          <MailWarning className="size-5 shrink-0 text-amber-600" aria-hidden="true" />
          <p className="flex-1 text-sm text-amber-900 dark:text-amber-100">{t('account.verify-banner')}</p>
          <ResendVerificationButton api={api} toast={toast} />
        </div>
      )}
      <ProfileCompletion user={user} />
      <ProfileSection key={user.id} user={user} />
      <PhoneSection user={user} />
      <PreferencesSection />
      <NotificationPreferencesSection user={user} />
      {openingHours}
      <PasswordSection />
      {banking}
      <DeleteAccountSection />
    </div>
  );
}
