import * as endpoints from '@biclou/contracts/endpoints';
import { mergePeriods } from '@biclou/domain/blocked-periods';
import { CalendarX2, Lock, LockOpen, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { useApi } from '../../../context/api-context';
import { subtractRange, type DateRange, type IsoDate } from '../../../lib/calendar';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useToast } from '../../../context/toasts/toast-context';
import { AvailabilityCalendar } from '../availability/availability-calendar';

interface AvailabilitySectionProps {
  listingId: string;
  blocked: DateRange[];
  today: IsoDate;
}

/** Pick days on the calendar (first and last), then block or unblock them; each change is saved. */
export function AvailabilitySection({ listingId, blocked: initial, today }: AvailabilitySectionProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const [blocked, setBlocked] = useState(initial);
  const [selection, setSelection] = useState<{ start: IsoDate; end?: IsoDate } | null>(null);
  const [saving, setSaving] = useState(false);
  const range = selection ? { start: selection.start, end: selection.end ?? selection.start } : null;
  const day = (d: IsoDate) => formatDate(d, locale, { day: 'numeric', month: 'short', year: 'numeric' });

  function pick(date: IsoDate) {
    if (!selection || selection.end) return setSelection({ start: date });
    setSelection(date < selection.start ? { start: date } : { ...selection, end: date });
  }

  async function save(next: DateRange[], message: string) {
    setSaving(true);
    const res = await api.call(endpoints.updateListingAvailability, { params: { listingId }, body: { blocked: next } });
    setSaving(false);
    if (!res.ok) return;
    setBlocked(res.data.blocked);
    setSelection(null);
    toast.success(message);
  }

  return (
    <CardSection
      id="availability"
      title={t('listings.manage.availability.title')}
      description={t('listings.manage.availability.description')}
      icon={<CalendarX2 className="size-5" />}
    >
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
        <AvailabilityCalendar blocked={blocked} today={today} months={2} onDayClick={pick} selection={selection} />
        <div className="space-y-4">
          <div className="rounded-xl bg-neutral-50 p-3.5 text-sm dark:bg-neutral-800/60" aria-live="polite">
            {range ? (
              <>
                <p className="font-medium text-neutral-900 dark:text-white">
                  {range.start === range.end
                    ? day(range.start)
                    : t('listings.manage.availability.range', { start: day(range.start), end: day(range.end) })}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    onClick={() =>
                      void save(mergePeriods([...blocked, range]), t('listings.manage.availability.blocked-done'))
                    }
                    loading={saving}
                  >
                    <Lock className="size-4" aria-hidden="true" />
                    {t('listings.manage.availability.block')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      void save(subtractRange(blocked, range), t('listings.manage.availability.unblocked-done'))
                    }
                    disabled={saving}
                  >
                    <LockOpen className="size-4" aria-hidden="true" />
                    {t('listings.manage.availability.unblock')}
                  </Button>
                </div>
              </>
            ) : (
              <p className="text-neutral-600 dark:text-neutral-400">{t('listings.manage.availability.how')}</p>
            )}
          </div>
          <div>
            <h3 className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
              {t('listings.manage.availability.list')}
            </h3>
            {blocked.length ? (
              <ul className="mt-2 space-y-1.5" data-testid="blocked-periods">
                {blocked.map((r) => (
                  <li
                    key={r.start}
                    className="flex items-center justify-between gap-2 rounded-lg border border-neutral-200 py-1.5 pr-1.5 pl-3 text-sm dark:border-neutral-800"
                  >
                    <span className="text-neutral-800 tabular-nums dark:text-neutral-200">
                      {r.start === r.end
                        ? day(r.start)
                        : t('listings.manage.availability.range', { start: day(r.start), end: day(r.end) })}
                    </span>
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() =>
                        void save(
                          blocked.filter((b) => b !== r),
                          t('listings.manage.availability.unblocked-done'),
                        )
                      }
                      disabled={saving}
                      aria-label={t('listings.manage.availability.unblock-period', {
                        start: day(r.start),
                        end: day(r.end),
                      })}
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">
                {t('listings.manage.availability.none')}
              </p>
            )}
          </div>
        </div>
      </div>
    </CardSection>
  );
}
