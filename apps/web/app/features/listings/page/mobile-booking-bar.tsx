import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { buttonClasses } from '../../../components/ui/button';

/** Phones: the price stays in view, and one tap jumps to the price preview. */
export function MobileBookingBar({ price }: { price: string }) {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:hidden dark:border-neutral-800 dark:bg-neutral-950/95">
      <div className="flex items-center justify-between gap-4">
        <p>
          <span className="text-lg font-bold text-neutral-900 dark:text-white">{price}</span>{' '}
          <span className="text-sm text-neutral-500 dark:text-neutral-400">{t('listings.preview.per-day')}</span>
        </p>
        <a href="#price-preview" className={buttonClasses('primary', 'md')}>
          {t('listings.preview.check-prices')}
        </a>
      </div>
    </div>
  );
}
