import { BadgeCheck, CalendarDays, ChevronRight, ClipboardCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../../components/locale-link';
import { Avatar, initials } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { formatMonthYear } from '../../../lib/dates';
import { useLocale } from '../../../lib/i18n/use-locale';
import { HostRecordText } from '../../../components/host-record';
import type { ListingDisplay } from './listing-display';

/** First name, pro badge, member since, bookings and cancellations, and a link to the public member page. Nothing else. */
export function OwnerCard({ owner }: { owner: NonNullable<ListingDisplay['owner']> }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <LocaleLink
      to={`/member/${owner.id}`}
      className="group flex items-center gap-4 rounded-2xl border border-neutral-200 p-4 transition-colors hover:border-neutral-300 hover:bg-neutral-50 dark:border-neutral-800 dark:hover:border-neutral-700 dark:hover:bg-neutral-900"
      data-testid="owner-card"
    >
      <Avatar name={initials(owner.firstname)} size={48} className="size-14! text-xl!" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
          {t('listings.page.owner-name', { name: owner.firstname })}
          {owner.isPro && (
            <Badge color="primary">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t('listings.page.pro')}
            </Badge>
          )}
        </p>
        <p className="mt-0.5 flex items-center gap-1.5 text-sm text-neutral-500 dark:text-neutral-400">
          <CalendarDays className="size-4" aria-hidden="true" />
          {t('listings.page.member-since', { date: formatMonthYear(owner.memberSince, locale) })}
        </p>
        {owner.hostRecord && (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-neutral-500 dark:text-neutral-400">
            <ClipboardCheck className="size-4" aria-hidden="true" />
            <HostRecordText record={owner.hostRecord} />
          </p>
        )}
      </div>
      <span className="hidden items-center gap-1 text-sm font-semibold text-primary-700 group-hover:underline sm:inline-flex dark:text-primary-400">
        {t('listings.page.see-profile')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </span>
    </LocaleLink>
  );
}
