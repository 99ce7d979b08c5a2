import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatOneDecimal } from '../../lib/money';
import { Stars } from './stars';

/** "★ 4.3 · 3 reviews", or nothing without reviews. */
export function RatingSummary({
  average,
  count,
  className,
}: {
  average: number | null;
  count: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (average === null || count === 0) return null;
  return (
    <span className={className} data-testid="rating-summary">
      <span className="inline-flex items-center gap-2">
        <Stars rating={average} />
        <span className="font-semibold text-neutral-900 tabular-nums dark:text-white">
          {formatOneDecimal(average, locale)}
        </span>
        <span className="text-sm text-neutral-500 dark:text-neutral-400">{t('reviews.count', { count })}</span>
      </span>
    </span>
  );
}
