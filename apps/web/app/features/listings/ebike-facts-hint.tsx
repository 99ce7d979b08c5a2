import { BatteryLow } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { stepPath } from './wizard/wizard-steps';

/**
 * An e-bike listed before its facts were asked: its owner is asked to add them in step 1 (where the
 * e-bike switch is). A hint, never a block: the listing stays public and bookable meanwhile.
 * `compact`: the dashboard list's line; otherwise the management page's notice.
 */
export function EbikeFactsHint({ listingId, compact = false }: { listingId: string; compact?: boolean }) {
  const { t } = useTranslation();
  const to = stepPath(listingId, 'infos');
  if (compact)
    return (
      <LocaleLink
        to={to}
        className="mt-2 inline-flex items-center gap-1.5 self-start rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-600/20 ring-inset hover:underline dark:bg-amber-950 dark:text-amber-300"
        data-testid="ebike-facts-hint"
      >
        <BatteryLow className="size-3.5" aria-hidden="true" />
        {t('listings.ebike.missing-short')}
      </LocaleLink>
    );
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center dark:border-amber-800 dark:bg-amber-950/60"
      data-testid="ebike-facts-hint"
    >
      <BatteryLow className="size-6 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-amber-950 dark:text-amber-100">{t('listings.ebike.missing-title')}</p>
        <p className="mt-0.5 text-sm text-amber-900 dark:text-amber-200">{t('listings.ebike.missing-text')}</p>
      </div>
      <Button asChild size="sm" variant="outline" className="self-start sm:self-center">
        <LocaleLink to={to}>{t('listings.ebike.missing-action')}</LocaleLink>
      </Button>
    </div>
  );
}
