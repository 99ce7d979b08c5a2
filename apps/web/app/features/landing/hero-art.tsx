import { Euro } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { CityBikeScene } from '../../components/brand/illustrations';

/** The hero's picture (decorative: the illustration and two cards). */
export function HeroArt() {
  const { t } = useTranslation();
  return (
    <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div
        aria-hidden="true"
        className="absolute inset-6 -z-10 rounded-[3rem] bg-gradient-to-br from-primary-300/50 to-emerald-200/30 blur-3xl dark:from-primary-700/30 dark:to-emerald-900/20"
      />
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-primary-500 via-primary-600 to-primary-800 p-8 shadow-2xl shadow-primary-900/20 sm:p-10">
        <CityBikeScene />
      </div>
      <div className="absolute -bottom-5 left-4 flex items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-4 py-3 shadow-xl sm:left-[-1.5rem] dark:border-neutral-700 dark:bg-neutral-900">
        <span className="grid size-10 place-items-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
          <Euro className="size-5" aria-hidden="true" />
        </span>
        <span>
          <span className="block text-xs text-neutral-500 dark:text-neutral-400">
            {t('landing.hero.card-owner-label')}
          </span>
          <span className="block text-sm font-bold text-neutral-900 dark:text-white">
            {t('landing.hero.card-owner-value')}
          </span>
        </span>
      </div>
      <div className="absolute -top-4 right-4 hidden items-center gap-2 rounded-full border border-neutral-200 bg-white px-3 py-2 text-sm font-semibold text-neutral-800 shadow-lg sm:flex dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100">
        <span className="size-2 rounded-full bg-primary-500" aria-hidden="true" />
        {t('landing.hero.card-booking')}
      </div>
    </div>
  );
}
