import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { formatDateTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { remaining } from './remaining';

/** "Expires in 1 d 4 h" / "Pay before …": ticks every minute on the client; the server renders the date. */
export function Countdown({
  deadline,
  side = 'renter',
  timeZone,
}: {
  deadline: { kind: 'request_expires' | 'payment_due'; at: string };
  side?: 'renter' | 'owner';
  /** The bike's clock, named: the reader may be on another. */
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  const left = now === null ? null : remaining(deadline.at, now);
  return (
    <p
      className="inline-flex items-center gap-1.5 text-sm font-medium text-amber-700 dark:text-amber-300"
      data-testid="deadline"
    >
      <Clock className="size-4" aria-hidden="true" />
      <span>
        {t(side === 'owner' ? `bookings.deadline.owner.${deadline.kind}` : `bookings.deadline.${deadline.kind}`, {
          date: formatDateTime(deadline.at, locale, timeZone, { zone: true }),
        })}
        {left &&
          (left.ms > 0
            ? ` · ${t('bookings.deadline.left', { days: left.days, hours: left.hours, minutes: left.minutes })}`
            : ` · ${t('bookings.deadline.passed')}`)}
      </span>
    </p>
  );
}
