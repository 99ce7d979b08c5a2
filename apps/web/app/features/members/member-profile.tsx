import type { PublicListingSummary } from '@biclou/contracts/listings';
import type { PublicMember } from '@biclou/contracts/members';
import { CalendarDays, ClipboardCheck, Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Avatar, initials } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { formatMonthYear } from '../../lib/dates';
import { MemberListings } from './member-listings-deferred';
import { useLocale } from '../../lib/i18n/use-locale';
import { HostRecordText } from '../../components/host-record';
import { languageName } from '../../lib/i18n/language-names';

/** Public member page: first name, spoken languages, member since, bookings and cancellations as an owner, live listings. Nothing else (decisions "Accounts"). */
export function MemberProfile({
  member,
  listings,
  reviews,
}: {
  member: PublicMember;
  listings: readonly PublicListingSummary[];
  reviews?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <Card className="overflow-hidden">
        <div className="h-28 bg-gradient-to-r from-primary-500 via-primary-600 to-emerald-700" aria-hidden="true" />
        <div className="px-6 pb-8 sm:px-8">
          <div className="-mt-12 flex items-end gap-4">
            <span className="rounded-full bg-white p-1.5 dark:bg-neutral-900">
              <Avatar name={initials(member.firstname)} size={48} className="size-20! text-3xl!" />
            </span>
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {member.firstname}
          </h1>
          <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <div className="flex gap-3">
              <CalendarDays className="mt-0.5 size-5 text-primary-600 dark:text-primary-400" aria-hidden="true" />
              <div>
                <dt className="text-sm text-neutral-500 dark:text-neutral-400">{t('member.since')}</dt>
                <dd className="font-medium text-neutral-900 dark:text-neutral-100">
                  {formatMonthYear(member.memberSince, locale)}
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <Languages className="mt-0.5 size-5 text-primary-600 dark:text-primary-400" aria-hidden="true" />
              <div>
                <dt className="text-sm text-neutral-500 dark:text-neutral-400">{t('member.languages')}</dt>
                <dd className="mt-1 flex flex-wrap gap-1.5">
                  {member.spokenLanguages.length ? (
                    member.spokenLanguages.map((code) => (
                      <Badge key={code} color="primary">
                        {languageName(code, locale)}
                      </Badge>
                    ))
                  ) : (
                    <span className="text-neutral-500 dark:text-neutral-400">{t('member.no-languages')}</span>
                  )}
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <ClipboardCheck className="mt-0.5 size-5 text-primary-600 dark:text-primary-400" aria-hidden="true" />
              <div>
                <dt className="text-sm text-neutral-500 dark:text-neutral-400">{t('member.bookings')}</dt>
                <dd className="font-medium text-neutral-900 dark:text-neutral-100">
                  <HostRecordText record={member.hostRecord} />
                </dd>
              </div>
            </div>
          </dl>
        </div>
      </Card>
      <MemberListings firstname={member.firstname} listings={listings} />
      {reviews}
    </div>
  );
}
